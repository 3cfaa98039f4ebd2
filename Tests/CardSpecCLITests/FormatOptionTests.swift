import CardSpecDiagnostics
import Foundation
import Testing
@testable import CardSpecCLI

/// `--format` on `check`: the option, what goes to stdout and stderr in each format,
/// and the facts of the run (several files, unreadable paths, the working directory).
@Suite struct FormatOptionTests {
    static let clean = "cardspec: 1\n"
    static let bad = "cardspec: 1\ncards:\n  Summary:\n    titel: Budgets\n"

    @Test func unknownFormatIsAUsageErrorWithASuggestion() throws {
        let typo = try runCardSpec(["check", "--format", "jsno", "x"])
        #expect(typo.status == 2)
        #expect(typo.stdout == "")
        #expect(typo.stderr.hasPrefix("error: invalid value 'jsno' for '--format <format>'; did you mean 'json'?\n"))
        let other = try runCardSpec(["check", "--format=xml", "x"])
        #expect(other.stderr.hasPrefix(
            "error: invalid value 'xml' for '--format <format>': expected 'text', 'gnu', 'json', 'sarif' or 'github'\n"))
    }

    @Test func cleanRunInEveryFormat() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.cards.yaml", Self.clean)
        func run(_ format: String) throws -> CommandResult {
            let result = try runCardSpec(["check", "--format", format, "a.cards.yaml"], in: directory.url)
            #expect(result.status == 0, "\(format)")
            #expect(result.stderr == "", "\(format)")
            return result
        }
        #expect(try run("text").stdout == "checked 1 file: no problems\n")
        #expect(try run("gnu").stdout == "")
        let json = try run("json").stdout
        #expect(json.contains("""
              "files": [
                {
                  "path": "a.cards.yaml",
                  "diagnostics": []
                }
              ],
            """))
        #expect(json.hasSuffix("""
              "summary": {
                "files": 1,
                "errors": 0,
                "warnings": 0,
                "unreadablePaths": 0
              }
            }

            """))
        let sarif = try run("sarif").stdout
        #expect(sarif.contains("\"results\": []"))
        #expect(sarif.contains("\"executionSuccessful\": true"))
        let github = try run("github").stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(github.count == 4)
        #expect(github.dropFirst().first == "checked 1 file: no problems")
        #expect(github.last == "")
    }

    @Test func severalFilesMakeOneDocument() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/a.cards.yaml", Self.bad)
        try directory.write("specs/b.cards.yaml", Self.clean)
        try directory.write("specs/c.cards.yaml", Self.bad)
        let json = try runCardSpec(["check", "--format", "json", "specs"], in: directory.url)
        #expect(json.status == 1)
        let document = try FormatGoldenTests.parse(json.stdout)
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["specs/a.cards.yaml", "specs/b.cards.yaml", "specs/c.cards.yaml"])
        #expect(files.map { ($0["diagnostics"] as? [Any])?.count } == [1, 0, 1])
        #expect(document["summary"] as? [String: Int] == ["files": 3, "errors": 2, "warnings": 0, "unreadablePaths": 0])
        #expect(json.stdout.components(separatedBy: "\"version\": 1,").count == 2)

        let sarif = try runCardSpec(["check", "--format", "sarif", "specs"], in: directory.url)
        let log = try FormatGoldenTests.parse(sarif.stdout)
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 2)
        // The same line in two files: the path keeps the fingerprints apart.
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"] }
        #expect(fingerprints.count == 2 && fingerprints[0] != fingerprints[1])
        #expect(fingerprints.allSatisfy { $0.hasSuffix(":1") })

        let gnu = try runCardSpec(["check", "--format", "gnu", "specs"], in: directory.url)
        #expect(gnu.stdout == """
            specs/a.cards.yaml:4:5: error: unknown key 'titel' in card 'Summary' [unknown-key]
            specs/c.cards.yaml:4:5: error: unknown key 'titel' in card 'Summary' [unknown-key]

            """)
    }

    @Test func unreadablePathsGoToStderrAndTheDocumentStaysWhole() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.cards.yaml", Self.bad)
        for format in ["json", "sarif", "gnu", "github"] {
            let result = try runCardSpec(["check", "--format", format, "missing.cards.yaml", "a.cards.yaml"], in: directory.url)
            #expect(result.status == 3, "\(format)")
            #expect(result.stderr == "error: cannot read 'missing.cards.yaml': No such file or directory\n", "\(format)")
            #expect(!result.stdout.contains("missing.cards.yaml"), "\(format)")
            if format == "json" {
                let summary = try FormatGoldenTests.parse(result.stdout)["summary"] as? [String: Int]
                #expect(summary == ["files": 1, "errors": 1, "warnings": 0, "unreadablePaths": 1])
            }
            if format == "sarif" {
                #expect(result.stdout.contains("\"executionSuccessful\": false"))
            }
        }
    }

    @Test func colorsOnlyInText() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.cards.yaml", Self.bad)
        for format in ["gnu", "json", "sarif", "github"] {
            let result = try runCardSpec(["check", "--format", format, "--color", "always", "a.cards.yaml"], in: directory.url)
            #expect(!result.stdout.contains("\u{1B}"), "\(format)")
        }
        let text = try runCardSpec(["check", "--format", "text", "--color", "always", "a.cards.yaml"], in: directory.url)
        #expect(text.stdout.contains("\u{1B}["))
    }

    @Test func stdinIsReportedUnderItsName() throws {
        let result = try runCardSpec(
            ["check", "--format", "gnu", "--stdin-filename", "specs/in.cards.yaml", "-"], stdin: Array(Self.bad.utf8))
        #expect(result.stdout.hasPrefix("specs/in.cards.yaml:4:5: error: unknown key 'titel'"))
        let unnamed = try runCardSpec(["check", "--format", "sarif", "-"], stdin: Array(Self.bad.utf8))
        #expect(unnamed.stdout.contains("\"uri\": \"%3Cstdin%3E\""))
    }

    @Test func sarifAndGitHubPathsAreRelativeToTheWorkingDirectory() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/my specs/a.cards.yaml", Self.bad)
        // The directory as the process sees it (the temporary directory may be a link).
        let root = URL(fileURLWithPath: directory.url.path).resolvingSymlinksInPath().path
        for path in ["specs/my specs/a.cards.yaml", "./specs/../specs/my specs/a.cards.yaml", root + "/specs/my specs/a.cards.yaml"] {
            let sarif = try runCardSpec(["check", "--format", "sarif", path], in: directory.url).stdout
            #expect(sarif.contains("\"uri\": \"specs/my%20specs/a.cards.yaml\",\n"), "\(path)")
            #expect(sarif.contains("\"uri\": \"\(ArtifactPath.directoryURI(root))\"\n"), "\(path)")
            let github = try runCardSpec(["check", "--format", "github", path], in: directory.url).stdout
            #expect(github.contains("::error file=specs/my specs/a.cards.yaml,line=4,col=5,"), "\(path)")
        }
        // From deeper inside, by an absolute path and by a path that climbs out and back.
        let deeper = directory.url.appendingPathComponent("specs/my specs")
        for path in [root + "/specs/my specs/a.cards.yaml", "../../specs/my specs/a.cards.yaml"] {
            let sarif = try runCardSpec(["check", "--format", "sarif", path], in: deeper).stdout
            #expect(sarif.contains("\"uri\": \"a.cards.yaml\",\n"), "\(path)")
        }
        // Outside the working directory: an absolute file URI without a base.
        let sibling = try directory.write("other/b.cards.yaml", Self.bad)
        let away = try runCardSpec(["check", "--format", "sarif", sibling.path], in: directory.url.appendingPathComponent("specs"))
        let absolute = "file://" + ArtifactPath.percentEncoded(URL(fileURLWithPath: sibling.path).standardizedFileURL.path)
        #expect(away.stdout.contains("\"uri\": \"\(absolute)\"\n"))
        let github = try runCardSpec(["check", "--format", "github", sibling.path], in: directory.url.appendingPathComponent("specs"))
        #expect(github.stdout.contains("::error file=\(URL(fileURLWithPath: sibling.path).standardizedFileURL.path),line=4,"))
    }

    @Test func aWorkingDirectoryReachedThroughALinkIsTheShellsPath() throws {
        let directory = try TemporaryDirectory()
        try directory.write("real/a.cards.yaml", Self.bad)
        let link = directory.url.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(
            atPath: link.path, withDestinationPath: directory.url.appendingPathComponent("real").path)
        let result = try runCardSpec(
            ["check", "--format", "sarif", link.path + "/a.cards.yaml"], in: link, environment: ["PWD": link.path])
        #expect(result.stdout.contains("\"uri\": \"a.cards.yaml\",\n"))
        #expect(result.stdout.contains("\"uri\": \"\(ArtifactPath.directoryURI(link.path))\"\n"))
        // A PWD that is not the working directory is not believed.
        let stale = try runCardSpec(
            ["check", "--format", "sarif", "a.cards.yaml"], in: link, environment: ["PWD": directory.url.path])
        #expect(!stale.stdout.contains("\"uri\": \"\(ArtifactPath.directoryURI(directory.url.path))\"\n"))
        #expect(stale.stdout.contains("\"uri\": \"a.cards.yaml\",\n"))
    }

    @Test func githubEscapesPathsAndTheOtherFormatsKeepThem() throws {
        let directory = try TemporaryDirectory()
        try directory.write("50%,a:b.cards.yaml", Self.bad)
        let github = try runCardSpec(["check", "--format=github", "50%,a:b.cards.yaml"], in: directory.url).stdout
        #expect(github.contains("::error file=50%25%2Ca%3Ab.cards.yaml,line=4,col=5,endLine=4,endColumn=10,title=unknown-key::"))
        let gnu = try runCardSpec(["check", "--format=gnu", "50%,a:b.cards.yaml"], in: directory.url).stdout
        #expect(gnu.hasPrefix("50%,a:b.cards.yaml:4:5: error: "))
        let sarif = try runCardSpec(["check", "--format=sarif", "50%,a:b.cards.yaml"], in: directory.url).stdout
        #expect(sarif.contains("\"uri\": \"50%25%2Ca%3Ab.cards.yaml\","))
        let json = try runCardSpec(["check", "--format=json", "50%,a:b.cards.yaml"], in: directory.url).stdout
        #expect(json.contains("\"path\": \"50%,a:b.cards.yaml\","))
    }

    @Test func theGitHubTokenIsNewEveryRun() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.cards.yaml", Self.bad)
        var tokens: Set<String> = []
        for _ in 0..<2 {
            let output = try runCardSpec(["check", "--format", "github", "a.cards.yaml"], in: directory.url).stdout
            let first = try #require(output.split(separator: "\n").first)
            #expect(first.wholeMatch(of: /::stop-commands::cardspec-[0-9a-f]{32}/) != nil)
            tokens.insert(String(first))
        }
        #expect(tokens.count == 2)
    }

    @Test func reporterStreamsTextAndGNUAndWritesDocumentsAtTheEnd() {
        let file = SourceFile(path: "a.yaml", text: "k: v\n")
        let kind = DiagnosticRegistry.all[0]
        let diagnostic = Diagnostic(kind, "m", at: SourceRange(start: file.position(ofOffset: 0), end: file.position(ofOffset: 1)))
        for format in ReportFormat.allCases {
            let out = CapturedText()
            var reporter = DiagnosticReporter(format: format, color: false, stdout: out, workingDirectory: "/w")
            reporter.add(file, [diagnostic])
            let streamed = format == .text || format == .gnu
            #expect(out.text.isEmpty != streamed, "\(format)")
            reporter.finish(summary: ReportSummary(files: 1, errors: 1), summaryLine: "checked 1 file: 1 error")
            #expect(!out.text.isEmpty, "\(format)")
        }
    }
}
