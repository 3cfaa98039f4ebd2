import CardSpecDiagnostics
import Testing
@testable import CardSpecSyntax

/// The lowering reads children through `pairsInPlace(_:)` and `itemsInPlace(_:)`, a pointer
/// into the tree rather than a reference to its buffer: they must give what `pairs(_:)` and
/// `items(_:)` give, for every node (scalars, empty collections, aliases and merges).
@Suite struct InPlaceChildrenTests {
    static func expectSameChildren(_ tree: SyntaxTree, _ context: String) {
        for index in 0..<tree.entries.count {
            let node = SyntaxTree.Node(Int32(index))
            let pairs = tree.pairs(node), pairsInPlace = tree.pairsInPlace(node)
            #expect(pairsInPlace.count == pairs.count, "\(context), node \(index)")
            #expect(zip(pairs, pairsInPlace).allSatisfy { $0.key == $1.key && $0.value == $1.value },
                    "\(context), node \(index)")
            let items = tree.items(node), itemsInPlace = tree.itemsInPlace(node)
            #expect(Array(itemsInPlace) == Array(items), "\(context), node \(index)")
        }
    }

    @Test func yamlTestSuiteNodes() throws {
        let cases = try Conformance.yamlSuiteCases()
        try #require(cases.count > 300, "Tests/Conformance/yaml-test-suite is missing its cases")
        for name in cases {
            let url = Conformance.yamlSuiteDirectory.appendingPathComponent(name).appendingPathComponent("in.yaml")
            let file = SourceFile(path: "\(name)/in.yaml", bytes: Conformance.read(url))
            Self.expectSameChildren(SpecParser.parseTree(file, format: .yaml).tree, name)
        }
    }

    @Test func specShapes() {
        let text = """
        cardspec: 1
        empty: {}
        none: []
        null:
        base: &base {a: 1, b: [x, y]}
        merged: {<<: *base, c: 3}
        alias: *base
        cards:
          Bar: {parts: [{text: {text: hi}}, image, {stack: {parts: [spacer]}}]}
        """
        Self.expectSameChildren(SpecParser.parseTree(SourceFile(path: "s.yaml", text: text), format: .yaml).tree, "spec")
    }

    /// 20,000 keys and 20,000 items: each read at its place, the last ones included.
    @Test func largeCollections() throws {
        let keys = (0..<20_000).map { "key\($0): [\($0)]\n" }.joined()
        let tree = SpecParser.parseTree(SourceFile(path: "k", text: keys), format: .yaml).tree
        let root = try #require(tree.root)
        let pairs = tree.pairsInPlace(root)
        #expect(pairs.count == 20_000)
        #expect(tree.text(pairs[19_999].key) == "key19999")
        #expect(tree.text(tree.itemsInPlace(pairs[19_999].value)[0]) == "19999")
        Self.expectSameChildren(tree, "keys")
    }
}
