import Foundation
import Testing

/// The limits of docs/spec-language.md ("Limits") from the command line: each has a
/// default, an option, and an error of its own (the golden fixtures show each code; these
/// test the edges and what the run does). The parser's side is LimitTests.
@Suite struct LimitOptionTests {
    /// A spec with `errors` unknown parts, one per line from line 7.
    static func specWithErrors(_ errors: Int) -> String {
        "cardspec: 1\nscreens:\n  Home: {cards: [Summary]}\ncards:\n  Summary:\n    parts:\n"
            + String(repeating: "      - txt: {text: x}\n", count: errors)
    }

    /// `check` and `build` take the same limits, from one list.
    @Test(arguments: ["check", "build"])
    func helpGivesEveryLimitItsDefault(_ command: String) throws {
        let help = try runCardSpec([command, "--help"]).stdout
        for (option, value) in [
            ("--max-file-size <bytes>", "32MiB"), ("--max-depth <n>", "256"), ("--max-alias-expansion <n>", "100000"),
            ("--max-scalar-length <bytes>", "1MiB"), ("--max-files <n>", "10000"), ("--max-diagnostics-per-file <n>", "1000"),
        ] {
            #expect(help.contains(option), "\(option)")
            let section = help.components(separatedBy: option).last ?? ""
            let words = section.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("(default: \(value))"), "\(option)")
        }
    }

    // MARK: - Scalar length

    @Test func scalarLengthDefaultAndOption() throws {
        let directory = try TemporaryDirectory()
        let long = String(repeating: "x", count: 1024 * 1024 + 1)
        try directory.write("long.cards.yaml", "cardspec: 1\ncards:\n  C:\n    parts:\n      - text: {text: \"\(long)\"}\n")
        let result = try runCardSpec(["check", "--format", "gnu", "long.cards.yaml"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stdout == "long.cards.yaml:5:22: error: scalar is 1048577 bytes long, over the limit of 1048576 bytes "
            + "(--max-scalar-length) [scalar-too-long]\n")
        let raised = try runCardSpec(["check", "--max-scalar-length", "2MiB", "long.cards.yaml"], in: directory.url)
        #expect(raised.status == 0, "\(raised.stdout)")
        let bad = try runCardSpec(["check", "--max-scalar-length", "lots", "long.cards.yaml"], in: directory.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("error: invalid value 'lots' for '--max-scalar-length <bytes>'"))
    }

    // MARK: - Files per run

    @Test func maxFilesAtTheLimitChecksEverything() throws {
        let directory = try TemporaryDirectory()
        for index in 0..<3 { try directory.write("s\(index).cards.yaml", Self.specWithErrors(1)) }
        let result = try runCardSpec(["check", "--max-files", "3", "."], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stderr == "")
        #expect(result.stdout.hasSuffix("checked 3 files: 3 errors\n"))
    }

    @Test(arguments: ["text", "json", "sarif"])
    func overMaxFilesChecksNothing(format: String) throws {
        let directory = try TemporaryDirectory()
        for index in 0..<3 { try directory.write("s\(index).cards.yaml", Self.specWithErrors(1)) }
        try directory.write("extra.cards.yaml", Self.specWithErrors(1))
        // A directory and a file named again count once each.
        let result = try runCardSpec(
            ["check", "--format", format, "--max-files", "3", ".", "s0.cards.yaml", "extra.cards.yaml"], in: directory.url)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: found 4 spec files to check, more than the 3 that --max-files allows; nothing was checked "
            + "(name fewer paths, exclude some in .cardspec.yml, or raise --max-files)\n")
    }

    @Test func maxFilesCountsStandardInputAndExcludesNothingTwice() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.cards.yaml", Self.specWithErrors(0))
        let result = try runCardSpec(["check", "--max-files", "1", "a.cards.yaml", "-"], in: directory.url,
                                     stdin: Array(Self.specWithErrors(0).utf8))
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: found 2 spec files to check"))
        #expect(try runCardSpec(["check", "--max-files", "0", "a.cards.yaml"], in: directory.url).status == 2)
    }

    /// The default is far above a real project, and finding ten thousand files is quick
    /// (checking them is not: the edge of the limit is tested above with a small one).
    @Test func defaultMaxFilesIsTenThousand() throws {
        let directory = try TemporaryDirectory()
        let spec = Data("cardspec: 1\n".utf8)
        for index in 0...10_000 {
            try spec.write(to: directory.url.appendingPathComponent("s\(index).cards.yaml"))
        }
        let result = try runCardSpec(["check", "."], in: directory.url)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: found 10001 spec files to check, more than the 10000 that --max-files allows"))
    }

    // MARK: - Diagnostics per file

    @Test func diagnosticsPastTheLimitAreCountedInOneNote() throws {
        let directory = try TemporaryDirectory()
        try directory.write("many.cards.yaml", Self.specWithErrors(1_500))
        try directory.write("few.cards.yaml", Self.specWithErrors(2))
        let result = try runCardSpec(["check", "--format", "gnu", "few.cards.yaml", "many.cards.yaml"], in: directory.url)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2 + 1_000 + 1)
        #expect(lines.last.map(String.init) == "many.cards.yaml:1007:9: note: 500 more diagnostics not shown (500 errors); "
            + "the limit is 1000 per file (--max-diagnostics-per-file) [too-many-diagnostics]")
        // The summary counts them all.
        let text = try runCardSpec(["check", "--max-diagnostics-per-file", "10", "many.cards.yaml"], in: directory.url)
        #expect(text.stdout.hasSuffix("checked 1 file: 1500 errors\n"))
        #expect(text.stdout.components(separatedBy: "[unknown-part]").count - 1 == 10)
        let exact = try runCardSpec(["check", "--max-diagnostics-per-file", "2", "--format", "gnu", "few.cards.yaml"], in: directory.url)
        #expect(!exact.stdout.contains("too-many-diagnostics"))
    }

    @Test func theNoteCannotBeConfiguredAway() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".cardspec.yml", "disabled: [too-many-diagnostics]\n")
        try directory.write("many.cards.yaml", Self.specWithErrors(3))
        let result = try runCardSpec(["check", "--format", "gnu", "--max-diagnostics-per-file", "1", "many.cards.yaml"],
                                     in: directory.url)
        #expect(result.stdout.contains(".cardspec.yml:1:12: error: 'too-many-diagnostics' cannot be configured: "
            + "its limit is --max-diagnostics-per-file [config-unconfigurable-code]"))
        #expect(result.stdout.contains("many.cards.yaml:8:9: note: 2 more diagnostics not shown (2 errors)"))
    }
}
