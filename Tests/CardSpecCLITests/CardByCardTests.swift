import CardSpecCLI
import CardSpecDiagnostics
import Foundation
import Testing

/// `check` lowers and checks one card at a time (`CheckPipeline.keepsCheckedSpec`
/// false), and for a large file while it is parsed; `build` lowers the whole spec first.
/// All must report exactly the same.
@Suite struct CardByCardTests {
    static func inputs() throws -> [URL] {
        let roots = ["Fixtures", "Tests/Conformance/yaml-test-suite"].map { packageRoot.appendingPathComponent($0) }
        var files: [URL] = []
        for root in roots {
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                let name = url.lastPathComponent
                if name.hasSuffix(".cards.yaml") || name.hasSuffix(".cards.json") || name == "in.yaml" { files.append(url) }
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    static func bothWays(_ file: SourceFile) -> (whole: [Diagnostic], cardByCard: [Diagnostic]) {
        let (whole, cardByCard, whileParsing) = threeWays(file)
        #expect(whileParsing == whole, "checked while parsed: \(file.path)")
        return (whole, cardByCard)
    }

    /// The whole spec at once, card by card after parsing, and card by card while parsing
    /// (whatever the file's size).
    static func threeWays(_ file: SourceFile) -> (whole: [Diagnostic], cardByCard: [Diagnostic], whileParsing: [Diagnostic]) {
        var pipeline = CheckPipeline()
        pipeline.keepsCheckedSpec = true
        let whole = pipeline.check(file).diagnostics
        pipeline.keepsCheckedSpec = false
        pipeline.checksCardsWhileParsingFrom = .max
        let cardByCard = pipeline.check(file).diagnostics
        pipeline.checksCardsWhileParsingFrom = 0
        return (whole, cardByCard, pipeline.check(file).diagnostics)
    }

    @Test func everyFixtureAndConformanceInputReportsTheSame() throws {
        let files = try Self.inputs()
        #expect(files.count > 300)
        for url in files {
            let file = SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
            let (whole, cardByCard) = Self.bothWays(file)
            #expect(whole == cardByCard, "\(url.path)")
        }
    }

    @Test func declarationsAfterTheCardsSeeThemWhole() {
        // Screens and sheets after the cards, names shared across kinds, parameters and
        // model properties that clash, part ids, unused declarations, errors in cards.
        let spec = """
            cardspec: 1
            cards:
              Summary:
                parameters: {title: String, size: {type: Int, default: 2}}
                model: {title: Int, unused: Bool}
                parts:
                  - text: {id: label, text: $param.title}
                  - text: {id: label, text: Again, font: {system: $param.size}}
              Transaction: {parts: [{txt: {text: Hi}}]}
              Lonely: {parts: [{text: {text: $model.missing}}]}
            types:
              Transaction: {amount: Double}
            screens:
              Home: {cards: [Summary, {card: Summary, with: {title: 3, extra: 1}}, Missing]}
            bottomSheets:
              Details: {content: Summry}
            """
        let (whole, cardByCard) = Self.bothWays(SourceFile(path: "mixed.cards.yaml", text: spec))
        #expect(whole.count > 8)
        #expect(whole == cardByCard)
    }

    @Test func aCheckedSpecIsKeptOnlyWhenAsked() {
        let file = SourceFile(path: "one.cards.yaml", text: "cardspec: 1\ncards:\n  A: {parts: [{text: {text: Hi}}]}\n")
        var pipeline = CheckPipeline()
        pipeline.keepsCheckedSpec = false
        let light = pipeline.check(file)
        #expect(light.checked == nil)
        #expect(light.spec?.cards.isEmpty == true)
        pipeline.keepsCheckedSpec = true
        let whole = pipeline.check(file)
        #expect(whole.checked?.cards.map(\.name) == ["A"])
        #expect(whole.spec?.cards.isEmpty == true, "the checked spec holds the cards; their model is let go")
    }
}
