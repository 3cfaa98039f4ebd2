import CardSpecDiagnostics
import Testing

/// Declarations whose generated Swift types collide with each other's or with names the
/// generated code uses (SwiftNames, Catalog.referencedSwiftNames).
@Suite struct GeneratedNameTests {
    @Test func cardsWithOneStemMakeTheSameTypes() {
        let diagnostics = check("""
            cardspec: 1
            module: N
            screens:
              Home: {cards: [Foo, FooCard]}
            cards:
              Foo: {parts: [{text: {text: A}}]}
              FooCard: {parts: [{text: {text: B}}]}
            """)
        #expect(summary(diagnostics) == ["invalid-name@7:3"])
        #expect(diagnostics.first?.message
            == "card 'FooCard' makes the Swift type 'NFooCardController', as card 'Foo' does; generated types would collide")
        #expect(diagnostics.first?.notes.first?.message == "card 'Foo' declared here")
        #expect(diagnostics.first?.notes.first?.range?.start.line == 6)
    }

    @Test func typesThatTakeAGeneratedName() {
        let diagnostics = check("""
            cardspec: 1
            tokens:
              color: {brand: "#112233"}
            types:
              Tokens: {name: String}
              Appearance: {name: String}
              BarCardController: {name: String}
            screens:
              Home: {cards: [Bar]}
            cards:
              Bar:
                model: {rows: "[Tokens]", more: "[Appearance]", most: "[BarCardController]"}
                parts:
                  - text: {text: X, textColor: $color.brand}
                  - table: {items: $model.rows, row: {tableCell: {leftTitleText: $item.name}}}
                  - table: {items: $model.more, row: {tableCell: {leftTitleText: $item.name}}}
                  - table: {items: $model.most, row: {tableCell: {leftTitleText: $item.name}}}
            """)
        #expect(summary(diagnostics) == ["invalid-name@5:3", "invalid-name@6:3", "invalid-name@11:3"])
        #expect(diagnostics.map(\.message) == [
            "type 'Tokens' takes the name of the generated tokens enum; set 'module:' to prefix the generated names, or choose another name",
            "type 'Appearance' takes the name of the generated theme appearance enum; set 'module:' to prefix the generated names, or choose another name",
            "card 'Bar' makes the Swift type 'BarCardController', as type 'BarCardController' does; generated types would collide",
        ])
        #expect(diagnostics[2].notes.first?.range?.start.line == 7)
    }

    @Test func aModulePrefixKeepsTheGeneratedNamesApart() {
        let diagnostics = check("""
            cardspec: 1
            module: Pocket
            tokens:
              color: {brand: "#112233"}
            types:
              Tokens: {name: String}
            screens:
              Home: {cards: [Bar]}
            cards:
              Bar:
                model: {rows: "[Tokens]"}
                parts:
                  - text: {text: X, textColor: $color.brand}
                  - table: {items: $model.rows, row: {tableCell: {leftTitleText: $item.name}}}
            """)
        #expect(diagnostics.isEmpty, "\(summary(diagnostics))")
    }

    @Test func namesTheGeneratedCodeUsesAreNotShadowed() {
        let diagnostics = check("""
            cardspec: 1
            types:
              UIColor: {name: String}
              Observable: {name: String}
              CardState: {name: String}
              CardPartTextView: {name: String}
              CardParts: {name: String}
            screens:
              Home: {cards: [C]}
            cards:
              C: {parts: [{text: {text: X}}]}
            """)
        #expect(diagnostics.filter { $0.code == "invalid-name" }.map(\.message) == [
            "type 'UIColor' shadows the UIColor that generated code uses; choose another name",
            "type 'Observable' shadows the Observable that generated code uses; choose another name",
            "type 'CardState' shadows the CardState that generated code uses; choose another name",
            "type 'CardPartTextView' shadows the CardPartTextView that generated code uses; choose another name",
            "type 'CardParts' shadows the CardParts that generated code uses; choose another name",
        ])
    }

    @Test func aGeneratedTypeThatShadowsAnSDKType() {
        let diagnostics = check("""
            cardspec: 1
            themes:
              CardParts: {base: mint}
              CardPartsMint: {base: CardParts}
              Types: {base: CardPartsMint}
            theme: Types
            screens:
              Home: {cards: [C]}
            cards:
              C: {parts: [{text: {text: X}}]}
            """)
        // A theme's type is its name and `Theme`: CardParts' own protocol and theme class.
        #expect(summary(diagnostics) == ["invalid-name@3:3", "invalid-name@4:3"])
        #expect(diagnostics.map(\.message) == [
            "theme 'CardParts' makes the Swift type 'CardPartsTheme', which shadows the CardPartsTheme that generated code uses; choose another name",
            "theme 'CardPartsMint' makes the Swift type 'CardPartsMintTheme', which shadows the CardPartsMintTheme that generated code uses; choose another name",
        ])
    }
}
