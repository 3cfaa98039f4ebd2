import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel
import CardSpecSyntax

/// The catalog writes defaults and built-in theme values the way a spec writes them
/// (`"#999999"`, `{system: 10, weight: regular}`, `right`). This reads one such text with
/// the same parser and checks as a spec, so the generators get a typed value.
public enum CatalogLiterals {
    /// The typed value of `text` as a value of `type`, or nil if it does not read as one
    /// (a catalog mistake, which the catalog's tests rule out).
    public static func typed(_ text: String, as type: ValueType, catalog: Catalog) -> TypedValue? {
        // The catalog writes hex colors bare; in YAML `#` would start a comment.
        let source = text.hasPrefix("#") ? "\"\(text)\"" : text
        let file = SourceFile(path: "<catalog>", text: source)
        let parsed = SpecParser.parse(file, format: .yaml, limits: ParseLimits())
        guard parsed.diagnostics.isEmpty else { return nil }
        guard let root = parsed.root else { return type.isOptional ? .null : nil }
        let lowered = SpecLowering.literalValue(root)
        guard lowered.diagnostics.isEmpty else { return nil }
        var checker = ValueChecker(catalog: catalog, source: file)
        let scope = Scope(model: nil, parameters: nil, item: nil)
        let value = checker.check(lowered.value, as: type, scope: scope, binding: nil, owner: .text("a catalog value"))
        return checker.diagnostics.isEmpty ? value : nil
    }

    /// A property's default as a typed value, when the catalog states it as a literal.
    public static func defaultValue(of property: PropertySpec, catalog: Catalog) -> TypedValue? {
        guard case .literal(let text) = property.defaultValue else { return nil }
        return typed(text, as: property.type, catalog: catalog)
    }
}

extension Token.Category {
    /// The type of the tokens of this category.
    public var valueType: ValueType { ValueChecker.tokenType(self) }
}
