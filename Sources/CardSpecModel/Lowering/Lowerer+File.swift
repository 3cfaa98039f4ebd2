import CardSpecDiagnostics
import CardSpecSyntax

extension Lowerer {
    enum FileKey: String, MappingKeys {
        case cardspec, target, module, tokens, themes, theme, types, screens, bottomSheets, cards

        static let spelledKeys = SpelledKeys(Self.self)
    }

    static let fileKeys = FileKey.spellings
    static let supportedVersion = 1
    static let targets = ["cardparts"]

    /// The spec of the file. With `deferringCards`, its cards are left out and the
    /// `cards:` node is returned instead, for `CardByCardLowering` to lower one by one.
    mutating func file(_ root: Node?, source: SourceFile) -> SpecFile? {
        file(root, source: source, deferringCards: false).spec
    }

    /// With `forCards`, only what checking a card reads of the file is lowered (its
    /// screens and bottom sheets are left out): the spec the cards are checked against while
    /// the file is parsed (`CardsWhileParsing`).
    mutating func file(_ root: Node?, source: SourceFile, deferringCards: Bool, forCards: Bool = false)
        -> (spec: SpecFile?, cards: Node?) {
        guard let root, !tree.isNull(root) else {
            report(.emptySpec, "the spec is empty; a spec starts with 'cardspec: \(Lowerer.supportedVersion)'",
                   at: SourceRange(at: .start),
                   fixIts: [FixIt(range: SourceRange(at: .start), replacement: "cardspec: \(Lowerer.supportedVersion)\n",
                                  message: "insert 'cardspec: \(Lowerer.supportedVersion)'")])
            return (nil, nil)
        }
        guard let pairs = mapping(root, "a mapping with 'cardspec: \(Lowerer.supportedVersion)' at the top") else {
            return (nil, nil)
        }
        let known = knownKeys(pairs, FileKey.self, in: "the spec file")

        var spec = SpecFile(range: range(root), version: Lowerer.supportedVersion, target: nil, module: nil,
                            tokens: [], themes: [], theme: nil, types: [], screens: [], bottomSheets: [], cards: [])
        if let pair = known[FileKey.cardspec] {
            version(pair.value)
        } else {
            report(.missingKey, "the spec is missing the required key 'cardspec' (the language version)",
                   at: SourceRange(at: range(root).start),
                   fixIts: [FixIt(range: SourceRange(at: range(root).start),
                                  replacement: "cardspec: \(Lowerer.supportedVersion)\n",
                                  message: "insert 'cardspec: \(Lowerer.supportedVersion)'")])
        }
        if let pair = known[FileKey.target] { spec.target = target(pair.value) }
        if let pair = known[FileKey.module] { spec.module = identifierName(pair.value, "a module name (an identifier)") }
        if let pair = known[FileKey.tokens] { spec.tokens = tokens(pair.value) }
        if let pair = known[FileKey.themes] { spec.themes = themes(pair.value) }
        if let pair = known[FileKey.theme] { spec.theme = string(pair.value, "a theme name") }
        if let pair = known[FileKey.types] { spec.types = itemTypes(pair.value) }
        if !forCards {
            if let pair = known[FileKey.screens] { spec.screens = screens(pair.value) }
            if let pair = known[FileKey.bottomSheets] { spec.bottomSheets = bottomSheets(pair.value) }
        }
        guard let pair = known[FileKey.cards] else { return (spec, nil) }
        if deferringCards { return (spec, pair.value) }
        spec.cards = cards(pair.value)
        return (spec, nil)
    }

    private mutating func version(_ node: Node) {
        guard case .int(let number)? = tree.scalarValue(node) else {
            report(.wrongKind, "expected the language version \(Lowerer.supportedVersion), found \(kindDescription(node))",
                   at: range(node))
            return
        }
        guard number == Lowerer.supportedVersion else {
            report(.unsupportedVersion,
                   "spec language version \(number) is not supported; this cardspec reads version \(Lowerer.supportedVersion)",
                   at: range(node))
            return
        }
    }

    private mutating func target(_ node: Node) -> Name? {
        guard let name = string(node, "a component library name") else { return nil }
        guard Lowerer.targets.contains(name.text) else {
            var message = "unknown target '\(name.text)'; cardspec supports \(Lowerer.targets.map { "'\($0)'" }.joined(separator: ", "))"
            var fixIts: [FixIt] = []
            if let suggestion = Suggestions.closest(to: name.text, in: Lowerer.targets) {
                message = "unknown target '\(name.text)'; did you mean '\(suggestion)'?"
                fixIts.append(FixIt(range: name.range, replacement: suggestion, message: "replace '\(name.text)' with '\(suggestion)'"))
            }
            report(.invalidValue, message, at: name.range, fixIts: fixIts)
            return nil
        }
        return name
    }

    mutating func identifierName(_ node: Node, _ expected: String) -> Name? {
        guard let name = string(node, expected) else { return nil }
        guard Identifier.isValid(name.text) else {
            report(.invalidValue, "'\(name.text)' is not an identifier; expected \(expected): \(Identifier.rule)", at: name.range)
            return nil
        }
        return name
    }

    /// `tokens: {color: {name: value}, font: {...}, ...}`
    private mutating func tokens(_ node: Node) -> [Token] {
        guard let pairs = mapping(node, "a mapping of token categories (\(Token.Category.allCases.map(\.rawValue).joined(separator: ", ")))") else {
            return []
        }
        let categories = Token.Category.allCases.map(\.rawValue)
        var tokens: [Token] = []
        for pair in pairs {
            guard let categoryName = keyName(pair.key) else { continue }
            guard let category = Token.Category(rawValue: categoryName.text) else {
                reportUnknownKey(categoryName, allowed: categories, in: "tokens")
                continue
            }
            guard let entries = mapping(pair.value, "a mapping of \(category.rawValue) token names to values") else { continue }
            for entry in entries {
                guard let name = keyName(entry.key) else { continue }
                tokens.append(Token(category: category, name: name, value: value(entry.value, scope: .literal)))
            }
        }
        return tokens
    }

    /// `themes: {Name: {base: mint, property: value, ...}}`
    private mutating func themes(_ node: Node) -> [Theme] {
        guard let pairs = mapping(node, "a mapping of theme names to themes") else { return [] }
        // Read through a local: called on `self.tree` inside this mutating closure, the
        // tree's readers copied the whole tree for every entry.
        let tree = self.tree
        return pairs.compactMapExactly { pair in
            guard let name = keyName(pair.key),
                  let body = mapping(pair.value, "theme '\(name.text)' as a mapping of theme properties") else { return nil }
            var theme = Theme(name: name, base: nil, properties: [], range: name.range.union(range(pair.value)))
            var rest: [Pair] = []
            for entry in body {
                if tree.isScalar(entry.key, ascii: "base") {
                    theme.base = string(entry.value, "a base theme name")
                } else {
                    rest.append(entry)
                }
            }
            theme.properties = properties(rest, scope: .shared)
            return theme
        }
    }

    /// `screens: {Name: {kind: cards, cards: [...], setting: value}}`
    private mutating func screens(_ node: Node) -> [Screen] {
        guard let pairs = mapping(node, "a mapping of screen names to screens") else { return [] }
        let tree = self.tree  // a local, as in `themes`
        return pairs.compactMapExactly { pair in
            guard let name = keyName(pair.key),
                  let body = mapping(pair.value, "screen '\(name.text)' as a mapping") else { return nil }
            var screen = Screen(name: name, kind: .cards, kindRange: nil, cards: [], properties: [],
                                range: name.range.union(range(pair.value)))
            var rest: [Pair] = []
            for entry in body {
                guard tree.kind(entry.key) == .scalar else { rest.append(entry); continue }
                switch tree.text(entry.key) {
                case "kind":
                    screen.kindRange = range(entry.value)
                    if let kind = screenKind(entry.value) { screen.kind = kind }
                case "cards":
                    if let items = sequence(entry.value, "a list of card names") {
                        screen.cards = items.compactMapExactly { cardUse($0) }
                    }
                default:
                    rest.append(entry)
                }
            }
            screen.properties = properties(rest, scope: .shared)
            return screen
        }
    }

    private mutating func screenKind(_ node: Node) -> Screen.Kind? {
        guard let name = string(node, "a screen kind") else { return nil }
        if let kind = Screen.Kind(rawValue: name.text) { return kind }
        let kinds = Screen.Kind.allCases.map(\.rawValue)
        var message = "unknown screen kind '\(name.text)'; expected \(kinds.map { "'\($0)'" }.joined(separator: " or "))"
        var fixIts: [FixIt] = []
        if let suggestion = Suggestions.closest(to: name.text, in: kinds) {
            message = "unknown screen kind '\(name.text)'; did you mean '\(suggestion)'?"
            fixIts.append(FixIt(range: name.range, replacement: suggestion, message: "replace '\(name.text)' with '\(suggestion)'"))
        }
        report(.invalidValue, message, at: name.range, fixIts: fixIts)
        return nil
    }

    enum CardUseKey: String, MappingKeys {
        case card, with

        static let spelledKeys = SpelledKeys(Self.self)
    }

    /// `CardName` or `{card: CardName, with: {parameter: value}}`.
    private mutating func cardUse(_ node: Node) -> CardUse? {
        if tree.kind(node) == .scalar {
            guard let name = string(node, "a card name") else { return nil }
            return CardUse(card: name, arguments: [], range: range(node))
        }
        guard let pairs = mapping(node, "a card name, or a mapping with 'card' and 'with'") else { return nil }
        let known = knownKeys(pairs, CardUseKey.self, in: "a card on a screen")
        guard let cardPair = requireKey(CardUseKey.card, in: known, of: "a card on a screen", at: range(node)),
              let card = string(cardPair.value, "a card name") else { return nil }
        var arguments: [Property] = []
        if let with = known[CardUseKey.with], let argumentPairs = mapping(with.value, "a mapping of parameter names to values") {
            arguments = properties(argumentPairs, scope: .shared)
        }
        return CardUse(card: card, arguments: arguments, range: range(node))
    }

    /// `bottomSheets: {Name: {content: CardName, setting: value}}`
    private mutating func bottomSheets(_ node: Node) -> [BottomSheet] {
        guard let pairs = mapping(node, "a mapping of bottom sheet names to bottom sheets") else { return [] }
        let tree = self.tree  // a local, as in `themes`
        return pairs.compactMapExactly { pair in
            guard let name = keyName(pair.key),
                  let body = mapping(pair.value, "bottom sheet '\(name.text)' as a mapping") else { return nil }
            var sheet = BottomSheet(name: name, content: nil, properties: [], range: name.range.union(range(pair.value)))
            var rest: [Pair] = []
            for entry in body {
                if tree.isScalar(entry.key, ascii: "content") {
                    sheet.content = string(entry.value, "the name of the card the sheet shows")
                } else {
                    rest.append(entry)
                }
            }
            sheet.properties = properties(rest, scope: .shared)
            return sheet
        }
    }
}
