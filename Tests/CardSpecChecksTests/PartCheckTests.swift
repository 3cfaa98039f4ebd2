import CardSpecDiagnostics
import Testing

@Suite struct PartCheckTests {
    @Test func cleanCard() {
        let diagnostics = check(card("""
            model:
              spent: {type: Double, initial: 0.5}
              title: String
            parts:
              - title: {type: titleOnly, title: $model.title}
              - text: {type: detail, text: Spent, textColor: "#888"}
              - bar: {percent: $model.spent}
              - spacer: {height: 10}
            """))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test func misspelledPartGetsASuggestion() {
        let diagnostics = check(card("parts:\n  - txt: {text: Hello}\n  - CardPartTextView: {text: Hi}"))
        #expect(summary(diagnostics) == ["unknown-part@7:9", "unknown-part@8:9"])
        #expect(diagnostics[0].message == "unknown part 'txt'; did you mean 'text'?")
        #expect(diagnostics[1].message == "unknown part 'CardPartTextView'; CardPartTextView is written 'text' in a spec")
        #expect(diagnostics[1].fixIts.first?.replacement == "text")
    }

    @Test func misspelledPropertyAndEnumCase() {
        let diagnostics = check(card("parts:\n  - text: {txt: Hello, type: tittle}"))
        #expect(summary(diagnostics) == ["unknown-property@7:16", "unknown-enum-case@7:34"])
        #expect(diagnostics[0].message == "unknown property 'txt' of text; did you mean 'text'?")
        #expect(diagnostics[1].message.hasSuffix("did you mean 'title'?"))
    }

    @Test func typeMismatchNamesBothTypes() {
        let diagnostics = check(card("parts:\n  - switch: {isOn: yes}\n  - bar: {percent: high}"))
        #expect(summary(diagnostics) == ["type-mismatch@7:24", "type-mismatch@8:24"])
        #expect(diagnostics[0].message == "'isOn' of switch takes a Bool, found the string 'yes'")
        #expect(diagnostics[0].notes.first?.message.contains("YAML 1.2") == true)
        #expect(diagnostics[0].fixIts.first?.replacement == "true")
        #expect(diagnostics[1].message == "'percent' of bar takes a Double, found the string 'high'")
    }

    @Test func requiredArgumentsAndRanges() {
        let diagnostics = check(card("parts:\n  - spacer\n  - spacer: {height: 0}\n  - bar: {percent: 1.5}"))
        #expect(summary(diagnostics) == ["missing-argument@7:9", "value-out-of-range@8:26", "value-out-of-range@9:24"])
    }

    @Test func labelOnlyInsideAStack() {
        let diagnostics = check(card("""
            parts:
              - label: {text: Alone}
              - stack:
                  parts:
                    - label: {text: Fine}
            """))
        #expect(summary(diagnostics) == ["misplaced-part@7:9"])
    }

    @Test func bindings() {
        let diagnostics = check(card("""
            model:
              spent: String
              query: String
              kind: String
            parts:
              - bar: {percent: $model.spent}
              - textField: {text: {twoWay: $model.query}}
              - text: {text: {twoWay: $model.query}}
              - text: {type: $model.kind}
              - text: {text: $model.missing}
            """))
        #expect(summary(diagnostics) == [
            "binding-mismatch@11:24", "not-a-control@13:31", "not-bindable@14:22", "undefined-reference@15:22",
        ])
        #expect(diagnostics[0].message == "cannot bind $model.spent (String) to 'percent' of bar, which takes Double")
    }

    @Test func colorsAndTokens() {
        let diagnostics = check("""
            cardspec: 1
            tokens:
              color: {brand: "#0077C5"}
              font: {hero: {system: 28, weight: bold}}
            screens:
              Home: {cards: [Card]}
            cards:
              Card:
                parts:
                  - text: {textColor: $color.brnd, font: $font.hero}
                  - text: {textColor: lightGrey}
                  - text: {textColor: "#12345", font: $color.brand}
            """)
        #expect(summary(diagnostics) == [
            "undefined-reference@10:27", "invalid-literal@11:27", "invalid-literal@12:27", "type-mismatch@12:43",
        ])
        #expect(diagnostics[0].message == "$color.brnd names no color token; did you mean 'brand'?")
        #expect(diagnostics[1].message == "'lightGrey' is not a color; did you mean 'lightGray'?")
    }
}
