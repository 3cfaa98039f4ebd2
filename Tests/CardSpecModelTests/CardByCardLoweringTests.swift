import CardSpecDiagnostics
import CardSpecSyntax
import Testing
@testable import CardSpecModel

/// `CardByCardLowering` lowers a few cards at a time and hands them out one by one: the
/// same cards, in the same order, and the same diagnostics as lowering the whole spec,
/// whatever the number of cards and wherever the ones that do not lower fall.
@Suite struct CardByCardLoweringTests {
    /// A card named `C<index>`; every third one does not lower (not a mapping), every
    /// fifth has an unknown key.
    private func card(_ index: Int) -> String {
        if index % 3 == 2 { return "  C\(index): [not, a, card]" }
        let extra = index % 5 == 4 ? ", prts: []" : ""
        return "  C\(index): {model: {m\(index): Int}, parts: [{text: {text: $model.m\(index)}}]\(extra)}"
    }

    @Test(arguments: [0, 1, 2, 3, 4, 5, 7, 8, 9, 13, 40])
    func sameCardsAndDiagnosticsAsTheWholeSpec(count: Int) {
        let yaml = "cardspec: 1\ncards:\n" + (0..<count).map(card).joined(separator: "\n")
            + (count == 0 ? " {}" : "") + "\n"
        let file = SourceFile(path: "test.cards.yaml", text: yaml)
        let parsed = SpecParser.parseTree(file, format: .yaml, limits: ParseLimits())
        let whole = SpecLowering.lower(parsed.tree, in: file)

        var lowering = CardByCardLowering(parsed.tree, in: file, vocabulary: GenericPartVocabulary())
        #expect(lowering.cardCount == count)
        var names: [String] = []
        while let card = lowering.nextCard() { names.append(card.name.text) }
        #expect(lowering.nextCard() == nil)

        #expect(names == whole.spec?.cards.map(\.name.text))
        #expect(names.count == (0..<count).filter { $0 % 3 != 2 }.count)
        #expect(lowering.diagnostics.map(\.message) == whole.diagnostics.map(\.message))
        #expect(summary(lowering.diagnostics) == summary(whole.diagnostics))
    }
}
