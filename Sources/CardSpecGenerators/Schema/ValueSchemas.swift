import CardSpecCatalog
import CardSpecChecks
import CardSpecModel

/// The schemas of values: each catalog type in the forms docs/spec-language.md ("Value
/// types") gives it, with the references the place allows.
extension SchemaBuilder {
    static let hexColorPattern = "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"
    /// A scheme (RFC 3986), a colon, then anything without spaces or control characters.
    static let urlPattern = "^[A-Za-z][A-Za-z0-9+.\\-]*:[^ \\x00-\\x1F]+$"
    /// ISO 8601: a date, or a date and time with a zone.
    static let datePattern = "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(Z|[+-][0-9]{2}:[0-9]{2}))?$"

    /// A property: its value, the `$model` binding it allows in a card, its description,
    /// default and the limits of a literal value.
    func property(_ property: PropertySpec, _ scope: ValueScope) -> JSONNode {
        let binding = scope == .card ? property.binding : nil
        var alternatives: [JSONNode]
        if property.constraints.contains(.modelReferenceOnly) {
            alternatives = [modelReference]
        } else {
            alternatives = [value(property.type, scope)]
            if let binding {
                alternatives.append(modelReference)
                if binding.kind == .controlProperty { alternatives.append(twoWayReference) }
            }
        }
        var schema = JSONNode.Object()
        schema["description"] = .string(description(of: property, binding: binding))
        if alternatives.count == 1, case .object(let only) = alternatives[0] {
            for member in only.members where member.key != "description" { schema[member.key] = member.value }
        } else if case .object(let combined) = Self.anyOf(alternatives) {
            for member in combined.members { schema[member.key] = member.value }
        }
        let isNumber: Bool = switch property.type.unwrapped {
        case .int, .number: true
        default: false
        }
        for constraint in property.constraints {
            switch constraint {
            case .range(let lower, let upper) where isNumber:
                schema["minimum"] = .numeric(lower)
                schema["maximum"] = .numeric(upper)
            case .positive where isNumber: schema["exclusiveMinimum"] = 0
            case .nonNegative where isNumber: schema["minimum"] = 0
            case .minCount(let count): schema["minItems"] = .int(count)
            default: break
            }
        }
        if let value = defaultKeyword(property) { schema["default"] = value }
        return .object(schema)
    }

    private func description(of property: PropertySpec, binding: Binding?) -> String {
        var text = property.summary + " Type: \(property.type)."
        switch property.defaultValue {
        case .none: break
        case .literal(let literal): text += " Default: \(literal)."
        case .theme(let name): text += " Default: the theme's \(name)."
        case .computed(let how): text += " Default: \(how)."
        }
        if property.isRequired { text += " Required." }
        if property.constraints.contains(.modelReferenceOnly) {
            text += " Only a $model property."
        } else if let binding {
            text += binding.kind == .controlProperty
                ? " Can follow a $model property, or bind both ways with {twoWay: $model.name}."
                : " Can follow a $model property."
        }
        return text
    }

    /// The catalog's default as the `default` keyword, when it is a plain value.
    private func defaultKeyword(_ property: PropertySpec) -> JSONNode? {
        guard case .literal(let text) = property.defaultValue,
              let typed = CatalogLiterals.typed(text, as: property.type, catalog: catalog) else { return nil }
        switch typed {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .number(let number): return .numeric(number)
        case .string(let string), .image(let string): return .string(string)
        case .color(_, let name): return .string(name ?? text)
        case .enumCase(_, let name, let arguments) where arguments.isEmpty: return .string(name)
        default: return nil
        }
    }

    /// A value of `type` that stands on its own: a literal, or a reference that the scope
    /// allows and that can hold the type. Named types are shared definitions.
    func value(_ type: ValueType, _ scope: ValueScope) -> JSONNode {
        switch type {
        case .optional(let wrapped):
            // What the wrapped type takes, null, and theme properties that are optional.
            let extra = themeProperties(assignableTo: type).filter { !themeProperties(assignableTo: wrapped).contains($0) }
            var alternatives: [JSONNode] = [.object(["type": "null"]), value(wrapped, scope)]
            if scope != .literal, !extra.isEmpty { alternatives.append(.object(["enum": .strings(extra.map { "$theme." + $0 })])) }
            return Self.anyOf(alternatives)
        case .list, .tuple:
            return Self.anyOf([literal(type, scope)] + references(to: type, scope))
        default:
            return reference("\(scope.rawValue).\(Self.slug(type))") {
                let schema = Self.anyOf([literal(type, scope)] + references(to: type, scope))
                guard case .enumeration(let name) = type, let spec = catalog.enumeration(name) else { return schema }
                return Self.described("\(name): \(spec.summary)", schema)
            }
        }
    }

    /// The name of a type's definition: the Swift name, one for every kind of number.
    static func slug(_ type: ValueType) -> String {
        switch type {
        case .number: "Number"
        case .imageName, .image: "String"
        case .action: "Action"
        case .rowItem: "RowItem"
        default: type.swiftName
        }
    }

    /// References a value of `type` may be at a nested place of `scope`: tokens of a
    /// fitting category, theme properties of a fitting type, and in a card `$param` and
    /// `$item` (whose types only `cardspec check` knows).
    func references(to type: ValueType, _ scope: ValueScope) -> [JSONNode] {
        guard scope != .literal, type.unwrapped != .action else { return [] }
        var references: [JSONNode] = []
        for category in Token.Category.allCases where Self.isAssignable(category.valueType, to: type) {
            references.append(tokenReference(category))
        }
        let themed = themeProperties(assignableTo: type)
        if !themed.isEmpty {
            references.append(reference("reference.theme.\(Self.slug(type.unwrapped))") {
                .object([
                    "description": .string("A property of the applied theme that holds \(type.unwrapped.article)."),
                    "enum": .strings(themed.map { "$theme." + $0 }),
                ])
            })
        }
        if scope == .card { references.append(constantReference) }
        return references
    }

    func themeProperties(assignableTo type: ValueType) -> [String] {
        catalog.themeProperties.filter { Self.isAssignable($0.type, to: type) }.map(\.name)
    }

    /// The checks' rule for tokens and theme values: the same type, a non-optional for an
    /// optional, and numbers of every kind alike.
    static func isAssignable(_ type: ValueType, to expected: ValueType) -> Bool {
        switch (type, expected) {
        case (.optional(let wrapped), .optional(let expectedWrapped)): isAssignable(wrapped, to: expectedWrapped)
        case (_, .optional(let expectedWrapped)): isAssignable(type, to: expectedWrapped)
        case (.number, .number), (.int, .number), (.number, .int): true
        case (.imageName, .string), (.string, .imageName), (.string, .image), (.imageName, .image): true
        case (.item, .rowItem), (.rowItem, .item): true
        case (.list(let element), .list(let expectedElement)): isAssignable(element, to: expectedElement)
        default: type == expected
        }
    }

    /// A number inside a record (a font, insets, a size, ...): a literal or a `$number`
    /// token, as the checks allow, since the record is written out as one literal.
    func recordNumber(_ scope: ValueScope) -> JSONNode {
        let literal = JSONNode.object(["type": "number"])
        return scope == .literal ? literal : Self.anyOf([literal, tokenReference(.number)])
    }

    /// The literal forms of a type; what they hold inside is a `value` again.
    func literal(_ type: ValueType, _ scope: ValueScope) -> JSONNode {
        switch type {
        case .bool: return .object(["type": "boolean"])
        case .int: return .object(["type": "integer"])
        case .number: return .object(["type": "number"])
        case .string, .imageName, .image: return text
        case .color:
            return .object(["anyOf": [
                .object(["type": "string", "pattern": .string(Self.hexColorPattern)]),
                .object(["enum": .strings(catalog.namedColors.map(\.name))]),
            ]])
        case .font:
            let size = Self.merged(recordNumber(scope), ["exclusiveMinimum": 0])
            return .object(["anyOf": [
                record(["system": size, "weight": value(.enumeration("UIFont.Weight"), scope)], required: ["system"]),
                record(["name": value(.string, scope), "size": size], required: ["name", "size"]),
            ]])
        case .insets:
            let side = recordNumber(scope)
            return .object(["anyOf": [
                .object(["type": "number"]),
                record(["top": side, "left": side, "bottom": side, "right": side], required: []),
            ]])
        case .size: return record(["width": recordNumber(scope), "height": recordNumber(scope)], required: ["width", "height"])
        case .point: return record(["x": recordNumber(scope), "y": recordNumber(scope)], required: ["x", "y"])
        case .location:
            return record([
                "latitude": Self.merged(recordNumber(scope), ["minimum": -90, "maximum": 90]),
                "longitude": Self.merged(recordNumber(scope), ["minimum": -180, "maximum": 180]),
            ], required: ["latitude", "longitude"])
        case .span:
            let delta = Self.merged(recordNumber(scope), ["exclusiveMinimum": 0])
            return record(["latitudeDelta": delta, "longitudeDelta": delta], required: ["latitudeDelta", "longitudeDelta"])
        case .url: return .object(["type": "string", "pattern": .string(Self.urlPattern)])
        case .date: return .object(["type": "string", "pattern": .string(Self.datePattern)])
        case .enumeration(let name): return enumeration(name, scope)
        case .action: return action
        case .item: return literalValue
        case .rowItem: return .bool(false)  // never written: rows come from a $model list
        case .tuple(let elements):
            return record(JSONNode.Object(elements.map { ($0.label, value($0.type, scope)) }), required: elements.map(\.label))
        case .list(let element): return .object(["type": "array", "items": value(element, scope)])
        case .optional(let wrapped): return Self.anyOf([.object(["type": "null"]), literal(wrapped, scope)])
        }
    }

    /// `schema` (a `$ref` or an object) with more keywords beside it.
    static func merged(_ schema: JSONNode, _ extra: KeyValuePairs<String, JSONNode>) -> JSONNode {
        guard case .object(var object) = schema else { return schema }
        for (key, value) in extra { object[key] = value }
        return .object(object)
    }

    /// A mapping with these keys and no others.
    func record(_ properties: JSONNode.Object, required: [String]) -> JSONNode {
        var schema = JSONNode.Object()
        schema["type"] = "object"
        if !required.isEmpty { schema["required"] = .strings(required) }
        schema["additionalProperties"] = false
        schema["properties"] = .object(properties)
        return .object(schema)
    }

    /// A case by name; a case with values as a one-key mapping (`{currency: {maxLength: 6}}`);
    /// a state also as `custom(name)`.
    private func enumeration(_ name: String, _ scope: ValueScope) -> JSONNode {
        guard let spec = catalog.enumeration(name) else { return .bool(false) }
        var alternatives: [JSONNode] = []
        let bare = spec.cases.filter { $0.associatedValues.allSatisfy { !$0.isRequired } }.map(\.name)
        if !bare.isEmpty { alternatives.append(.object(["type": "string", "enum": .strings(bare)])) }
        if name == catalog.stateTypeName {
            alternatives.append(.object(["type": "string", "pattern": .string(Self.customStatePattern)]))
        }
        let withValues = spec.cases.filter { !$0.associatedValues.isEmpty }
        if !withValues.isEmpty {
            var cases = JSONNode.Object()
            for enumCase in withValues {
                let arguments = JSONNode.Object(enumCase.associatedValues.map { ($0.name, property($0, scope)) })
                cases[enumCase.name] = record(arguments, required: enumCase.associatedValues.filter(\.isRequired).map(\.name))
            }
            alternatives.append(Self.oneKeyOf(cases))
        }
        return Self.anyOf(alternatives)
    }
}

extension ValueType {
    /// "a UIColor", "an Int", for descriptions.
    var article: String {
        let text = description
        return (["A", "E", "I", "O", "U", "a", "e", "i", "o", "u"].contains(text.first.map(String.init) ?? "") ? "an " : "a ") + text
    }
}
