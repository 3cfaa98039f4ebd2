import CardSpecDiagnostics
import CardSpecSyntax
import Foundation
import Testing
@testable import CardSpecCLI

/// `# cardspec:` suppression comments: what they suppress, which lines are comments,
/// and the warnings about invalid and unused ones.
@Suite struct SuppressionTests {
    /// Three unused tokens, on lines 3, 4 and 5 (columns 3, 3 and 9).
    static let spec = """
        cardspec: 1
        tokens:
          color: {a: "#111111"}
          number: {b: 1}
          font: {c: {system: 12}}

        """

    /// The diagnostics of `text` after its suppression comments, as
    /// "code@line:column", in report order.
    static func remaining(_ text: String, path: String = "t.cards.yaml") -> [String] {
        diagnostics(text, path: path).map { "\($0.code)@\($0.range.start.line):\($0.range.start.column)" }
    }

    static func diagnostics(_ text: String, path: String = "t.cards.yaml") -> [Diagnostic] {
        let result = CheckPipeline().check(SourceFile(path: path, text: text))
        return Diagnostic.sortedForReport(DiagnosticPolicy.applySuppressions(to: result.diagnostics, of: result))
    }

    /// `spec` with `comment` inserted before its line `line`.
    static func spec(inserting comment: String, before line: Int) -> String {
        var lines = spec.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert(comment, at: line - 1)
        return lines.joined(separator: "\n")
    }

    @Test func withoutCommentsNothingChanges() {
        #expect(Self.remaining(Self.spec) == ["unused@3:11", "unused@4:12", "unused@5:10"])
    }

    @Test func nextLineSuppressesItsCodesOnTheNextLineOnly() {
        let text = Self.spec(inserting: "  # cardspec:disable-next-line unused", before: 4)
        #expect(Self.remaining(text) == ["unused@3:11", "unused@6:10"])
    }

    @Test func nextLineSkipsBlankAndCommentLines() {
        let text = Self.spec(inserting: "  # cardspec:disable-next-line unused -- a reason\n\n  # why: the number is for v2\n", before: 4)
        #expect(Self.remaining(text) == ["unused@3:11", "unused@9:10"])
    }

    @Test func stackedNextLineCommentsApplyToTheSameLine() {
        let text = Self.spec(inserting: "  # cardspec:disable-next-line unused\n  # cardspec:disable-next-line unknown-part", before: 4)
        #expect(Self.remaining(text) == [
            "unused@3:11", "unused-suppression@5:3", "unused@7:10",
        ])
        let warning = Self.diagnostics(text)[1]
        #expect(warning.message == "unused suppression: line 6 has no 'unknown-part' diagnostic")
    }

    @Test func fileLevelSuppressesEverywhere() {
        for place in [1, 3, 6] {
            let text = Self.spec(inserting: "#cardspec:disable-file unused", before: place)
            #expect(Self.remaining(text).isEmpty, "before line \(place)")
        }
    }

    @Test func allSuppressesEverySuppressibleCode() {
        #expect(Self.remaining(Self.spec(inserting: "# cardspec:disable-file all", before: 1)).isEmpty)
        #expect(Self.remaining(Self.spec(inserting: "    # cardspec:disable-next-line all", before: 5)) == ["unused@3:11", "unused@4:12"])
        // Not syntax errors.
        let duplicate = "# cardspec:disable-file all\ncardspec: 1\ncardspec: 1\n"
        #expect(Self.remaining(duplicate) == ["duplicate-key@3:1"])
    }

    @Test func codesMaySeparateWithCommas() {
        let text = "cardspec: 1\n# cardspec:disable-next-line unknown-part,unused, missing-key\ntokens: {color: {a: \"#111111\"}}\n"
        let remaining = Self.remaining(text)
        #expect(remaining == ["unused-suppression@2:30", "unused-suppression@2:51"])
    }

    @Test func unknownCodesWarnWithDidYouMeanAndTheRestStillApplies() throws {
        let text = Self.spec(inserting: "  # cardspec:disable-next-line unsued unused", before: 4)
        let diagnostics = Self.diagnostics(text)
        #expect(diagnostics.map { "\($0.code)@\($0.range.start.line):\($0.range.start.column)" } == [
            "unused@3:11", "invalid-suppression@4:32", "unused@6:10",
        ])
        let warning = diagnostics[1]
        #expect(warning.severity == .warning)
        #expect(warning.message == "unknown code 'unsued' in a suppression comment; did you mean 'unused'?")
        #expect(warning.range.end.column == 38)
        #expect(warning.fixIts.map(\.replacement) == ["unused"])
    }

    @Test func invalidDirectives() {
        let text = """
            cardspec: 1
            # cardspec:disable-files unused
            # cardspec:enable all
            # cardspec:disable-next-line
            # cardspec:disable-file -- only a reason
            # cardspec:disable-file yaml-syntax unused-suppression config-unknown-key

            """
        let diagnostics = Self.diagnostics(text)
        #expect(diagnostics.map { "\($0.code)@\($0.range.start.line):\($0.range.start.column)" } == [
            "invalid-suppression@2:12", "invalid-suppression@3:12", "invalid-suppression@4:1", "invalid-suppression@5:1",
            "invalid-suppression@6:25", "invalid-suppression@6:37", "invalid-suppression@6:56",
        ])
        #expect(diagnostics.map(\.message) == [
            "unknown suppression directive 'cardspec:disable-files'; did you mean 'cardspec:disable-file'?",
            "unknown suppression directive 'cardspec:enable'",
            "'cardspec:disable-next-line' names no codes to suppress",
            "'cardspec:disable-file' names no codes to suppress",
            "'yaml-syntax' cannot be suppressed: a syntax error means the file could not be read reliably",
            "'unused-suppression' cannot be suppressed: turn it off in .cardspec.yml instead",
            "'config-unknown-key' cannot be suppressed: it is about the configuration file",
        ])
    }

    @Test func whatIsNotADirective() {
        let text = """
            cardspec: 1
            # cardspec: 1
            #  cardspec :disable-file unused
            # see cardspec:disable-file unused
            tokens: {color: {a: "#111111"}}  # cardspec:disable-file unused

            """
        #expect(Self.remaining(text) == ["unused@5:18"])
    }

    @Test func linesInsideScalarsAreText() {
        let text = """
            cardspec: 1
            screens: {Home: {cards: [A]}}
            cards:
              A:
                parts:
                  - text:
                      text: |
                        # cardspec:disable-file all
                          # cardspec:disable-file all
                  - text:
                      text: >-
                        # cardspec:disable-file all
                  - text:
                      text: "first line
                        # cardspec:disable-file all
                        last line"
                  - text:
                      text: plain words
                        # a comment ends a plain scalar: this line is not part of it
            tokens: {color: {a: "#111111"}}

            """
        #expect(Self.remaining(text) == ["unused@20:18"])
    }

    @Test func aCommentRightAfterABlockScalarIsAComment() {
        let text = """
            cardspec: 1
            screens: {Home: {cards: [A]}}
            cards:
              A:
                parts:
                  - text:
                      text: |+
                        keep
            # cardspec:disable-next-line unused
            tokens: {color: {a: "#111111"}}

            """
        #expect(Self.remaining(text).isEmpty)
    }

    @Test func unusedSuppressionsWithFixIts() throws {
        let text = """
            cardspec: 1
            # cardspec:disable-file unknown-part
            tokens:
              # cardspec:disable-next-line unused, unknown-trait
              color: {a: "#111111"}

            """
        let diagnostics = Self.diagnostics(text)
        #expect(diagnostics.map { "\($0.code)@\($0.range.start.line):\($0.range.start.column)" } == [
            "unused-suppression@2:1", "unused-suppression@4:40",
        ])
        let whole = diagnostics[0]
        #expect(whole.message == "unused suppression: the file has no 'unknown-part' diagnostic")
        #expect(whole.range.end.column == 24, "from the '#' to the end of the directive")
        let removeLine = try #require(whole.fixIts.first)
        #expect(removeLine.message == "remove the suppression comment")
        #expect(removeLine.range.start.offset == 12 && removeLine.range.end.offset == 49, "the whole line 2 with its newline")

        let entry = diagnostics[1]
        #expect(entry.message == "unused suppression: line 5 has no 'unknown-trait' diagnostic")
        let removeEntry = try #require(entry.fixIts.first)
        #expect(removeEntry.message == "remove 'unknown-trait' from the comment")
        // ", unknown-trait": the separator before the last entry goes with it.
        let bytes = Array(text.utf8)
        #expect(String(decoding: bytes[removeEntry.range.start.offset..<removeEntry.range.end.offset], as: UTF8.self) == ", unknown-trait")
    }

    @Test func removingAFirstEntryTakesTheSeparatorAfterIt() throws {
        let text = "cardspec: 1\n# cardspec:disable-next-line unknown-trait, unused\ntokens: {color: {a: \"#111111\"}}\n"
        let warning = try #require(Self.diagnostics(text).first)
        let fixIt = try #require(warning.fixIts.first)
        let bytes = Array(text.utf8)
        #expect(String(decoding: bytes[fixIt.range.start.offset..<fixIt.range.end.offset], as: UTF8.self) == "unknown-trait, ")
    }

    @Test func aNextLineCommentAtTheEndHasNoLine() {
        let diagnostics = Self.diagnostics(Self.spec + "# cardspec:disable-next-line unused\n\n")
        #expect(diagnostics.last?.message == "unused suppression: no line follows the comment")
    }

    @Test func theTargetLineIsNotedWhenLinesAreSkipped() throws {
        let text = Self.spec(inserting: "  # cardspec:disable-next-line unknown-part\n", before: 4)
        let warning = try #require(Self.diagnostics(text).first { $0.code == "unused-suppression" })
        #expect(warning.notes.map(\.message) == ["the comment applies to line 6"])
        #expect(warning.notes.first?.range.map { "\($0.start.line):\($0.start.column)-\($0.end.column)" } == "6:3-17")
        let adjacent = Self.spec(inserting: "  # cardspec:disable-next-line unknown-part", before: 4)
        #expect(try #require(Self.diagnostics(adjacent).first { $0.code == "unused-suppression" }).notes.isEmpty)
    }

    @Test func syntaxErrorsMakeCommentsIgnored() {
        // A structure diagnostic beside the syntax error: not suppressed, and no
        // warning about the unknown code.
        let text = "# cardspec:disable-file all\n# cardspec:disable-file nonsense\ncardspec: 1\nbogus: 1\nbogus: 2\n"
        #expect(Self.remaining(text) == ["unknown-key@4:1", "duplicate-key@5:1"])
    }

    @Test func unusedIsNotReportedWhenTheCheckStoppedEarly() {
        // No spec is built from a list: the semantic checks did not run.
        let text = "# cardspec:disable-file unused\n- a\n"
        #expect(Self.remaining(text).map { $0.components(separatedBy: "@")[0] }.contains("unused-suppression") == false)
    }

    @Test func crlfAndAByteOrderMark() {
        let text = "\u{FEFF}# cardspec:disable-next-line unused\r\ncardspec: 1\r\ntokens: {color: {a: \"#111111\"}}\r\n"
        #expect(Self.remaining(text) == ["unused-suppression@1:1", "unused@3:18"])
        let onTarget = "\u{FEFF}cardspec: 1\r\n# cardspec:disable-next-line unused\r\ntokens: {color: {a: \"#111111\"}}\r\n"
        #expect(Self.remaining(onTarget).isEmpty)
    }

    @Test func jsonHasNoComments() {
        let text = "{\"cardspec\": 1, \"tokens\": {\"color\": {\"a\": \"#111111\"}}}\n"
        #expect(Self.remaining(text, path: "t.cards.json") == ["unused@1:38"])
    }

    // MARK: - Through the binary

    @Test func suppressedErrorsNoLongerFailTheRun() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.cards.yaml", """
            cardspec: 1
            screens: {Home: {cards: [A]}}
            cards:
              A:
                # cardspec:disable-next-line unknown-enum-case -- centred on purpose
                parts: [{text: {textAlignment: centre}}]

            """)
        let result = try runCardSpec(["check", "a.cards.yaml"], in: directory.url)
        #expect(result.stdout == "checked 1 file: no problems\n")
        #expect(result.status == 0)
    }

    @Test func theWarningsAboutCommentsAreConfigurable() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.cards.yaml", "cardspec: 1\n# cardspec:disable-file unused unsued\n")
        let plain = try runCardSpec(["check", "a.cards.yaml"], in: directory.url)
        #expect(ConfigDiscoveryTests.findings(plain.stdout) == [
            "a.cards.yaml:2: warning [unused-suppression]", "a.cards.yaml:2: warning [invalid-suppression]",
        ])
        #expect(plain.status == 0)

        try directory.write(".cardspec.yml", "disabled: [unused-suppression]\nseverity: {invalid-suppression: error}\n")
        let configured = try runCardSpec(["check", "a.cards.yaml"], in: directory.url)
        #expect(ConfigDiscoveryTests.findings(configured.stdout) == ["a.cards.yaml:2: error [invalid-suppression]"])
        #expect(configured.status == 1)
    }

    @Test func suppressingADisabledCodeIsUnused() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".cardspec.yml", "disabled: [unused]\n")
        try directory.write("a.cards.yaml", "cardspec: 1\n# cardspec:disable-next-line unused\ntokens: {color: {a: \"#111111\"}}\n")
        let result = try runCardSpec(["check", "a.cards.yaml"], in: directory.url)
        #expect(ConfigDiscoveryTests.findings(result.stdout) == ["a.cards.yaml:2: warning [unused-suppression]"])
    }
}
