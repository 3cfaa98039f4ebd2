import CardSpecCatalog
import CardSpecChecks
import CardSpecSyntax
import Foundation
import Testing
@testable import CardSpecGenerators
@testable import CardSpecModel

/// The JSON Schema of the language against the catalog and against cardspec's own rules.
/// (That the schema accepts every valid fixture and rejects the structural mistakes is
/// checked with an independent validator, check-jsonschema, in scripts/test.)
@Suite struct SchemaGeneratorTests {
    static let text = SpecSchemaGenerator(catalog: .cardParts).text()
    // Read only, once.
    nonisolated(unsafe) static let schema: [String: Any] =
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    static var definitions: [String: Any] { schema["$defs"] as? [String: Any] ?? [:] }

    static func definition(_ name: String) -> [String: Any] { definitions[name] as? [String: Any] ?? [:] }
    static func propertyNames(of schema: [String: Any]) -> Set<String> {
        Set((schema["properties"] as? [String: Any] ?? [:]).keys)
    }

    @Test func isDeterministic() {
        #expect(SpecSchemaGenerator(catalog: .cardParts).text() == Self.text)
        #expect(Self.text.hasSuffix("}\n"))
        #expect(Self.schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    /// The language's keys come from the lowering; the schema must not drift from them.
    @Test func fileAndCardKeysAreTheLanguages() {
        #expect(Self.propertyNames(of: Self.schema) == Set(Lowerer.fileKeys))
        #expect(Self.propertyNames(of: Self.definition("card")) == Set(Lowerer.cardKeys))
        #expect(Self.schema["additionalProperties"] as? Bool == false)
    }

    @Test func everyPartHasEveryPropertySlotAndEvent() {
        for part in Catalog.cardParts.parts {
            let body = Self.definition("partBody.\(part.kind)")
            let expected = Set(Catalog.cardParts.properties(of: part).map(\.name) + part.slots.map(\.name)
                + part.events.map(\.name) + ["id"])
            #expect(Self.propertyNames(of: body) == expected, "\(part.kind)")
            #expect(body["additionalProperties"] as? Bool == false, "\(part.kind)")
            #expect((body["description"] as? String)?.contains(part.summary) == true, "\(part.kind)")
        }
    }

    @Test func everyTraitAndThemePropertyIsDescribed() throws {
        let card = Self.definition("card")["properties"] as? [String: Any]
        let traits = try #require(card?["traits"] as? [String: Any])
        #expect(Self.propertyNames(of: traits) == Set(Catalog.cardParts.traits.map(\.name)))
        for trait in Catalog.cardParts.traits {
            #expect((Self.definition("trait.\(trait.name)")["description"] as? String)?.contains(trait.summary) == true)
        }
        let theme = Self.definition("theme")
        #expect(Self.propertyNames(of: theme) == Set(Catalog.cardParts.themeProperties.map(\.name) + ["base"]))
        let properties = theme["properties"] as? [String: Any] ?? [:]
        for property in Catalog.cardParts.themeProperties {
            let description = (properties[property.name] as? [String: Any])?["description"] as? String
            #expect(description?.hasPrefix(property.summary) == true, "\(property.name)")
        }
    }

    @Test func enumCasesAreListed() {
        let alignment = Self.definition("card.NSTextAlignment")
        #expect(Self.text.contains("\"centre\"") == false)
        let encoded = String(decoding: (try? JSONSerialization.data(withJSONObject: alignment)) ?? Data(), as: UTF8.self)
        for enumCase in ["left", "center", "right", "justified", "natural"] {
            #expect(encoded.contains("\"\(enumCase)\""), "\(enumCase)")
        }
    }

    /// Every `$ref` names a definition, and every definition is used.
    @Test func referencesResolve() {
        var used: Set<String> = []
        func walk(_ node: Any) {
            if let object = node as? [String: Any] {
                if let ref = object["$ref"] as? String {
                    #expect(ref.hasPrefix("#/$defs/"), "\(ref)")
                    let name = String(ref.dropFirst("#/$defs/".count))
                    #expect(Self.definitions[name] != nil, "\(ref)")
                    used.insert(name)
                }
                object.values.forEach(walk)
            } else if let array = node as? [Any] {
                array.forEach(walk)
            }
        }
        walk(Self.schema)
        #expect(used == Set(Self.definitions.keys))
    }

    // MARK: The patterns agree with cardspec's own lexical rules

    static func matches(_ pattern: String, _ text: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    static func pattern(in definition: String, alternative: Int? = nil) -> String {
        var schema = Self.definition(definition)
        if let alternative, let alternatives = schema["anyOf"] as? [[String: Any]] { schema = alternatives[alternative] }
        return schema["pattern"] as? String ?? ""
    }

    @Test(arguments: [
        "String", "[Transaction]", "Double?", "[String?]?", " [ Row ] ", "[[Int]]", "String ?", "CardState",
        "[Row", "Row]", "[]", "", "1Row", "Row??x", "UIView.ContentMode", "[UIFont.Weight]?", "UIView.", ".Mode",
        "A..B", "A.1B", "[Row]]", "Dictionary<String, Int>",
    ])
    func typeExpressionsAsTheParserReadsThem(_ text: String) {
        let pattern = Self.pattern(in: "typeExpression", alternative: 1)
        #expect(Self.matches(pattern, text) == (TypeSyntax.parse(text) != nil), "\(text)")
    }

    @Test(arguments: [
        "Hello", "$1,200", "$ 5", "$$model.x", "$", "", "$model.title", "$modle.title", "$model.", "$_x", "$theme.barColor",
        "$é", "Spent $model.spent",
    ])
    func textIsWhatIsNotAReference(_ text: String) {
        let isText = !Self.matches("^\\$[A-Za-z_]", text)
        let isLiteral = if case .literal = ReferenceSyntax.classify(text) { true } else { false }
        #expect(isText == isLiteral, "\(text)")
    }

    @Test(arguments: ["#0077C5", "#07C", "#0077C580", "#0077C", "#GGGGGG", "lightGray", "lightGrey", "clear", "#", "0077C5"])
    func colorsAsTheChecksReadThem(_ text: String) {
        let schemaAccepts = Self.matches(SchemaBuilder.hexColorPattern, text)
            || Catalog.cardParts.namedColors.contains { $0.name == text }
        #expect(schemaAccepts == (CatalogLiterals.typed(text, as: .color, catalog: .cardParts) != nil), "\(text)")
    }

    @Test(arguments: ["https://example.com/a.mp4", "file:///tmp/x", "sample.mp4", "https:", "a b:c", "1http://x", "mailto:x@y.z",
                      "https://exa mple.com"])
    func urlsAsTheChecksReadThem(_ text: String) {
        let typed = CatalogLiterals.typed("\"\(text)\"", as: .url, catalog: .cardParts)
        #expect(Self.matches(SchemaBuilder.urlPattern, text) == (typed != nil), "\(text)")
    }

    @Test(arguments: ["2024-05-01", "2024-05-01T09:30:00Z", "2024-05-01T09:30:00+02:00", "2024-13-01", "2024-05-32",
                      "2024-05-01T24:00:00Z", "2024-05-01T09:30Z", "24-05-01", "2024-05-01T09:30:60Z"])
    func datesAsTheChecksReadThem(_ text: String) {
        let typed = CatalogLiterals.typed("\"\(text)\"", as: .date, catalog: .cardParts)
        #expect(Self.matches(SchemaBuilder.datePattern, text) == (typed != nil), "\(text)")
    }

    @Test(arguments: ["hasData", "none", "custom(overBudget)", "custom(2x)", "custom()", "hasDta", "Custom(x)"])
    func stateNames(_ text: String) {
        let builtin = Catalog.cardParts.builtinStates.contains(text)
        let custom = Self.matches(SchemaBuilder.customStatePattern, text)
        let isState = text.hasPrefix("custom(") && text.hasSuffix(")")
            ? Identifier.isValid(String(text.dropFirst("custom(".count).dropLast()))
            : Catalog.cardParts.builtinStates.contains(text)
        #expect((builtin || custom) == isState, "\(text)")
    }
}
