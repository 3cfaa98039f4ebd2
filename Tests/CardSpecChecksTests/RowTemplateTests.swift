import CardSpecDiagnostics
import Testing

/// A row template becomes a cell that shows one item: it has no view model, parameters
/// or actions, and makes its parts once, before any row's item.
@Suite struct RowTemplateTests {
    /// A card with item type `Row` and a model list `rows` of it (and `on`, when
    /// `withOn`), shown on a screen; the body starts on line 9 (10 with the color token
    /// `brand`, `withBrandColor`).
    static func rows(withOn: Bool = false, withBrandColor: Bool = false, _ body: String) -> String {
        let indented = body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        return """
            cardspec: 1\(withBrandColor ? "\ntokens: {color: {brand: \"#0077C5\"}}" : "")
            types: {Row: {name: String, on: Bool, share: Double}}
            screens:
              Home: {cards: [{card: Card, with: {title: Hi}}]}
            cards:
              Card:
                parameters: {title: String}
                model: {rows: "[Row]"\(withOn ? ", on: Bool" : "")}

            """ + indented + "\n"
    }

    @Test func modelAndParameterReferencesAreReportedAtTheReference() {
        let diagnostics = check(Self.rows(withOn: true, """
            parts:
              - table:
                  items: $model.rows
                  cell:
                    - switch: {isOn: {twoWay: $model.on}}
                    - text: {text: $param.title}
              - table:
                  items: $model.rows
                  row: {tableCell: {leftTitleText: $model.rows, rightTitleText: $item.name}}
            """))
        #expect(summary(diagnostics) == ["not-in-row@13:39", "not-in-row@14:28", "not-in-row@17:44"])
        #expect(diagnostics.map(\.message) == [
            "$model.on cannot be used in the 'cell' of table: a row's cell has no view model; use $item.on, the field of the row's item, instead",
            "$param.title cannot be used in the 'cell' of table: a row's cell does not get the card's parameters; show a field of the row's item ($item.field) instead",
            "$model.rows cannot be used in the 'row' of table: a row's cell has no view model; show a field of the row's item ($item.field) instead",
        ])
        // The reference's own range, `$model.on` inside `{twoWay: …}`.
        #expect(diagnostics[0].range.end.column - diagnostics[0].range.start.column == "$model.on".count)
    }

    @Test func eventsAreReportedAtTheirKeyWithTheListsSelectionEvent() {
        let diagnostics = check(Self.rows("""
            parts:
              - table:
                  items: $model.rows
                  onSelect: openRow
                  cell:
                    - button: {title: $item.name, onTap: openRow}
              - collection:
                  items: $model.rows
                  cell:
                    - stack:
                        parts:
                          - button: {title: $item.name, onTap: openCell}
            """))
        #expect(summary(diagnostics) == ["not-in-row@14:43", "not-in-row@20:49"])
        #expect(diagnostics[0].message
            == "'onTap' of button never fires in the 'cell' of table: a row's cell has no actions; handle the row with the table's 'onSelect', which receives its item")
        #expect(diagnostics[1].message.hasSuffix("handle the row with the collection's 'onSelect', which receives its item"))
        #expect(diagnostics[0].range.end.column - diagnostics[0].range.start.column == "onTap".count)
    }

    @Test func itemValuesCannotBeInitializerArguments() {
        let diagnostics = check(Self.rows("""
            parts:
              - table:
                  items: $model.rows
                  cell:
                    - progressBar: {barColors: [red], currentValue: $item.share, showShowBarValues: false}
                    - title: {type: titleOnly, title: $item.name}
            """))
        #expect(summary(diagnostics) == ["not-in-row@13:61"])
        #expect(diagnostics.first?.message
            == "'currentValue' of progressBar cannot follow $item.share in the 'cell' of table: the cell makes its parts once, before any row's item; write a literal or a token instead")
    }

    @Test func itemsTokensAndThemeStillWorkInRows() {
        let diagnostics = check(Self.rows(withBrandColor: true, """
            parts:
              - table:
                  items: $model.rows
                  onSelect: openRow
                  cell:
                    - text: {text: $item.name, textColor: $color.brand, font: $theme.normalTextFont}
                    - bar: {percent: $item.share}
                    - progressBar: {barColors: [red], currentValue: 1, showShowBarValues: false}
            """))
        #expect(diagnostics.isEmpty, "\(summary(diagnostics))")
    }

    @Test func outsideRowsNothingChanges() {
        let diagnostics = check(Self.rows(withOn: true, """
            parts:
              - switch: {isOn: {twoWay: $model.on}}
              - text: {text: $param.title}
              - button: {title: Go, onTap: go}
              - table:
                  items: $model.rows
                  cell:
                    - text: {text: $item.name}
            """))
        #expect(diagnostics.isEmpty, "\(summary(diagnostics))")
    }
}
