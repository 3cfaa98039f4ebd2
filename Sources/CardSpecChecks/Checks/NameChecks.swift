import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel

/// Names become Swift identifiers: they must be valid, not keywords, and unique where
/// the generated code puts them side by side.
extension Validator {
    /// The names of the file's declarations; `checkNames(in:)` checks those inside cards.
    mutating func checkNames() {
        // Cards, screens, themes, types and bottom sheets share the generated module's
        // namespace of types.
        let count = spec.types.count + spec.themes.count + spec.screens.count + spec.bottomSheets.count + spec.cards.count
        var topLevel = [String: (name: Name, what: String)](minimumCapacity: count)
        // The Swift types generated for them, by name (a card makes four).
        var generated = GeneratedTypes(names: SwiftNames(module: spec.module?.text ?? ""), capacity: count + 3 * spec.cards.count)
        // By index: iterating would copy each whole declaration for its name.
        for index in spec.types.indices { declare(spec.types[index].name, .type, "type", in: &topLevel, &generated) }
        for index in spec.themes.indices { declare(spec.themes[index].name, .theme, "theme", in: &topLevel, &generated) }
        for index in spec.screens.indices { declare(spec.screens[index].name, .screen, "screen", in: &topLevel, &generated) }
        for index in spec.bottomSheets.indices {
            declare(spec.bottomSheets[index].name, .bottomSheet, "bottom sheet", in: &topLevel, &generated)
        }
        for index in spec.cards.indices { declare(spec.cards[index].name, .card, "card", in: &topLevel, &generated) }
        for theme in spec.themes where catalog.builtinTheme(theme.name.text) != nil {
            report(.invalidName, "theme '\(theme.name.text)' has the name of a built-in theme; choose another name",
                   at: theme.name.range)
        }
        for type in spec.types {
            for field in type.fields { checkIdentifier(field.name, what: "field") }
        }
    }

    /// The Swift types generated for the declarations checked so far, each with the
    /// declaration that makes it.
    private struct GeneratedTypes {
        let names: SwiftNames
        var makers: [String: (name: Name, what: String)]

        init(names: SwiftNames, capacity: Int) {
            self.names = names
            makers = Dictionary(minimumCapacity: capacity)
        }
    }

    /// Checks a top-level name and records it in `topLevel`, the first of each name, and
    /// its generated types in `generated`. One report at most for each declaration.
    private mutating func declare(_ name: Name, _ declaration: SwiftNames.Declaration, _ what: String,
                                  in topLevel: inout [String: (name: Name, what: String)], _ generated: inout GeneratedTypes) {
        guard checkIdentifier(name, what: what) else { return }
        if let first = topLevel.keepingFirst((name, what), forKey: name.text) {
            report(.invalidName,
                   "\(what) '\(name.text)' has the same name as \(first.what) '\(first.name.text)'; generated types would collide",
                   at: name.range,
                   notes: [DiagnosticNote(message: "\(first.what) '\(first.name.text)' declared here", range: first.name.range)])
            return
        }
        let names = generated.names
        for type in names.types(of: declaration, named: name.text) {
            // What the generated type would be mistaken for, if anything.
            var problem: String?
            if catalog.referencedSwiftNames.contains(type) {
                problem = "shadows the \(type) that generated code uses; choose another name"
            } else if type == names.tokens || type == names.appearance {
                problem = "takes the name of the generated \(type == names.tokens ? "tokens" : "theme appearance") enum; "
                    + (names.prefix.isEmpty ? "set 'module:' to prefix the generated names, or choose another name" : "choose another name")
            }
            if let problem {
                // An item type's Swift name is its own; the others' are made from it.
                let subject = type == name.text ? "\(what) '\(name.text)'" : "\(what) '\(name.text)' makes the Swift type '\(type)', which"
                report(.invalidName, "\(subject) \(problem)", at: name.range)
                return
            }
            if let first = generated.makers.keepingFirst((name, what), forKey: type) {
                report(.invalidName,
                       "\(what) '\(name.text)' makes the Swift type '\(type)', as \(first.what) '\(first.name.text)' does; generated types would collide",
                       at: name.range,
                       notes: [DiagnosticNote(message: "\(first.what) '\(first.name.text)' declared here", range: first.name.range)])
                return
            }
        }
    }

    /// The names inside one card: its model properties, parameters and part ids.
    ///
    /// The card is read in place, where its caller holds it: passed by value to these
    /// mutating checks, each card of a spec checked whole was copied (and destroyed),
    /// twice, as the optimizer cannot tell that the checks leave the spec's cards alone.
    mutating func checkNames(in card: UnsafePointer<Card>) {
        // By index: iterating would copy each whole property.
        for index in card.pointee.model.indices { checkIdentifier(card.pointee.model[index].name, what: "model property") }
        for parameter in card.pointee.parameters {
            checkIdentifier(parameter.name, what: "parameter")
            if let clash = card.pointee.model.first(where: { $0.name.text == parameter.name.text }) {
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

    private mutating func checkPartIDs(_ card: UnsafePointer<Card>) {
        var ids: [Name] = []
        for state in card.pointee.states.indices {
            Part.collectIDs(of: card.pointee.states[state].parts, into: &ids)
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
                report(.invalidName, "two parts of card '\(card.pointee.name.text)' have the id '\(id.text)'", at: id.range,
                       notes: [DiagnosticNote(message: "first used here", range: first.range)])
            } else {
                seen[id.text] = id
            }
        }
    }
}

extension Part {
    /// Appends the ids of `parts` and of every part inside them, in source order.
    static func collectIDs(of parts: [Part], into ids: inout [Name]) {
        // In place: passed by value to a function that also takes `ids`, every part was
        // copied (three references retained and released), as the optimizer cannot tell
        // that appending to `ids` leaves the parts alone. `parts` holds the buffer for
        // the walk.
        parts.withUnsafeBufferPointer { parts in
            for index in parts.indices { collectIDs(of: parts.baseAddress! + index, into: &ids) }
        }
    }

    /// `collectIDs(of:into:)` for one part, read where its parent holds it.
    private static func collectIDs(of part: UnsafePointer<Part>, into ids: inout [Name]) {
        if let id = part.pointee.id { ids.append(id) }
        part.pointee.properties.withUnsafeBufferPointer { properties in
            for index in properties.indices {
                // Case by case: a `switch` copied the whole value's kind.
                if case .parts(let children) = properties[index].value.kind {
                    collectIDs(of: children, into: &ids)
                } else if case .part(let child) = properties[index].value.kind {
                    withUnsafePointer(to: child) { collectIDs(of: $0, into: &ids) }
                }
            }
        }
    }
}

extension Identifier {
    /// `swiftKeywords` found by their bytes (FNV-1a and one comparison): every name a spec
    /// declares is looked up, and the set's seeded hash cost three times as much.
    static let keywordIndex = NameIndex(Array(swiftKeywords))
}
