import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel

/// The semantic stage's entry point: checks a lowered spec against the catalog of its
/// component library and reports everything wrong, in source order.
public enum SpecValidator {
    public struct Result: Sendable {
        public let diagnostics: [Diagnostic]
        /// The typed spec, when the checks found no error.
        public let checked: CheckedSpec?
    }

    /// Checks the whole spec and types it for the generators.
    public static func check(_ spec: SpecFile, catalog: Catalog, source: SourceFile) -> Result {
        var validator = Validator(spec: spec, catalog: catalog, source: source, keepsChecked: true)
        let checked = validator.run()
        let diagnostics = validator.values.diagnostics
        let failed = diagnostics.contains { $0.severity == .error }
        return Result(diagnostics: diagnostics, checked: failed ? nil : checked)
    }

    public static func validate(_ spec: SpecFile, catalog: Catalog, source: SourceFile) -> [Diagnostic] {
        check(spec, catalog: catalog, source: source).diagnostics
    }

    /// `check(_:catalog:source:)` for the spec `lowering` makes, checked card by card as
    /// it lowers them: each card's model is let go once it is checked, so the whole spec's
    /// model is never held at once. Only with `keepingChecked` is the spec typed for the
    /// generators, each card as it is checked. The lowering's own diagnostics stay with it.
    public static func checkCardByCard(_ lowering: inout CardByCardLowering, catalog: Catalog,
                                       source: SourceFile, keepingChecked: Bool = false) -> Result {
        guard let spec = lowering.spec else {
            while lowering.nextCard() != nil {}
            return Result(diagnostics: [], checked: nil)
        }
        var check = CardByCardCheck(spec: spec, catalog: catalog, source: source, cardCount: lowering.cardCount,
                                    keepingChecked: keepingChecked)
        while let card = lowering.nextCard() { check.check(card) }
        return check.finish()
    }
}

/// The checks of `SpecValidator.checkCardByCard` for cards that come one at a time from
/// anywhere (`cardspec check` reads them while the file is parsed): the spec's tokens,
/// types and themes first, then each card as it comes, then what needs every card (names,
/// screens, bottom sheets, what is unused); with `keepingChecked`, each card typed for
/// the generators as it is checked.
public struct CardByCardCheck {
    private var validator: Validator
    /// What the checks after the cards read of each card (`Card.keepDeclarationOnly`).
    private var declarations: [Card] = []
    /// With `keepingChecked`: the spec typed so far, its cards as they are checked.
    private var kept: Validator.BeforeCards?
    private var keptCards: [CheckedCard] = []

    /// `spec`: the spec without its cards; its tokens, types and themes are checked now.
    /// `cardCount`: how many cards to reserve room for (their count when known, else an
    /// estimate; more cards than that still fit). `keepingChecked`: type the spec for the
    /// generators (`finish`'s `checked`).
    public init(spec: SpecFile, catalog: Catalog, source: SourceFile, cardCount: Int = 0, keepingChecked: Bool = false) {
        validator = Validator(spec: spec, catalog: catalog, source: source, keepsChecked: keepingChecked)
        let before = validator.checkBeforeCards()
        declarations.reserveCapacity(cardCount)
        if keepingChecked {
            kept = before
            keptCards.reserveCapacity(cardCount)
        }
    }

    public mutating func check(_ card: consuming Card) {
        if let checked = validator.check(&card) { keptCards.append(checked) }
        declarations.append(consume card)
    }

    /// The checks that need every card, and every diagnostic; the checked spec when it
    /// was kept and has no error. `spec`: the whole file's spec without cards, when it was
    /// lowered after the cards were checked (the screens and bottom sheets may follow the
    /// cards); its tokens, types and themes must be those checked at first.
    public consuming func finish(spec: SpecFile? = nil) -> SpecValidator.Result {
        let after = validator.checkAfterCards(declarations, spec: spec)
        let diagnostics = validator.values.diagnostics
        guard let kept, !diagnostics.contains(where: { $0.severity == .error }) else {
            return SpecValidator.Result(diagnostics: diagnostics, checked: nil)
        }
        return SpecValidator.Result(diagnostics: diagnostics, checked: validator.checkedSpec(
            before: kept, cards: keptCards, screens: after.screens, sheets: after.sheets))
    }
}

/// One run over one file. Each group of checks lives in its own file as an extension.
struct Validator {
    private(set) var spec: SpecFile
    let catalog: Catalog
    var values: ValueChecker
    /// Positions in `spec.cards` by name (the first of each name; duplicates are reported).
    private(set) var cardPositions: [String: Int]
    let itemTypes: [String: ItemType]
    /// Cards, themes and types referred to by name somewhere, for the unused warnings.
    var usedNames: Set<String> = []
    /// Whether the parts' typed properties, slots and events are kept for the
    /// `CheckedSpec` (the checks themselves do not need them).
    let keepsChecked: Bool

    init(spec: SpecFile, catalog: Catalog, source: SourceFile, keepsChecked: Bool = true) {
        self.keepsChecked = keepsChecked
        self.spec = spec
        self.catalog = catalog
        self.values = ValueChecker(catalog: catalog, source: source, tokens: TokenTable(spec.tokens), keepsTyped: keepsChecked)
        // Sized for what it records, so that it does not grow one use at a time.
        usedNames = Set(minimumCapacity: spec.types.count + spec.themes.count + spec.cards.count)
        self.cardPositions = Self.positionsByName(spec.cards)
        self.itemTypes = Dictionary(spec.types.map { ($0.name.text, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @inline(never)
    mutating func report(_ kind: DiagnosticKind, _ message: String, at range: SourceRange,
                         notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], severity: Severity? = nil) {
        values.append([Diagnostic(kind, message, at: range, notes: notes, fixIts: fixIts, severity: severity)])
    }

    /// The scope outside cards: tokens and the theme only.
    var sharedScope: Scope { Scope(model: nil, parameters: nil, item: nil) }

    mutating func run() -> CheckedSpec {
        checkNames()
        // In place, in the buffer the local array holds (see `checkNames(in:)`): passed
        // from `spec.cards` to these mutating checks (and by `compactMap`), each whole card
        // was copied and destroyed.
        let specCards = spec.cards
        specCards.withUnsafeBufferPointer { specCards in
            for index in specCards.indices { checkNames(in: specCards.baseAddress! + index) }
        }
        let tokens = checkTokens()
        let types = checkTypes()
        let themes = checkThemes()
        let screens = checkScreens()
        let sheets = checkBottomSheets()
        var cards: [CheckedCard] = []
        cards.reserveCapacity(specCards.count)
        specCards.withUnsafeBufferPointer { specCards in
            for index in specCards.indices {
                if let card = checkCard(specCards.baseAddress! + index) { cards.append(card) }
            }
        }
        checkUsage()
        return checkedSpec(before: BeforeCards(tokens: tokens, types: types, themes: themes), cards: cards,
                           screens: screens, sheets: sheets)
    }

    /// What the checks before the cards type.
    struct BeforeCards {
        let tokens: [CheckedToken]
        let types: [CheckedItemType]
        let themes: [CheckedTheme]
    }

    func checkedSpec(before: BeforeCards, cards: [CheckedCard], screens: [CheckedScreen],
                     sheets: [CheckedSheet]) -> CheckedSpec {
        CheckedSpec(path: values.source.path, module: spec.module?.text, tokens: before.tokens, themes: before.themes,
                    appliedTheme: spec.theme?.text, types: before.types, screens: screens, bottomSheets: sheets,
                    cards: cards)
    }

    // `run()` for a spec whose cards come one by one (`CardByCardCheck`), each dropped
    // once checked but for what the checks after the cards read of it (its name and
    // parameters). The same checks, so the same diagnostics once sorted.

    mutating func checkBeforeCards() -> BeforeCards {
        BeforeCards(tokens: checkTokens(), types: checkTypes(), themes: checkThemes())
    }

    /// Checks a card and leaves only its declaration; the card typed, when kept.
    mutating func check(_ card: inout Card) -> CheckedCard? {
        let checked = withUnsafePointer(to: &card) { card in
            checkNames(in: card)
            return checkCard(card)
        }
        card.keepDeclarationOnly()
        return checked
    }

    /// `whole`: see `CardByCardCheck.finish(spec:)`.
    mutating func checkAfterCards(_ declarations: [Card], spec whole: SpecFile?)
        -> (screens: [CheckedScreen], sheets: [CheckedSheet]) {
        if let whole { spec = whole }
        // The set was sized before the cards were known; one reservation instead of a
        // resize at each doubling as the screens name them.
        usedNames.reserveCapacity(usedNames.count + declarations.count)
        spec.cards = declarations
        cardPositions = Self.positionsByName(declarations)
        checkNames()
        let screens = checkScreens()
        let sheets = checkBottomSheets()
        checkUsage()
        return (screens, sheets)
    }

    static func positionsByName(_ cards: [Card]) -> [String: Int] {
        // By index: enumerating the cards would copy each whole card for its name.
        var positions = [String: Int](minimumCapacity: cards.count)
        for index in cards.indices { _ = positions.keepingFirst(index, forKey: cards[index].name.text) }
        return positions
    }

    /// A reference to a card: its position, or nil (reported) when no card has the name.
    mutating func resolveCard(_ name: Name) -> Int? {
        let position = cardPositions[name.text]
        let cards = spec.cards
        _ = resolveName(name, isDeclared: position != nil, among: cards.map(\.name.text), what: "card")
        return position
    }

    /// A reference to a declared name, with a did-you-mean among the candidates.
    mutating func resolveName(_ name: Name, among candidates: [String], what: String) -> Bool {
        resolveName(name, isDeclared: candidates.contains(name.text), among: candidates, what: what)
    }

    /// `resolveName` when whether the name is declared is already known (a card, by
    /// `cardPositions`): the candidates are listed only for the message.
    mutating func resolveName(
        _ name: Name, isDeclared: Bool, among candidates: @autoclosure () -> [String], what: String
    ) -> Bool {
        usedNames.insert(name.text)
        if isDeclared { return true }
        var message = "no \(what) named '\(name.text)'"
        var fixIts: [FixIt] = []
        if let suggestion = values.suggestions.closest(to: name.text, in: candidates()) {
            message += "; did you mean '\(suggestion)'?"
            fixIts.append(FixIt(range: name.range, replacement: suggestion, message: "replace '\(name.text)' with '\(suggestion)'"))
        }
        report(.undefinedName, message, at: name.range, fixIts: fixIts)
        return false
    }

    /// The catalog type of a type written in the spec, or nil (reported) if unknown.
    mutating func resolveType(_ annotation: TypeAnnotation?) -> ValueType? {
        guard let annotation else { return nil }
        return resolveType(annotation.type, at: annotation.range)
    }

    private mutating func resolveType(_ type: TypeRef, at range: SourceRange) -> ValueType? {
        switch type {
        case .list(let element): return resolveType(element, at: range).map { .list($0) }
        case .optional(let wrapped): return resolveType(wrapped, at: range).map { .optional($0) }
        case .named(let name):
            if let builtin = catalog.modelTypes.first(where: { $0.name == name }) { return builtin.type }
            // Any enum of the library can be a model type, to bind enum properties.
            if catalog.enumeration(name) != nil { return .enumeration(name) }
            if itemTypes[name] != nil {
                usedNames.insert(name)
                return .item(name)
            }
            let candidates = catalog.modelTypes.map(\.name) + spec.types.map(\.name.text)
            var message = "unknown type '\(name)'"
            if let suggestion = values.suggestions.closest(to: name, in: candidates) { message += "; did you mean '\(suggestion)'?" }
            report(.undefinedName, message, at: range,
                   notes: [DiagnosticNote(message: "types: \(candidates.joined(separator: ", "))")])
            return nil
        }
    }
}

extension Card {
    /// Keeps only what the rest of the file sees of the card: its name and parameters
    /// (what a screen gives it). Its model is checked with the card, unused properties
    /// included, and read by nothing after. In place: the rest is let go, where a copy of
    /// the card was made first.
    mutating func keepDeclarationOnly() {
        model = []
        traits = []
        stateBinding = nil
        states = []
        onTap = []
        invalidateLayoutOn = []
    }
}
