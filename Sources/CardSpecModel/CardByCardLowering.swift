import CardSpecDiagnostics
import CardSpecSyntax

/// A lowering that hands out the cards of a file one at a time, so that a caller that
/// checks each card and then lets it go (`cardspec check`) holds the model of a few cards
/// at a time (`cardsPerBatch`) rather than of all of them: most of a spec is its cards,
/// and the model of a large file is several times the file's size.
///
/// `spec` has everything but the cards; `nextCard()` hands out the next one, lowering a
/// few ahead. Once every card has been taken, the diagnostics are exactly those of
/// `SpecLowering.lower`.
public struct CardByCardLowering {
    /// The spec without its cards; nil when the file has no usable top-level mapping.
    public let spec: SpecFile?
    private var lowerer: Lowerer
    /// Pointing into the tree that `lowerer` holds (`Lowerer.Pairs`), which lives as long.
    private let cards: SyntaxTree.PairsInPlace?
    private var next = 0
    /// Cards lowered ahead and not yet handed out, the next one last.
    private var loweredAhead: [Card] = []

    /// How many cards are lowered at a time. A caller checks each card before it asks for
    /// the next, and the checks' code pushed the lowering's out of the instruction cache:
    /// lowered a few at a time, the lowering's code is fetched once per few cards. (More
    /// cards alive at once cost more in `malloc`: 2, 3, 4 and 8 were measured, 4 kept.)
    static let cardsPerBatch = 4

    public init(_ tree: SyntaxTree, in file: SourceFile, vocabulary: any PartVocabulary) {
        var lowerer = Lowerer(tree: tree, vocabulary: vocabulary)
        let (spec, cardsNode) = lowerer.file(tree.root, source: file, deferringCards: true)
        self.cards = cardsNode.flatMap { lowerer.cardPairs($0) }
        self.spec = spec
        self.lowerer = lowerer
    }

    /// The next card that could be lowered, in file order; nil after the last.
    public mutating func nextCard() -> Card? {
        if let card = loweredAhead.popLast() { return card }
        guard let cards, next < cards.count else { return nil }
        // Lowered into the emptied array, which no one else holds: taking a card from a
        // shared one would copy them all.
        loweredAhead.reserveCapacity(Self.cardsPerBatch)
        while next < cards.count, loweredAhead.count < Self.cardsPerBatch {
            let pair = cards[next]
            next += 1
            if let card = lowerer.card(pair) { loweredAhead.append(card) }
        }
        // Reversed in its buffer, where a swap moves the cards: `Array`'s own swap copies
        // each card and destroys the original.
        loweredAhead.withUnsafeMutableBufferPointer { $0.reverse() }
        return loweredAhead.popLast()
    }

    /// How many cards the file writes (some may not lower): for sizing what is kept of them.
    public var cardCount: Int { cards?.count ?? 0 }

    /// What lowering has reported so far: everything, once `nextCard()` returned nil.
    public var diagnostics: [Diagnostic] { lowerer.diagnostics }
}
