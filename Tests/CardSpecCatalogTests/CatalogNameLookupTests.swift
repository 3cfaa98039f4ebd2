import Testing
@testable import CardSpecCatalog

/// The catalog finds parts and properties through `NameIndex` (CardSpecDiagnostics).
@Suite struct CatalogNameLookupTests {
    @Test func catalogLookupsUseIt() {
        let catalog = Catalog.cardParts
        #expect(catalog.part("text")?.kind == "text")
        #expect(catalog.part("txt") == nil)
        let text = catalog.partLookup("text")
        #expect(text?.property("textColor")?.name == "textColor")
        #expect(text?.property("margins")?.name == "margins", "common properties are found too")
        #expect(text?.property("colour") == nil)
    }
}
