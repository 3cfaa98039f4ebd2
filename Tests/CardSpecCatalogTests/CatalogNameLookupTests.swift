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

/// A part lowered with the catalog as its vocabulary keeps the catalog's number for its
/// kind, and the checks find the kind again by that number.
@Suite struct PartKindNumberTests {
    @Test func kindsAreNumberedByPosition() {
        let catalog = Catalog.cardParts
        for (index, part) in catalog.parts.enumerated() {
            #expect(catalog.childSlots(ofPartKind: part.kind).kindIndex == Int32(index))
            #expect(catalog.partLookup(part.kind, numbered: Int32(index))?.spec === part)
        }
        #expect(catalog.childSlots(ofPartKind: "stak").kindIndex == -1, "an unknown kind has no number")
    }

    @Test func aWrongNumberFallsBackToTheName() {
        let catalog = Catalog.cardParts
        let text = catalog.partLookup("text")
        #expect(catalog.partLookup("text", numbered: -1) === text)
        #expect(catalog.partLookup("text", numbered: Int32(catalog.parts.count)) === text)
        let other = catalog.parts.firstIndex { $0.kind != "text" }!
        #expect(catalog.partLookup("text", numbered: Int32(other)) === text, "another kind's number")
        #expect(catalog.partLookup("stak", numbered: 0) == nil)
    }

    @Test func traitParametersHaveDistinctNamesAndFitABitMask() {
        // The trait check marks given parameters by position, a bit each in a `UInt64`:
        // that needs distinct names, and 64 parameters at most.
        for trait in Catalog.cardParts.traits {
            #expect(Set(trait.parameters.map(\.name)).count == trait.parameters.count, "\(trait.name)")
            #expect(trait.parameters.count <= 64, "\(trait.name)")
        }
    }
}
