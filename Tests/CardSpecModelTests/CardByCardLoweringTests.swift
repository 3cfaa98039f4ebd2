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

    /// The cards handed out are the whole spec's cards value for value (moved out of the
    /// batch, not rebuilt): names, ranges, declarations, parts with their ids, properties,
    /// references and child parts, across several batches.
    @Test func sameCardContentsAsTheWholeSpec() {
        let cards = (0..<11).map { index in
            """
              K\(index):
                model: {title: String, n\(index): Int}
                state: $model.title
                parts:
                  - text: {id: label\(index), text: $model.title, textColor: $color.c}
                  - stack: {parts: [{text: {text: "$$lit"}}, image]}
                  - centered: {left: {text: {text: hi}}}
                onTap: open\(index)
            """
        }
        let yaml = "cardspec: 1\ntokens: {color: {c: \"#000000\"}}\ncards:\n" + cards.joined(separator: "\n") + "\n"
        let file = SourceFile(path: "test.cards.yaml", text: yaml)
        let parsed = SpecParser.parseTree(file, format: .yaml, limits: ParseLimits())
        let whole = SpecLowering.lower(parsed.tree, in: file)
        var lowering = CardByCardLowering(parsed.tree, in: file, vocabulary: GenericPartVocabulary())
        var handedOut: [String] = []
        while let card = lowering.nextCard() { handedOut.append(describe(card)) }
        #expect(handedOut.count == 11)
        #expect(handedOut == whole.spec?.cards.map(describe))
    }

    private func describe(_ card: Card) -> String {
        let states = card.states.map { "\($0.state):[\($0.parts.map(describe).joined(separator: ","))]" }
        return "\(card.name.text)@\(card.range) model:\(card.model.map(\.name.text)) state:\(card.stateBinding?.spelled ?? "-") "
            + "\(states) onTap:\(card.onTap.map(\.action.name.text))"
    }

    private func describe(_ part: Part) -> String {
        let properties = part.properties.map { "\($0.name.text)=\(describe($0.value))" }
        return "\(part.kind.text)#\(part.id?.text ?? "-")@\(part.range){\(properties.joined(separator: ";"))}"
    }

    private func describe(_ value: Value) -> String {
        switch value.kind {
        case .part(let child): describe(child)
        case .parts(let children): "[\(children.map(describe).joined(separator: ","))]"
        case .reference: "\(value.reference!.spelled)@\(value.reference!.nameRange)"
        default: "\(value.kindDescription)@\(value.range)"
        }
    }
}
