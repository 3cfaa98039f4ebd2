import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel
import CardSpecSyntax
import Foundation
import Testing
@testable import CardSpecChecks

/// The typed spec the generators read: complete for a clean spec, absent for one with errors.
@Suite struct CheckedSpecTests {
    static func checked(_ yaml: String) -> SpecValidator.Result? {
        let file = SourceFile(path: "test.cards.yaml", text: yaml)
        let parsed = SpecParser.parse(file, format: .yaml, limits: ParseLimits())
        let lowered = SpecLowering.lower(parsed.root, in: file, vocabulary: Catalog.cardParts)
        return lowered.spec.map { SpecValidator.check($0, catalog: .cardParts, source: file) }
    }

    @Test func cleanSpecIsTypedThroughout() throws {
        let result = try #require(Self.checked("""
            cardspec: 1
            module: Budgets
            tokens:
              color: {brand: "#0077C5"}
            themes:
              Brand: {base: mint, titleTextColor: $color.brand}
            theme: Brand
            types:
              Row: {title: String}
            screens:
              Home: {cardCellMargins: {left: 8, right: 8}, cards: [{card: Summary, with: {heading: Hi}}]}
            cards:
              Summary:
                parameters: {heading: String}
                model:
                  spent: {type: Double, initial: 0.5}
                  rows: "[Row]"
                traits: {rounded: 10}
                parts:
                  - text: {text: $param.heading, textColor: $color.brand}
                  - bar: {percent: $model.spent}
                  - table:
                      items: $model.rows
                      row: {tableCell: {leftTitleText: $item.title}}
                      onSelect: openRow
                onTap: openSummary
            """))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let spec = try #require(result.checked)
        #expect(spec.module == "Budgets")
        #expect(spec.tokens.map(\.name) == ["brand"])
        #expect(spec.themes.first?.base == .builtin("mint"))
        #expect(spec.themes.first?.properties.map(\.spec.name) == ["titleTextColor"])
        #expect(spec.appliedTheme == "Brand")
        #expect(spec.screens.first?.settings.map(\.spec.name) == ["cardCellMargins"])
        #expect(spec.screens.first?.cards.first?.arguments.map(\.name) == ["heading"])
        let card = try #require(spec.cards.first)
        #expect(spec.card(named: "Summary")?.name == "Summary", "screens find their cards by name")
        #expect(spec.card(named: "Missing") == nil)
        #expect(card.model.map(\.name) == ["spent", "rows"])
        #expect(card.model.first?.type == .number(.double))
        #expect(card.traits.first?.spec.name == "rounded")
        #expect(card.traits.first?.parameters.first?.spec.name == "cornerRadius")
        #expect(card.taps.map(\.action) == ["openSummary"])
        let parts = try #require(card.states.first?.parts)
        #expect(parts.map(\.spec.kind) == ["text", "bar", "table"])
        #expect(parts[0].properties.map(\.spec.name) == ["text", "textColor"])
        let table = parts[2]
        #expect(table.events.map(\.action) == ["openRow"])
        #expect(table.slots.first?.spec.name == "row")
        #expect(table.slots.first?.itemType == "Row")
        #expect(table.slots.first?.parts.first?.spec.kind == "tableCell")
    }

    @Test func specWithErrorsHasNoTypedForm() throws {
        let result = try #require(Self.checked("cardspec: 1\ncards:\n  C:\n    parts: [{txt: {}}]\n"))
        #expect(result.checked == nil)
        #expect(!result.diagnostics.isEmpty)
    }

    @Test func everyValidFixtureIsTyped() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/valid")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        #expect(names.count >= 4)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(name)))
            let file = SourceFile(path: name, bytes: bytes)
            let parsed = SpecParser.parse(file, format: SourceFormat(path: name), limits: ParseLimits())
            let lowered = SpecLowering.lower(parsed.root, in: file, vocabulary: Catalog.cardParts)
            let spec = try #require(lowered.spec, "\(name)")
            let result = SpecValidator.check(spec, catalog: .cardParts, source: file)
            let checked = try #require(result.checked, "\(name)")
            #expect(checked.cards.count == spec.cards.count, "\(name)")
        }
    }
}

@Suite struct CatalogLiteralTests {
    /// Every literal default and every built-in theme value reads as its property's type:
    /// the generators rely on it.
    @Test func everyCatalogLiteralReads() {
        let catalog = Catalog.cardParts
        var unreadable: [String] = []
        var owners: [(String, [PropertySpec])] = catalog.parts.map { ($0.kind, $0.properties) }
        owners.append(("common", catalog.commonPartProperties))
        owners += catalog.traits.map { ("trait \($0.name)", $0.parameters) }
        owners += catalog.screens.map { ("screen \($0.name)", $0.properties) }
        owners.append(("bottomSheet", catalog.bottomSheet.properties))
        for (owner, properties) in owners {
            for property in properties where CatalogLiterals.defaultValue(of: property, catalog: catalog) == nil {
                if case .literal(let text) = property.defaultValue { unreadable.append("\(owner).\(property.name) = \(text)") }
            }
        }
        for theme in catalog.builtinThemes {
            for property in catalog.themeProperties {
                guard let text = theme.values[property.name] else {
                    unreadable.append("\(theme.name).\(property.name) missing")
                    continue
                }
                if CatalogLiterals.typed(text, as: property.type, catalog: catalog) == nil {
                    unreadable.append("\(theme.name).\(property.name) = \(text)")
                }
            }
        }
        #expect(unreadable.isEmpty, "\(unreadable)")
    }

    @Test func readsColorsFontsAndEnums() {
        let catalog = Catalog.cardParts
        guard case .color(let rgba, nil)? = CatalogLiterals.typed("\"#999999\"", as: .color, catalog: catalog) else {
            Issue.record("a hex color reads")
            return
        }
        #expect(rgba.hex == "#999999FF")
        guard case .enumCase(_, "center", let arguments)? = CatalogLiterals.typed(
            "{center: {amount: 0}}", as: .enumeration("CardPartSecondaryTitleDescPosition"), catalog: catalog) else {
            Issue.record("an enum case with a value reads")
            return
        }
        #expect(arguments.map(\.label) == ["amount"])
    }
}
