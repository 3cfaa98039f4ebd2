import CardSpecCatalog
import CardSpecModel

/// The skeleton of a spec, as docs/spec-language.md defines it: the file's keys, tokens,
/// themes, types, screens, bottom sheets and cards; with the catalog's parts, traits,
/// theme properties and controller settings filled in.
extension SchemaBuilder {
    /// The members of the schema's root: a spec file.
    func root() -> JSONNode.Object {
        JSONNode.Object([
            ("type", "object"),
            ("required", ["cardspec"]),
            ("additionalProperties", false),
            ("properties", .object([
                "cardspec": .object([
                    "description": .string("The language version the file is written in: \(SpecSchemaGenerator.languageVersion)."),
                    "type": "integer",
                    "const": .int(SpecSchemaGenerator.languageVersion),
                ]),
                "target": .object([
                    "description": .string("The component library: \(catalog.target) (\(catalog.library)), the default."),
                    "enum": .strings([catalog.target]),
                ]),
                "module": Self.described("A prefix for the generated Swift type names (an identifier).", identifier),
                "tokens": tokens(),
                "themes": themes(),
                "theme": Self.described(
                    "The theme applied: a theme of this file or a built-in one (\(catalog.builtinThemes.map(\.name).joined(separator: ", "))); without it, CardParts' default, \(catalog.defaultTheme).",
                    themeName),
                "types": itemTypes(),
                "screens": screens(),
                "bottomSheets": bottomSheets(),
                "cards": .object([
                    "description": "The cards, by name (an identifier).",
                    "type": Self.nullable("object"),
                    "propertyNames": identifier,
                    "additionalProperties": card,
                ]),
            ])),
        ])
    }

    /// A mapping of names (identifiers) to `value`.
    private func namedMap(_ description: String, _ value: JSONNode, names: JSONNode? = nil) -> JSONNode {
        .object([
            "description": .string(description),
            "type": Self.nullable("object"),
            "propertyNames": names ?? identifier,
            "additionalProperties": value,
        ])
    }

    // MARK: Tokens, themes, types

    private func tokens() -> JSONNode {
        var categories = JSONNode.Object()
        for category in Token.Category.allCases {
            categories[category.rawValue] = namedMap(
                "\(category.rawValue) tokens by name, used as $\(category.rawValue).name; literal \(category.valueType.swiftName) values only.",
                value(category.valueType, .literal))
        }
        return .object([
            "description": "Named values of the file, by category.",
            "type": Self.nullable("object"),
            "additionalProperties": false,
            "properties": .object(categories),
        ])
    }

    private func themes() -> JSONNode {
        let builtins = catalog.builtinThemes.map(\.name)
        let theme = reference("theme") {
            var properties = JSONNode.Object()
            properties["base"] = Self.described(
                "The theme this one changes: \(builtins.joined(separator: ", ")) or another theme of this file; without it, \(catalog.defaultTheme).",
                themeName)
            for property in catalog.themeProperties { properties[property.name] = self.property(property, .shared) }
            return .object([
                "description": "A CardPartsTheme: its base with the theme properties written here changed. Values may use tokens and $theme (the base's value).",
                "type": Self.nullable("object"),
                "additionalProperties": false,
                "properties": .object(properties),
            ])
        }
        let names = Self.merged(identifier, ["not": .object(["enum": .strings(builtins)])])
        return namedMap("The themes of the file, by name (an identifier that is not a built-in theme's).", theme, names: names)
    }

    private func itemTypes() -> JSONNode {
        let fields = namedMap("The fields of the type, by name, each with its type.", typeExpression)
        return namedMap("Structs for table and collection rows, by name.", fields)
    }

    // MARK: Screens and bottom sheets

    private func screens() -> JSONNode {
        let screen = reference("screen") {
            let defaultKind = Screen.Kind.cards.rawValue
            let kinds = Screen.Kind.allCases.map(\.rawValue).filter { catalog.screen($0) != nil }
            var variants: [JSONNode] = []
            for kind in kinds {
                guard let controller = catalog.screen(kind) else { continue }
                let isDefault = kind == defaultKind
                var properties = JSONNode.Object()
                properties["kind"] = .object([
                    "description": .string("The kind of screen: \(kinds.joined(separator: " or ")) (the default is \(defaultKind)). \(kind): \(controller.className), \(controller.summary)"),
                    "const": .string(kind),
                ])
                var cards = JSONNode.Object()
                cards["description"] = isDefault
                    ? "The cards the screen shows, in order: a card's name, or {card: Name, with: {parameter: value}}."
                    : "The one card the screen shows: its name, or {card: Name, with: {parameter: value}}."
                cards["type"] = isDefault ? Self.nullable("array") : "array"
                cards["items"] = cardUse
                if !isDefault {
                    cards["minItems"] = 1
                    cards["maxItems"] = 1
                }
                properties["cards"] = .object(cards)
                for property in controller.properties { properties[property.name] = self.property(property, .shared) }
                var variant = JSONNode.Object()
                variant["title"] = .string("\(kind) screen")
                variant["type"] = isDefault ? Self.nullable("object") : "object"
                if !isDefault { variant["required"] = ["kind", "cards"] }
                variant["additionalProperties"] = false
                variant["properties"] = .object(properties)
                variants.append(.object(variant))
            }
            return .object([
                "description": "A screen: a list of cards (kind: cards) or one card full screen (kind: fullScreen), with the controller's settings.",
                "anyOf": .array(variants),
            ])
        }
        return namedMap("The screens of the app, by name (an identifier).", screen)
    }

    private var cardUse: JSONNode {
        reference("cardUse") {
            .object([
                "description": "A card on a screen: its name, or {card: Name, with: {parameter: value}} for a card with parameters. That the card exists and takes these arguments is checked by `cardspec check`.",
                "anyOf": [
                    identifier,
                    record([
                        "card": Self.described("The card's name.", identifier),
                        "with": namedMap("The card's arguments, by parameter name.", sharedValue),
                    ], required: ["card"]),
                ],
            ])
        }
    }

    private func bottomSheets() -> JSONNode {
        let controller = catalog.bottomSheet
        let sheet = reference("bottomSheet") {
            var properties = JSONNode.Object()
            properties["content"] = Self.described("The card the sheet shows, by name.", identifier)
            for property in controller.properties { properties[property.name] = self.property(property, .shared) }
            for event in controller.events { properties[event.name] = Self.described(event.summary + " An action.", action) }
            return .object([
                "description": .string("A \(controller.className): \(controller.summary) App code presents it."),
                "type": "object",
                "required": ["content"],
                "additionalProperties": false,
                "properties": .object(properties),
            ])
        }
        return namedMap("Bottom sheets, by name (an identifier); each is declared once and presented by app code.", sheet)
    }

    // MARK: Cards

    private var card: JSONNode {
        reference("card") {
            let tapTargets = stateMap(action, description: "Actions by state: state name → action.")
            return .object([
                "description": "A card: its view model, parameters, traits, and the parts of each state.",
                "type": Self.nullable("object"),
                "additionalProperties": false,
                "properties": .object([
                    "parameters": namedMap(
                        "Values a screen passes with `with:`: name → type, or name → {type, default}.",
                        declaration("default", "The parameter's default: a literal of its type.")),
                    "model": namedMap(
                        "The view model: name → type, or name → {type, initial}. Without initial, the type's empty value.",
                        declaration("initial", "The property's initial value: a literal of its type.")),
                    "traits": traits(),
                    "state": Self.described("A CardState property of the model that drives the card's state: $model.name.", modelReference),
                    "parts": Self.described("The parts of the state none.", partList(kinds: cardPartKinds, name: "part")),
                    "states": stateMap(partList(kinds: cardPartKinds, name: "part"), description: "The parts of each state: state name → parts."),
                    "onTap": .object([
                        "description": "The action a tap on the card runs: an action (for the state none), or state name → action.",
                        "anyOf": [action, tapTargets],
                    ]),
                    "invalidateLayoutOn": .object([
                        "description": "Model properties whose changes resize the card.",
                        "type": Self.nullable("array"),
                        "items": modelReference,
                    ]),
                ]),
            ])
        }
    }

    /// `name: Type` or `name: {type: Type, extraKey: literal}`.
    private func declaration(_ extraKey: String, _ extraDescription: String) -> JSONNode {
        reference("declaration.\(extraKey)") {
            .object(["anyOf": [
                typeExpression,
                record([
                    "type": typeExpression,
                    extraKey: Self.described(extraDescription, literalValue),
                ], required: ["type"]),
            ]])
        }
    }

    /// A mapping of state names (built-in or `custom(name)`) to `value`.
    private func stateMap(_ value: JSONNode, description: String) -> JSONNode {
        var properties = JSONNode.Object()
        for state in catalog.builtinStates { properties[state] = value }
        return .object([
            "description": .string(description + " States: \(catalog.builtinStates.joined(separator: ", ")), or custom(name)."),
            "type": Self.nullable("object"),
            "properties": .object(properties),
            "patternProperties": .object([Self.customStatePattern: value]),
            "additionalProperties": false,
        ])
    }

    private func traits() -> JSONNode {
        var properties = JSONNode.Object()
        for trait in catalog.traits { properties[trait.name] = self.trait(trait) }
        return .object([
            "description": "The card's traits and delegates: trait name → its parameters.",
            "type": Self.nullable("object"),
            "additionalProperties": false,
            "properties": .object(properties),
        ])
    }

    /// A trait's value: its parameters as a mapping; nothing (or true) when it needs none;
    /// or, for a trait with a shorthand, that parameter's value alone.
    private func trait(_ trait: TraitSpec) -> JSONNode {
        reference("trait.\(trait.name)") {
            let required = trait.parameters.filter(\.isRequired).map(\.name)
            var alternatives: [JSONNode] = []
            if required.isEmpty {
                alternatives.append(.object(["type": "null"]))
                if trait.shorthand == nil { alternatives.append(.object(["const": true])) }
            }
            alternatives.append(record(JSONNode.Object(trait.parameters.map { ($0.name, property($0, .card)) }), required: required))
            if let shorthand = trait.shorthand, let parameter = trait.parameters.first(where: { $0.name == shorthand }) {
                // A mapping is always read as the parameters.
                alternatives.append(Self.merged(property(parameter, .card), ["not": .object(["type": "object"])]))
            }
            var text = "\(trait.protocolName): \(trait.summary)"
            if !trait.parameters.isEmpty { text += " Parameters: \(trait.parameters.map(\.name).joined(separator: ", "))." }
            if let shorthand = trait.shorthand { text += " Or the \(shorthand) alone." }
            return .object(["description": .string(text), "anyOf": .array(alternatives)])
        }
    }

    // MARK: Parts

    /// Kinds that stand anywhere parts go.
    var cardPartKinds: [String] { catalog.parts.filter { $0.placement == .card }.map(\.kind) }

    /// The part kinds a slot takes.
    private func kinds(for slot: SlotSpec) -> (kinds: [String], name: String) {
        if let accepts = slot.accepts { return (accepts, "part." + accepts.joined(separator: "-")) }
        if slot.allowsPlainViews {
            let kinds = catalog.parts.filter { $0.placement == .card || $0.placement == .stackOnly }.map(\.kind)
            return (kinds, "part.arranged")
        }
        return (cardPartKinds, "part")
    }

    private func partList(kinds: [String], name: String) -> JSONNode {
        .object(["type": Self.nullable("array"), "items": part(kinds: kinds, name: name)])
    }

    /// A part: a mapping with one key, the kind, whose value holds its properties; or the
    /// bare kind when it needs none.
    private func part(kinds: [String], name: String) -> JSONNode {
        reference(name) {
            let specs = kinds.compactMap { catalog.part($0) }
            var bodies = JSONNode.Object()
            for spec in specs { bodies[spec.kind] = partBody(spec) }
            let bare = specs.filter { spec in
                !spec.properties.contains(where: \.isRequired) && !spec.slots.contains(where: \.isRequired)
            }.map(\.kind)
            var alternatives: [JSONNode] = []
            if !bare.isEmpty { alternatives.append(.object(["type": "string", "enum": .strings(bare)])) }
            alternatives.append(Self.oneKeyOf(bodies))
            return .object([
                "description": .string("A part: - kind: {properties}, or - kind alone when it needs no properties. Here: \(kinds.joined(separator: ", "))."),
                "anyOf": .array(alternatives),
            ])
        }
    }

    private func partBody(_ spec: PartSpec) -> JSONNode {
        reference("partBody.\(spec.kind)") {
            var properties = JSONNode.Object()
            properties["id"] = Self.merged(
                Self.described("Names the part in generated code: an identifier, unique in the card, that is not a member of the card controller.",
                               identifier),
                ["not": .object(["enum": .strings(catalog.reservedCardMembers)])])
            for property in catalog.properties(of: spec) { properties[property.name] = self.property(property, .card) }
            for slot in spec.slots {
                let (kinds, name) = kinds(for: slot)
                let description = slot.summary + (slot.isRowTemplate ? " A row template: $item names the row's fields." : "")
                properties[slot.name] = slot.cardinality == .single
                    ? Self.described(description, part(kinds: kinds, name: name))
                    : Self.described(description, partList(kinds: kinds, name: name))
            }
            for event in spec.events { properties[event.name] = Self.described(event.summary + " An action.", action) }
            let required = spec.properties.filter(\.isRequired).map(\.name) + spec.slots.filter(\.isRequired).map(\.name)
            var body = JSONNode.Object()
            body["description"] = .string("\(spec.className): \(spec.summary)")
            body["type"] = required.isEmpty ? Self.nullable("object") : "object"
            if !required.isEmpty { body["required"] = .strings(required) }
            body["additionalProperties"] = false
            body["properties"] = .object(properties)
            rowTemplateRules(spec, into: &body)
            return .object(body)
        }
    }

    /// A list part shows its items through one row template: two templates compete, items
    /// without a template show nothing, a template without items is never used.
    private func rowTemplateRules(_ spec: PartSpec, into body: inout JSONNode.Object) {
        let templates = spec.slots.filter(\.isRowTemplate).map(\.name)
        guard !templates.isEmpty else { return }
        var pairs: [JSONNode] = []
        for (index, first) in templates.enumerated() {
            for second in templates[(index + 1)...] { pairs.append(.object(["not": .object(["required": .strings([first, second])])])) }
        }
        if !pairs.isEmpty { body["allOf"] = .array(pairs) }
        guard let items = spec.properties.first(where: { $0.type.unwrapped == .list(.rowItem) })?.name else { return }
        body["dependentRequired"] = .object(JSONNode.Object(templates.map { ($0, .strings([items])) }))
        body["dependentSchemas"] = .object([
            items: Self.anyOf(templates.map { .object(["required": .strings([$0])]) }),
        ])
    }
}
