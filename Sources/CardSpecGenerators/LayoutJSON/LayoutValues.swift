import CardSpecCatalog
import CardSpecChecks
import CardSpecDiagnostics
import CardSpecModel

/// What values resolve against at one place in the spec: the tokens, the theme in force
/// (the applied theme, or a spec theme's base inside that theme), and the types of the
/// names a card's references may name.
struct LayoutScope {
    let catalog: Catalog
    /// Token values by `category.name`.
    let tokens: [String: TypedValue]
    /// Every theme property's resolved value.
    let theme: [String: JSONNode]
    var model: [String: ValueType] = [:]
    var parameters: [String: ValueType] = [:]
    /// The row item's fields, in a row template.
    var item: [String: ValueType] = [:]

    /// A checked value as layout JSON: literals in their documented JSON form, tokens and
    /// `$theme` replaced by their values, `$model`/`$param`/`$item` as typed references.
    func resolve(_ value: TypedValue) -> JSONNode {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .number(let number): return .numeric(number)
        case .string(let text), .image(let text), .url(let text), .date(let text), .action(let text):
            return .string(text)
        case .color(let rgba, _): return .string(rgba.hex)
        case .font(.system(let size, let weight)):
            return .object(["system": true, "size": .numeric(size), "weight": .string(weight)])
        case .font(.named(let name, let size)):
            return .object(["family": .string(name), "size": .numeric(size)])
        case .insets(let top, let left, let bottom, let right):
            return .object(["top": .numeric(top), "left": .numeric(left), "bottom": .numeric(bottom), "right": .numeric(right)])
        case .size(let width, let height): return .object(["width": .numeric(width), "height": .numeric(height)])
        case .point(let x, let y): return .object(["x": .numeric(x), "y": .numeric(y)])
        case .location(let latitude, let longitude):
            return .object(["latitude": .numeric(latitude), "longitude": .numeric(longitude)])
        case .span(let latitudeDelta, let longitudeDelta):
            return .object(["latitudeDelta": .numeric(latitudeDelta), "longitudeDelta": .numeric(longitudeDelta)])
        case .enumCase(let type, let name, let arguments):
            // A state is written as in `states:`: `hasData`, `custom(overBudget)`.
            if type == catalog.stateTypeName, name == "custom", case .string(let custom)? = arguments.first?.value {
                return .string("custom(\(custom))")
            }
            guard !arguments.isEmpty else { return .string(name) }
            let values = JSONNode.Object(arguments.map { ($0.label, resolve($0.value)) })
            return .object(JSONNode.Object([(name, .object(values))]))
        case .list(let items):
            return .array(items.map(resolve))
        case .record(_, let fields):
            return .object(JSONNode.Object(fields.map { ($0.label, resolve($0.value)) }))
        case .token(let reference):
            guard let token = tokens[LayoutBuilder.tokenKey(reference.namespace.rawValue, reference.name)] else { return .null }
            return resolve(token)
        case .theme(let name):
            return theme[name] ?? .null
        case .binding(let reference, let twoWay):
            return binding(reference.namespace, reference.name, twoWay: twoWay)
        }
    }

    /// `{"bind": "model.spent", "type": "Double", "twoWay": false}`: a value known only at
    /// run time, with the type of what it names.
    func binding(_ namespace: Reference.Namespace, _ name: String, twoWay: Bool) -> JSONNode {
        let types: [String: ValueType] = switch namespace {
        case .model: model
        case .param: parameters
        default: item
        }
        return .object([
            "bind": .string("\(namespace.rawValue).\(name)"),
            "type": .optional(types[name]?.swiftName),
            "twoWay": .bool(twoWay),
        ])
    }

    /// The value a property has when the spec does not set it: the catalog's literal, the
    /// theme's value, `null` for none (the platform's own), or, for a default that
    /// CardParts works out at run time, `{"computed": how}`.
    func defaultValue(of property: PropertySpec) -> JSONNode {
        switch property.defaultValue {
        case .none:
            return .null
        case .literal:
            return CatalogLiterals.defaultValue(of: property, catalog: catalog).map(resolve) ?? .null
        case .theme(let name):
            return theme[name] ?? .null
        case .computed(let how):
            return .object(["computed": .string(how)])
        }
    }

    /// The value a model property starts with when the spec gives none: its type's empty
    /// value, or null for a type without one.
    func emptyValue(of type: ValueType) -> JSONNode {
        if type == .enumeration(catalog.stateTypeName) { return "none" }
        switch type {
        case .bool: return false
        case .int, .number: return 0
        case .string, .imageName: return ""
        case .list: return []
        case .color: return .string(RGBA(packed: 0).hex)
        case .insets: return resolve(.insets(top: 0, left: 0, bottom: 0, right: 0))
        case .size: return resolve(.size(width: 0, height: 0))
        case .point: return resolve(.point(x: 0, y: 0))
        default: return .null
        }
    }
}

/// The applied theme, resolved: each spec theme is its base with the properties it sets
/// (`$theme.x` inside it reads the base's value); a built-in theme's values come from the
/// catalog.
struct LayoutThemes {
    struct Resolved {
        let name: String
        /// The chain of bases, nearest first, ending in a built-in theme.
        let bases: [String]
        let range: SourceRange?
        let values: [String: JSONNode]
        /// The properties the spec's themes set, nearest theme first, and where.
        let written: [(String, SourceRange)]
    }

    let applied: Resolved

    init(spec: CheckedSpec, catalog: Catalog, tokens: [String: TypedValue]) {
        applied = Self.resolve(spec.appliedTheme ?? catalog.defaultTheme, spec: spec, catalog: catalog, tokens: tokens, depth: 0)
    }

    private static func resolve(_ name: String, spec: CheckedSpec, catalog: Catalog, tokens: [String: TypedValue], depth: Int) -> Resolved {
        // A checked spec has no cycles; the depth only guards against a broken one.
        if let theme = spec.themes.first(where: { $0.name == name }), depth < 100 {
            let baseName: String = switch theme.base {
            case .builtin(let base), .spec(let base): base
            }
            let base = resolve(baseName, spec: spec, catalog: catalog, tokens: tokens, depth: depth + 1)
            let scope = LayoutScope(catalog: catalog, tokens: tokens, theme: base.values)
            var values = base.values
            var writtenRanges = Dictionary(base.written, uniquingKeysWith: { first, _ in first })
            for property in theme.properties {
                values[property.spec.name] = scope.resolve(property.value)
                writtenRanges[property.spec.name] = property.range
            }
            let written = catalog.themeProperties.compactMap { property in writtenRanges[property.name].map { (property.name, $0) } }
            return Resolved(name: name, bases: [baseName] + base.bases, range: theme.range, values: values, written: written)
        }
        let builtin = catalog.builtinTheme(name) ?? catalog.builtinTheme(catalog.defaultTheme)
        let scope = LayoutScope(catalog: catalog, tokens: [:], theme: [:])
        var values: [String: JSONNode] = [:]
        for property in catalog.themeProperties {
            let typed = builtin?.values[property.name].flatMap { CatalogLiterals.typed($0, as: property.type, catalog: catalog) }
            values[property.name] = typed.map(scope.resolve) ?? .null
        }
        return Resolved(name: builtin?.name ?? name, bases: [], range: nil, values: values, written: [])
    }
}
