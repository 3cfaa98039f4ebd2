import CardSpecDiagnostics
import CardSpecSyntax

extension Lowerer {
    /// A list of parts (a state's parts, a stack's `parts`).
    mutating func parts(_ node: Node) -> [Part] {
        guard let items = sequence(node, "a list of parts") else { return [] }
        return items.compactMapExactly { part($0) }
    }

    /// `- kind: {properties}`, or `- kind` for a part without properties.
    mutating func part(_ node: Node) -> Part? {
        switch tree.kind(node) {
        case .scalar:
            guard let kind = string(node, "a part") else { return nil }
            return Part(kind: kind, id: nil, properties: [], range: range(node))
        case .sequence:
            report(.malformedPart,
                   "expected a part (a mapping with one key, the part kind), found a list",
                   at: range(node))
            return nil
        case .mapping:
            let pairs = tree.pairsInPlace(node)
            guard pairs.count == 1, let pair = pairs.first else {
                reportMalformedPart(pairs, at: range(node))
                return nil
            }
            guard let kind = keyName(pair.key) else { return nil }
            guard let body = mapping(pair.value, "the properties of the '\(kind.text)' part as a mapping") else {
                return nil
            }
            let slots = childSlots(ofKind: kind)
            return partBody(kind: consume kind, slots: slots, body, range: range(node))
        }
    }

    /// The vocabulary's slots for a part kind. Out of line with the name borrowed: asked
    /// inline, the optimizer copied the whole name around the protocol call and destroyed
    /// the copy after it, for every part.
    @inline(never)
    private func childSlots(ofKind kind: borrowing Name) -> ChildSlots {
        vocabulary.childSlots(ofPartKind: kind.text)
    }

    private mutating func partBody(kind: consuming Name, slots: ChildSlots, _ pairs: Pairs,
                                   range partRange: SourceRange) -> Part {
        var id: Name?
        var properties: [Property] = []
        properties.reserveCapacity(pairs.count)
        for pair in pairs {
            guard let name = keyName(pair.key) else { continue }
            // On the key's bytes: `name.text == "id"` went through String's general
            // comparison for every other key (~45 instructions each).
            if tree.isScalar(pair.key, ascii: "id") {
                id = partID(pair.value)
                continue
            }
            let value: Value
            switch slots.slot(for: name.text) {
            case .list?:
                value = Value(.parts(parts(pair.value)), at: range(pair.value))
            case .single?:
                guard let child = part(pair.value) else { continue }
                value = Value(.part(child), at: range(pair.value))
            case nil:
                value = propertyValue(named: name, pair.value, scope: .card)
            }
            // `consume`: without it the optimizer copies the name and the value here and
            // destroys the originals.
            properties.append(Property(name: consume name, value: consume value))
        }
        return Part(kind: consume kind, id: id, properties: properties, range: partRange, kindIndex: slots.kindIndex)
    }

    /// `id: name`, checked; out of line, as few parts have one.
    @inline(never)
    private mutating func partID(_ node: Node) -> Name? {
        guard let given = string(node, "a part id (an identifier)") else { return nil }
        guard Identifier.isValid(given.text) else {
            report(.invalidValue, "part id '\(given.text)' is not an identifier; \(Identifier.rule)", at: given.range)
            return nil
        }
        return given
    }

    private mutating func reportMalformedPart(_ pairs: Pairs, at partRange: SourceRange) {
        guard pairs.count > 1 else {
            report(.malformedPart, "a part needs a kind, such as '- text: {text: Hello}'", at: partRange)
            return
        }
        let keys = pairs.compactMap { pair -> String? in
            if tree.kind(pair.key) == .scalar { return "'\(tree.text(pair.key))'" }
            return nil
        }
        var notes: [DiagnosticNote] = []
        // `- text:` followed by its properties at the same indentation is the usual cause.
        if let first = pairs.first, tree.scalarValue(first.value) == .null {
            notes.append(DiagnosticNote(
                message: "the properties of a part go under its kind, indented further",
                range: range(pairs[1].key)))
        }
        report(.malformedPart,
               "a part is a mapping with one key, the part kind; found \(pairs.count) keys (\(keys.joined(separator: ", ")))",
               at: partRange, notes: notes)
    }
}
