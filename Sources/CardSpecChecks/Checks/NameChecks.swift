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
        var declared: [Declared] = []
        declared.reserveCapacity(count)
        // By index: iterating would copy each whole declaration for its name. Types first:
        // their Swift names are their own, which the others' generated names must not take.
        for index in spec.types.indices { declare(spec.types[index].name, .type, "type", in: &topLevel, &declared) }
        for index in spec.themes.indices { declare(spec.themes[index].name, .theme, "theme", in: &topLevel, &declared) }
        for index in spec.screens.indices { declare(spec.screens[index].name, .screen, "screen", in: &topLevel, &declared) }
        for index in spec.bottomSheets.indices {
            declare(spec.bottomSheets[index].name, .bottomSheet, "bottom sheet", in: &topLevel, &declared)
        }
        for index in spec.cards.indices { declare(spec.cards[index].name, .card, "card", in: &topLevel, &declared) }
        checkGeneratedTypes(of: declared)
        for theme in spec.themes where catalog.builtinTheme(theme.name.text) != nil {
            report(.invalidName, "theme '\(theme.name.text)' has the name of a built-in theme; choose another name",
                   at: theme.name.range)
        }
        for type in spec.types {
            for field in type.fields { checkIdentifier(field.name, what: "field") }
        }
    }

    /// A top-level declaration whose name is an identifier of its own.
    private struct Declared {
        let name: Name
        let declaration: SwiftNames.Declaration
        let what: String
    }

    /// Checks a top-level name and records it in `topLevel`, the first of each name, and
    /// in `declared` when it is an identifier taken by nothing before it.
    private mutating func declare(_ name: Name, _ declaration: SwiftNames.Declaration, _ what: String,
                                  in topLevel: inout [String: (name: Name, what: String)], _ declared: inout [Declared]) {
        guard checkIdentifier(name, what: what) else { return }
        if let first = topLevel.keepingFirst((name, what), forKey: name.text) {
            report(.invalidName,
                   "\(what) '\(name.text)' has the same name as \(first.what) '\(first.name.text)'; generated types would collide",
                   at: name.range,
                   notes: [DiagnosticNote(message: "\(first.what) '\(first.name.text)' declared here", range: first.name.range)])
            return
        }
        declared.append(Declared(name: name, declaration: declaration, what: what))
    }

    /// The Swift types generated for the declarations (`SwiftNames`) must not shadow a
    /// name the generated code uses, nor be made twice. Of the declarations' own kinds'
    /// suffixes none ends as another's does, so two types can only be made twice by a
    /// type (named freely) and another declaration, or by two cards of one stem (`Foo`
    /// and `FooCard`): those are what is compared, piece by piece, without making the
    /// names (made for every declaration of every spec, they cost `check` 8%). One report
    /// at most for each declaration, at its first generated type with a problem.
    private mutating func checkGeneratedTypes(of declared: [Declared]) {
        let names = SwiftNames(module: spec.module?.text ?? "")
        // What could collide at all, found first: in most specs nothing can, and nothing
        // more is looked at. A generated type takes a name the generated code uses only
        // if the prefix and the stem begin one (`catalog.shadowableSwiftNames`); a type
        // takes a generated name only if it ends as one does; and two cards make one
        // stem only if one's name ends with `Card`.
        let shadowable = names.prefix.isEmpty ? catalog.shadowableSwiftNames
            : catalog.shadowableSwiftNames.filter { $0.stem.hasPrefix(names.prefix) }
        let typeCount = declared.prefix { $0.declaration == .type }.count
        let typesMayCollide = declared[..<typeCount].contains { SwiftNames.mayBeGenerated($0.name.text) }
        // By index, the names read in place: a card copied for its name retained all it holds.
        let stemsMayRepeat = spec.cards.indices.contains { SwiftNames.endsWith("Card", spec.cards[$0].name.text) }
        defer { for index in 0..<typeCount { checkItemTypeName(declared[index], names: names) } }
        guard !shadowable.isEmpty || typesMayCollide || stemsMayRepeat else { return }
        // The first card of each stem, by position in `declared`.
        var cardsByStem: [Substring: Int] = [:]
        if stemsMayRepeat { cardsByStem.reserveCapacity(spec.cards.count) }
        // Read in place: each entry copied retained its strings.
        declared.withUnsafeBufferPointer { declared in
            for index in declared.indices where declared[index].declaration != .type {
                let declaration = declared[index].declaration, name = declared[index].name.text
                let stem = SwiftNames.stem(of: declaration, named: name)
                let stemCount = stem.utf8.count
                // Without a prefix, a stem that begins no name the generated code uses makes none.
                let mayShadow = !shadowable.isEmpty
                    && (!names.prefix.isEmpty || catalog.shadowableStems.contains(stemCount == name.utf8.count ? name : String(stem)))
                guard mayShadow || typesMayCollide || (stemsMayRepeat && declaration == .card) else { continue }
                for (position, suffix) in SwiftNames.suffixes(of: declaration).enumerated() {
                    if mayShadow, let shadowed = shadowable.first(where: {
                        $0.declaration == declaration && $0.suffixPosition == position
                            && names.isType($0.name, of: declaration, stem: stem, stemCount: stemCount, suffix: suffix)
                    })?.name {
                        report(.invalidName,
                               "\(declared[index].what) '\(name)' makes the Swift type '\(shadowed)', which shadows the \(shadowed) that generated code uses; choose another name",
                               at: declared[index].name.range)
                        break
                    }
                    var first = !typesMayCollide ? nil : declared[..<typeCount].firstIndex {
                        names.isType($0.name.text, of: declaration, stem: stem, stemCount: stemCount, suffix: suffix)
                    }
                    if first == nil, stemsMayRepeat, declaration == .card, position == 0 {
                        // Recorded at the first suffix, which every card of the stem makes alike.
                        first = cardsByStem.keepingFirst(index, forKey: stem)
                    }
                    if let first {
                        let type = names.types(of: declaration, named: name)[position]
                        let other = declared[first]
                        report(.invalidName,
                               "\(declared[index].what) '\(name)' makes the Swift type '\(type)', as \(other.what) '\(other.name.text)' does; generated types would collide",
                               at: declared[index].name.range,
                               notes: [DiagnosticNote(message: "\(other.what) '\(other.name.text)' declared here", range: other.name.range)])
                        break
                    }
                }
            }
        }
    }

    /// An item type's Swift name is its own: not one the generated code uses, nor the
    /// generated tokens' or appearance's.
    private mutating func checkItemTypeName(_ entry: Declared, names: SwiftNames) {
        let name = entry.name.text
        let problem: String
        if catalog.referencedSwiftNames.contains(name) {
            problem = "shadows the \(name) that generated code uses; choose another name"
        } else if let enumeration = [(names.tokens, "tokens"), (names.appearance, "theme appearance")].first(where: { $0.0 == name })?.1 {
            problem = "takes the name of the generated \(enumeration) enum; "
                + (names.prefix.isEmpty ? "set 'module:' to prefix the generated names, or choose another name" : "choose another name")
        } else {
            return
        }
        report(.invalidName, "\(entry.what) '\(name)' \(problem)", at: entry.name.range)
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
