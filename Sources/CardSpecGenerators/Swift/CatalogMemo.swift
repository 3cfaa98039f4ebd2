import CardSpecCatalog
import CardSpecChecks
import Synchronization

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

    /// The parameters of a requirement the catalog declares, `SwiftDeclaration.parameters`:
    /// parsed once per process (about 12,000 instructions each, and each spec asked for a
    /// few), then looked up here without the lock.
    func parameters(of declaration: String) -> [ActionSignature.Parameter] {
        if let known = parameters[declaration] { return known }
        let parsed = Self.parsedDeclarations.withLock { $0[declaration] } ?? {
            let parsed = SwiftDeclaration(declaration).parameters
            Self.parsedDeclarations.withLock { $0[declaration] = parsed }
            return parsed
        }()
        parameters[declaration] = parsed
        return parsed
    }

    /// Every declaration's parameters parsed so far, by the declaration: the catalog's
    /// requirements, a handful. (Specs are generated in parallel, hence the lock.)
    private static let parsedDeclarations = Mutex<[String: [ActionSignature.Parameter]]>([:])
}
