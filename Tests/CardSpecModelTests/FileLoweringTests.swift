import CardSpecDiagnostics
import Testing
@testable import CardSpecModel

@Suite struct FileLoweringTests {
    @Test func minimalSpecIsClean() {
        let (spec, diagnostics) = lower("cardspec: 1\n")
        #expect(diagnostics.isEmpty)
        #expect(spec?.version == 1)
        #expect(spec?.cards.isEmpty == true)
    }

    @Test func emptyFileIsReportedWithAFixIt() {
        let (spec, diagnostics) = lower("# nothing yet\n")
        #expect(spec == nil)
        #expect(summary(diagnostics) == ["empty-spec@1:1"])
        #expect(diagnostics.first?.fixIts.first?.replacement == "cardspec: 1\n")
    }

    @Test func missingVersionAndUnknownKeysAreAllReported() {
        let (_, diagnostics) = lower("""
            scrrens: {}
            cards: {}
            themez: {}
            """)
        #expect(summary(diagnostics) == ["missing-key@1:1", "unknown-key@1:1", "unknown-key@3:1"])
        let unknown = diagnostics.filter { $0.code == "unknown-key" }
        #expect(unknown.map(\.message) == [
            "unknown key 'scrrens' in the spec file; did you mean 'screens'?",
            "unknown key 'themez' in the spec file; did you mean 'themes'?",
        ])
        #expect(unknown.first?.fixIts.first?.replacement == "screens")
        #expect(unknown.first?.notes.first?.message.hasPrefix("valid keys here: cardspec, target") == true)
    }

    @Test func versionMustBeOne() {
        #expect(summary(lower("cardspec: 2\n").diagnostics) == ["unsupported-version@1:11"])
        #expect(summary(lower("cardspec: one\n").diagnostics) == ["wrong-kind@1:11"])
    }

    @Test func rootMustBeAMapping() {
        let (spec, diagnostics) = lower("- cardspec: 1\n")
        #expect(spec == nil)
        #expect(diagnostics.map(\.message) == ["expected a mapping with 'cardspec: 1' at the top, found a list"])
    }

    @Test func unknownTargetGetsASuggestion() {
        let diagnostics = lower("cardspec: 1\ntarget: cardpart\n").diagnostics
        #expect(diagnostics.map(\.message) == ["unknown target 'cardpart'; did you mean 'cardparts'?"])
        #expect(summary(diagnostics) == ["invalid-value@2:9"])
    }

    @Test func tokensByCategory() {
        let (spec, diagnostics) = lower("""
            cardspec: 1
            tokens:
              color: {brand: "#0077C5"}
              colour: {x: "#000"}
              number: {gutter: $number.other}
            """)
        #expect(summary(diagnostics) == ["unknown-key@4:3", "invalid-reference@5:20"])
        #expect(diagnostics.first?.message == "unknown key 'colour' in tokens; did you mean 'color'?")
        #expect(spec?.tokens.map(\.name.text) == ["brand", "gutter"])
    }

    @Test func themesScreensAndSheets() {
        let (spec, diagnostics) = lower("""
            cardspec: 1
            themes:
              Brand:
                base: mint
                titleTextColor: $color.brand
                barColor: $model.color
            theme: Brand
            screens:
              Home:
                kind: card
                cardCellMargins: {top: 0, left: 8, bottom: 0, right: 8}
                cards: [Summary, {card: Themed, with: {title: Hi}}, {with: {}}]
            bottomSheets:
              Filters: {content: FilterCard, contentHeight: 200}
            """)
        #expect(summary(diagnostics) == ["invalid-reference@6:15", "invalid-value@10:11", "missing-key@12:57"])
        #expect(diagnostics.first { $0.code == "invalid-value" }?.message
                == "unknown screen kind 'card'; did you mean 'cards'?")
        #expect(spec?.themes.first?.base?.text == "mint")
        #expect(spec?.themes.first?.properties.map(\.name.text) == ["titleTextColor", "barColor"])
        #expect(spec?.theme?.text == "Brand")
        #expect(spec?.screens.first?.cards.map(\.card.text) == ["Summary", "Themed"])
        #expect(spec?.screens.first?.properties.map(\.name.text) == ["cardCellMargins"])
        #expect(spec?.bottomSheets.first?.content?.text == "FilterCard")
    }

    @Test func typesParse() {
        let (spec, diagnostics) = lower("""
            cardspec: 1
            types:
              Row: {title: String, amounts: "[Double]", note: String?, bad: "[String"}
            """)
        #expect(summary(diagnostics) == ["invalid-value@3:65"])
        #expect(spec?.types.first?.fields.map(\.type.type.description) == ["String", "[Double]", "String?"])
    }
}
