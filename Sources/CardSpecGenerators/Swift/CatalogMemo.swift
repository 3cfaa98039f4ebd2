import CardSpecCatalog
import CardSpecChecks

/// What the generator reads off the catalog again and again for one spec, worked out the
/// first time: a spec's parts are mostly a few kinds, each with the same defaults.
final class CatalogMemo {
    private let catalog: Catalog
    private var defaults: [ObjectIdentifier: TypedValue?] = [:]
    private var parameters: [String: [ActionSignature.Parameter]] = [:]

    init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// `CatalogLiterals.defaultValue(of:catalog:)`, which parses the catalog's literal:
    /// parsed once per process (the cache layout JSON reads too), then looked up here
    /// without its lock.
    func defaultValue(of property: PropertySpec) -> TypedValue? {
        let key = ObjectIdentifier(property)
        if let known = defaults[key] { return known }
        let value = CatalogValueCache.shared.literalDefault(of: property, in: catalog)
        defaults[key] = .some(value)
        return value
    }

    /// The parameters of a requirement the catalog declares, `SwiftDeclaration.parameters`.
    func parameters(of declaration: String) -> [ActionSignature.Parameter] {
        if let known = parameters[declaration] { return known }
        let parsed = SwiftDeclaration(declaration).parameters
        parameters[declaration] = parsed
        return parsed
    }
}
