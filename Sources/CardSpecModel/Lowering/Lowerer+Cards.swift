import CardSpecDiagnostics
import CardSpecSyntax

extension Lowerer {
    enum CardKey: String, MappingKeys {
        case parameters, model, traits, state, parts, states, onTap, invalidateLayoutOn

        static let spelledKeys = SpelledKeys(Self.self)
    }

    static let cardKeys = CardKey.spellings

    mutating func cards(_ node: Node) -> [Card] {
        guard let pairs = cardPairs(node) else { return [] }
        return pairs.compactMapExactly { card($0) }
    }

    /// The `name: card` pairs of `cards:`, each lowered by `card(_:)`.
    mutating func cardPairs(_ node: Node) -> Pairs? {
        mapping(node, "a mapping of card names to cards")
    }

    mutating func card(_ pair: Pair) -> Card? {
        guard let name = keyName(pair.key) else { return nil }
        return card(name, pair.value)
    }

    private mutating func card(_ name: consuming Name, _ node: Node) -> Card? {
        guard let pairs = mapping(node, "card '\(name.text)' as a mapping") else { return nil }
        let known = knownKeys(pairs, CardKey.self, in: "card '\(name.text)'")
        // Each part in a local, the card made once at the end: a card built up in place
        // was copied whole along the way.
        var parameters: [Parameter] = [], model: [ModelProperty] = [], traits: [Trait] = []
        var stateBinding: Reference?, states: [CardStateBlock] = [], onTap: [StateAction] = []
        if let pair = known[CardKey.parameters] { parameters = self.parameters(pair.value) }
        if let pair = known[CardKey.model] { model = self.model(pair.value) }
        if let pair = known[CardKey.traits] { traits = self.traits(pair.value) }
        if let pair = known[CardKey.state] { stateBinding = modelReference(pair.value, for: "state") }
        // `parts:` (the state `none`) and the blocks of `states:` in one array, sized once.
        let partsPair = known[CardKey.parts], statesPair = known[CardKey.states]
        if partsPair != nil || statesPair != nil {
            states.reserveCapacity((partsPair == nil ? 0 : 1) + (statesPair.map { tree.childCount($0.value) } ?? 0))
        }
        if let pair = partsPair {
            states.append(CardStateBlock(state: .none(at: range(pair.key)), parts: parts(pair.value)))
        }
        if let pair = statesPair { self.states(pair.value, into: &states) }
        if let pair = known[CardKey.onTap] { onTap = self.onTap(pair.value, keyRange: range(pair.key)) }
        var invalidateLayoutOn: [Reference] = []
        if let pair = known[CardKey.invalidateLayoutOn], let items = sequence(pair.value, "a list of $model references") {
            invalidateLayoutOn = items.compactMapExactly { modelReference($0, for: "invalidateLayoutOn") }
        }
        // The range first and the name moved: read after it was passed, the name was copied.
        let cardRange = name.range.union(range(node))
        return Card(name: consume name, parameters: parameters, model: model, traits: traits, stateBinding: stateBinding,
                    states: states, onTap: onTap, invalidateLayoutOn: invalidateLayoutOn, range: cardRange)
    }

    /// `prop: Type` or `prop: {type: Type, initial: value}`.
    private mutating func model(_ node: Node) -> [ModelProperty] {
        guard let pairs = mapping(node, "a mapping of model property names to types") else { return [] }
        return pairs.compactMapExactly { pair in
            guard let name = keyName(pair.key) else { return nil }
            guard let (type, extra) = typedDeclaration(pair.value, .modelProperty, named: name) else { return nil }
            return ModelProperty(name: name, type: type, initial: extra, range: name.range.union(range(pair.value)))
        }
    }

    /// `name: Type` or `name: {type: Type, default: value}`.
    private mutating func parameters(_ node: Node) -> [Parameter] {
        guard let pairs = mapping(node, "a mapping of parameter names to types") else { return [] }
        return pairs.compactMapExactly { pair in
            guard let name = keyName(pair.key) else { return nil }
            guard let (type, extra) = typedDeclaration(pair.value, .parameter, named: name) else { return nil }
            return Parameter(name: name, type: type, defaultValue: extra)
        }
    }

    /// What a typed declaration declares, and the keys it may be written with.
    enum Declaration {
        case modelProperty, parameter

        /// For messages: "model property 'title'".
        func place(_ name: Name) -> String {
            switch self {
            case .modelProperty: "model property '\(name.text)'"
            case .parameter: "parameter '\(name.text)'"
            }
        }

        var spelledKeys: SpelledKeys {
            switch self {
            case .modelProperty: ModelPropertyKey.spelledKeys
            case .parameter: ParameterKey.spelledKeys
            }
        }

        var spellings: [String] {
            switch self {
            case .modelProperty: ModelPropertyKey.spellings
            case .parameter: ParameterKey.spellings
            }
        }

        /// Where `type` and the key of the starting value are among the keys.
        var keyPositions: (type: Int, startingValue: Int) {
            switch self {
            case .modelProperty: (KnownKeys.index(of: ModelPropertyKey.type), KnownKeys.index(of: ModelPropertyKey.initial))
            case .parameter: (KnownKeys.index(of: ParameterKey.type), KnownKeys.index(of: ParameterKey.default))
            }
        }
    }

    /// The shared shape of model properties and parameters: a type, written alone or
    /// with one more key for the starting value.
    /// A wrong type is reported and the declaration kept without one, so that the
    /// references to it do not each report it missing.
    // Not generic over the keys, and the place in messages made only for a report: one
    // copy of this for both kinds of declaration, which each card runs.
    private mutating func typedDeclaration(
        _ node: Node, _ declaration: Declaration, named name: Name
    ) -> (TypeAnnotation?, Value?)? {
        switch tree.kind(node) {
        case .scalar:
            return (typeAnnotation(node), nil)
        case .sequence:
            report(.wrongKind,
                   "expected a type, found a list; quote a list type in YAML: \"[\(flowText(node))]\"",
                   at: range(node))
            return (nil, nil)
        case .mapping:
            let pairs = tree.pairsInPlace(node)
            let known = knownKeys(pairs, declaration.spelledKeys, allowed: declaration.spellings,
                                  in: declaration.place(name))
            let keys = declaration.keyPositions
            let type: TypeAnnotation?
            if let typePair = known.pair(keyAt: keys.type) {
                type = typeAnnotation(typePair.value)
            } else {
                reportMissingKey(declaration.spellings[keys.type], of: declaration.place(name), at: range(node))
                type = nil
            }
            let extra = known.pair(keyAt: keys.startingValue).map { value($0.value, scope: .literal) }
            return (type, extra)
        }
    }

    enum ModelPropertyKey: String, MappingKeys {
        case type, initial

        static let spelledKeys = SpelledKeys(Self.self)
    }

    enum ParameterKey: String, MappingKeys {
        case type, `default`

        static let spelledKeys = SpelledKeys(Self.self)
    }

    /// `[Account]` written unquoted is a one-item list; its item's text, for the hint.
    func flowText(_ node: Node) -> String {
        let items = tree.itemsInPlace(node)
        guard tree.kind(node) == .sequence, items.count == 1, tree.kind(items[0]) == .scalar else { return "Item" }
        return tree.text(items[0])
    }

    private mutating func traits(_ node: Node) -> [Trait] {
        guard let pairs = mapping(node, "a mapping of trait names to their parameters") else { return [] }
        return pairs.compactMapExactly { pair in
            guard let name = keyName(pair.key) else { return nil }
            return Trait(name: name, value: value(pair.value, scope: .card))
        }
    }

    private mutating func states(_ node: Node, into blocks: inout [CardStateBlock]) {
        guard let pairs = mapping(node, "a mapping of state names to lists of parts") else { return }
        for pair in pairs {
            guard let state = stateName(pair.key) else { continue }
            blocks.append(CardStateBlock(state: state, parts: parts(pair.value)))
        }
    }

    /// `onTap: action` (the state `none`) or `onTap: {state: action, ...}`.
    private mutating func onTap(_ node: Node, keyRange: SourceRange) -> [StateAction] {
        if tree.kind(node) == .scalar {
            guard let action = action(node) else { return [] }
            return [StateAction(state: .none(at: keyRange), action: action)]
        }
        guard let pairs = mapping(node, "an action name, or a mapping of state names to actions") else { return [] }
        return pairs.compactMapExactly { pair in
            guard let state = stateName(pair.key), let action = action(pair.value) else { return nil }
            return StateAction(state: state, action: action)
        }
    }

    /// `hasData` or `custom(overBudget)`; which built-in names exist is the catalog's call.
    mutating func stateName(_ key: Node) -> StateName? {
        guard let name = keyName(key) else { return nil }
        let text = name.text
        if text.hasPrefix("custom(") && text.hasSuffix(")") {
            let inner = String(text.dropFirst("custom(".count).dropLast())
            if Identifier.isValid(inner) { return StateName(name: inner, isCustom: true, range: name.range) }
        } else if Identifier.isValid(text) {
            return StateName(name: text, isCustom: false, range: name.range)
        }
        report(.invalidValue,
               "'\(text)' is not a state name; write a built-in state such as 'hasData', or 'custom(name)'",
               at: name.range)
        return nil
    }

    /// A value that must be `$model.name` (a card's `state`, `invalidateLayoutOn`).
    private mutating func modelReference(_ node: Node, for key: String) -> Reference? {
        let reported = diagnostics.count
        let lowered = value(node, scope: .card)
        if let reference = lowered.reference, reference.namespace == .model {
            return reference
        }
        // A malformed reference has been reported already.
        if diagnostics.count > reported { return nil }
        report(.invalidReference,
               "'\(key)' takes a model property reference such as '$model.state', found \(lowered.kindDescription)",
               at: range(node))
        return nil
    }
}
