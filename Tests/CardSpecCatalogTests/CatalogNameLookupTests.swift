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

/// `PartLookup.member(_:)` answers in one probe what the checks asked in three searches:
/// a slot, else a property, else an event, by the name.
@Suite struct PartMemberLookupTests {
    /// The three searches in their order, as the checks made them.
    private func searched(_ name: String, in lookup: PartLookup) -> String? {
        if let slot = lookup.spec.slots.first(where: { $0.name == name }) { return "slot \(slot.name)" }
        if let property = lookup.properties.first(where: { $0.name == name }) { return "property \(property.name)" }
        if let event = lookup.spec.events.first(where: { $0.name == name }) { return "event \(event.name)" }
        return nil
    }

    private func found(_ name: String, in lookup: PartLookup) -> String? {
        switch lookup.member(name) {
        case .slot(let slot): "slot \(slot.name)"
        case .property(let property): "property \(property.name)"
        case .event(let event): "event \(event.name)"
        case nil: nil
        }
    }

    @Test func agreesWithTheSearchesInOrder() {
        let catalog = Catalog.cardParts
        var names = Set(catalog.parts.flatMap { part in
            part.slots.map(\.name) + part.properties.map(\.name) + part.events.map(\.name)
        })
        names.formUnion(catalog.commonPartProperties.map(\.name))
        names.formUnion(["", "colour", "onTapp", "parts ", "K", "\u{212A}", "t\u{E9}xt", "te\u{301}xt"])
        for part in catalog.parts {
            let lookup = catalog.partLookup(part.kind)!
            for name in names {
                #expect(found(name, in: lookup) == searched(name, in: lookup), "\(part.kind).\(name)")
            }
            for event in part.events { #expect(found(event.name, in: lookup) == "event \(event.name)") }
            #expect(lookup.member("onNothing") == nil)
        }
    }

    /// The unretained answers the checks use are the same entries as the retained ones.
    @Test func unretainedAnswersAreTheSameEntries() {
        let catalog = Catalog.cardParts
        for (index, part) in catalog.parts.enumerated() {
            for number in [Int32(index), -1] {
                #expect(catalog.unretainedPartLookup(part.kind, numbered: number)?.takeUnretainedValue()
                    === catalog.partLookup(part.kind), "\(part.kind) numbered \(number)")
            }
            let lookup = catalog.partLookup(part.kind)!
            let names = part.slots.map(\.name) + lookup.properties.map(\.name) + part.events.map(\.name) + ["colour"]
            for name in names {
                switch (lookup.unretainedMember(name), lookup.member(name)) {
                case (.slot(let unretained), .slot(let slot)): #expect(unretained.takeUnretainedValue() === slot)
                case (.property(let unretained), .property(let property)): #expect(unretained.takeUnretainedValue() === property)
                case (.event(let unretained), .event(let event)): #expect(unretained.takeUnretainedValue() === event)
                case (nil, nil): break
                default: Issue.record("\(part.kind).\(name): the answers differ")
                }
            }
        }
        #expect(catalog.unretainedPartLookup("stak", numbered: 0) == nil)
    }
}

/// The enum literal check searches `caseNames`, which must stay parallel to `cases`.
@Suite struct EnumCaseNamesTests {
    @Test func caseNamesAreTheCasesNamesInOrder() {
        for spec in Catalog.cardParts.enums {
            #expect(spec.caseNames == spec.cases.map(\.name), "\(spec.name)")
        }
    }
}
