import CardSpecDiagnostics
import Testing

@Suite struct CardCheckTests {
    @Test func traits() {
        let diagnostics = check(card("""
            model:
              isHidden: Bool
              name: String
            traits:
              rounded: {cornerRadius: 10}
              roundd: 10
              editable: {}
              hidden: $model.name
              shadow: {opacity: 2}
            parts:
              - text: {text: $model.isHidden}
            """))
        #expect(diagnostics.map(\.code).contains("unknown-trait"))
        #expect(diagnostics.map(\.code).contains("missing-argument"))
        #expect(diagnostics.map(\.code).contains("binding-mismatch"))
        #expect(diagnostics.map(\.code).contains("value-out-of-range"))
        let unknown = diagnostics.first { $0.code == "unknown-trait" }
        #expect(unknown?.message == "unknown trait 'roundd' of card 'Card'; did you mean 'rounded'?")
    }

    @Test func states() {
        let diagnostics = check(card("""
            model:
              state: {type: CardState, initial: loading}
              title: String
            state: $model.state
            parts:
              - text: {text: $model.title}
            states:
              none: []
              hasDta:
                - text: {text: Data}
              custom(overBudget): []
            onTap:
              empty: openCard
            """))
        #expect(summary(diagnostics) == [
            "invalid-state@7:41", "invalid-state@13:7", "invalid-state@14:7", "invalid-state@18:7",
        ])
        #expect(diagnostics[2].message == "unknown state 'hasDta'; did you mean 'hasData'?")
    }

    @Test func stateMustBeBoundToACardState() {
        let diagnostics = check(card("model:\n  state: String\nstate: $model.state\nparts:\n  - text: {text: $model.state}"))
        #expect(summary(diagnostics) == ["invalid-state@8:12"])
    }

    @Test func namesAndCollisions() {
        let diagnostics = check("""
            cardspec: 1
            screens:
              Card: {cards: [Card, class]}
            cards:
              Card:
                parts:
                  - text: {id: amount, text: A}
                  - text: {id: amount, text: B}
                  - text: {id: bag, text: C}
              class:
                parts: []
            """)
        #expect(summary(diagnostics) == [
            "invalid-name@5:3", "invalid-name@8:20", "invalid-name@9:20", "invalid-name@10:3",
        ])
    }

    @Test func themesAndUnused() {
        let diagnostics = check("""
            cardspec: 1
            tokens:
              color: {brand: "#0077C5", unused: "#000"}
            themes:
              A: {base: B, titleTextColor: $color.brand}
              B: {base: A, titleTextColour: "#fff"}
              C: {base: mnt}
            theme: A
            screens:
              Home: {cards: [Card, Missing]}
            cards:
              Card:
                model: {spare: String}
                parts: []
              Extra:
                parts: []
            """)
        #expect(summary(diagnostics) == [
            "unused@3:29", "theme-cycle@5:13", "unknown-property@6:16", "unused@7:3", "undefined-name@7:13",
            "undefined-name@10:24", "unused@13:13", "unused@15:3",
        ])
    }

    @Test func screensAndArguments() {
        let diagnostics = check("""
            cardspec: 1
            screens:
              Home:
                kind: fullScreen
                cardCellMargin: 8
                cards: [Themed, {card: Themed, with: {titel: Hi}}]
            cards:
              Themed:
                parameters: {title: String}
                parts:
                  - text: {text: $param.title}
            """)
        #expect(diagnostics.map(\.code) == ["invalid-value", "unknown-property", "missing-argument", "missing-argument", "unknown-property"])
    }
}
