import CardSpecDiagnostics
import Testing
@testable import CardSpecSyntax

@Suite struct AliasAndMergeTests {
    @Test func aliasIsACopyOfTheAnchoredNodeWithItsPositions() throws {
        let result = parse("base: &margins {top: 8, left: 8}\ncard:\n  margins: *margins\n  title: &t Hello\n  again: *t\n")
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        let base = try #require(root["base"])
        let copy = try #require(root["card"]?["margins"])
        #expect(copy.rendered == "{\"top\": 8, \"left\": 8}")
        #expect(copy.range == base.range)
        #expect(copy.anchor == "margins")
        #expect(root["card"]?["again"]?.scalarText == "Hello")
        #expect(lc(try #require(root["card"]?["again"]).range) == "4:10-4:18")
        // A block collection ending in an alias ends at the alias, not at the anchor.
        #expect(lc(try #require(root["card"]).range) == "3:3-5:12")
    }

    @Test func laterAnchorReplacesAnEarlierOne() {
        let root = parse("a: &x 1\nb: *x\nc: &x 2\nd: *x\n").root
        #expect(root?["b"]?.scalarValue == .int(1))
        #expect(root?["d"]?.scalarValue == .int(2))
    }

    @Test func undefinedAlias() throws {
        let result = parse("anchor: &cardMargins {top: 8}\nmargins: *cardMargin\nother: *nothing\n")
        #expect(codes(result) == ["undefined-alias@2:10", "undefined-alias@3:8"])
        let first = result.diagnostics[0]
        #expect(first.message == "undefined alias '*cardMargin'; define '&cardMargin' before using it")
        #expect(lc(first.range) == "2:10-2:21")
        #expect(first.notes.map(\.message) == ["did you mean '*cardMargins'?"])
        #expect(first.notes.first?.range.map { lc($0.start) } == "1:9")
        #expect(result.diagnostics[1].notes.isEmpty)
        // The tree stands, with a null where the alias was.
        #expect(result.root?["margins"]?.scalarValue == .null)
        #expect(result.root?["margins"]?.range.start.line == 2)
    }

    @Test func aliasUsedBeforeItsAnchorIsUndefined() {
        #expect(codes(parse("a: *x\nb: &x 1\n")) == ["undefined-alias@1:4"])
    }

    @Test func aliasInsideItsOwnAnchor() throws {
        let diagnostic = try #require(parse("a: &loop\n  - 1\n  - *loop\n").diagnostics.first)
        #expect(diagnostic.kind == .undefinedAlias)
        #expect(diagnostic.message == "alias '*loop' refers to a node that contains it")
        #expect(lc(diagnostic.range.start) == "3:5")
        #expect(diagnostic.notes.first?.range.map { lc($0.start) } == "1:4")
    }

    @Test func expansionBudgetCountsWholeSubtrees() throws {
        // &a is 4 nodes; three aliases add 12 > 10.
        let text = "a: &a [1, 2, 3]\nb: [*a, *a, *a]\n"
        let result = parse(text, limits: limits(maxAliasExpansion: 10))
        #expect(result.root == nil)
        #expect(codes(result) == ["alias-expansion-limit@2:13"])
        #expect(result.diagnostics.first?.message
            == "'*a' makes aliases expand to more than 10 nodes (--max-alias-expansion)")
        #expect(parse(text, limits: limits(maxAliasExpansion: 12)).diagnostics.isEmpty)
    }

    @Test func mergeKeys() throws {
        let text = """
            base: &base {kind: cards, margin: 8, title: Base}
            extra: &extra {margin: 16, color: red, kind: other}
            card:
              title: Mine
              <<: [*base, *extra]
              margin: 4
            """
        let result = parse(text)
        #expect(result.diagnostics.isEmpty)
        let card = try #require(result.root?["card"])
        // Merged pairs go where '<<' was; explicit keys win wherever they are; *base wins over *extra.
        #expect(card.rendered == "{\"title\": \"Mine\", \"kind\": \"cards\", \"color\": \"red\", \"margin\": 4}")
        #expect(card["kind"]?.range == result.root?["base"]?["kind"]?.range)
    }

    @Test func mergeOfAnInlineMappingAndOfASingleAlias() throws {
        let root = try #require(parse("a: &a {x: 1}\nb: {<<: *a, y: 2}\nc:\n  <<: {z: 3}\n").root)
        #expect(root["b"]?.rendered == "{\"x\": 1, \"y\": 2}")
        #expect(root["c"]?.rendered == "{\"z\": 3}")
    }

    @Test func mergedKeysAreNotDuplicates() {
        let result = parse("a: &a {x: 1, y: 2}\nb:\n  x: 0\n  <<: *a\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?["b"]?.rendered == "{\"x\": 0, \"y\": 2}")
    }

    @Test func quotedMergeKeyIsAnOrdinaryKey() {
        let result = parse("b: {'<<': 1}\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?["b"]?.rendered == "{\"<<\": 1}")
    }

    @Test(arguments: [
        ("base: &b [1, 2]\ncard:\n  <<: *b\n", "merge key '<<' lists a number; only mappings can be merged", "1:11"),
        ("card:\n  <<: text\n", "merge key '<<' needs a mapping or a list of mappings, found a string", "2:7"),
        ("card:\n  <<:\n  a: 1\n", "merge key '<<' needs a mapping or a list of mappings, found null", "2:6"),
        ("a: &a {x: 1}\ncard: {<<: [*a, [1]]}\n", "merge key '<<' lists a sequence; only mappings can be merged", "2:17"),
    ])
    func invalidMerge(text: String, message: String, position: String) throws {
        let result = parse(text)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.kind == .invalidMerge)
        #expect(diagnostic.message == message)
        #expect(lc(diagnostic.range.start) == position)
        #expect(result.root != nil)
        #expect(result.root?["card"]?["<<"] == nil)
    }

    @Test func secondMergeKeyIsADuplicate() throws {
        let result = parse("a: &a {x: 1}\nb: &b {y: 2}\nc:\n  <<: *a\n  <<: *b\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.kind == .duplicateKey)
        #expect(diagnostic.message == "duplicate merge key '<<'")
        #expect(lc(diagnostic.range) == "5:3-5:5")
        #expect(diagnostic.notes.map(\.message) == [
            "'<<' first defined here", "to merge several mappings, list them: '<<: [*first, *second]'",
        ])
    }

    @Test func mergedPairsCountAgainstTheBudget() {
        // *a adds 5 nodes; merging its two pairs adds 4 more.
        let text = "a: &a {x: 1, y: 2}\nb: {<<: *a}\n"
        #expect(codes(parse(text, limits: limits(maxAliasExpansion: 8))) == ["alias-expansion-limit@2:5"])
        #expect(parse(text, limits: limits(maxAliasExpansion: 9)).diagnostics.isEmpty)
    }

    @Test func aliasAsAKeyIsReportedWhereItIsWritten() throws {
        let result = parse("k: &k name\nm:\n  name: 1\n  *k : 2\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.kind == .duplicateKey)
        #expect(lc(diagnostic.range) == "4:3-4:5")
        #expect(diagnostic.notes.first?.range.map(lc) == "3:3-3:7")
    }
}
