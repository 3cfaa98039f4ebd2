import CardSpecDiagnostics
import Testing
@testable import CardSpecModel

@Suite struct CardLoweringTests {
    @Test func fullCard() throws {
        let (spec, diagnostics) = lower("""
            cardspec: 1
            cards:
              Summary:
                parameters: {title: String, subtitle: {type: String, default: Hi}}
                model:
                  spent: {type: Double, initial: 0.42}
                  isHidden: Bool
                  state: {type: CardState, initial: loading}
                traits:
                  rounded: {cornerRadius: 10}
                  editable: {onEdit: editBudget}
                  transparent:
                state: $model.state
                parts:
                  - text: {text: $param.title}
                states:
                  hasData:
                    - separator
                    - stack:
                        id: amounts
                        parts:
                          - text: {text: "$1,200", onTap: openDetails}
                  custom(overBudget): []
                onTap: {hasData: openBudget}
                invalidateLayoutOn: [$model.spent]
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let card = try #require(spec?.cards.first)
        #expect(card.parameters.map(\.name.text) == ["title", "subtitle"])
        #expect(card.model.map { $0.type?.type.description } == ["Double", "Bool", "CardState"])
        #expect(card.model.first?.initial.map { if case .float(0.42) = $0.kind { true } else { false } } == true)
        #expect(card.traits.map(\.name.text) == ["rounded", "editable", "transparent"])
        #expect(card.stateBinding?.name == "state")
        #expect(card.states.map(\.state.description) == ["none", "hasData", "custom(overBudget)"])
        #expect(card.onTap.map { "\($0.state):\($0.action.name)" } == ["hasData:openBudget"])
        #expect(card.invalidateLayoutOn.map(\.spelled) == ["$model.spent"])

        let stack = try #require(card.states[1].parts.last)
        #expect(stack.kind.text == "stack")
        #expect(stack.id?.text == "amounts")
        guard case .parts(let children)? = stack.properties["parts"]?.value.kind else {
            Issue.record("a stack's parts are lowered as parts")
            return
        }
        #expect(children.first?.properties.map(\.name.text) == ["text", "onTap"])
        guard case .string("$1,200")? = children.first?.properties["text"]?.value.kind else {
            Issue.record("money text stays text")
            return
        }
        guard case .action(let action)? = children.first?.properties["onTap"]?.value.kind else {
            Issue.record("onTap holds an action")
            return
        }
        #expect(action.name.text == "openDetails")
    }

    @Test func unknownCardKeyAndWrongKinds() {
        let diagnostics = lower("""
            cardspec: 1
            cards:
              Summary:
                trait: {}
                model: [title]
                states:
                  hasData: {text: {}}
              Other: []
            """).diagnostics
        #expect(summary(diagnostics) == ["unknown-key@4:5", "wrong-kind@5:12", "wrong-kind@7:16", "wrong-kind@8:10"])
        #expect(diagnostics.first?.message == "unknown key 'trait' in card 'Summary'; did you mean 'traits'?")
        #expect(diagnostics.last?.message == "expected card 'Other' as a mapping, found a list")
    }

    @Test func malformedParts() {
        let diagnostics = lower("""
            cardspec: 1
            cards:
              Summary:
                parts:
                  - text:
                    type: title
                  - {}
                  - [text]
                  - text: [a]
            """).diagnostics
        #expect(summary(diagnostics) == ["malformed-part@5:9", "malformed-part@7:9", "malformed-part@8:9", "wrong-kind@9:15"])
        let first = diagnostics[0]
        #expect(first.message == "a part is a mapping with one key, the part kind; found 2 keys ('text', 'type')")
        #expect(first.notes.first?.range?.start.line == 6)
    }

    @Test func references() {
        let diagnostics = Diagnostic.sortedForReport(lower("""
            cardspec: 1
            cards:
              Summary:
                state: Loading
                parts:
                  - text: {text: $modle.title}
                  - text: {text: $model.}
                  - text: {text: "$$model.title"}
                  - text: {text: "$model.title"}
                  - text: {text: $ 5}
                model:
                  title: {type: String, initial: $model.other}
            """).diagnostics)
        #expect(summary(diagnostics) == [
            "invalid-reference@4:12", "invalid-reference@6:22", "invalid-reference@7:22", "invalid-reference@12:38",
        ])
        #expect(diagnostics[1].message == "unknown reference namespace 'modle' in '$modle.title'; did you mean '$model'?")
        #expect(diagnostics[1].fixIts.first?.replacement == "$model.title")
        #expect(diagnostics[3].message == "$model.other cannot be used here; only literal values are allowed")
    }

    @Test func referenceNameRangeSkipsNamespaceAndQuote() throws {
        let (spec, _) = lower("cardspec: 1\ncards:\n  C:\n    parts:\n      - text: {text: \"$model.title\"}\n")
        let part = try #require(spec?.cards.first?.states.first?.parts.first)
        guard let reference = part.properties["text"]?.value.reference else {
            Issue.record("expected a reference")
            return
        }
        // `"$model.title"` starts at column 22; the name after `"$model.` at column 30.
        #expect(reference.range.start.column == 22)
        #expect(reference.nameRange.start.column == 30)
        #expect(reference.nameRange.end.column == 35)
    }

    /// A reference is held inline in a value (its name, then its namespace's byte) without
    /// making every value larger: written the other way round, padding made `Value` 56
    /// bytes, and every part's properties larger with it.
    @Test func referenceInlineKeepsTheValueSize() {
        #expect(MemoryLayout<Value.Kind>.size <= 17)
        #expect(MemoryLayout<Value>.stride <= 48)
    }

    @Test func stateNamesAndActions() {
        let diagnostics = lower("""
            cardspec: 1
            cards:
              Summary:
                states:
                  custom(): []
                  has data: []
                onTap: open budget
            """).diagnostics
        #expect(summary(diagnostics) == ["invalid-value@5:7", "invalid-value@6:7", "invalid-value@7:12"])
    }

    @Test func multiByteTextBeforeAnErrorKeepsColumnsInScalars() {
        let diagnostics = lower("cardspec: 1\ncards:\n  Résumé: {tráits: {}}\n").diagnostics
        #expect(summary(diagnostics) == ["unknown-key@3:12"])
    }

    @Test func jsonSpecsLowerTheSame() {
        let (spec, diagnostics) = lower("""
            {"cardspec": 1, "cards": {"C": {"parts": [{"text": {"text": "$model.t"}}], "model": {"t": "String"}}}}
            """, format: .json)
        #expect(diagnostics.isEmpty)
        #expect(spec?.cards.first?.states.first?.parts.first?.kind.text == "text")
    }
}
