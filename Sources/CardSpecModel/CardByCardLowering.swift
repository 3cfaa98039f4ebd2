import CardSpecDiagnostics
import CardSpecSyntax

/// A lowering that hands out the cards of a file one at a time, so that a caller that
/// checks each card and then lets it go (`cardspec check`) holds the model of one card
/// at a time rather than of all of them: most of a spec is its cards, and the model of a
/// large file is several times the file's size.
///
/// `spec` has everything but the cards; `nextCard()` lowers the next one. Once every
/// card has been taken, the diagnostics are exactly those of `SpecLowering.lower`.
public struct CardByCardLowering {
    /// The spec without its cards; nil when the file has no usable top-level mapping.
    public let spec: SpecFile?
    private var lowerer: Lowerer
    private let cards: SyntaxTree.Pairs?
    private var next = 0

    public init(_ tree: SyntaxTree, in file: SourceFile, vocabulary: any PartVocabulary) {
        var lowerer = Lowerer(tree: tree, vocabulary: vocabulary)
        let (spec, cardsNode) = lowerer.file(tree.root, source: file, deferringCards: true)
        self.cards = cardsNode.flatMap { lowerer.cardPairs($0) }
        self.spec = spec
        self.lowerer = lowerer
    }

    /// The next card that could be lowered, in file order; nil after the last.
    public mutating func nextCard() -> Card? {
        guard let cards else { return nil }
        while next < cards.count {
            let pair = cards[next]
            next += 1
            if let card = lowerer.card(pair) { return card }
        }
        return nil
    }

    /// How many cards the file writes (some may not lower): for sizing what is kept of them.
    public var cardCount: Int { cards?.count ?? 0 }

    /// What lowering has reported so far: everything, once `nextCard()` returned nil.
    public var diagnostics: [Diagnostic] { lowerer.diagnostics }
}
