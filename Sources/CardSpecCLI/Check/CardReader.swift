import CardSpecCatalog
import CardSpecChecks
import CardSpecDiagnostics
import CardSpecModel
import CardSpecSyntax

/// Checks the cards of a file while it is parsed (`CheckPipeline`): once the top-level
/// `cards` mapping opens, the spec before it is lowered and its tokens, types and themes
/// checked; then each card is lowered and checked as soon as its pair is parsed, and the
/// parser lets its nodes go.
final class CardReader: SectionReader {
    let catalog: Catalog
    let source: SourceFile
    /// The cards' lowering, and its diagnostics.
    private(set) var lowering: CardsWhileParsing
    /// The checks, from the moment the cards begin; nil when the spec before them is unusable.
    private(set) var check: CardByCardCheck?

    /// Whether the checks type the spec for the generators (`CardByCardCheck`).
    let keepingChecked: Bool

    init(catalog: Catalog, source: SourceFile, keepingChecked: Bool = false) {
        self.catalog = catalog
        self.source = source
        self.keepingChecked = keepingChecked
        lowering = CardsWhileParsing(vocabulary: catalog)
    }

    var sectionKey: String { CardsWhileParsing.sectionKey }

    func sectionOpens(pairsBefore: SyntaxTree.Node, in tree: SyntaxTree) -> Bool {
        guard let spec = CardsWhileParsing.specBeforeCards(pairsBefore, in: tree, source: source, vocabulary: catalog)
        else { return false }
        check = CardByCardCheck(spec: spec, catalog: catalog, source: source,
                                cardCount: source.bytes.count / Self.bytesPerCardAtLeast, keepingChecked: keepingChecked)
        return true
    }

    /// Fewer bytes than a card of a real spec takes (the 21 MB benchmark spec has one per
    /// 900), so that the declarations kept for the checks after the cards are reserved once
    /// instead of grown by doubling (each growth a copy onto fresh pages). Room reserved
    /// and not used is never touched, so it costs no memory; a spec of smaller cards grows
    /// the array past it as before.
    static let bytesPerCardAtLeast = 256

    func read(_ pair: SyntaxTree.Pair, in tree: SyntaxTree) {
        guard let card = lowering.card(pair, in: tree) else { return }
        check!.check(card)
    }

    func allowsKey(_ key: SyntaxTree.Node, afterSectionIn tree: SyntaxTree) -> Bool {
        CardsWhileParsing.allowsKey(key, afterCardsIn: tree)
    }
}
