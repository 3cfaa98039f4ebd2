import CardSpecCatalog
import Testing

/// The names of the generated Swift types, which the generators give and the checks
/// hold the spec's declarations to.
@Suite struct SwiftNamesTests {
    /// A card's type names, made in one piece, are its name without a `Card` suffix,
    /// prefixed with the module.
    @Test func cardNames() {
        let names = SwiftNames(module: "Budgets")
        #expect(names.card("Summary") == "BudgetsSummary")
        #expect(names.card("SummaryCard", suffix: "Card") == "BudgetsSummaryCard")
        #expect(names.card("Card") == "BudgetsCard")
        #expect(names.cardController("BarCard") == "BudgetsBarCardController")
        #expect(names.parameters("Bar") == "BudgetsBarParameters")
        #expect(names.cardController("Caf\u{E9}Card") == "BudgetsCaf\u{E9}CardController")
        #expect(SwiftNames(module: "").card("\u{E9}Card", suffix: "Card") == "\u{E9}Card")
    }

    @Test func swiftNamesOfDeclarations() {
        let names = SwiftNames(module: "N")
        #expect(names.types(of: .card, named: "Foo") == ["NFooCardController", "NFooViewModel", "NFooActions", "NFooParameters"])
        #expect(names.types(of: .card, named: "FooCard") == names.types(of: .card, named: "Foo"))
        #expect(names.types(of: .card, named: "Card") == ["NCardCardController", "NCardViewModel", "NCardActions", "NCardParameters"])
        #expect(names.types(of: .type, named: "Row") == ["Row"])
        #expect(names.types(of: .theme, named: "Brand") == ["NBrandTheme"])
        #expect(names.types(of: .screen, named: "Home") == ["NHomeViewController"])
        #expect(names.types(of: .bottomSheet, named: "Filters") == ["NFiltersBottomSheet"])
        #expect((names.tokens, names.appearance) == ("NTokens", "NAppearance"))
        #expect(names.card("BarCard", suffix: "Card.swift") == "NBarCard.swift")
    }
}
