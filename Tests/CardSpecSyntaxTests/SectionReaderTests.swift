import CardSpecDiagnostics
import Testing
@testable import CardSpecSyntax

/// A `SectionReader` is handed each pair of its section as soon as it is parsed, and the
/// tree lets the pair's value go: the rest of the tree is what it would be whole.
struct SectionReaderTests {
    /// Records each pair it is handed: its key, and whether its value is a mapping.
    final class Names: SectionReader {
        var names: [String] = []
        var sectionKey: String { "cards" }
        func sectionOpens(pairsBefore: SyntaxTree.Node, in tree: SyntaxTree) -> Bool { true }
        func read(_ pair: SyntaxTree.Pair, in tree: SyntaxTree) {
            names.append(tree.text(pair.key) + "=" + (tree.kind(pair.value) == .mapping ? "mapping" : "other"))
        }
        func allowsKey(_ key: SyntaxTree.Node, afterSectionIn tree: SyntaxTree) -> Bool { true }
    }

    @Test func aDuplicateKeysPairIsNotHandedOver() {
        // The mapping drops the second pair with a key as its value ends; the pair before it
        // was read already and is not handed over again.
        let text = "cardspec: 1\ncards:\n  A: {parts: []}\n  B: {parts: []}\n  A: {parts: [x]}\n  C: {parts: []}\n"
        let reader = Names()
        let parsed = SpecParser.parseTree(SourceFile(path: "dup.cards.yaml", text: text), format: .yaml, sectionReader: reader)
        #expect(parsed.section == .read)
        #expect(reader.names == ["A=mapping", "B=mapping", "C=mapping"])
        #expect(parsed.diagnostics.map(\.code) == ["duplicate-key"])
    }

    @Test func theTreeKeepsNoCardOnceRead() {
        var text = "cardspec: 1\ncards:\n"
        for index in 0..<200 {
            // Every other key's text is decoded apart from the file (an escape): it stays in
            // the tree's text when the values around it are let go.
            let digits = String(index)
            let key = index % 2 == 0 ? "\"Card\\x3\(digits.first!)\(digits.dropFirst())\"" : "Card\(digits)"
            text += "  \(key): {parts: [{text: {text: \"Card\\t\(index)\"}}, {image: {imageName: a}}]}\n"
        }
        text += "screens: {Home: {cards: [Card1]}}\n"
        let file = SourceFile(path: "many.cards.yaml", text: text)
        let reader = Names()
        let streamed = SpecParser.parseTree(file, format: .yaml, sectionReader: reader)
        let whole = SpecParser.parseTree(file, format: .yaml)
        #expect(streamed.section == .read)
        #expect(reader.names == (0..<200).map { "Card\($0)=mapping" })
        #expect(streamed.diagnostics == whole.diagnostics)
        // Each card's value is a null placeholder with the value's range.
        let cards = streamed.tree.pairs(streamed.tree.root!).first { streamed.tree.text($0.key) == "cards" }!.value
        let wholeCards = whole.tree.pairs(whole.tree.root!).first { whole.tree.text($0.key) == "cards" }!.value
        let pairs = Array(streamed.tree.pairs(cards)), wholePairs = Array(whole.tree.pairs(wholeCards))
        #expect(pairs.count == 200)
        #expect(pairs.allSatisfy { streamed.tree.isNull($0.value) })
        #expect(pairs.map { streamed.tree.range($0.value) } == wholePairs.map { whole.tree.range($0.value) })
        #expect(pairs.map { streamed.tree.text($0.key) } == wholePairs.map { whole.tree.text($0.key) })
        // The nodes of the cards were let go: a card's nodes and a few, against all of them.
        #expect(whole.tree.entries.count > 2_000)
        #expect(streamed.tree.entries.count < 450)
        #expect(streamed.tree.children.count < 450)
    }
}
