import CardSpecDiagnostics
import CardSpecSyntax

/// The lowering's part in checking the cards of a file while it is parsed (a
/// `SectionReader` over `cards`): the spec written before the cards, each card as its
/// pair is parsed, and which top-level keys may follow the cards without changing them.
///
/// The cards read this way, then the file-level lowering of the finished tree
/// (`CardByCardLowering`, whose cards are not taken), report what `SpecLowering.lower`
/// reports.
public struct CardsWhileParsing {
    /// The key of the section read pair by pair.
    public static let sectionKey = Lowerer.FileKey.cards.rawValue

    private let vocabulary: any PartVocabulary
    /// What lowering the cards has reported so far.
    public private(set) var diagnostics: [Diagnostic] = []

    public init(vocabulary: any PartVocabulary) {
        self.vocabulary = vocabulary
    }

    /// The spec of the top-level pairs before the cards (`pairsBefore`, a mapping), without
    /// cards, screens or bottom sheets: what checking a card reads of the file. Its
    /// diagnostics are left out; the lowering of the finished file reports them. nil when
    /// a `cards` key comes before, however written: the lowering takes the first.
    public static func specBeforeCards(
        _ pairsBefore: SyntaxTree.Node, in tree: SyntaxTree, source: SourceFile, vocabulary: any PartVocabulary
    ) -> SpecFile? {
        guard !tree.pairs(pairsBefore).contains(where: { tree.scalarText($0.key) == sectionKey }) else { return nil }
        var lowerer = Lowerer(tree: tree, vocabulary: vocabulary)
        return lowerer.file(pairsBefore, source: source, deferringCards: true, forCards: true).spec
    }

    /// Lowers the card of one `name: card` pair of `cards`.
    public mutating func card(_ pair: SyntaxTree.Pair, in tree: SyntaxTree) -> Card? {
        // A lowerer for the card alone: it holds the tree, which must not be shared once
        // the card is lowered (the parser writes to it again).
        var lowerer = Lowerer(tree: tree, vocabulary: vocabulary)
        let card = lowerer.card(pair)
        if !lowerer.diagnostics.isEmpty { diagnostics += lowerer.diagnostics }
        return card
    }

    /// Whether a top-level key written after the cards leaves them as they were read: not
    /// when it is a second `cards`, a merge key, or one of the sections a card's checks read
    /// (`tokens`, `themes`, `theme`, `types`), nor a key that is tagged or not plain ASCII.
    public static func allowsKey(_ key: SyntaxTree.Node, afterCardsIn tree: SyntaxTree) -> Bool {
        guard tree.kind(key) == .scalar, let text = tree.withUntaggedASCIIText(key, { String(decoding: $0, as: UTF8.self) })
        else { return false }
        return !keysCardsRead.contains(text)
    }

    private static let keysCardsRead: Set<String> = [
        Lowerer.FileKey.cards.rawValue, Lowerer.FileKey.tokens.rawValue, Lowerer.FileKey.themes.rawValue,
        Lowerer.FileKey.theme.rawValue, Lowerer.FileKey.types.rawValue, "<<",
    ]
}
