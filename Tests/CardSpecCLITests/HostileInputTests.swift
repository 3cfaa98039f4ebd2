import Foundation
import Testing

/// The inputs issue 2 names, run through the built binary: each ends with a positioned
/// error diagnostic and exit status 1, never a crash, a hang or a stack overflow.
/// (How fast is measured by the benchmarks, not here.)
@Suite struct HostileInputTests {
    /// `path:line:col: error: … [code]` as the first line of the report.
    static func expectPositionedError(_ result: CommandResult, path: String, code: String,
                                      sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 1, "exit \(result.status); stderr: \(result.stderr)", sourceLocation: sourceLocation)
        let firstLine = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix(path + ":"), "\(firstLine)", sourceLocation: sourceLocation)
        #expect(firstLine.contains(": error: ") && firstLine.hasSuffix("[\(code)]"), "\(firstLine)",
                sourceLocation: sourceLocation)
    }

    static func check(_ name: String, _ bytes: [UInt8]) throws -> CommandResult {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return try runCardSpec(["check", name], in: directory.url)
    }

    @Test func billionLaughs() throws {
        var yaml = "cardspec: 1\ntokens:\n  number:\n    a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n"
        let names = "abcdefghij".map(String.init)
        for level in 1..<10 {
            let alias = "*\(names[level - 1])"
            yaml += "    \(names[level]): &\(names[level]) [" + Array(repeating: alias, count: 10).joined(separator: ", ") + "]\n"
        }
        let result = try Self.check("bomb.cards.yaml", Array(yaml.utf8))
        Self.expectPositionedError(result, path: "bomb.cards.yaml", code: "alias-expansion-limit")
    }

    @Test func hundredThousandDeepBlockNesting() throws {
        let yaml = "cardspec: 1\ncards:\n" + String(repeating: "- ", count: 100_000) + "x\n"
        let result = try Self.check("deep-block.cards.yaml", Array(yaml.utf8))
        Self.expectPositionedError(result, path: "deep-block.cards.yaml", code: "nesting-too-deep")
    }

    @Test func hundredThousandDeepFlowNesting() throws {
        let yaml = "cardspec: 1\ncards: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
        let result = try Self.check("deep-flow.cards.yaml", Array(yaml.utf8))
        Self.expectPositionedError(result, path: "deep-flow.cards.yaml", code: "nesting-too-deep")
    }

    @Test func hundredThousandDeepJSON() throws {
        let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let result = try Self.check("deep.cards.json", Array(json.utf8))
        Self.expectPositionedError(result, path: "deep.cards.json", code: "nesting-too-deep")
    }

    /// The depth limit can be raised only as far as the recursive stages stay safe.
    @Test func deepestAllowedNestingIsChecked() throws {
        let levels = 249  // four collections a level: [ { stack: { parts:
        let yaml = "cardspec: 1\ncards:\n  C:\n    parts: " + String(repeating: "[{stack: {parts: ", count: levels)
            + "[]" + String(repeating: "}}]", count: levels) + "\n"
        let directory = try TemporaryDirectory()
        try directory.write("deep.cards.yaml", yaml)
        let result = try runCardSpec(["check", "--max-depth", "1000", "deep.cards.yaml"], in: directory.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let over = try runCardSpec(["check", "--max-depth", "1001", "deep.cards.yaml"], in: directory.url)
        #expect(over.status == 2)
        #expect(over.stderr.hasPrefix("error: invalid value '1001' for '--max-depth <n>': expected a whole number from 1 to 1000"))
    }

    @Test func fiftyMegabyteFile() throws {
        // A plausible but huge spec: one long list of parts.
        var text = "cardspec: 1\ncards:\n  Big:\n    parts:\n"
        let line = "      - text: {text: \"a line of text in a very long card\"}\n"
        text.reserveCapacity(50_000_000 + line.utf8.count)
        while text.utf8.count < 50_000_000 { text += line }
        let result = try Self.check("big.cards.yaml", Array(text.utf8))
        Self.expectPositionedError(result, path: "big.cards.yaml", code: "file-too-large")
        #expect(result.stdout.contains("--max-file-size"))
    }

    @Test func invalidUTF8() throws {
        let bytes = Array("cardspec: 1\ncards:\n  Caf".utf8) + [0xE9, 0x3A, 0x20, 0x7B, 0x7D, 0x0A]
        let result = try Self.check("latin1.cards.yaml", bytes)
        Self.expectPositionedError(result, path: "latin1.cards.yaml", code: "invalid-encoding")
        #expect(result.stdout.hasPrefix("latin1.cards.yaml:3:6: error:"))
    }

    @Test func emptyFile() throws {
        let result = try Self.check("empty.cards.yaml", [])
        Self.expectPositionedError(result, path: "empty.cards.yaml", code: "empty-spec")
        #expect(result.stdout.hasPrefix("empty.cards.yaml:1:1: error:"))
    }

    @Test func randomBytes() throws {
        var generator = SplitMix64(seed: 0xCA4D_5EC0)
        for round in 0..<20 {
            let bytes = (0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let result = try Self.check("random\(round).cards.yaml", bytes)
            #expect(result.status == 1, "round \(round): exit \(result.status) \(result.stderr)")
            #expect(result.stdout.hasPrefix("random\(round).cards.yaml:"), "round \(round)")
        }
    }

    @Test func jsonTrailingComma() throws {
        let result = try Self.check("comma.cards.json", Array("{\"cardspec\": 1, \"cards\": {},}".utf8))
        Self.expectPositionedError(result, path: "comma.cards.json", code: "json-syntax")
        #expect(result.stdout.hasPrefix("comma.cards.json:1:28: error: trailing comma"))
    }

    @Test func jsonDuplicateKey() throws {
        let result = try Self.check("dup.cards.json", Array("{\"cardspec\": 1, \"cardspec\": 1}".utf8))
        Self.expectPositionedError(result, path: "dup.cards.json", code: "duplicate-key")
        #expect(result.stdout.hasPrefix("dup.cards.json:1:17: error:"))
    }
}

/// A small, seeded generator, so a failing input can be made again.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
