import CardSpecDiagnostics
import Testing

/// Cases a first user found while writing the showcase: each was wrong once.
@Suite struct FindingsTests {
    @Test func propertyThatStartsWithOnIsNotAnAction() {
        let diagnostics = check(card("""
            parts:
              - switch: {onTintColor: green}
              - switch: {onTintColor: "#00FF00"}
              - switch: {onTintColor: greenish}
            """))
        #expect(summary(diagnostics) == ["invalid-literal@9:31"])
    }

    @Test func bottomSheetEventsAreAccepted() {
        let diagnostics = check("""
            cardspec: 1
            bottomSheets:
              Filters: {content: Card, onDismiss: filtersClosed, onShow: filtersShown, onShw: x}
            cards:
              Card:
                parts: [{text: {text: Hi}}]
            """)
        #expect(summary(diagnostics) == ["unknown-property@3:76"])
        #expect(diagnostics.first?.message.hasSuffix("did you mean 'onShow'?") == true)
    }

    @Test func traitsWithoutParametersAreOnWhenListed() {
        let diagnostics = check(card("""
            model: {isHidden: Bool}
            traits:
              hidden: $model.isHidden
              transparent: true
              noTopBottomMargins: false
            parts: [{text: {text: Hi}}]
            """))
        #expect(summary(diagnostics) == ["type-mismatch@10:27"])
        #expect(diagnostics.first?.message == "trait 'noTopBottomMargins' is on when it is listed; remove it instead of writing false")
    }

    @Test func hiddenTakesAModelProperty() {
        let diagnostics = check(card("traits:\n  hidden: true\nparts: [{text: {text: Hi}}]"))
        #expect(summary(diagnostics) == ["type-mismatch@7:15"])
        #expect(diagnostics.first?.message == "'isHidden' of trait 'hidden' takes a model property such as '$model.isHidden', found the boolean true")
    }

    @Test func sliderValuesStayWithinTheirBounds() {
        let diagnostics = check(card("""
            parts:
              - slider: {value: 50, maximumValue: 100}
              - slider: {value: 2}
              - slider: {value: -1, minimumValue: 0, maximumValue: 10}
              - multiSlider: {value: [25, 175], minimumValue: 0, maximumValue: 100}
            """))
        #expect(summary(diagnostics) == ["value-out-of-range@8:25", "value-out-of-range@9:25", "value-out-of-range@10:30"])
        #expect(diagnostics[0].message == "'value' of slider is 2, above its maximumValue 1")
    }

    @Test func tokenNumbersKeepTheirLimits() {
        let diagnostics = check("""
            cardspec: 1
            tokens:
              number: {big: 220, half: 1.5}
            screens:
              Home: {cards: [Card]}
            cards:
              Card:
                parts:
                  - text: {text: Hi, alpha: $number.big}
                  - bar: {percent: $number.half}
            """)
        #expect(summary(diagnostics) == ["value-out-of-range@9:33", "value-out-of-range@10:24"])
    }

    @Test func rowTemplatesNeedItemsAndOnlyOneTemplate() {
        let diagnostics = check("""
            cardspec: 1
            types:
              Row: {title: String}
            screens:
              Home: {cards: [Card]}
            cards:
              Card:
                model: {rows: "[Row]"}
                parts:
                  - table: {items: $model.rows}
                  - table:
                      row: {tableCell: {leftTitleText: $item.title}}
                  - table:
                      items: $model.rows
                      row: {tableCell: {leftTitleText: $item.title}}
                      cell: [{text: {text: $item.titel}}]
            """)
        #expect(summary(diagnostics) == [
            "missing-argument@10:9", "missing-argument@11:9", "invalid-value@16:11", "undefined-reference@16:32",
        ])
    }

    @Test func unquotedListTypeGetsAHintAndNoCascade() {
        let diagnostics = check(card("""
            model:
              rows: [Row]
            parts:
              - text: {text: $model.rows}
            """))
        #expect(summary(diagnostics) == ["wrong-kind@7:13"])
        #expect(diagnostics.first?.message == #"expected a type, found a list; quote a list type in YAML: "[Row]""#)
    }

    @Test func unknownPartsStillUseTheirReferences() {
        let diagnostics = check(card("""
            model:
              title: String
            parts:
              - titel: {text: $model.title}
              - text: {txt: $model.title}
            """))
        #expect(diagnostics.map(\.code) == ["unknown-part", "unknown-property"])
    }

    @Test func stateValuesAreWrittenLikeStateKeys() {
        let diagnostics = check(card("""
            model:
              state: {type: CardState, initial: custom(stale)}
            state: $model.state
            states:
              custom(stale): [{text: {text: Old}}]
            onTap:
              custom(stal): refresh
            """))
        #expect(summary(diagnostics) == ["invalid-state@12:7"])
        #expect(diagnostics.first?.message.hasSuffix("did you mean 'custom(stale)'?") == true)
    }

    @Test func twoWayBindingStandsAlone() {
        let diagnostics = check(card("""
            model: {query: String}
            parts:
              - textField: {text: {twoWay: $model.query, animated: true}}
            """))
        #expect(summary(diagnostics) == ["invalid-value@8:50"])
    }
}

@Suite struct ModelInitialTests {
    @Test func typesWithoutAnEmptyValueNeedAnInitialValue() {
        let diagnostics = check(card("""
            model:
              link: URL
              place: CLLocation
              count: Int
              state: CardState
              site: {type: URL, initial: "https://example.com"}
            parts:
              - text: {text: Hi}
            """))
        #expect(summary(diagnostics).filter { $0.hasPrefix("missing-argument") } == ["missing-argument@7:7", "missing-argument@8:7"])
        #expect(diagnostics.first?.message == "model property 'link' is a URL, which has no empty value to start from; give it an 'initial' value")
    }
}
