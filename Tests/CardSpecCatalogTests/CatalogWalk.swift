import CardSpecCatalog

/// Every place a catalog holds properties or value types, for the consistency tests.
extension Catalog {
    /// Each property with a path naming its owner (`part text`, `trait shadow`, ...).
    var everyProperty: [(owner: String, property: PropertySpec)] {
        var all: [(String, PropertySpec)] = []
        for part in parts { all += part.properties.map { ("part \(part.kind)", $0) } }
        all += commonPartProperties.map { ("common", $0) }
        for spec in enums {
            for enumCase in spec.cases { all += enumCase.associatedValues.map { ("enum \(spec.name).\(enumCase.name)", $0) } }
        }
        for trait in traits { all += trait.parameters.map { ("trait \(trait.name)", $0) } }
        all += themeProperties.map { ("theme", $0) }
        for controller in screens + [bottomSheet] { all += controller.properties.map { ("controller \(controller.name)", $0) } }
        return all
    }

    /// Each value type the catalog mentions: property types, binding elements, event
    /// payloads and model types.
    var everyValueType: [(owner: String, type: ValueType)] {
        var all: [(String, ValueType)] = []
        for (owner, property) in everyProperty {
            all.append(("\(owner).\(property.name)", property.type))
            if let binding = property.binding { all.append(("\(owner).\(property.name) binding", binding.element)) }
        }
        for part in parts {
            all += part.events.compactMap { event in event.payload.map { ("part \(part.kind).\(event.name)", $0) } }
        }
        all += bottomSheet.events.compactMap { event in event.payload.map { ("bottomSheet.\(event.name)", $0) } }
        all += modelTypes.map { ("model type \($0.name)", $0.type) }
        return all
    }

    var allEvents: [(owner: String, event: EventSpec)] {
        parts.flatMap { part in part.events.map { ("part \(part.kind)", $0) } }
            + (screens + [bottomSheet]).flatMap { controller in controller.events.map { ("controller \(controller.name)", $0) } }
    }
}

extension ValueType {
    /// This type and every type nested in it.
    var flattened: [ValueType] {
        switch self {
        case .list(let element), .optional(let element): [self] + element.flattened
        case .tuple(let elements): [self] + elements.flatMap(\.type.flattened)
        default: [self]
        }
    }
}
