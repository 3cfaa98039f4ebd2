import CardSpecChecks

/// Cards: their parameters, view model, traits and states, and the part tree of each
/// state.
extension LayoutBuilder {
    func card(_ card: CheckedCard, to out: inout JSONStream) {
        var scope = sharedScope
        scope.model = Dictionary(card.model.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        scope.parameters = Dictionary(card.parameters.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        out.openObject()
        out.key("name")
        out.string(card.name)
        out.key("source")
        source(card.range, to: &out)
        out.key("parameters")
        array(card.parameters, to: &out) { parameter, out in
            out.openObject()
            out.key("name")
            out.string(parameter.name)
            out.key("type")
            out.string(parameter.type.swiftName)
            out.key("required")
            out.bool(parameter.defaultValue == nil)
            out.key("default")
            if let value = parameter.defaultValue { sharedScope.write(value, to: &out) } else { out.null() }
            out.key("source")
            source(parameter.range, to: &out)
            out.closeObject()
        }
        out.key("model")
        array(card.model, to: &out) { property, out in
            out.openObject()
            out.key("name")
            out.string(property.name)
            out.key("type")
            out.string(property.type.swiftName)
            out.key("initial")
            if let initial = property.initial { sharedScope.write(initial, to: &out) } else { scope.writeEmptyValue(of: property.type, to: &out) }
            out.key("source")
            source(property.range, to: &out)
            out.closeObject()
        }
        out.key("traits")
        array(card.traits, to: &out) { trait($0, scope: scope, to: &$1) }
        out.key("state")
        if let binding = card.stateBinding { scope.writeBinding(.model, binding, twoWay: false, to: &out) } else { out.null() }
        out.key("initialState")
        out.write(initialState(of: card, scope: scope))
        out.key("states")
        array(card.states, to: &out) { state, out in
            out.openObject()
            out.key("state")
            out.string(state.name.description)
            out.key("source")
            source(state.name.range, to: &out)
            out.key("onTap")
            out.optional(card.taps.first { $0.state.description == state.name.description }?.action)
            out.key("parts")
            array(state.parts, to: &out) { part($0, scope: scope, to: &$1) }
            out.closeObject()
        }
        out.key("invalidateLayoutOn")
        array(card.invalidateLayoutOn, to: &out) { scope.writeBinding(.model, $0, twoWay: false, to: &$1) }
        out.closeObject()
    }

    /// The state the card shows first: the initial value of the model property that
    /// drives its state, or `none`.
    private func initialState(of card: CheckedCard, scope: LayoutScope) -> JSONStream.Fragment {
        let none = JSONStream.fragment { $0.string("none") }
        guard let name = card.stateBinding, let property = card.model.first(where: { $0.name == name }) else { return none }
        let value = JSONStream.fragment { out in
            if let initial = property.initial { scope.write(initial, to: &out) } else { scope.writeEmptyValue(of: property.type, to: &out) }
        }
        return value == .null ? none : value
    }

    private func trait(_ trait: CheckedCard.Trait, scope: LayoutScope, to out: inout JSONStream) {
        out.openObject()
        out.key("trait")
        out.string(trait.spec.name)
        out.key("protocol")
        out.string(trait.spec.protocolName)
        out.key("source")
        source(trait.range, to: &out)
        out.key("parameters")
        let parameters = scope.context.properties(of: trait.spec) { trait.spec.parameters }
        let written = properties(parameters, given: trait.parameters, scope: scope, to: &out)
        out.key("written")
        self.written(written, to: &out)
        out.closeObject()
    }

    /// A part with every property of its kind, every event (the action, or null), and
    /// every slot with the parts in it.
    func part(_ part: CheckedPart, scope: LayoutScope, to out: inout JSONStream) {
        let context = scope.context
        out.openObject()
        out.key("kind")
        out.string(part.spec.kind)
        out.key("class")
        out.string(part.spec.className)
        out.key("id")
        out.optional(part.id)
        out.key("source")
        source(part.range, to: &out)
        out.key("properties")
        var written = properties(context.properties(of: part.spec) { context.catalog.properties(of: part.spec) },
                                 given: part.properties, scope: scope, to: &out)
        out.key("events")
        events(context.events(of: part.spec) { part.spec.events }, wired: part.events, written: &written, to: &out)
        out.key("written")
        self.written(written, to: &out)
        out.key("slots")
        array(part.spec.slots, to: &out) { slot, out in
            let filled = part.slots.first { $0.spec.name == slot.name }
            var childScope = scope
            if slot.isRowTemplate {
                let fields = filled?.itemType.flatMap { itemTypes[$0] }?.fields ?? []
                childScope.item = Dictionary(fields.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
            }
            out.openObject()
            out.key("slot")
            out.string(slot.name)
            out.key("rowTemplate")
            out.bool(slot.isRowTemplate)
            out.key("itemType")
            if slot.isRowTemplate { out.optional(filled?.itemType) } else { out.null() }
            out.key("parts")
            array(filled?.parts ?? [], to: &out) { self.part($0, scope: childScope, to: &$1) }
            out.closeObject()
        }
        out.closeObject()
    }
}
