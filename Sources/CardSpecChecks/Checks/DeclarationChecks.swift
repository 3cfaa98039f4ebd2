import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel

/// Tokens, item types, themes, screens and bottom sheets: everything outside cards.
extension Validator {
    mutating func checkTokens() -> [CheckedToken] {
        var checked: [CheckedToken] = []
        let firstPositions = values.tokens.firstPositions
        for (index, token) in spec.tokens.enumerated() {
            if firstPositions[index] != index {
                report(.invalidName, "\(token.category.rawValue) token '\(token.name.text)' is declared twice",
                       at: token.name.range,
                       notes: [DiagnosticNote(message: "first declared here", range: spec.tokens[firstPositions[index]].name.range)])
                continue
            }
            checkIdentifier(token.name, what: "token")
            if let value = values.check(token.value, as: ValueChecker.tokenType(token.category), scope: sharedScope,
                                        binding: nil, owner: .token(token.name.text, category: token.category.rawValue)) {
                checked.append(CheckedToken(category: token.category, name: token.name.text, value: value,
                                            range: token.name.range.union(token.value.range)))
            }
        }
        return checked
    }

    mutating func checkTypes() -> [CheckedItemType] {
        var fields: [String: [RecordField]] = [:]
        var checked: [CheckedItemType] = []
        for type in spec.types {
            let typed = type.fields.compactMap { field in
                resolveType(field.type).map { (name: field.name.text, type: $0) }
            }
            fields[type.name.text] = typed.map { RecordField($0.name, $0.type, isRequired: !$0.type.isOptional) }
            checked.append(CheckedItemType(name: type.name.text, fields: typed, range: type.name.range))
        }
        values.itemFields = fields
        return checked
    }

    mutating func checkThemes() -> [CheckedTheme] {
        let builtins = catalog.builtinThemes.map(\.name)
        let declared = spec.themes.map(\.name.text)
        var checked: [CheckedTheme] = []
        for theme in spec.themes {
            if let base = theme.base { _ = resolveName(base, among: builtins + declared, what: "theme") }
            var properties: [CheckedProperty] = []
            for property in theme.properties {
                guard let spec = catalog.themeProperty(property.name.text) else {
                    values.reportUnknown(property.name, kind: .unknownProperty, in: "theme '\(theme.name.text)'",
                                         candidates: catalog.themeProperties.map(\.name), noun: "theme property")
                    continue
                }
                if let value = values.check(property.value, against: spec, scope: sharedScope,
                                            owner: .themeProperty(spec.name)) {
                    properties.append(CheckedProperty(spec: spec, value: value, range: property.value.range))
                }
            }
            let baseName = theme.base?.text ?? catalog.defaultTheme
            let base: CheckedTheme.Base = declared.contains(baseName) ? .spec(baseName) : .builtin(baseName)
            checked.append(CheckedTheme(name: theme.name.text, base: base, properties: properties, range: theme.range))
        }
        if let applied = spec.theme { _ = resolveName(applied, among: builtins + declared, what: "theme") }
        checkThemeCycles()
        return checked
    }

    /// Follows each theme's base chain; a chain that comes back to a theme is a cycle,
    /// reported once, at the theme of the cycle that comes first in the file.
    private mutating func checkThemeCycles() {
        let bases = Dictionary(spec.themes.compactMap { theme in theme.base.map { (theme.name.text, $0.text) } },
                               uniquingKeysWith: { first, _ in first })
        var reported: Set<String> = []
        for theme in spec.themes {
            var chain = [theme.name.text]
            var current = theme.name.text
            while let next = bases[current] {
                if next == theme.name.text {
                    if reported.isDisjoint(with: chain) {
                        report(.themeCycle, "theme '\(theme.name.text)' is its own base: \((chain + [next]).joined(separator: " -> "))",
                               at: theme.base?.range ?? theme.name.range)
                    }
                    reported.formUnion(chain)
                    break
                }
                if chain.contains(next) { break }
                chain.append(next)
                current = next
            }
        }
    }

    mutating func checkScreens() -> [CheckedScreen] {
        let cards = spec.cards
        var checked: [CheckedScreen] = []
        for screen in spec.screens {
            guard let controller = catalog.screen(screen.kind.rawValue) else { continue }
            let (settings, _) = checkSettings(screen.properties, of: controller, owner: "screen '\(screen.name.text)'")
            if screen.kind == .fullScreen, screen.cards.count != 1 {
                report(.invalidValue,
                       "a fullScreen screen shows exactly one card; screen '\(screen.name.text)' lists \(screen.cards.count)",
                       at: screen.kindRange ?? screen.name.range)
            }
            var uses: [CheckedCardUse] = []
            for use in screen.cards {
                let position = cardPositions[use.card.text]
                guard resolveName(use.card, isDeclared: position != nil, among: cards.map(\.name.text), what: "card"),
                      let position else { continue }
                uses.append(CheckedCardUse(card: cards[position].name.text, arguments: checkArguments(use, for: cards, at: position),
                                           range: use.range))
            }
            checked.append(CheckedScreen(name: screen.name.text, controller: controller, settings: settings,
                                         cards: uses, range: screen.range))
        }
        return checked
    }

    /// `{card: Themed, with: {title: Hi}}`: each argument names a parameter and fits its
    /// type; parameters without a default must be given.
    // Given the cards and a position: a `Card` argument would be a copy of the whole card.
    private mutating func checkArguments(_ use: CardUse, for cards: [Card], at position: Int) -> [(name: String, value: TypedValue)] {
        let card = (name: cards[position].name, parameters: cards[position].parameters)
        var typed: [String: TypedValue] = [:]
        for argument in use.arguments {
            guard let parameter = card.parameters.first(where: { $0.name.text == argument.name.text }) else {
                values.reportUnknown(argument.name, kind: .unknownProperty, in: "card '\(card.name.text)'",
                                     candidates: card.parameters.map(\.name.text), noun: "parameter")
                continue
            }
            if let type = resolveTypeQuietly(parameter.type),
               let value = values.check(argument.value, as: type, scope: sharedScope, binding: nil,
                                        owner: .parameter(parameter.name.text)) {
                typed[parameter.name.text] = value
            }
        }
        for parameter in card.parameters where parameter.defaultValue == nil {
            if use.arguments[parameter.name.text] == nil {
                report(.missingArgument,
                       "card '\(card.name.text)' needs a value for its parameter '\(parameter.name.text)'; write {card: \(card.name.text), with: {\(parameter.name.text): …}}",
                       at: use.range)
            }
        }
        // Defaults are typed where the card is checked; here only what the screen gives.
        return card.parameters.compactMap { parameter in typed[parameter.name.text].map { (parameter.name.text, $0) } }
    }

    mutating func checkBottomSheets() -> [CheckedSheet] {
        let cards = spec.cards
        var checked: [CheckedSheet] = []
        for sheet in spec.bottomSheets {
            if let content = sheet.content {
                _ = resolveName(content, isDeclared: cardPositions[content.text] != nil, among: cards.map(\.name.text),
                                what: "card")
            } else {
                report(.missingArgument, "bottom sheet '\(sheet.name.text)' needs 'content', the card it shows",
                       at: sheet.name.range)
            }
            let (settings, events) = checkSettings(sheet.properties, of: catalog.bottomSheet,
                                                   owner: "bottom sheet '\(sheet.name.text)'")
            checked.append(CheckedSheet(name: sheet.name.text, content: sheet.content?.text ?? "", settings: settings,
                                        events: events, range: sheet.range))
        }
        return checked
    }

    /// Properties and events of a controller (a screen's or a sheet's settings).
    private mutating func checkSettings(_ properties: [Property], of controller: ControllerSpec, owner: String)
        -> ([CheckedProperty], [CheckedEvent]) {
        var settings: [CheckedProperty] = []
        var events: [CheckedEvent] = []
        for property in properties {
            if let spec = controller.properties.first(where: { $0.name == property.name.text }) {
                if let value = values.check(property.value, against: spec, scope: sharedScope, owner: .member(spec.name, of: owner)) {
                    settings.append(CheckedProperty(spec: spec, value: value, range: property.value.range))
                }
            } else if let event = controller.events.first(where: { $0.name == property.name.text }) {
                if let action = checkAction(property, owner: owner) {
                    events.append(CheckedEvent(event: event, action: action, range: property.value.range))
                }
            } else {
                values.reportUnknown(property.name, kind: .unknownProperty, in: owner,
                                     candidates: controller.properties.map(\.name) + controller.events.map(\.name),
                                     noun: "setting")
            }
        }
        return (settings, events)
    }

    /// An event's value must name an action; returns its name.
    @discardableResult
    mutating func checkAction(_ property: Property, owner: String) -> String? {
        if case .action(let action) = property.value.kind { return action.name.text }
        if case .invalid = property.value.kind { return nil }
        report(.typeMismatch,
               "'\(property.name.text)' of \(owner) takes an action name (an identifier such as 'openBudget'), found \(property.value.kindDescription)",
               at: property.value.range)
        return nil
    }

    /// A type already reported where it was declared is not reported again where used.
    mutating func resolveTypeQuietly(_ annotation: TypeAnnotation?) -> ValueType? {
        let reported = values.diagnostics.count
        let type = resolveType(annotation)
        if values.diagnostics.count > reported { values.dropLast(values.diagnostics.count - reported) }
        return type
    }
}
