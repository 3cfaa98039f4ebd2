import CardSpecCatalog
import CardSpecChecks
import CardSpecModel

/// Cards: their parameters, view model, traits and states, and the part tree of each
/// state.
extension LayoutBuilder {
    func card(_ card: CheckedCard) -> JSONNode {
        var scope = sharedScope
        scope.model = Dictionary(card.model.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        scope.parameters = Dictionary(card.parameters.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        let model: [JSONNode] = card.model.map { property in
            .object([
                "name": .string(property.name),
                "type": .string(property.type.swiftName),
                "initial": property.initial.map { sharedScope.resolve($0) } ?? scope.emptyValue(of: property.type),
                "source": source(property.range),
            ])
        }
        let parameters: [JSONNode] = card.parameters.map { parameter in
            .object([
                "name": .string(parameter.name),
                "type": .string(parameter.type.swiftName),
                "required": .bool(parameter.defaultValue == nil),
                "default": parameter.defaultValue.map { sharedScope.resolve($0) } ?? .null,
                "source": source(parameter.range),
            ])
        }
        let states: [JSONNode] = card.states.map { state in
            .object([
                "state": .string(state.name.description),
                "source": source(state.name.range),
                "onTap": .optional(card.taps.first { $0.state.description == state.name.description }?.action),
                "parts": .array(state.parts.map { part($0, scope: scope) }),
            ])
        }
        return .object([
            "name": .string(card.name),
            "source": source(card.range),
            "parameters": .array(parameters),
            "model": .array(model),
            "traits": .array(card.traits.map { trait($0, scope: scope) }),
            "state": card.stateBinding.map { scope.binding(.model, $0, twoWay: false) } ?? .null,
            "initialState": initialState(of: card, scope: scope),
            "states": .array(states),
            "invalidateLayoutOn": .array(card.invalidateLayoutOn.map { scope.binding(.model, $0, twoWay: false) }),
        ])
    }

    /// The state the card shows first: the initial value of the model property that
    /// drives its state, or `none`.
    private func initialState(of card: CheckedCard, scope: LayoutScope) -> JSONNode {
        guard let name = card.stateBinding, let property = card.model.first(where: { $0.name == name }) else { return "none" }
        let value = property.initial.map { scope.resolve($0) } ?? scope.emptyValue(of: property.type)
        return value == .null ? "none" : value
    }

    private func trait(_ trait: CheckedCard.Trait, scope: LayoutScope) -> JSONNode {
        let parameters = properties(trait.spec.parameters, given: trait.parameters, scope: scope)
        return .object([
            "trait": .string(trait.spec.name),
            "protocol": .string(trait.spec.protocolName),
            "source": source(trait.range),
            "parameters": .object(parameters.values),
            "written": .object(parameters.written),
        ])
    }

    /// A part with every property of its kind, every event (the action, or null), and
    /// every slot with the parts in it.
    func part(_ part: CheckedPart, scope: LayoutScope) -> JSONNode {
        let settings = properties(catalog.properties(of: part.spec), given: part.properties, scope: scope)
        var written = settings.written
        var events = JSONNode.Object()
        for event in part.spec.events {
            let wired = part.events.first { $0.event?.name == event.name }
            events[event.name] = .optional(wired?.action)
            if let wired { written[event.name] = source(wired.range) }
        }
        let slots: [JSONNode] = part.spec.slots.map { slot in
            let filled = part.slots.first { $0.spec.name == slot.name }
            var childScope = scope
            if slot.isRowTemplate {
                let fields = filled?.itemType.flatMap { itemTypes[$0] }?.fields ?? []
                childScope.item = Dictionary(fields.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
            }
            return .object([
                "slot": .string(slot.name),
                "rowTemplate": .bool(slot.isRowTemplate),
                "itemType": slot.isRowTemplate ? .optional(filled?.itemType) : .null,
                "parts": .array((filled?.parts ?? []).map { self.part($0, scope: childScope) }),
            ])
        }
        return .object([
            "kind": .string(part.spec.kind),
            "class": .string(part.spec.className),
            "id": .optional(part.id),
            "source": source(part.range),
            "properties": .object(settings.values),
            "events": .object(events),
            "written": .object(written),
            "slots": .array(slots),
        ])
    }
}
