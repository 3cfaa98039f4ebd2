import Testing
@testable import CardSpecDiagnostics

@Suite struct JSONWriterTests {
    @Test func escapesExactlyWhatJSONNeeds() {
        #expect(JSONWriter.quoted("plain") == #""plain""#)
        #expect(JSONWriter.quoted(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
        #expect(JSONWriter.quoted("\u{08}\u{0C}\n\r\t") == #""\b\f\n\r\t""#)
        #expect(JSONWriter.quoted("\u{00}\u{01}\u{1F}") == #""\u0000\u0001\u001f""#)
        #expect(JSONWriter.quoted("\r\n") == #""\r\n""#)
        // Not control characters for JSON: written as they are.
        #expect(JSONWriter.quoted("\u{7F}\u{85}/") == "\"\u{7F}\u{85}/\"")
        #expect(JSONWriter.quoted("é日本😀") == "\"é日本😀\"")
        // Line and paragraph separators break JavaScript string literals before ES2019.
        #expect(JSONWriter.quoted("a\u{2028}b\u{2029}") == #""a\u2028b\u2029""#)
    }

    @Test func everyControlCharacterIsEscaped() {
        for value in UInt32(0)...0x1F {
            let text = JSONWriter.quoted(String(Character(Unicode.Scalar(value)!)))
            #expect(text.unicodeScalars.allSatisfy { $0.value >= 0x20 }, "U+\(value)")
            #expect(text.hasPrefix("\"\\") && text.hasSuffix("\""))
        }
    }

    @Test func prettyPrintsWithTwoSpacesInInsertionOrder() {
        let value: JSONValue = [
            "zeta": 1,
            "alpha": ["x", true, false, nil, -3],
            "empty": [:],
            "none": [],
            "nested": ["b": "c"],
        ]
        #expect(JSONWriter.document(value) == """
            {
              "zeta": 1,
              "alpha": [
                "x",
                true,
                false,
                null,
                -3
              ],
              "empty": {},
              "none": [],
              "nested": {
                "b": "c"
              }
            }

            """)
        #expect(JSONWriter.compact(value) == #"{"zeta":1,"alpha":["x",true,false,null,-3],"empty":{},"none":[],"nested":{"b":"c"}}"#)
    }

    @Test func keysAreEscapedToo() {
        #expect(JSONWriter.compact(["a\"\n": 1]) == #"{"a\"\n":1}"#)
    }

    @Test func objectMembersKeepTheirPlaceWhenReplaced() {
        var object: JSONObject = ["a": 1, "b": 2]
        object["a"] = 3
        object["c"] = 4
        #expect(object.keys == ["a", "b", "c"])
        object["b"] = nil
        #expect(JSONWriter.compact(.object(object)) == #"{"a":3,"c":4}"#)
    }
}

@Suite struct JSONRendererTests {
    let renderer = JSONRenderer(tool: ToolInfo(name: "cardspec", version: "9.9.9", informationURI: "https://example.com"))

    @Test func positionsInEveryUnitAndAnLSPRange() {
        let file = RendererFixture.file
        let output = renderer.render(
            [FileReport(file: file, diagnostics: RendererFixture.diagnostics)],
            summary: ReportSummary(files: 1, errors: 1, warnings: 1))
        // The warning on 'stätes': 56 scalars, 68 bytes and 57 UTF-16 units before it.
        #expect(output.contains("""
                      "range": {
                        "start": {
                          "line": 3,
                          "column": 57,
                          "utf8Column": 69,
                          "utf16Column": 58,
                          "offset": 87
                        },
                        "end": {
                          "line": 3,
                          "column": 63,
                          "utf8Column": 76,
                          "utf16Column": 64,
                          "offset": 94
                        },
                        "lsp": {
                          "start": {
                            "line": 2,
                            "character": 57
                          },
                          "end": {
                            "line": 2,
                            "character": 63
                          }
                        }
                      },
            """))
    }

    @Test func wholeDocumentListsCleanFilesAndTheSummary() {
        let clean = FileReport(file: SourceFile(path: "b.cards.yaml", text: ""), diagnostics: [])
        #expect(renderer.render([clean], summary: ReportSummary(files: 1, unreadablePaths: 2)) == """
            {
              "version": 1,
              "tool": {
                "name": "cardspec",
                "version": "9.9.9"
              },
              "files": [
                {
                  "path": "b.cards.yaml",
                  "diagnostics": []
                }
              ],
              "summary": {
                "files": 1,
                "errors": 0,
                "warnings": 0,
                "unreadablePaths": 2
              }
            }

            """)
    }

    @Test func diagnosticWithNotesAndAFixIt() {
        let file = SourceFile(path: "a.cards.yaml", text: "titel: x\n")
        let key = RendererFixture.range(file, 0, 5)
        let diagnostic = Diagnostic(
            RendererFixture.unknownKey, "unknown key 'titel'", at: key,
            notes: [DiagnosticNote(message: "valid keys here: title"), DiagnosticNote(message: "here", range: RendererFixture.range(file, 7, 8))],
            fixIts: [FixIt(range: key, replacement: "title", message: "")])
        let range = #"{"start":{"line":1,"column":1,"utf8Column":1,"utf16Column":1,"offset":0},"#
            + #""end":{"line":1,"column":6,"utf8Column":6,"utf16Column":6,"offset":5},"#
            + #""lsp":{"start":{"line":0,"character":0},"end":{"line":0,"character":5}}}"#
        let noteRange = #"{"start":{"line":1,"column":8,"utf8Column":8,"utf16Column":8,"offset":7},"#
            + #""end":{"line":1,"column":9,"utf8Column":9,"utf16Column":9,"offset":8},"#
            + #""lsp":{"start":{"line":0,"character":7},"end":{"line":0,"character":8}}}"#
        // A fix-it without a message of its own is described from its edit.
        #expect(JSONWriter.compact(renderer.diagnostic(diagnostic, in: file)) == #"{"code":"unknown-key","severity":"error","#
            + #""message":"unknown key 'titel'","range":"# + range + ","
            + #""notes":[{"message":"valid keys here: title"},{"message":"here","range":"# + noteRange + "}],"
            + #""fixIts":[{"message":"replace 'titel' with 'title'","range":"# + range + #","newText":"title"}]}"#)
    }

    @Test func textIsExactNotEscapedForATerminal() {
        let file = SourceFile(path: "tab\there.yaml", text: "a: 1\n")
        let diagnostic = Diagnostic(RendererFixture.unknownKey, "bad \u{1B}[31m \"key\"", at: RendererFixture.range(file, 0, 1))
        let output = renderer.render([FileReport(file: file, diagnostics: [diagnostic])], summary: ReportSummary(files: 1, errors: 1))
        #expect(output.contains(#""path": "tab\there.yaml""#))
        #expect(output.contains(#""message": "bad \u001b[31m \"key\"""#))
    }

    @Test func byteOrderMarkTakesNoColumnInAnyUnit() {
        let file = SourceFile(path: "a", bytes: [0xEF, 0xBB, 0xBF] + Array("ab: 1\n".utf8))
        let position = file.position(ofOffset: 4)
        #expect(position.column == 2)
        #expect(file.columns(of: position) == SourceColumns(utf8: 2, utf16: 2))
        #expect(file.columns(ofOffset: 0) == SourceColumns(utf8: 1, utf16: 1))
    }

    @Test func aPositionInsideACharacterBelongsToIt() {
        let file = SourceFile(path: "a", text: "é😀x")
        #expect(file.columns(ofOffset: 1) == SourceColumns(utf8: 1, utf16: 1))
        #expect(file.columns(ofOffset: 2) == SourceColumns(utf8: 3, utf16: 2))
        #expect(file.columns(ofOffset: 4) == SourceColumns(utf8: 3, utf16: 2))
        #expect(file.columns(ofOffset: 6) == SourceColumns(utf8: 7, utf16: 4))
        #expect(file.columns(ofOffset: 99) == SourceColumns(utf8: 8, utf16: 5))
    }

    @Test func linesEndAtLFCRLFAndCR() {
        let file = SourceFile(path: "a", text: "a: 1\r\nbé: 2\rcé: 3\n")
        let colon2 = file.position(ofOffset: 9)
        #expect((colon2.line, colon2.column) == (2, 3))
        #expect(file.columns(of: colon2) == SourceColumns(utf8: 4, utf16: 3))
        let colon3 = file.position(ofOffset: 16)
        #expect((colon3.line, colon3.column) == (3, 3))
        #expect(file.columns(of: colon3) == SourceColumns(utf8: 4, utf16: 3))
    }

    @Test func invalidUTF8CountsAsEditorsShowIt() {
        // C3 (a truncated sequence) and 80 (a stray continuation byte): a U+FFFD each,
        // one UTF-16 unit each.
        let file = SourceFile(path: "a", bytes: [0xC3, 0x41, 0x80, 0x41])
        #expect(file.columns(ofOffset: 3) == SourceColumns(utf8: 4, utf16: 4))
    }
}
