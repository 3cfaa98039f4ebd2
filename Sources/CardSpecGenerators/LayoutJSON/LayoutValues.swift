import CardSpecCatalog
import CardSpecChecks
import CardSpecDiagnostics
import CardSpecModel

/// What values resolve against at one place in the spec: the tokens, the theme in force
/// (the applied theme, or a spec theme's base inside that theme), and the types of the
/// names a card's references may name.
struct LayoutScope {
    /// Shared by every scope of one document (a scope is copied for every card and slot).
    let context: LayoutContext
    let tokens: [TokenKey: TypedValue]
    /// Every theme property's resolved value.
    let theme: [String: JSONStream.Fragment]
    var model: [String: ValueType] = [:]
    var parameters: [String: ValueType] = [:]
    /// The row item's fields, in a row template.
    var item: [String: ValueType] = [:]

    init(context: LayoutContext, tokens: [TokenKey: TypedValue], theme: [String: JSONStream.Fragment]) {
        self.context = context
        self.tokens = tokens
        self.theme = theme
    }

    var catalog: Catalog { context.catalog }

    /// A checked value as layout JSON: literals in their documented JSON form, tokens and
    /// `$theme` replaced by their values, `$model`/`$param`/`$item` as typed references.
    func write(_ value: TypedValue, to out: inout JSONStream) {
        switch value {
        case .null: out.null()
        case .bool(let flag): out.bool(flag)
        case .int(let number): out.int(number)
        case .number(let number): out.number(number)
        case .string(let text), .image(let text), .url(let text), .date(let text), .action(let text):
            out.string(text)
        case .color(let rgba, _): out.string(rgba.hex)
        case .font(.system(let size, let weight)):
            out.openObject()
            out.key("system")
            out.bool(true)
            out.key("size")
            out.number(size)
            out.key("weight")
            out.string(weight)
            out.closeObject()
        case .font(.named(let name, let size)):
            out.openObject()
            out.key("family")
            out.string(name)
            out.key("size")
            out.number(size)
            out.closeObject()
        case .insets(let top, let left, let bottom, let right):
            out.openObject()
            out.key("top")
            out.number(top)
            out.key("left")
            out.number(left)
            out.key("bottom")
            out.number(bottom)
            out.key("right")
            out.number(right)
            out.closeObject()
        case .size(let width, let height): pair("width", width, "height", height, to: &out)
        case .point(let x, let y): pair("x", x, "y", y, to: &out)
        case .location(let latitude, let longitude): pair("latitude", latitude, "longitude", longitude, to: &out)
        case .span(let latitudeDelta, let longitudeDelta):
            pair("latitudeDelta", latitudeDelta, "longitudeDelta", longitudeDelta, to: &out)
        case .enumCase(let type, let name, let arguments):
            // A state is written as in `states:`: `hasData`, `custom(overBudget)`.
            if type == catalog.stateTypeName, name == "custom", case .string(let custom)? = arguments.first?.value {
                return out.string("custom(\(custom))")
            }
            guard !arguments.isEmpty else { return out.string(name) }
            out.openObject()
            out.key(name)
            fields(arguments, to: &out)
            out.closeObject()
        case .list(let items):
            out.openArray()
            for item in items {
                out.item()
                write(item, to: &out)
            }
            out.closeArray()
        case .record(_, let fields):
            self.fields(fields, to: &out)
        case .token(let reference):
            guard let token = tokens[TokenKey(reference.namespace.rawValue, reference.name)] else { return out.null() }
            write(token, to: &out)
        case .theme(let name):
            out.write(theme[name] ?? .null)
        case .binding(let reference, let twoWay):
            writeBinding(reference.namespace, reference.name, twoWay: twoWay, to: &out)
        case .imageNamed(let name, _):
            // The binding with its type, a name: images are written by name here, as literal ones are.
            write(name, to: &out)
        }
    }

    private func pair(_ first: StaticString, _ firstValue: Double, _ second: StaticString, _ secondValue: Double,
                      to out: inout JSONStream) {
        out.openObject()
        out.key(first)
        out.number(firstValue)
        out.key(second)
        out.number(secondValue)
        out.closeObject()
    }

    /// An object of labelled values: an enum case's or a record's.
    private func fields(_ fields: [(label: String, value: TypedValue)], to out: inout JSONStream) {
        out.openObject()
        for field in uniqueMembers(fields, named: \.label) {
            out.key(field.label)
            write(field.value, to: &out)
        }
        out.closeObject()
    }

    /// `{"bind": "model.spent", "type": "Double", "twoWay": false}`: a value known only at
    /// run time, with the type of what it names.
    func writeBinding(_ namespace: Reference.Namespace, _ name: String, twoWay: Bool, to out: inout JSONStream) {
        let types: [String: ValueType] = switch namespace {
        case .model: model
        case .param: parameters
        default: item
        }
        out.openObject()
        out.key("bind")
        out.string(namespace.rawValue + "." + name)
        out.key("type")
        out.optional(types[name]?.swiftName)
        out.key("twoWay")
        out.bool(twoWay)
        out.closeObject()
    }

    /// The value a property has when the spec does not set it: the catalog's literal, the
    /// theme's value, `null` for none (the platform's own), or, for a default that
    /// CardParts works out at run time, `{"computed": how}`. Worked out once per document.
    func defaultValue(of property: PropertySpec) -> JSONStream.Fragment {
        let key = ObjectIdentifier(property)
        if let known = context.defaults[key] { return known }
        let value: JSONStream.Fragment = switch property.defaultValue {
        case .none:
            .null
        case .literal:
            CatalogValueCache.shared.literalDefault(of: property, in: catalog).map { literal in
                JSONStream.fragment { write(literal, to: &$0) }
            } ?? .null
        case .theme(let name):
            theme[name] ?? .null
        case .computed(let how):
            JSONStream.fragment { out in
                out.openObject()
                out.key("computed")
                out.string(how)
                out.closeObject()
            }
        }
        context.defaults[key] = value
        return value
    }

    /// The value a model property starts with when the spec gives none: its type's empty
    /// value, or null for a type without one.
    func writeEmptyValue(of type: ValueType, to out: inout JSONStream) {
        if type == .enumeration(catalog.stateTypeName) { return out.string("none") }
        switch type {
        case .bool: out.bool(false)
        case .int, .number: out.int(0)
        case .string, .imageName: out.string("")
        case .list:
            out.openArray()
            out.closeArray()
        case .color: out.string(RGBA(packed: 0).hex)
        case .insets: write(.insets(top: 0, left: 0, bottom: 0, right: 0), to: &out)
        case .size: write(.size(width: 0, height: 0), to: &out)
        case .point: write(.point(x: 0, y: 0), to: &out)
        default: out.null()
        }
    }
}

/// What every scope of one document shares: the catalog, and what is worked out once
/// and reused, by the identity of the catalog's entries (alive as long as the catalog):
/// the properties and events of each part kind, trait and controller, without repeated
/// names and with their keys written, and each property's default value.
final class LayoutContext {
    struct Member<Spec> {
        let spec: Spec
        let key: JSONStream.Key
    }

    let catalog: Catalog
    var defaults: [ObjectIdentifier: JSONStream.Fragment] = [:]
    private var propertyLists: [ObjectIdentifier: [Member<PropertySpec>]] = [:]
    private var eventLists: [ObjectIdentifier: [Member<EventSpec>]] = [:]

    init(catalog: Catalog) {
        self.catalog = catalog
    }

    func properties(of owner: AnyObject, _ list: () -> [PropertySpec]) -> [Member<PropertySpec>] {
        if let known = propertyLists[ObjectIdentifier(owner)] { return known }
        let members = uniqueMembers(list(), named: \.name).map { Member(spec: $0, key: JSONStream.Key($0.name)) }
        propertyLists[ObjectIdentifier(owner)] = members
        return members
    }

    func events(of owner: AnyObject, _ list: () -> [EventSpec]) -> [Member<EventSpec>] {
        if let known = eventLists[ObjectIdentifier(owner)] { return known }
        let members = uniqueMembers(list(), named: \.name).map { Member(spec: $0, key: JSONStream.Key($0.name)) }
        eventLists[ObjectIdentifier(owner)] = members
        return members
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
        let values: [String: JSONStream.Fragment]
        /// The properties the spec's themes set, nearest theme first, and where.
        let written: [(String, SourceRange)]
    }

    let applied: Resolved

    init(spec: CheckedSpec, context: LayoutContext, tokens: [TokenKey: TypedValue]) {
        applied = Self.resolve(spec.appliedTheme ?? context.catalog.defaultTheme, spec: spec, context: context, tokens: tokens, depth: 0)
    }

    private static func resolve(_ name: String, spec: CheckedSpec, context: LayoutContext, tokens: [TokenKey: TypedValue],
                                depth: Int) -> Resolved {
        let catalog = context.catalog
        // A checked spec has no cycles; the depth only guards against a broken one.
        if let theme = spec.themes.first(where: { $0.name == name }), depth < 100 {
            let baseName: String = switch theme.base {
            case .builtin(let base), .spec(let base): base
            }
            let base = resolve(baseName, spec: spec, context: context, tokens: tokens, depth: depth + 1)
            let scope = LayoutScope(context: context, tokens: tokens, theme: base.values)
            var values = base.values
            var writtenRanges = Dictionary(base.written, uniquingKeysWith: { first, _ in first })
            for property in theme.properties {
                values[property.spec.name] = JSONStream.fragment { scope.write(property.value, to: &$0) }
                writtenRanges[property.spec.name] = property.range
            }
            let written = catalog.themeProperties.compactMap { property in writtenRanges[property.name].map { (property.name, $0) } }
            return Resolved(name: name, bases: [baseName] + base.bases, range: theme.range, values: values, written: written)
        }
        let builtin = catalog.builtinTheme(name) ?? catalog.builtinTheme(catalog.defaultTheme)
        return Resolved(name: builtin?.name ?? name, bases: [], range: nil, values: CatalogValueCache.shared.values(of: builtin, in: catalog),
                        written: [])
    }
}
