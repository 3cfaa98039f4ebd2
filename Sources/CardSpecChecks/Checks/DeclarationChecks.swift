import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel

/// Tokens, item types, themes, screens and bottom sheets: everything outside cards.
extension Validator {
    mutating func checkTokens() {
        var seen: [String: Token] = [:]
        for token in spec.tokens {
            let key = "\(token.category.rawValue).\(token.name.text)"
            if let first = seen[key] {
                report(.invalidName, "\(token.category.rawValue) token '\(token.name.text)' is declared twice",
                       at: token.name.range, notes: [DiagnosticNote(message: "first declared here", range: first.name.range)])
                continue
            }
            seen[key] = token
            checkIdentifier(token.name, what: "token")
            _ = values.check(token.value, as: ValueChecker.tokenType(token.category), scope: sharedScope,
                             binding: nil, owner: "\(token.category.rawValue) token '\(token.name.text)'")
        }
    }

    mutating func checkTypes() {
        var fields: [String: [(name: String, type: ValueType)]] = [:]
        for type in spec.types {
            fields[type.name.text] = type.fields.compactMap { field in
                resolveType(field.type).map { (field.name.text, $0) }
            }
        }
        values.itemFields = fields
    }

    mutating func checkThemes() {
        let builtins = catalog.builtinThemes.map(\.name)
        let declared = spec.themes.map(\.name.text)
        for theme in spec.themes {
            if let base = theme.base { _ = resolveName(base, among: builtins + declared, what: "theme") }
            for property in theme.properties {
                guard let spec = catalog.themeProperty(property.name.text) else {
                    values.reportUnknown(property.name, kind: .unknownProperty, in: "theme '\(theme.name.text)'",
                                         candidates: catalog.themeProperties.map(\.name), noun: "theme property")
                    continue
                }
                _ = values.check(property.value, against: spec, scope: sharedScope,
                                 owner: "theme property '\(spec.name)'")
            }
        }
        if let applied = spec.theme { _ = resolveName(applied, among: builtins + declared, what: "theme") }
        checkThemeCycles()
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

    mutating func checkScreens() {
        let cardNames = spec.cards.map(\.name.text)
        for screen in spec.screens {
            guard let controller = catalog.screen(screen.kind.rawValue) else { continue }
            checkSettings(screen.properties, of: controller, owner: "screen '\(screen.name.text)'")
            if screen.kind == .fullScreen, screen.cards.count != 1 {
                report(.invalidValue,
                       "a fullScreen screen shows exactly one card; screen '\(screen.name.text)' lists \(screen.cards.count)",
                       at: screen.kindRange ?? screen.name.range)
            }
            for use in screen.cards where resolveName(use.card, among: cardNames, what: "card") {
                if let card = cardsByName[use.card.text] { checkArguments(use, for: card) }
            }
        }
    }

    /// `{card: Themed, with: {title: Hi}}`: each argument names a parameter and fits its
    /// type; parameters without a default must be given.
    private mutating func checkArguments(_ use: CardUse, for card: Card) {
        for argument in use.arguments {
            guard let parameter = card.parameters.first(where: { $0.name.text == argument.name.text }) else {
                values.reportUnknown(argument.name, kind: .unknownProperty, in: "card '\(card.name.text)'",
                                     candidates: card.parameters.map(\.name.text), noun: "parameter")
                continue
            }
            if let type = resolveTypeQuietly(parameter.type) {
                _ = values.check(argument.value, as: type, scope: sharedScope, binding: nil,
                                 owner: "parameter '\(parameter.name.text)'")
            }
        }
        for parameter in card.parameters where parameter.defaultValue == nil {
            if use.arguments[parameter.name.text] == nil {
                report(.missingArgument,
                       "card '\(card.name.text)' needs a value for its parameter '\(parameter.name.text)'; write {card: \(card.name.text), with: {\(parameter.name.text): …}}",
                       at: use.range)
            }
        }
    }

    mutating func checkBottomSheets() {
        let cardNames = spec.cards.map(\.name.text)
        for sheet in spec.bottomSheets {
            if let content = sheet.content {
                _ = resolveName(content, among: cardNames, what: "card")
            } else {
                report(.missingArgument, "bottom sheet '\(sheet.name.text)' needs 'content', the card it shows",
                       at: sheet.name.range)
            }
            checkSettings(sheet.properties, of: catalog.bottomSheet, owner: "bottom sheet '\(sheet.name.text)'")
        }
    }

    /// Properties and events of a controller (a screen's or a sheet's settings).
    private mutating func checkSettings(_ properties: [Property], of controller: ControllerSpec, owner: String) {
        for property in properties {
            if let spec = controller.properties.first(where: { $0.name == property.name.text }) {
                _ = values.check(property.value, against: spec, scope: sharedScope, owner: "'\(spec.name)' of \(owner)")
            } else if controller.events.contains(where: { $0.name == property.name.text }) {
                checkAction(property, owner: owner)
            } else {
                values.reportUnknown(property.name, kind: .unknownProperty, in: owner,
                                     candidates: controller.properties.map(\.name) + controller.events.map(\.name),
                                     noun: "setting")
            }
        }
    }

    /// An event's value must name an action.
    mutating func checkAction(_ property: Property, owner: String) {
        if case .action = property.value.kind { return }
        if case .invalid = property.value.kind { return }
        report(.typeMismatch,
               "'\(property.name.text)' of \(owner) takes an action name (an identifier such as 'openBudget'), found \(property.value.kindDescription)",
               at: property.value.range)
    }

    /// A type already reported where it was declared is not reported again where used.
    mutating func resolveTypeQuietly(_ annotation: TypeAnnotation?) -> ValueType? {
        let reported = values.diagnostics.count
        let type = resolveType(annotation)
        if values.diagnostics.count > reported { values.dropLast(values.diagnostics.count - reported) }
        return type
    }
}
