import CardSpecCLI
import CardSpecDiagnostics
import CardSpecModel
import CardSpecSyntax
import Testing

/// `check` and `build` of a large file lower and check each card while the file is
/// parsed, and the parser lets the card's nodes go (`CardReader`, `SectionReader`).
/// Whatever the file holds, they must report what checking the whole spec reports, and
/// `build` must type it the same; these are the files where that is hardest: what comes
/// after the cards, anchors, tags and merges inside them, errors partway.
@Suite struct CardsWhileParsingTests {
    /// The diagnostics three ways (`CardByCardTests.threeWays`), held equal; and how the
    /// parse went when the cards were read while parsing.
    @discardableResult
    static func same(_ text: String, path: String = "spec.cards.yaml", sourceLocation: SourceLocation = #_sourceLocation)
        -> (diagnostics: [Diagnostic], outcome: SectionOutcome) {
        let file = SourceFile(path: path, text: text)
        let (whole, cardByCard, whileParsing) = CardByCardTests.threeWays(file)
        #expect(cardByCard == whole, sourceLocation: sourceLocation)
        #expect(whileParsing == whole, sourceLocation: sourceLocation)
        return (whole, outcome(file))
    }

    static func outcome(_ file: SourceFile) -> SectionOutcome {
        final class Counting: SectionReader {
            var sectionKey: String { CardsWhileParsing.sectionKey }
            func sectionOpens(pairsBefore: SyntaxTree.Node, in tree: SyntaxTree) -> Bool { true }
            func read(_ pair: SyntaxTree.Pair, in tree: SyntaxTree) {}
            func allowsKey(_ key: SyntaxTree.Node, afterSectionIn tree: SyntaxTree) -> Bool {
                CardsWhileParsing.allowsKey(key, afterCardsIn: tree)
            }
        }
        return SpecParser.parseTree(file, format: SourceFormat(path: file.path), sectionReader: Counting()).section
    }

    static let header = """
        cardspec: 1
        tokens: {color: {brand: '#FF0000', unused: '#00FF00'}}
        themes: {Dark: {base: mint}}
        theme: Dark
        types: {Item: {title: String}}

        """

    static let cards = """
        cards:
          Summary:
            parameters: {title: String}
            model: {items: '[Item]', count: Int}
            parts:
              - text: {text: $param.title, textColor: $color.brand}
              - text: {text: $model.missing}
          Broken: {parts: [{txt: {text: Hi}}]}
          Plain: {parts: [{text: {text: Hello}}]}

        """

    @Test func cardsLastAndScreensAfterThemAreReadWhileParsing() {
        let result = Self.same(Self.header + Self.cards + """
            screens:
              Home: {cards: [Summary, Plain, Missing]}
            bottomSheets:
              Details: {content: Summry}
            """)
        #expect(result.outcome == .read)
        #expect(result.diagnostics.count >= 5)
    }

    @Test func aKeyTheCardsReadAfterThemMeansParsingAgain() {
        for key in ["tokens: {color: {late: '#000000'}}", "themes: {Late: {base: mint}}", "theme: Dark", "types: {Late: {a: Int}}",
                    "cards: {Again: {parts: []}}", "<<: {screens: {}}", "!!str tokens: {}", "? [a]\n: 1"] {
            let result = Self.same(Self.header + Self.cards + key + "\n")
            #expect(result.outcome == .abandoned, "\(key)")
        }
        // Keys that do not change a card's checks: read while parsing, reported as whole.
        for key in ["screens: {}", "module: App", "cardspec: 2", "unknownKey: 1", "target: mistica"] {
            #expect(Self.same(Self.header + Self.cards + key + "\n").outcome == .read, "\(key)")
        }
    }

    @Test func aSecondCardsKeyIsNotTheOneRead() {
        // A mapping keeps the first pair of a duplicate key: the lowering reads the first
        // `cards`, here a string, however the key is written (found by the fuzzer).
        for first in ["cards: Oops", "!!str cards: Oops", "\"cards\": Oops", "cards:", "cards: [A]"] {
            // A card the lowering reports on: read from the second `cards`, it would be reported.
            Self.same("cardspec: 1\n\(first)\n" + Self.cards + "  Lowered: {parts: 5, state: loading}\n")
        }
    }

    @Test func cardsBeforeTheRestAreReadOnlyIfNothingTheyReadFollows() {
        #expect(Self.same("cardspec: 1\n" + Self.cards + "screens: {Home: {cards: [Plain]}}\n").outcome == .read)
        #expect(Self.same("cardspec: 1\n" + Self.cards + "tokens: {color: {brand: '#FF0000'}}\n").outcome == .abandoned)
        #expect(Self.same(Self.cards).outcome == .read, "no version: reported by the lowering of the whole file")
    }

    @Test func anchorsTagsAndMergesInsideCards() {
        // An anchor inside a card that a later card and a screen alias; a tagged value; a
        // merge of an anchor from before the cards; an alias as a whole card.
        Self.same("""
            cardspec: 1
            defaults: &base {parts: [{text: {text: Base}}]}
            cards:
              First: &first
                parts:
                  - text: &label {text: Shared}
              Second: {parts: [{text: *label}]}
              Third: *first
              Fourth: {<<: *base, traits: [rounded]}
              Tagged: !!map {parts: [{text: {text: !!str 12}}]}
              Bad: !!int {parts: []}
            screens:
              Home: {cards: [First, *first]}
            """)
        // A merge key in `cards` itself rewrites its pairs when it ends.
        let merged = Self.same("""
            cardspec: 1
            extra: &more {Extra: {parts: [{text: {text: E}}]}}
            cards:
              Plain: {parts: [{text: {text: P}}]}
              <<: *more
            """)
        #expect(merged.outcome == .abandoned)
        // An anchor on `cards` itself: the section is not read while parsing.
        #expect(Self.same("cardspec: 1\ncards: &all {A: {parts: []}}\nscreens: {Home: {cards: [A]}}\n").outcome == .notRead)
    }

    @Test func syntaxErrorsAndDuplicatesPartway() {
        // A libyaml error after some cards: the error alone is reported.
        let broken = Self.same(Self.header + Self.cards + "  Late: {parts: [\n")
        #expect(broken.diagnostics.count == 1)
        // Duplicate cards, duplicate keys inside a card, an undefined alias: errors that
        // leave a tree, so the cards are lowered but not checked.
        Self.same(Self.header + Self.cards + """
              Plain: {parts: []}
              Twice: {parts: [], parts: [{text: {text: X}}]}
              Alias: *nowhere
            """)
        // Nesting too deep, inside a card.
        Self.same(Self.header + "cards:\n  Deep: " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "\n")
        // A second document after the cards.
        Self.same(Self.header + Self.cards + "---\ncards: {}\n")
    }

    @Test func manyCardsWithDuplicatesFarApart() {
        // More pairs than the mapping checks one by one (its key index), with duplicates
        // whose first pair was let go long before.
        var text = Self.header + "cards:\n"
        for index in 0..<150 {
            // Every third key quoted with an escape: its text is kept apart from the file's,
            // beside the values' text that is let go.
            let digits = String(index % 97)
            let key = index % 3 == 0 ? "\"Card\\x3\(digits.first!)\(digits.dropFirst())\"" : "Card\(digits)"
            text += "  \(key): {parts: [{text: {text: \"Card\\t\(index)\", textColor: $color.brand\(index % 2 == 0 ? "" : "x")}}]}\n"
        }
        text += "screens: {Home: {cards: [Card1, Card96, Card97]}}\n"
        let result = Self.same(text)
        #expect(result.outcome == .read)
        #expect(result.diagnostics.count(where: { $0.code == DiagnosticKind.duplicateKey.code }) == 53)
    }

    @Test func aSpecOverTheThresholdAsCheckReadsIt() {
        // The default pipeline of `check` on a spec past 1 MiB (read while parsed), with
        // errors spread over its cards and the screens after them.
        var text = Self.header + "cards:\n"
        var index = 0
        while text.utf8.count < CheckPipeline().checksCardsWhileParsingFrom + 4096 {
            let color = index % 500 == 7 ? "$color.missing" : "$color.brand"
            text += "  Card\(index):\n    model: {title: String}\n    parts:\n"
                + "      - text: {text: $model.title, textColor: \(color)}\n      - image: {imageName: icon\(index)}\n"
            index += 1
        }
        text += "screens:\n  Home: {cards: [Card1, Card\(index), Crad2]}\n"
        let file = SourceFile(path: "large.cards.yaml", text: text)
        var pipeline = CheckPipeline()
        let whole = pipeline.checkWholeSpec(file).diagnostics
        pipeline.keepsCheckedSpec = false
        let checked = pipeline.check(file).diagnostics
        #expect(checked == whole)
        #expect(whole.count > 10)
    }

    @Test func flowStyleAndJSON() {
        Self.same("{cardspec: 1, cards: {A: {parts: [{text: {text: a}}]}, B: {parts: [{txt: {}}]}}, screens: {S: {cards: [A, C]}}}")
        let json = """
            {"cardspec": 1, "tokens": {"color": {"brand": "#FF0000"}},
             "cards": {"A": {"parts": [{"text": {"text": "caf\\u00e9", "textColor": "$color.brand"}}]},
                       "B": {"parts": [{"text": {"text": "$model.nope"}}]}},
             "screens": {"Home": {"cards": ["A", "B", "Z"]}}}
            """
        #expect(Self.same(json, path: "spec.cards.json").outcome == .read)
    }
}
