import Foundation
import Testing

/// `build` takes every limit `check` takes (issue 7), with the same meaning: each one's own
/// error, and nothing written. The edges of each limit are tested on `check`
/// (LimitOptionTests); these show that `build` passes them on.
@Suite struct BuildLimitOptionTests {
    /// A clean spec whose card shows `text`.
    static func spec(text: String = "x") -> String {
        "cardspec: 1\nscreens:\n  Home: {cards: [Summary]}\ncards:\n  Summary:\n    parts:\n      - text: {text: \"\(text)\"}\n"
    }

    func build(_ options: [String], _ paths: [String], in directory: TemporaryDirectory) throws -> CommandResult {
        try runCardSpec(["build"] + paths + ["--emit", "swift", "-o", "Generated", "--format", "gnu"] + options, in: directory.url)
    }

    func nothingWritten(in directory: TemporaryDirectory) -> Bool {
        !FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Generated").path)
    }

    @Test func maxScalarLength() throws {
        let directory = try TemporaryDirectory()
        try directory.write("s.cards.yaml", Self.spec(text: String(repeating: "x", count: 20)))
        let result = try build(["--max-scalar-length", "16"], ["s.cards.yaml"], in: directory)
        #expect(result.status == 1)
        #expect(result.stdout == "s.cards.yaml:7:22: error: scalar is 20 bytes long, over the limit of 16 bytes "
            + "(--max-scalar-length) [scalar-too-long]\n")
        #expect(result.stderr == "note: nothing was written to Generated/\n")
        #expect(nothingWritten(in: directory))
        #expect(try build(["--max-scalar-length", "20"], ["s.cards.yaml"], in: directory).status == 0)
    }

    @Test func maxFiles() throws {
        let directory = try TemporaryDirectory()
        for index in 0..<3 { try directory.write("s\(index).cards.yaml", Self.spec()) }
        let result = try build(["--max-files", "2"], ["."], in: directory)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: found 3 spec files to check, more than the 2 that --max-files allows; nothing was checked "
            + "(name fewer paths, exclude some in .cardspec.yml, or raise --max-files)\nnote: nothing was written to Generated/\n")
        #expect(nothingWritten(in: directory))
    }

    @Test func maxDiagnosticsPerFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("many.cards.yaml", LimitOptionTests.specWithErrors(3))
        let result = try build(["--max-diagnostics-per-file", "1"], ["many.cards.yaml"], in: directory)
        #expect(result.status == 1)
        #expect(result.stdout.components(separatedBy: "[unknown-part]").count - 1 == 1)
        #expect(result.stdout.contains("many.cards.yaml:8:9: note: 2 more diagnostics not shown (2 errors); "
            + "the limit is 1 per file (--max-diagnostics-per-file) [too-many-diagnostics]"))
        #expect(result.stderr == "note: nothing was written to Generated/\n")
        #expect(nothingWritten(in: directory))
    }
}
