import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel

/// Tokens, item types, themes, screens and bottom sheets: everything outside cards.
extension Validator {
    mutating func checkTokens() -> [CheckedToken] {
        var checked: [CheckedToken] = []
        // Sized at once when kept, rather than grown token by token.
        if keepsChecked { checked.reserveCapacity(spec.tokens.count) }
        let firstPositions = values.tokens.firstPositions
        for (index, token) in spec.tokens.enumerated() {
            if firstPositions[index] != index {
                report(.invalidName, "\(token.category.rawValue) token '\(token.name.text)' is declared twice",
                       at: token.name.range,
                       notes: [DiagnosticNote(message: "first declared here", range: spec.tokens[firstPositions[index]].name.range)])
                continue
            }
            checkIdentifier(token.name, what: "token")
            // Kept only for a `CheckedSpec`: the list grew token by token for nothing in `check`.
            if let value = values.check(token.value, as: ValueChecker.tokenType(token.category), scope: sharedScope,
                                        binding: nil, owner: .token(token.name.text, category: token.category.rawValue)),
               keepsChecked {
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
        let declared = spec.themes.map(\.name.text)
        var checked: [CheckedTheme] = []
        for theme in spec.themes {
            if let base = theme.base { resolveTheme(base, declared: declared) }
            var properties: [CheckedProperty] = []
            for property in theme.properties {
                guard let spec = catalog.themeProperty(property.name.text) else {
                    values.reportUnknown(property.name, kind: .unknownProperty, in: "theme '\(theme.name.text)'",
                                         candidates: catalog.themeProperties.map(\.name), noun: "theme property")
                    continue
                }
                if let value = values.check(property.value, against: spec, scope: sharedScope,
                                            owner: .themeProperty(spec.name)), keepsChecked {
                    properties.append(CheckedProperty(spec: spec, value: value, range: property.value.range))
                }
            }
            let baseName = theme.base?.text ?? catalog.defaultTheme
            let base: CheckedTheme.Base = declared.contains(baseName) ? .spec(baseName) : .builtin(baseName)
            checked.append(CheckedTheme(name: theme.name.text, base: base, properties: properties, range: theme.range))
        }
        if let applied = spec.theme { resolveTheme(applied, declared: declared) }
        checkThemeCycles()
        return checked
    }

    /// A reference to a theme, built in or declared: the candidates are listed only for a
    /// message, where they were joined into a new list for every reference.
    private mutating func resolveTheme(_ name: Name, declared: [String]) {
        let builtins = catalog.builtinThemes
        _ = resolveName(name, isDeclared: catalog.builtinTheme(name.text) != nil || declared.contains(name.text),
                        among: builtins.map(\.name) + declared, what: "theme")
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
            // By index: iterating would copy each whole use. The uses and screens are kept
            // only for a `CheckedSpec`.
            for index in screen.cards.indices {
                guard let position = resolveCard(screen.cards[index].card) else { continue }
                let arguments = checkArguments(screen.cards[index], for: cards, at: position)
                if keepsChecked {
                    uses.append(CheckedCardUse(card: cards[position].name.text, arguments: arguments,
                                               range: screen.cards[index].range))
                }
            }
            if keepsChecked {
                checked.append(CheckedScreen(name: screen.name.text, controller: controller, settings: settings,
                                             cards: uses, range: screen.range))
            }
        }
        return checked
    }

    /// `{card: Themed, with: {title: Hi}}`: each argument names a parameter and fits its
    /// type; parameters without a default must be given.
    // Given the cards and a position: a `Card` argument would be a copy of the whole card.
    private mutating func checkArguments(_ use: CardUse, for cards: [Card], at position: Int) -> [(name: String, value: TypedValue)] {
        // Most uses give none: then only the parameters without a default are looked at,
        // without the card's name and parameters copied out and a table of typed values.
        guard !use.arguments.isEmpty else {
            for index in cards[position].parameters.indices where cards[position].parameters[index].defaultValue == nil {
                reportMissingArgument(cards[position].parameters[index].name.text, of: cards[position].name.text,
                                      at: use.range)
            }
            return []
        }
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
                reportMissingArgument(parameter.name.text, of: card.name.text, at: use.range)
            }
        }
        // Defaults are typed where the card is checked; here only what the screen gives.
        return card.parameters.compactMap { parameter in typed[parameter.name.text].map { (parameter.name.text, $0) } }
    }

    @inline(never)
    private mutating func reportMissingArgument(_ parameter: String, of card: String, at range: SourceRange) {
        report(.missingArgument,
               "card '\(card)' needs a value for its parameter '\(parameter)'; write {card: \(card), with: {\(parameter): …}}",
               at: range)
    }

    mutating func checkBottomSheets() -> [CheckedSheet] {
        var checked: [CheckedSheet] = []
        for sheet in spec.bottomSheets {
            if let content = sheet.content {
                _ = resolveCard(content)
            } else {
                report(.missingArgument, "bottom sheet '\(sheet.name.text)' needs 'content', the card it shows",
                       at: sheet.name.range)
            }
            let (settings, events) = checkSettings(sheet.properties, of: catalog.bottomSheet,
                                                   owner: "bottom sheet '\(sheet.name.text)'")
            if keepsChecked {
                checked.append(CheckedSheet(name: sheet.name.text, content: sheet.content?.text ?? "", settings: settings,
                                            events: events, range: sheet.range))
            }
        }
        return checked
    }

    /// Properties and events of a controller (a screen's or a sheet's settings).
    private mutating func checkSettings(_ properties: [Property], of controller: ControllerSpec, owner: String)
        -> ([CheckedProperty], [CheckedEvent]) {
        var settings: [CheckedProperty] = []
        var events: [CheckedEvent] = []
        // Sized at once when kept (at most one entry a property), rather than grown.
        if keepsChecked { settings.reserveCapacity(properties.count) }
        // In place: iterating would copy each whole property, and a value passed to the
        // checks was copied too (see `ValueChecker.check`). `properties` holds the buffer.
        properties.withUnsafeBufferPointer { properties in
            for index in properties.indices {
                switch controller.setting(properties[index].name.text) {
                case .property(let spec)?:
                    // Kept only for a `CheckedSpec`, as the events.
                    if let value = values.check((properties.baseAddress! + index).pointerToValue, against: spec, scope: sharedScope,
                                                owner: .member(spec.name, of: owner)),
                       keepsChecked {
                        settings.append(CheckedProperty(spec: spec, value: value, range: properties[index].value.range))
                    }
                case .event(let event)?:
                    if let action = checkAction(properties[index], owner: owner), keepsChecked {
                        events.append(CheckedEvent(event: event, action: action, range: properties[index].value.range))
                    }
                case nil:
                    values.reportUnknown(properties[index].name, kind: .unknownProperty, in: owner,
                                         candidates: controller.properties.map(\.name) + controller.events.map(\.name),
                                         noun: "setting")
                }
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
