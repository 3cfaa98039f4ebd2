import CardSpecDiagnostics
import Foundation
import Testing
@testable import CardSpecSyntax

/// The tree's storage (`TreeBuffer`) against `Array`, and the ASCII mark of scalars read
/// off the file, which the tree builder takes from libyaml's marks where it can, against
/// a look at every byte.
@Suite struct TreeStorageTests {
    @Test func bufferMatchesArray() {
        var buffer = TreeBuffer<Int32>()
        var array: [Int32] = []
        var next: Int32 = 0
        // Single appends and blocks of every size up to 40, across many growths.
        for round in 0..<5_000 {
            if round % 3 == 0 {
                let block = (0..<(round % 41)).map { Int32($0) + next }
                block.withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
                array += block
                next += Int32(block.count)
            } else {
                buffer.append(next)
                array.append(next)
                next += 1
            }
        }
        #expect(buffer.count == array.count)
        #expect((0..<buffer.count).allSatisfy { buffer[$0] == array[$0] })
        // A copy shares the elements; a write through the tree's one owner shows in it.
        let copy = buffer
        buffer[7] = -1
        #expect(copy[7] == -1 && copy.count == array.count)
    }

    @Test func reservedBufferKeepsItsElements() {
        var buffer = TreeBuffer<UInt64>()
        buffer.reserveCapacity(3)
        for value in 0..<20_000 { buffer.append(UInt64(value) &* 0x9E37_79B9_7F4A_7C15) }
        buffer.reserveCapacity(100_000)
        #expect(buffer.count == 20_000)
        #expect((0..<20_000).allSatisfy { buffer[$0] == UInt64($0) &* 0x9E37_79B9_7F4A_7C15 })
    }

    /// Large inputs grow the buffers many times: 20,000 keys and a duplicate, 20,000 items.
    @Test func largeInputsKeepEveryNode() throws {
        let keys = (0..<20_000).map { "key\($0): \($0)\n" }.joined() + "key7: again\n"
        let parsed = SpecParser.parseTree(SourceFile(path: "k", text: keys), format: .yaml)
        #expect(parsed.diagnostics.map(\.kind) == [.duplicateKey])
        let mapping = try #require(parsed.tree.root)
        #expect(parsed.tree.pairs(mapping).count == 20_000)
        #expect(parsed.tree.text(parsed.tree.pairs(mapping)[19_999].value) == "19999")
        let items = (0..<20_000).map { "- \($0)\n" }.joined()
        let sequence = SpecParser.parseTree(SourceFile(path: "s", text: items), format: .yaml).tree
        let root = try #require(sequence.root)
        #expect(sequence.items(root).count == 20_000)
        #expect(sequence.entries.count == 20_001)
        #expect(sequence.items(root).enumerated().allSatisfy { sequence.text($0.element) == String($0.offset) })
    }

    @Test(arguments: [
        "k: é\n", "é: x\nabc: déf\n", "\u{FEFF}a: b\nc: ü\n", "a: 'é'\nb: \"x\"\n", "- a\r\n- é\r\n- b\r\n",
        "a: b\u{85}c\nd: e\n", "a: b\u{2028}c\nd: e\n", "x: 😀\ny: z\n", "k: é", "k: a", "{a: é, b: c}",
        "k: v\n# é\nl: w\n", "é", "a", "[é, a, 'b', \"ü\"]\n",
    ])
    func asciiMarksOfCraftedInputs(text: String) {
        #expect(asciiMarkProblems(in: Array(text.utf8), format: .yaml).isEmpty)
    }

    @Test func asciiMarksOfJSON() {
        // JSON is read by libyaml from a patched copy: the bytes are looked at.
        #expect(asciiMarkProblems(in: Array("{\"é\": \"a\",\n \"b\": \"ü\"}".utf8), format: .json).isEmpty)
    }

    @Test func asciiMarksOfYAMLTestSuite() throws {
        let cases = try Conformance.yamlSuiteCases()
        try #require(cases.count > 300, "Tests/Conformance/yaml-test-suite is missing its cases")
        var problems: [String] = []
        for name in cases {
            let url = Conformance.yamlSuiteDirectory.appendingPathComponent(name).appendingPathComponent("in.yaml")
            problems += asciiMarkProblems(in: Conformance.read(url), format: .yaml).map { "\(name): \($0)" }
        }
        #expect(problems.isEmpty, "\(problems.prefix(10))")
    }

    /// The untagged scalars whose ASCII mark differs from what their bytes say.
    private func asciiMarkProblems(in bytes: [UInt8], format: SourceFormat) -> [String] {
        let tree = SpecParser.parseTree(SourceFile(path: "x", bytes: bytes), format: format).tree
        var problems: [String] = []
        for index in 0..<tree.entries.count {
            let node = SyntaxTree.Node(Int32(index))
            guard tree.kind(node) == .scalar, tree.tag(node) == nil, tree.anchor(node) == nil else { continue }
            let text = tree.text(node)
            let markedASCII = tree.withUntaggedASCIIText(node) { _ in true } ?? false
            if markedASCII != text.utf8.allSatisfy({ $0 < 0x80 }) {
                problems.append("\(text): marked \(markedASCII ? "ASCII" : "not ASCII")")
            }
        }
        return problems
    }
}

/// Duplicate keys, which a filter of key bits lets most keys skip looking for, against a
/// search of every earlier key as `String` compares them (canonical equivalence included:
/// the Kelvin sign is a `K`).
@Suite struct KeyFilterTests {
    @Test(arguments: [3, 8, 20, 31, 32, 45])
    func duplicatesMatchAPlainSearch(pairs: Int) {
        let spellings = ["a", "b", "ab", "ba", "K", "\u{212A}", "é", "e\u{301}", "abc", "acb", "cba", "x1", "1x", "''",
                         "'a'", "\"b\"", "aaaaaaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaaaaab", "baaaaaaaaaaaaaaaaaaa", "zz"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<40 {
            let keys = (0..<pairs).map { _ in spellings.randomElement(using: &generator)! }
            let text = keys.enumerated().map { "\($0.element): \($0.offset)\n" }.joined()
            let diagnostics = SpecParser.parseTree(SourceFile(path: "k", text: text), format: .yaml).diagnostics
            let reported = diagnostics.filter { $0.kind == .duplicateKey }.map { $0.range.start.line }
            var values: [String] = []
            var expected: [Int] = []
            for (line, key) in keys.enumerated() {
                let value = key.count >= 2 && (key.first == "'" || key.first == "\"") ? String(key.dropFirst().dropLast()) : key
                if values.contains(value) { expected.append(line + 1) }
                values.append(value)
            }
            #expect(reported == expected, "\(text)")
        }
    }
}
