import CardSpecDiagnostics
import Testing
@testable import CardSpecSyntax

/// `MappingBuilder.nodeAdded` marks a pair for `pairAdded` only when its key shares a filter
/// bit with an earlier key (or the mapping is large); every other pair is taken as it is. The
/// duplicates it finds are those a comparison of every key with every earlier one finds, in
/// the order the pairs end, for keys of every kind: colliding bits, the bits kept for `<<`
/// and for unknown keys, keys outside ASCII, tagged keys, aliases and collections as keys.
@Suite struct KeyBookkeepingTests {
    /// A small deterministic generator (the tests must not depend on a seed's luck).
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static let alphabet = Array("abcxyz019_é")

    private static func key(_ generator: inout Generator) -> String {
        String((0...generator.next(3)).map { _ in alphabet[generator.next(alphabet.count)] })
    }

    /// The duplicate-key reports a comparison of every key with every earlier kept one gives,
    /// for one flat mapping written from line `firstLine` at `indent`.
    private static func expectedDuplicates(_ keys: [String], firstLine: Int, indent: Int) -> [String] {
        var kept: [String] = []
        var reports: [String] = []
        for (index, key) in keys.enumerated() {
            // `String` compares canonically equivalent text as equal, as the builder does.
            if kept.contains(key) {
                reports.append("duplicate-key@\(firstLine + index):\(indent + 1)")
            } else {
                kept.append(key)
            }
        }
        return reports
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13, 29, 30, 31, 32, 33, 34, 45, 64, 100, 300])
    func flatMappingsFindWhatAFullComparisonFinds(pairs: Int) {
        for seed in 0..<20 {
            var generator = Generator(state: UInt64(seed * 1000 + pairs))
            let keys = (0..<pairs).map { _ in Self.key(&generator) }
            let text = keys.enumerated().map { "\($0.element): \($0.offset)\n" }.joined()
            let result = parse(text)
            #expect(codes(result) == Self.expectedDuplicates(keys, firstLine: 1, indent: 0), "\(seed) \(pairs)")
            #expect(result.root?.pairs.count == Set(keys).count, "\(seed) \(pairs)")
        }
    }

    /// Each value a mapping with duplicates of its own: a value's reports come before its
    /// pair's, as the pair ends after its value.
    @Test(arguments: [3, 31, 40])
    func nestedMappingsReportInTheOrderPairsEnd(pairs: Int) {
        for seed in 0..<10 {
            var generator = Generator(state: UInt64(seed + 77 * pairs))
            let keys = (0..<pairs).map { _ in Self.key(&generator) }
            var text = ""
            var expected: [String] = []
            var kept: [String] = []
            var line = 1
            for key in keys {
                let inner = (0..<(1 + generator.next(6))).map { _ in Self.key(&generator) }
                text += "\(key):\n" + inner.map { "  \($0): v\n" }.joined()
                expected += Self.expectedDuplicates(inner, firstLine: line + 1, indent: 2)
                if kept.contains(key) { expected.append("duplicate-key@\(line):1") } else { kept.append(key) }
                line += 1 + inner.count
            }
            #expect(codes(parse(text)) == expected, "\(seed) \(pairs)")
        }
    }

    /// Keys the bits cannot tell: tagged keys, `<<` (a merge key unless tagged), an alias as a
    /// key, a collection as a key; and keys whose bits are those kept for them.
    @Test func keysTheFilterCannotTell() {
        #expect(codes(parse("!!str a: 1\na: 2\n")) == ["duplicate-key@2:1"])
        #expect(codes(parse("a: 1\n!!str a: 2\n")) == ["duplicate-key@2:1"])
        #expect(codes(parse("!!str <<: 1\n<<: {b: 2}\nb: 3\n")).isEmpty)
        #expect(codes(parse("a: &k a\n*k : 2\n")) == ["duplicate-key@2:1"])
        #expect(codes(parse("? [a]\n: 1\n? [a]\n: 2\n")).isEmpty)
        // "dd" has the filter bit of "<<", "cj" and "gn" bit 63: bits every mapping starts with.
        let mergeBit = SyntaxTree.keyFilterBit(count: 2, first: 0x3C, last: 0x3C)
        #expect(SyntaxTree.keyFilterBit(count: 2, first: UInt8(ascii: "d"), last: UInt8(ascii: "d")) == mergeBit)
        #expect(SyntaxTree.keyFilterBit(count: 2, first: UInt8(ascii: "c"), last: UInt8(ascii: "j")) == 1 << 63)
        #expect(codes(parse("dd: 1\ncj: 2\ngn: 3\n")).isEmpty)
        #expect(codes(parse("dd: 1\ncj: 2\ngn: 3\ncj: 4\ndd: 5\n")) == ["duplicate-key@4:1", "duplicate-key@5:1"])
        #expect(codes(parse("<<: {a: 1}\nb: 2\nb: 3\n")) == ["duplicate-key@3:1"])
        #expect(codes(parse("é: 1\ne\u{301}: 2\n")) == ["duplicate-key@2:1"])
    }

    /// A mapping of 20,000 keys, most of them sharing filter bits, stays quick (the index
    /// takes over at 32 pairs) and finds its duplicates.
    @Test func twentyThousandKeys() {
        var text = ""
        for index in 0..<20_000 { text += "k\(index): \(index)\n" }
        text += "k0: again\nk19999: again\nk0: a third time\nnew: key\n"
        let clock = ContinuousClock()
        var result: ParseResult?
        let elapsed = clock.measure { result = parse(text) }
        #expect(result.map(codes) == ["duplicate-key@20001:1", "duplicate-key@20002:1", "duplicate-key@20003:1"])
        // Each duplicate points at the first pair with its key, never at a dropped one.
        #expect(result?.diagnostics.map { $0.notes.first?.range?.start.line } == [1, 20_000, 1])
        #expect(result?.root?.pairs.count == 20_001)
        #expect(elapsed < .seconds(5))
    }
}
