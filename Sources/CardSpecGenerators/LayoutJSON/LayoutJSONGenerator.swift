import CardSpecCatalog
import CardSpecChecks
import CardSpecDiagnostics
import CardSpecModel

/// Compiles a checked spec to layout JSON: a renderer-neutral, fully resolved description
/// of its screens, bottom sheets and cards (docs/layout-json.md, defined by
/// Schemas/layout.schema.json). Every property of every part is written out, defaults
/// and theme values included; tokens and `$theme` references are replaced by their
/// values; `$model`, `$param` and `$item` stay references, typed. Like the Swift
/// generator, the output is a pure function of the spec: the same bytes on every machine.
public struct LayoutJSONGenerator: Sendable {
    /// Raised only for a change that could break a reader (a key removed, renamed or
    /// given another meaning); keys may be added within a version.
    public static let layoutVersion = 1
    let catalog: Catalog

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// One file per spec: `NAME.layout.json` for `NAME.cards.yaml`.
    public func generate(_ spec: CheckedSpec) -> [GeneratedFile] {
        [GeneratedFile(name: Self.fileName(forSpecAt: spec.path), contents: JSONWriter.document(document(spec)))]
    }

    /// How every layout JSON file starts: its first key is always `layoutVersion`.
    public static let headerMarker = "{\n  \"layoutVersion\": "

    /// `showcase.layout.json` for `Fixtures/valid/showcase.cards.yaml`: the spec's file
    /// name without `.cards.yaml` (or its extension), made a safe bare file name.
    public static func fileName(forSpecAt path: String) -> String {
        var name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        if let suffix = [".cards.yaml", ".cards.yml", ".cards.json"].first(where: { name.hasSuffix($0) }) {
            name = String(name.dropLast(suffix.count))
        } else if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            name = String(name[..<dot])
        }
        var safe = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F || scalar == ":" || scalar == "\\" ? "_" : scalar
        }))
        while safe.hasPrefix(".") { safe.removeFirst() }
        if safe.isEmpty { safe = "spec" }
        // Windows' device names, reserved with any extension.
        let stem = safe.prefix { $0 != "." }.uppercased()
        if ["CON", "PRN", "AUX", "NUL"].contains(stem) || (stem.count == 4 && ["COM", "LPT"].contains(String(stem.prefix(3)))
            && stem.last?.isNumber == true) {
            safe += "_"
        }
        return safe + ".layout.json"
    }

    func document(_ spec: CheckedSpec) -> JSONNode {
        let layout = LayoutBuilder(spec: spec, catalog: catalog)
        return .object([
            "layoutVersion": .int(Self.layoutVersion),
            "file": .string(spec.path),
            "library": .string(catalog.library),
            "target": .string(catalog.target),
            "module": .optional(spec.module),
            "theme": layout.appliedTheme(),
            "tokens": .array(spec.tokens.map(layout.token)),
            "types": .array(spec.types.map(layout.itemType)),
            "screens": .array(spec.screens.map(layout.screen)),
            "bottomSheets": .array(spec.bottomSheets.map(layout.sheet)),
            "cards": .array(spec.cards.map(layout.card)),
        ])
    }
}

/// Builds the document's parts; holds what every value resolves against.
struct LayoutBuilder {
    let spec: CheckedSpec
    let catalog: Catalog
    let themes: LayoutThemes
    let tokens: [String: TypedValue]
    let itemTypes: [String: CheckedItemType]

    init(spec: CheckedSpec, catalog: Catalog) {
        self.spec = spec
        self.catalog = catalog
        var tokens: [String: TypedValue] = [:]
        for token in spec.tokens where tokens[Self.tokenKey(token.category.rawValue, token.name)] == nil {
            tokens[Self.tokenKey(token.category.rawValue, token.name)] = token.value
        }
        self.tokens = tokens
        self.themes = LayoutThemes(spec: spec, catalog: catalog, tokens: tokens)
        self.itemTypes = Dictionary(spec.types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static func tokenKey(_ category: String, _ name: String) -> String { category + "." + name }

    /// Where a node is in the spec: the file, and its first and last position (lines and
    /// columns from 1; columns count Unicode scalars, as in the diagnostics).
    func source(_ range: SourceRange) -> JSONNode {
        .object([
            "file": .string(spec.path),
            "line": .int(range.start.line),
            "column": .int(range.start.column),
            "endLine": .int(range.end.line),
            "endColumn": .int(range.end.column),
        ])
    }

    /// Values outside cards: tokens and the applied theme.
    var sharedScope: LayoutScope {
        LayoutScope(catalog: catalog, tokens: tokens, theme: themes.applied.values)
    }

    // MARK: Theme, tokens, types

    func appliedTheme() -> JSONNode {
        let applied = themes.applied
        var written = JSONNode.Object()
        for (name, range) in applied.written { written[name] = source(range) }
        return .object([
            "name": .string(applied.name),
            "bases": .strings(applied.bases),
            "source": applied.range.map(source) ?? .null,
            "properties": .object(JSONNode.Object(catalog.themeProperties.map { ($0.name, applied.values[$0.name] ?? .null) })),
            "written": .object(written),
        ])
    }

    func token(_ token: CheckedToken) -> JSONNode {
        .object([
            "category": .string(token.category.rawValue),
            "name": .string(token.name),
            "type": .string(token.category.valueType.swiftName),
            "value": sharedScope.resolve(token.value),
            "source": source(token.range),
        ])
    }

    func itemType(_ type: CheckedItemType) -> JSONNode {
        .object([
            "name": .string(type.name),
            "fields": .array(type.fields.map { .object(["name": .string($0.name), "type": .string($0.type.swiftName)]) }),
            "source": source(type.range),
        ])
    }

    // MARK: Screens and bottom sheets

    func screen(_ screen: CheckedScreen) -> JSONNode {
        let settings = properties(screen.controller.properties, given: screen.settings, scope: sharedScope)
        return .object([
            "name": .string(screen.name),
            "kind": .string(screen.controller.name),
            "controller": .string(screen.controller.className),
            "source": source(screen.range),
            "settings": .object(settings.values),
            "written": .object(settings.written),
            "cards": .array(screen.cards.map(cardUse)),
        ])
    }

    /// A card on a screen, with every parameter: the argument given or the default.
    func cardUse(_ use: CheckedCardUse) -> JSONNode {
        var arguments = JSONNode.Object()
        if let card = spec.cards.first(where: { $0.name == use.card }) {
            for parameter in card.parameters {
                let value = use.arguments.first { $0.name == parameter.name }?.value ?? parameter.defaultValue
                arguments[parameter.name] = value.map { sharedScope.resolve($0) } ?? .null
            }
        }
        return .object([
            "card": .string(use.card),
            "arguments": .object(arguments),
            "source": source(use.range),
        ])
    }

    func sheet(_ sheet: CheckedSheet) -> JSONNode {
        let controller = catalog.bottomSheet
        let settings = properties(controller.properties, given: sheet.settings, scope: sharedScope)
        var events = JSONNode.Object()
        var written = settings.written
        for event in controller.events {
            let wired = sheet.events.first { $0.event?.name == event.name }
            events[event.name] = .optional(wired?.action)
            if let wired { written[event.name] = source(wired.range) }
        }
        return .object([
            "name": .string(sheet.name),
            "controller": .string(controller.className),
            "content": .string(sheet.content),
            "source": source(sheet.range),
            "settings": .object(settings.values),
            "events": .object(events),
            "written": .object(written),
        ])
    }

    // MARK: Properties

    /// Every property of `specs`, in catalog order: the value the spec gives, or the
    /// default; and where the spec wrote the ones it gives.
    func properties(_ specs: [PropertySpec], given: [CheckedProperty], scope: LayoutScope)
        -> (values: JSONNode.Object, written: JSONNode.Object) {
        var values = JSONNode.Object()
        var written = JSONNode.Object()
        for property in specs {
            if let set = given.first(where: { $0.spec.name == property.name }) {
                values[property.name] = scope.resolve(set.value)
                written[property.name] = source(set.range)
            } else {
                values[property.name] = scope.defaultValue(of: property)
            }
        }
        return (values, written)
    }
}
