import CardSpecDiagnostics
import Testing
@testable import CardSpecSyntax

/// The limits of the syntax stage beyond HostileInputTests, and the inputs the fuzzer
/// cannot reach well: it generates inputs of a few kilobytes and does not see inside the
/// system libyaml, so very long values and bombs built from merge keys are tested here.
@Suite struct LimitTests {
    static func limits(maxScalarLength: Int? = nil, maxAliasExpansion: Int? = nil) -> ParseLimits {
        var limits = ParseLimits()
        if let maxScalarLength { limits.maxScalarLength = maxScalarLength }
        if let maxAliasExpansion { limits.maxAliasExpansion = maxAliasExpansion }
        return limits
    }

    @Test func theDefaultsAreDocumented() {
        let limits = ParseLimits()
        #expect(limits.maxFileSize == 32 * 1024 * 1024)
        #expect(limits.maxDepth == 256)
        #expect(limits.maxAliasExpansion == 100_000)
        #expect(limits.maxScalarLength == 1024 * 1024)
    }

    @Test(arguments: [
        ("key: 0123456789\n", 10, "plain"),
        ("key: '0123456789'\n", 10, "single-quoted"),
        ("key: \"01234\\x35\\u0036789\"\n", 10, "double-quoted, escapes read"),
        ("key: |-\n  0123456789\n", 10, "literal"),
        ("key: >-\n  01234\n  678\n", 9, "folded, line break read as a space"),
        ("key: \"é日😀\"\n", 9, "counted in UTF-8 bytes"),
    ])
    func scalarAtTheLimitIsRead(text: String, length: Int, what: String) {
        #expect(parse(text, limits: Self.limits(maxScalarLength: length)).diagnostics.isEmpty, "\(what)")
        let over = parse(text, limits: Self.limits(maxScalarLength: length - 1))
        #expect(over.root == nil, "\(what)")
        #expect(codes(over) == ["scalar-too-long@1:6"], "\(what)")
        #expect(over.diagnostics.first?.message
            == "scalar is \(length) bytes long, over the limit of \(length - 1) bytes (--max-scalar-length)", "\(what)")
    }

    @Test func keysAndJSONStringsAreScalarsToo() {
        let limits = Self.limits(maxScalarLength: 4)
        #expect(codes(parse("abcde: 1\n", limits: limits)) == ["scalar-too-long@1:1"])
        #expect(codes(parse("{\"a\": \"\\u0041\\u0042\\u0043\\u0044\\u0045\"}", .json, limits: limits)) == ["scalar-too-long@1:7"])
        #expect(parse("{\"a\": \"\\u0041\\u0042\\u0043\\u0044\"}", .json, limits: limits).diagnostics.isEmpty)
    }

    @Test func aHugeScalarStopsTheParse() throws {
        // Two MiB in one double-quoted line, well past what the fuzzer generates.
        let text = "cardspec: 1\ntitle: \"" + String(repeating: "ab", count: 1024 * 1024) + "\"\n"
        let result = parse(text)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.root == nil)
        #expect(diagnostic.kind == .scalarTooLong)
        #expect(lc(diagnostic.range) == "2:8-2:8")
        #expect(parse(text, limits: Self.limits(maxScalarLength: 3 * 1024 * 1024)).diagnostics.isEmpty)
    }

    /// A bomb made of merge keys instead of nested aliases: each level merges the one
    /// before under ten keys.
    @Test func mergeKeyBomb() throws {
        var text = "l0: &l0 {a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, j: 10}\n"
        for level in 1...8 {
            let merges = (0..<10).map { "k\($0): {<<: *l\(level - 1)}" }.joined(separator: ", ")
            text += "l\(level): &l\(level) {\(merges)}\n"
        }
        let result = parse(text)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.kind) == [.aliasExpansionLimit])
        #expect(positionProblems(result, in: SourceFile(path: "test", text: text)).isEmpty)
    }

    @Test func mergeKeysCountAgainstTheBudget() {
        let text = "base: &base {a: 1, b: 2, c: 3}\nuse: {<<: *base}\n"
        // The alias adds 7 nodes (the mapping and its three pairs); the merge adds 3 pairs.
        #expect(parse(text, limits: Self.limits(maxAliasExpansion: 13)).diagnostics.isEmpty)
        #expect(codes(parse(text, limits: Self.limits(maxAliasExpansion: 12))) == ["alias-expansion-limit@2:7"])
    }
}
