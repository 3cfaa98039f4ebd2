import Testing
@testable import CardSpecDiagnostics

@Suite struct SARIFRendererTests {
    static let tool = ToolInfo(name: "cardspec", version: "9.9.9", informationURI: "https://example.com/cardspec")

    func renderer(workingDirectory: String? = "/work/repo", rules: [DiagnosticKind] = [RendererFixture.unknownKey, RendererFixture.unused]) -> SARIFRenderer {
        SARIFRenderer(tool: Self.tool, workingDirectory: workingDirectory, rules: rules) { kind in
            SARIFRenderer.RuleHelp(text: "help for \(kind.code)", markdown: "**\(kind.code)**")
        }
    }

    @Test func fnv1a64MatchesTheReferenceVectors() {
        #expect(FNV1a64.hex(of: "") == "cbf29ce484222325")
        #expect(FNV1a64.hex(of: "a") == "af63dc4c8601ec8c")
        #expect(FNV1a64.hex(of: "foobar") == "85944171f73967e8")
        #expect(FNV1a64.hex(of: "é") == "0ac21707b7181e01")
    }

    @Test func fingerprintSurvivesMovesAndReindentingButNotEdits() {
        let original = SourceFile(path: "a", text: "x: 1\n  titel: y\n")
        let moved = SourceFile(path: "a", text: "# comment\nx: 1\n\n\ttitel: y  \n")
        let edited = SourceFile(path: "a", text: "x: 1\n  titel: z\n")
        let hash = SARIFRenderer.lineHash(code: "unknown-key", artifact: "a", file: original, line: 2)
        #expect(hash == SARIFRenderer.lineHash(code: "unknown-key", artifact: "a", file: moved, line: 4))
        #expect(hash != SARIFRenderer.lineHash(code: "unknown-key", artifact: "a", file: edited, line: 2))
        #expect(hash != SARIFRenderer.lineHash(code: "unused", artifact: "a", file: original, line: 2))
        #expect(hash != SARIFRenderer.lineHash(code: "unknown-key", artifact: "b", file: original, line: 2))
        #expect(hash == FNV1a64.hex(of: "unknown-key\u{0}a\u{0}titel: y"))
    }

    @Test func equalLinesAreToldApartByOccurrence() {
        let file = SourceFile(path: "a.yaml", text: "k: v\nk: v\n")
        let diagnostics = [
            Diagnostic(RendererFixture.unknownKey, "first", at: RendererFixture.range(file, 0, 1)),
            Diagnostic(RendererFixture.unknownKey, "second", at: RendererFixture.range(file, 5, 6)),
        ]
        let output = renderer().render([FileReport(file: file, diagnostics: diagnostics)], summary: ReportSummary(files: 1, errors: 2))
        let hash = FNV1a64.hex(of: "unknown-key\u{0}a.yaml\u{0}k: v")
        #expect(output.contains("\"primaryLocationLineHash\": \"\(hash):1\""))
        #expect(output.contains("\"primaryLocationLineHash\": \"\(hash):2\""))
    }

    @Test func wholeLog() {
        let output = renderer().render(
            [FileReport(file: RendererFixture.file, diagnostics: RendererFixture.diagnostics)],
            summary: ReportSummary(files: 1, errors: 1, warnings: 1))
        let errorHash = FNV1a64.hex(of: "unknown-key\u{0}specs/R%C3%A9sum%C3%A9.cards.yaml\u{0}"
            + "Résumé: {modèl: {}, parts: [{text: {text: \"日本語 😀\"}}], stätes: {}}")
        let warningHash = FNV1a64.hex(of: "unused\u{0}specs/R%C3%A9sum%C3%A9.cards.yaml\u{0}"
            + "Résumé: {modèl: {}, parts: [{text: {text: \"日本語 😀\"}}], stätes: {}}")
        /// The artifact location whose key starts at column `indent`.
        func artifact(_ indent: Int) -> String {
            let pad = String(repeating: " ", count: indent)
            return "\"artifactLocation\": {\n\(pad)  \"uri\": \"specs/R%C3%A9sum%C3%A9.cards.yaml\",\n"
                + "\(pad)  \"uriBaseId\": \"%SRCROOT%\"\n\(pad)}"
        }
        #expect(output == """
            {
              "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "cardspec",
                      "informationUri": "https://example.com/cardspec",
                      "version": "9.9.9",
                      "rules": [
                        {
                          "id": "unknown-key",
                          "shortDescription": {
                            "text": "An unknown key."
                          },
                          "fullDescription": {
                            "text": "Explained."
                          },
                          "help": {
                            "text": "help for unknown-key",
                            "markdown": "**unknown-key**"
                          },
                          "defaultConfiguration": {
                            "level": "error"
                          },
                          "properties": {
                            "tags": [
                              "structure"
                            ]
                          }
                        },
                        {
                          "id": "unused",
                          "shortDescription": {
                            "text": "Unused."
                          },
                          "fullDescription": {
                            "text": "Explained."
                          },
                          "help": {
                            "text": "help for unused",
                            "markdown": "**unused**"
                          },
                          "defaultConfiguration": {
                            "level": "warning"
                          },
                          "properties": {
                            "tags": [
                              "semantic"
                            ]
                          }
                        }
                      ]
                    }
                  },
                  "invocations": [
                    {
                      "executionSuccessful": true
                    }
                  ],
                  "originalUriBaseIds": {
                    "%SRCROOT%": {
                      "uri": "file:///work/repo/"
                    }
                  },
                  "results": [
                    {
                      "ruleId": "unknown-key",
                      "ruleIndex": 0,
                      "level": "error",
                      "message": {
                        "text": "unknown key 'modèl' in card 'Résumé'; did you mean 'model'?\\nnote: valid keys here: model, parts"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            \(artifact(16)),
                            "region": {
                              "startLine": 3,
                              "startColumn": 12,
                              "endLine": 3,
                              "endColumn": 17
                            }
                          }
                        }
                      ],
                      "relatedLocations": [
                        {
                          "id": 1,
                          "physicalLocation": {
                            \(artifact(16)),
                            "region": {
                              "startLine": 3,
                              "startColumn": 3,
                              "endLine": 3,
                              "endColumn": 9
                            }
                          },
                          "message": {
                            "text": "card 'Résumé' starts here"
                          }
                        }
                      ],
                      "fixes": [
                        {
                          "description": {
                            "text": "replace 'modèl' with 'model'"
                          },
                          "artifactChanges": [
                            {
                              \(artifact(18)),
                              "replacements": [
                                {
                                  "deletedRegion": {
                                    "startLine": 3,
                                    "startColumn": 12,
                                    "endLine": 3,
                                    "endColumn": 17
                                  },
                                  "insertedContent": {
                                    "text": "model"
                                  }
                                }
                              ]
                            }
                          ]
                        }
                      ],
                      "partialFingerprints": {
                        "primaryLocationLineHash": "\(errorHash):1"
                      }
                    },
                    {
                      "ruleId": "unused",
                      "ruleIndex": 1,
                      "level": "warning",
                      "message": {
                        "text": "state 'stätes' is never used"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            \(artifact(16)),
                            "region": {
                              "startLine": 3,
                              "startColumn": 57,
                              "endLine": 3,
                              "endColumn": 63
                            }
                          }
                        }
                      ],
                      "partialFingerprints": {
                        "primaryLocationLineHash": "\(warningHash):1"
                      }
                    }
                  ],
                  "columnKind": "unicodeCodePoints"
                }
              ]
            }

            """)
    }

    @Test func everyRegisteredKindIsARuleAndUnknownKindsAreAdded() {
        let file = SourceFile(path: "a.yaml", text: "a: 1\n")
        let stray = DiagnosticKind(code: "stray", stage: .semantic, summary: "s", explanation: "e", wrong: "", right: "")
        let output = SARIFRenderer(tool: Self.tool, workingDirectory: nil) { _ in .init(text: "t", markdown: "m") }
            .render([FileReport(file: file, diagnostics: [Diagnostic(stray, "odd", at: RendererFixture.range(file, 0, 1))])],
                    summary: ReportSummary(files: 1, errors: 1))
        for kind in DiagnosticRegistry.all {
            #expect(output.contains("\"id\": \"\(kind.code)\""), "\(kind.code)")
        }
        #expect(output.contains("\"id\": \"stray\""))
        #expect(output.contains("\"ruleIndex\": \(DiagnosticRegistry.all.count)"))
        // No working directory: the base is left for the consumer to define.
        #expect(!output.contains("originalUriBaseIds"))
        #expect(output.contains("\"uriBaseId\": \"%SRCROOT%\""))
    }

    @Test func unreadablePathsMakeTheRunUnsuccessful() {
        let output = renderer().render([], summary: ReportSummary(unreadablePaths: 1))
        #expect(output.contains("\"executionSuccessful\": false"))
        #expect(output.contains("\"results\": []"))
    }

    @Test func pathsAreRepositoryRelativeURIReferences() {
        func uri(_ path: String, _ directory: String? = "/work/repo") -> String {
            ArtifactPath(path, relativeTo: directory).uriReference
        }
        #expect(uri("specs/a.cards.yaml") == "specs/a.cards.yaml")
        #expect(uri("./specs//./a.cards.yaml") == "specs/a.cards.yaml")
        #expect(uri("/work/repo/specs/a.cards.yaml") == "specs/a.cards.yaml")
        #expect(uri("/work/repo/../repo/x.yaml") == "x.yaml")
        #expect(uri("../repo/specs/a.yaml") == "specs/a.yaml")
        #expect(uri("../other/a.yaml") == "file:///work/other/a.yaml")
        #expect(uri("/elsewhere/a b.yaml") == "file:///elsewhere/a%20b.yaml")
        #expect(uri("../x.yaml", nil) == "../x.yaml")
        #expect(uri("/work/repository/a.yaml") == "file:///work/repository/a.yaml")
        #expect(uri("/work/repo/a.yaml", "/") == "work/repo/a.yaml")
        #expect(uri("a:b/c#d?e%f[g]h@i!$&'()*+,;=.yaml") == "a%3Ab/c%23d%3Fe%25f%5Bg%5Dh%40i%21%24%26%27%28%29%2A%2B%2C%3B%3D.yaml")
        #expect(uri("Résumé 日本.yaml") == "R%C3%A9sum%C3%A9%20%E6%97%A5%E6%9C%AC.yaml")
        #expect(uri("back\\slash.yaml") == "back%5Cslash.yaml")
        #expect(uri("<stdin>") == "%3Cstdin%3E")
        #expect(ArtifactPath.directoryURI("/work/my repo/") == "file:///work/my%20repo/")
        #expect(ArtifactPath.directoryURI("/") == "file:///")
    }
}
