import CardSpecDiagnostics
import Foundation
import Testing
@testable import CardSpecSyntax

/// Inputs made to hurt: each must end quickly, with a diagnostic, and never crash.
@Suite struct HostileInputTests {
    /// Runs `body` and returns how long it took, in seconds.
    private func timed(_ body: () -> Void) -> Double {
        let start = ContinuousClock.now
        body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    @Test func billionLaughs() throws {
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [" + Array(repeating: previous, count: 10).joined(separator: ", ") + "]\n"
        }
        var result: ParseResult?
        let seconds = timed { result = parse(text) }
        let diagnostic = try #require(result?.diagnostics.first)
        #expect(result?.root == nil)
        #expect(result?.diagnostics.count == 1)
        #expect(diagnostic.kind == .aliasExpansionLimit)
        // Levels 1-3 add 12,330 nodes; the eighth alias of level 4 (11,111 nodes each) passes 100,000.
        #expect(diagnostic.range.start.line == 5)
        #expect(diagnostic.range.start.column == 10 + 7 * 5)
        #expect(seconds < 1, "took \(seconds) s")
    }

    @Test func deepBlockNesting() throws {
        let text = String(repeating: "- ", count: 100_000) + "x\n"
        var result: ParseResult?
        let seconds = timed { result = parse(text) }
        let diagnostic = try #require(result?.diagnostics.first)
        #expect(result?.root == nil)
        #expect(diagnostic.kind == .nestingTooDeep)
        #expect(diagnostic.message == "nesting is deeper than the limit of 256 levels (--max-depth)")
        #expect(lc(diagnostic.range.start) == "1:513")
        #expect(seconds < 1, "took \(seconds) s")
    }

    @Test func deepFlowNesting() throws {
        for format in [SourceFormat.yaml, .json] {
            let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
            var result: ParseResult?
            let seconds = timed { result = parse(text, format) }
            let diagnostic = try #require(result?.diagnostics.first)
            #expect(diagnostic.kind == .nestingTooDeep)
            #expect(lc(diagnostic.range.start) == "1:257")
            #expect(seconds < 1, "took \(seconds) s")
        }
    }

    @Test func deepFlowMappingsAndBlockMappings() throws {
        let flow = String(repeating: "{a: ", count: 50_000) + "1" + String(repeating: "}", count: 50_000)
        #expect(parse(flow).diagnostics.first?.kind == .nestingTooDeep)
        var block = ""
        for depth in 0..<300 { block += String(repeating: " ", count: depth) + "k:\n" }
        let diagnostic = try #require(parse(block).diagnostics.first)
        #expect(diagnostic.kind == .nestingTooDeep)
        #expect(lc(diagnostic.range.start) == "257:257")
    }

    @Test func depthLimitIsExact() {
        let nested = String(repeating: "[", count: 5) + String(repeating: "]", count: 5)
        #expect(parse(nested, limits: limits(maxDepth: 5)).diagnostics.isEmpty)
        #expect(codes(parse(nested, limits: limits(maxDepth: 4))) == ["nesting-too-deep@1:5"])
    }

    @Test func largeFileOverTheLimitIsNotRead() {
        let text = String(repeating: "key: value\n", count: 10_000)
        let result = parse(text, limits: limits(maxFileSize: 100_000))
        #expect(codes(result) == ["file-too-large@1:1"])
        #expect(result.diagnostics.first?.message == "file is 110000 bytes, over the limit of 100000 bytes (--max-file-size)")
    }

    @Test func manyKeysAndAliasesWithinLimitsStayFast() {
        var text = "base: &base {a: 1, b: 2}\n"
        for index in 0..<20_000 { text += "k\(index): *base\n" }
        var result: ParseResult?
        let seconds = timed { result = parse(text) }
        #expect(result?.diagnostics.isEmpty == true)
        #expect(result?.root?.pairs.count == 20_001)
        #expect(seconds < 2, "took \(seconds) s")
    }

    @Test func randomBytesNeverCrash() {
        var generator = SeededGenerator(seed: 0xCA4D5)
        for round in 0..<400 {
            let length = Int.random(in: 0...300, using: &generator)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let file = SourceFile(path: "random\(round)", bytes: bytes)
            for format in [SourceFormat.yaml, .json] {
                let result = SpecParser.parse(file, format: format)
                #expect(result.root != nil || !result.diagnostics.isEmpty || bytes.isEmpty || format == .yaml)
                #expect(positionProblems(result, in: file).isEmpty, "round \(round) \(format)")
            }
        }
    }

    @Test func randomYAMLishTextNeverCrashes() {
        // Mostly structure characters, so that libyaml gets deep before it fails.
        let alphabet = Array("  \n\n\t-:,[]{}&*!|>'\"#?%@`~.0123456789abcxyzé日😀\r\u{2028}\u{85}\u{FEFF}\\").map(String.init)
        var generator = SeededGenerator(seed: 42)
        var parsedTrees = 0
        for round in 0..<600 {
            let length = Int.random(in: 0...120, using: &generator)
            let text = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            let file = SourceFile(path: "yamlish\(round)", text: text)
            for format in [SourceFormat.yaml, .json] {
                let result = SpecParser.parse(file, format: format)
                if result.root != nil { parsedTrees += 1 }
                #expect(positionProblems(result, in: file).isEmpty, "round \(round) \(format): \(text.debugDescription)")
            }
        }
        #expect(parsedTrees > 20)
    }

    @Test func randomStructuredYAMLHasExactPositions() {
        // Valid documents built from random pieces: every node must land where SourceFile says.
        let scalars = ["x", "é", "日本語", "😀 ok", "'q ü'", "\"d\\u00e9 \u{2028}\"", "12", "~", "|\n    lit\n    ü\n", ">-\n    fold\n"]
        var generator = SeededGenerator(seed: 7)
        for round in 0..<200 {
            var text = Bool.random(using: &generator) ? "\u{FEFF}" : ""
            let newline = ["\n", "\r\n", "\r"].randomElement(using: &generator)!
            for key in 0..<Int.random(in: 1...12, using: &generator) {
                let value = scalars.randomElement(using: &generator)!
                if value.hasPrefix("|") || value.hasPrefix(">") {
                    text += "k\(key)ü: \(value.replacingOccurrences(of: "\n", with: newline))"
                } else if Bool.random(using: &generator) {
                    text += "k\(key)ü: [\(value), {n: \(value)}]\(newline)"
                } else {
                    text += "k\(key)ü:\(newline)  - \(value)\(newline)  - [\(value)]\(newline)"
                }
            }
            let file = SourceFile(path: "structured\(round)", text: text)
            let result = SpecParser.parse(file, format: .yaml)
            #expect(result.diagnostics.isEmpty, "round \(round): \(text.debugDescription) \(result.diagnostics.map(\.message))")
            #expect(positionProblems(result, in: file).isEmpty, "round \(round): \(text.debugDescription)")
        }
    }
}
