import CardSpecDiagnostics
import Testing

/// Tokens are found by namespace and name, and each use counts for the token it resolves to.
@Suite struct TokenUseTests {
    @Test func sameNameInOtherCategoriesIsAnotherToken() {
        let diagnostics = check("""
            cardspec: 1
            tokens:
              color: {brand: "#123", gutter: "#456"}
              number: {gutter: 12, unused: 1}
              insets: {gutter: 3}
            screens:
              Home: {cards: [Card]}
            cards:
              Card:
                parts:
                  - stack: {spacing: $number.gutter, parts: [{text: {text: hi, textColor: $color.brnd}}]}
                  - txt: {text: $insets.gutter}
            """)
        // `$number.gutter` uses the number token only; `$insets.gutter`, inside an unknown
        // part, still counts as a use.
        #expect(summary(diagnostics) == [
            "unused@3:11", "unused@3:26", "unused@4:24", "undefined-reference@11:79", "unknown-part@12:9",
        ])
        #expect(diagnostics[1].message == "color token 'gutter' is never used")
        #expect(diagnostics[3].message == "$color.brnd names no color token; did you mean 'brand'?")
    }
}
