import CardSpecCatalog
import CardSpecChecks
import CardSpecDiagnostics

/// Writes the document's parts; holds what every value resolves against. A class, as
/// the writing closures capture it.
final class LayoutBuilder {
    let spec: CheckedSpec
    let catalog: Catalog
    let themes: LayoutThemes
    let tokens: [TokenKey: TypedValue]
    let itemTypes: [String: CheckedItemType]
    /// Values outside cards: tokens and the applied theme.
    let sharedScope: LayoutScope
    /// The spec's path as a JSON string, written in every `source`.
    private let quotedPath: JSONStream.Fragment

    init(spec: CheckedSpec, catalog: Catalog) {
        self.spec = spec
        self.catalog = catalog
        var tokens: [TokenKey: TypedValue] = [:]
        for token in spec.tokens where tokens[TokenKey(token.category.rawValue, token.name)] == nil {
            tokens[TokenKey(token.category.rawValue, token.name)] = token.value
        }
        self.tokens = tokens
        let context = LayoutContext(catalog: catalog)
        themes = LayoutThemes(spec: spec, context: context, tokens: tokens)
        itemTypes = Dictionary(spec.types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        sharedScope = LayoutScope(context: context, tokens: tokens, theme: themes.applied.values)
        quotedPath = JSONStream.fragment { $0.string(spec.path) }
    }

    func document(to out: inout JSONStream) {
        out.openObject()
        out.key("layoutVersion")
        out.int(LayoutJSONGenerator.layoutVersion)
        out.key("file")
        out.write(quotedPath)
        out.key("library")
        out.string(catalog.library)
        out.key("target")
        out.string(catalog.target)
        out.key("module")
        out.optional(spec.module)
        out.key("theme")
        appliedTheme(to: &out)
        out.key("tokens")
        array(spec.tokens, to: &out, token)
        out.key("types")
        array(spec.types, to: &out, itemType)
        out.key("screens")
        array(spec.screens, to: &out, screen)
        out.key("bottomSheets")
        array(spec.bottomSheets, to: &out, sheet)
        out.key("cards")
        array(spec.cards, to: &out, card)
        out.closeObject()
    }

    /// Each of `items` as an element of an array.
    func array<Item>(_ items: [Item], to out: inout JSONStream, _ write: (Item, inout JSONStream) -> Void) {
        out.openArray()
        for item in items {
            out.item()
            write(item, &out)
        }
        out.closeArray()
    }

    /// Where a node is in the spec: the file, and its first and last position (lines and
    /// columns from 1; columns count Unicode scalars, as in the diagnostics).
    func source(_ range: SourceRange, to out: inout JSONStream) {
        out.openObject()
        out.key("file")
        out.write(quotedPath)
        out.key("line")
        out.int(range.start.line)
        out.key("column")
        out.int(range.start.column)
        out.key("endLine")
        out.int(range.end.line)
        out.key("endColumn")
        out.int(range.end.column)
        out.closeObject()
    }

    /// An object of `source`s: where the spec wrote each of the values it names.
    func written(_ entries: [(name: String, range: SourceRange)], to out: inout JSONStream) {
        out.openObject()
        for entry in uniqueMembers(entries, named: \.name) {
            out.key(entry.name)
            source(entry.range, to: &out)
        }
        out.closeObject()
    }

    // MARK: Theme, tokens, types

    func appliedTheme(to out: inout JSONStream) {
        let applied = themes.applied
        out.openObject()
        out.key("name")
        out.string(applied.name)
        out.key("bases")
        out.strings(applied.bases)
        out.key("source")
        if let range = applied.range { source(range, to: &out) } else { out.null() }
        out.key("properties")
        out.openObject()
        for property in uniqueMembers(catalog.themeProperties, named: \.name) {
            out.key(property.name)
            out.write(applied.values[property.name] ?? .null)
        }
        out.closeObject()
        out.key("written")
        written(applied.written.map { (name: $0.0, range: $0.1) }, to: &out)
        out.closeObject()
    }

    func token(_ token: CheckedToken, to out: inout JSONStream) {
        out.openObject()
        out.key("category")
        out.string(token.category.rawValue)
        out.key("name")
        out.string(token.name)
        out.key("type")
        out.string(token.category.valueType.swiftName)
        out.key("value")
        sharedScope.write(token.value, to: &out)
        out.key("source")
        source(token.range, to: &out)
        out.closeObject()
    }

    func itemType(_ type: CheckedItemType, to out: inout JSONStream) {
        out.openObject()
        out.key("name")
        out.string(type.name)
        out.key("fields")
        array(type.fields, to: &out) { field, out in
            out.openObject()
            out.key("name")
            out.string(field.name)
            out.key("type")
            out.string(field.type.swiftName)
            out.closeObject()
        }
        out.key("source")
        source(type.range, to: &out)
        out.closeObject()
    }

    // MARK: Properties

    /// An object of every property of `members` (without repeated names), in catalog
    /// order: the value the spec gives, or the default. Returns where the spec wrote the
    /// ones it gives, for `written`.
    func properties(_ members: [LayoutContext.Member<PropertySpec>], given: [CheckedProperty], scope: LayoutScope,
                    to out: inout JSONStream) -> [(name: String, range: SourceRange)] {
        // A property given is looked up by name. When every one given is among `members`
        // (always, in a checked spec), the same name is the same catalog entry, which is
        // quicker to compare.
        let byIdentity = given.allSatisfy { set in members.contains { $0.spec === set.spec } }
        var written: [(name: String, range: SourceRange)] = []
        out.openObject()
        for member in members {
            let property = member.spec
            out.key(member.key)
            let set = byIdentity ? given.first { $0.spec === property } : given.first { $0.spec.name == property.name }
            if let set {
                scope.write(set.value, to: &out)
                written.append((property.name, set.range))
            } else {
                out.write(scope.defaultValue(of: property))
            }
        }
        out.closeObject()
        return written
    }

    /// An object of every event of `members`: the action wired to it, or null. Adds where
    /// the spec wired them to `written`.
    func events(_ members: [LayoutContext.Member<EventSpec>], wired: [CheckedEvent],
                written: inout [(name: String, range: SourceRange)], to out: inout JSONStream) {
        out.openObject()
        for member in members {
            let event = wired.first { $0.event?.name == member.spec.name }
            out.key(member.key)
            out.optional(event?.action)
            if let event { written.append((member.spec.name, event.range)) }
        }
        out.closeObject()
    }
}

/// A token by its category (`color`) and name, as `$color.brand` names it.
struct TokenKey: Hashable {
    let category: String
    let name: String

    init(_ category: String, _ name: String) {
        self.category = category
        self.name = name
    }
}

/// The members of an object whose keys may repeat, as `JSONObject` keeps them: each key at
/// its first place, with the last item of that key. Lists are short (a part's properties)
/// and keys almost never repeat, so that is checked first, without allocating.
func uniqueMembers<Item>(_ items: [Item], named name: (Item) -> String) -> [Item] {
    var repeats = false
    search: for index in items.indices.dropFirst() {
        let key = name(items[index])
        for earlier in items[..<index] where name(earlier) == key {
            repeats = true
            break search
        }
    }
    guard repeats else { return items }
    var unique: [Item] = []
    var places: [String: Int] = [:]
    for item in items {
        if let place = places[name(item)] {
            unique[place] = item
        } else {
            places[name(item)] = unique.count
            unique.append(item)
        }
    }
    return unique
}
