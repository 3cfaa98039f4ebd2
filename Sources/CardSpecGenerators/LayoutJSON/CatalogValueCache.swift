import CardSpecCatalog
import CardSpecChecks
import Synchronization

/// What layout JSON writes for values that depend on the catalog alone, worked out once per
/// process rather than once per spec (reading the catalog's literals cost more than the
/// rest of a small spec's document): each built-in theme's values and each property's
/// literal default, typed. Catalog entries are immutable objects, so an entry is known by its
/// identity; the cache keeps them alive, so that an identity is never reused. Specs are
/// generated in parallel, hence the lock.
final class CatalogValueCache: Sendable {
    static let shared = CatalogValueCache()

    private struct Entries {
        /// By `BuiltinTheme`, with the theme properties they were read for.
        var themes: [ObjectIdentifier: (theme: BuiltinTheme, properties: [PropertySpec], values: [String: JSONStream.Fragment])] = [:]
        /// By `PropertySpec`.
        var literals: [ObjectIdentifier: (property: PropertySpec, value: TypedValue?)] = [:]
    }

    private let entries = Mutex(Entries())

    /// Every theme property's value in `theme` (null when the catalog gives none).
    func values(of theme: BuiltinTheme?, in catalog: Catalog) -> [String: JSONStream.Fragment] {
        guard let theme else { return Self.read(nil, catalog) }
        let key = ObjectIdentifier(theme)
        if let known = entries.withLock({ $0.themes[key] }), known.properties.elementsEqual(catalog.themeProperties, by: ===) {
            return known.values
        }
        let values = Self.read(theme, catalog)
        entries.withLock { $0.themes[key] = (theme, catalog.themeProperties, values) }
        return values
    }

    /// The catalog's literal default of `property`, typed.
    func literalDefault(of property: PropertySpec, in catalog: Catalog) -> TypedValue? {
        let key = ObjectIdentifier(property)
        if let known = entries.withLock({ $0.literals[key] }) { return known.value }
        let value = CatalogLiterals.defaultValue(of: property, catalog: catalog)
        entries.withLock { $0.literals[key] = (property, value) }
        return value
    }

    private static func read(_ theme: BuiltinTheme?, _ catalog: Catalog) -> [String: JSONStream.Fragment] {
        let scope = LayoutScope(context: LayoutContext(catalog: catalog), tokens: [:], theme: [:])
        var values: [String: JSONStream.Fragment] = [:]
        for property in catalog.themeProperties {
            let typed = theme?.values[property.name].flatMap { CatalogLiterals.typed($0, as: property.type, catalog: catalog) }
            values[property.name] = typed.map { value in JSONStream.fragment { scope.write(value, to: &$0) } } ?? .null
        }
        return values
    }
}
