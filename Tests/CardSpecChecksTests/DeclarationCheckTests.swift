import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel
import CardSpecSyntax
import Testing
@testable import CardSpecChecks

/// The checks outside cards: a controller's settings found by index, the cards a screen
/// shows marked by position, uses without arguments checked apart. Each is held to what
/// the general path (a search of the lists, a set of names) answers.
@Suite struct DeclarationCheckTests {
    /// The validator's diagnostics, whole (everything kept) and card by card (nothing kept).
    private static func bothWays(_ yaml: String) -> (whole: [String], cardByCard: [String]) {
        let file = SourceFile(path: "test.cards.yaml", text: yaml)
        let parsed = SpecParser.parseTree(file, format: .yaml, limits: ParseLimits())
        let lowered = SpecLowering.lower(parsed.tree, in: file, vocabulary: Catalog.cardParts)
        let whole = lowered.spec.map { SpecValidator.validate($0, catalog: .cardParts, source: file) } ?? []
        var lowering = CardByCardLowering(parsed.tree, in: file, vocabulary: Catalog.cardParts)
        let cardByCard = SpecValidator.checkCardByCard(&lowering, catalog: .cardParts, source: file).diagnostics
        func lines(_ diagnostics: [Diagnostic]) -> [String] {
            Diagnostic.sortedForReport(diagnostics).map {
                "\($0.code)@\($0.range.start.line):\($0.range.start.column) \($0.message) \($0.notes.map(\.message))"
            }
        }
        return (lines(whole), lines(cardByCard))
    }

    @Test func aSettingIsTheFirstPropertyElseTheFirstEventOfItsName() {
        for controller in Catalog.cardParts.screens + [Catalog.cardParts.bottomSheet] {
            let names = controller.properties.map(\.name) + controller.events.map(\.name) + ["unknown", "", "handle"]
            for name in names {
                let found: String? = switch controller.setting(name) {
                case .property(let spec)?: "property \(spec.name)"
                case .event(let event)?: "event \(event.name)"
                case nil: nil
                }
                let searched = controller.properties.first { $0.name == name }.map { "property \($0.name)" }
                    ?? controller.events.first { $0.name == name }.map { "event \($0.name)" }
                #expect(found == searched, "\(controller.name).\(name)")
            }
        }
    }

    @Test func settingsAreCheckedAsBefore() {
        let (whole, cardByCard) = Self.bothWays("""
            cardspec: 1
            screens:
              Home: {cards: [Card], cardCellMargins: 4, bogus: 1}
            bottomSheets:
              Sheet:
                content: Card
                handleWidth: -2
                onShow: openThing
                onDismiss: 3
                handel: 1
            cards:
              Card:
                parts: [{text: {text: Hi}}]
            """)
        #expect(whole == cardByCard)
        #expect(whole.contains { $0.contains("unknown-property") && $0.contains("'bogus'") })
        #expect(whole.contains { $0.contains("'onDismiss' of bottom sheet 'Sheet' takes an action name") })
        #expect(whole.contains { $0.contains("unknown-property") && $0.contains("'handel'") })
        #expect(whole.contains { $0.contains("'handleWidth' of bottom sheet 'Sheet'") })
    }

    @Test func aCardIsUsedWhenAnythingNamesIt() {
        // A theme's base naming a card counts as a use of it, as in the set of every name
        // referred to that the checks kept; a screen's unknown card marks a type of its name
        // used, and so does a card of the type's name that a screen shows.
        let (whole, cardByCard) = Self.bothWays("""
            cardspec: 1
            themes:
              Bright: {base: Named}
            types:
              Ghost: {title: String}
              Shown: {title: String}
            screens:
              Home: {cards: [Shown, Ghost]}
            cards:
              Shown:
                parts: [{text: {text: A}}]
              Named:
                parts: [{text: {text: C}}]
              Hidden:
                parts: [{text: {text: D}}]
            """)
        #expect(whole == cardByCard)
        let unused = whole.filter { $0.contains("is never used") }
        #expect(unused.contains { $0.contains("card 'Hidden'") })
        #expect(!unused.contains { $0.contains("card 'Shown'") })
        #expect(!unused.contains { $0.contains("card 'Named'") })
        #expect(!unused.contains { $0.contains("type 'Ghost'") })
        #expect(!unused.contains { $0.contains("type 'Shown'") })
    }

    @Test func usesWithAndWithoutArgumentsReportTheSameMissingParameters() {
        // A use without arguments takes a path of its own; with an unrelated argument it
        // takes the general one: the same parameter is missing from both.
        let (whole, cardByCard) = Self.bothWays("""
            cardspec: 1
            screens:
              Home:
                cards:
                  - Themed
                  - {card: Themed, with: {other: 1}}
                  - {card: Themed, with: {title: Hi, count: 2}}
            cards:
              Themed:
                parameters:
                  title: {type: String}
                  count: {type: Int, default: 1}
                  tint: {type: UIColor}
                parts: [{text: {text: $param.title, textColor: $param.tint}}]
            """)
        #expect(whole == cardByCard)
        let missing = whole.filter { $0.hasPrefix("missing-argument") }
        #expect(missing.filter { $0.contains("parameter 'title'") }.count == 2)
        #expect(missing.filter { $0.contains("parameter 'tint'") }.count == 3)
    }

    @Test func aScreenOfManyCardsMarksEachOnce() {
        // 5,000 cards on one screen and one left out: each use is one flag, not a search.
        let count = 5_000
        var yaml = "cardspec: 1\nscreens:\n  Home:\n    cards:\n"
        for number in 0..<count { yaml += "      - Card\(number)\n" }
        yaml += "cards:\n"
        for number in 0...count { yaml += "  Card\(number): {parts: [{text: {text: A}}]}\n" }
        let (whole, cardByCard) = Self.bothWays(yaml)
        #expect(whole == cardByCard)
        #expect(whole.count == 1)
        #expect(whole.first?.contains("card 'Card\(count)' is never used") == true)
    }
}
