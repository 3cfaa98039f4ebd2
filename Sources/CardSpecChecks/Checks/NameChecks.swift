import CardSpecDiagnostics
import CardSpecModel

/// Names become Swift identifiers: they must be valid, not keywords, and unique where
/// the generated code puts them side by side.
extension Validator {
    /// The names of the file's declarations; `checkNames(in:)` checks those inside cards.
    mutating func checkNames() {
        // Cards, screens, themes, types and bottom sheets share the generated module's
        // namespace of types.
        var topLevel = [String: (name: Name, what: String)](
            minimumCapacity: spec.types.count + spec.themes.count + spec.screens.count + spec.bottomSheets.count
                + spec.cards.count)
        // By index: iterating would copy each whole declaration for its name.
        for index in spec.types.indices { declare(spec.types[index].name, "type", in: &topLevel) }
        for index in spec.themes.indices { declare(spec.themes[index].name, "theme", in: &topLevel) }
        for index in spec.screens.indices { declare(spec.screens[index].name, "screen", in: &topLevel) }
        for index in spec.bottomSheets.indices { declare(spec.bottomSheets[index].name, "bottom sheet", in: &topLevel) }
        for index in spec.cards.indices { declare(spec.cards[index].name, "card", in: &topLevel) }
        for theme in spec.themes where catalog.builtinTheme(theme.name.text) != nil {
            report(.invalidName, "theme '\(theme.name.text)' has the name of a built-in theme; choose another name",
                   at: theme.name.range)
        }
        for type in spec.types {
            for field in type.fields { checkIdentifier(field.name, what: "field") }
        }
    }

    /// Checks a top-level name and records it in `topLevel`, the first of each name.
    private mutating func declare(_ name: Name, _ what: String, in topLevel: inout [String: (name: Name, what: String)]) {
        guard checkIdentifier(name, what: what) else { return }
        guard let first = topLevel.keepingFirst((name, what), forKey: name.text) else { return }
        report(.invalidName,
               "\(what) '\(name.text)' has the same name as \(first.what) '\(first.name.text)'; generated types would collide",
               at: name.range, notes: [DiagnosticNote(message: "\(first.what) '\(first.name.text)' declared here", range: first.name.range)])
    }

    /// The names inside one card: its model properties, parameters and part ids.
    mutating func checkNames(in card: Card) {
        for property in card.model { checkIdentifier(property.name, what: "model property") }
        for parameter in card.parameters {
            checkIdentifier(parameter.name, what: "parameter")
            if let clash = card.model.first(where: { $0.name.text == parameter.name.text }) {
                report(.invalidName, "parameter '\(parameter.name.text)' has the same name as a model property",
                       at: parameter.name.range,
                       notes: [DiagnosticNote(message: "model property declared here", range: clash.name.range)])
            }
        }
        checkPartIDs(card)
    }

    /// Valid and not a keyword; reports and returns false otherwise.
    @discardableResult
    mutating func checkIdentifier(_ name: Name, what: String) -> Bool {
        if !Identifier.isValid(name.text) {
            report(.invalidName,
                   "\(what) name '\(name.text)' is not an identifier; \(Identifier.rule)",
                   at: name.range)
            return false
        }
        if Identifier.keywordIndex.contains(name.text) {
            report(.invalidName, "\(what) name '\(name.text)' is a Swift keyword; choose another name", at: name.range)
            return false
        }
        return true
    }

    private mutating func checkPartIDs(_ card: Card) {
        var ids: [Name] = []
        for state in card.states.indices {
            for part in card.states[state].parts.indices { card.states[state].parts[part].collectIDs(into: &ids) }
        }
        guard !ids.isEmpty else { return }
        var seen: [String: Name] = [:]
        for id in ids {
            if Identifier.keywordIndex.contains(id.text) {
                report(.invalidName, "part id '\(id.text)' is a Swift keyword; choose another name", at: id.range)
            } else if catalog.reservedCardMembers.contains(id.text) {
                report(.invalidName,
                       "part id '\(id.text)' is taken by the generated card controller; choose another name",
                       at: id.range)
            } else if let first = seen[id.text] {
                report(.invalidName, "two parts of card '\(card.name.text)' have the id '\(id.text)'", at: id.range,
                       notes: [DiagnosticNote(message: "first used here", range: first.range)])
            } else {
                seen[id.text] = id
            }
        }
    }
}

extension Part {
    /// Appends the ids of this part and every part inside it, in source order.
    func collectIDs(into ids: inout [Name]) {
        if let id { ids.append(id) }
        // By index: iterating would copy each whole property and part.
        for index in properties.indices {
            switch properties[index].value.kind {
            case .part(let child): child.collectIDs(into: &ids)
            case .parts(let children): for position in children.indices { children[position].collectIDs(into: &ids) }
            default: break
            }
        }
    }
}

extension Identifier {
    /// `swiftKeywords` found by their bytes (FNV-1a and one comparison): every name a spec
    /// declares is looked up, and the set's seeded hash cost three times as much.
    static let keywordIndex = NameIndex(Array(swiftKeywords))
}
