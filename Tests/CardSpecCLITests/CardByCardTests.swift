import CardSpecChecks
import CardSpecCLI
import CardSpecDiagnostics
import CardSpecGenerators
import Foundation
import Testing

/// `check` and `build` lower and check one card at a time, and a large file while it is
/// parsed; `build` keeps each card typed for the generators (`keepsCheckedSpec`). Every
/// way must report exactly what checking the whole spec at once reports
/// (`CheckPipeline.checkWholeSpec`), and `build`'s ways must type the spec as it does.
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
    /// (whatever the file's size), as `check` runs. The last two as `build` runs too, held
    /// here to the whole spec's diagnostics and to the files generated from its checked
    /// spec.
    static func threeWays(_ file: SourceFile, sourceLocation: SourceLocation = #_sourceLocation)
        -> (whole: [Diagnostic], cardByCard: [Diagnostic], whileParsing: [Diagnostic]) {
        var pipeline = CheckPipeline()
        let whole = pipeline.checkWholeSpec(file)
        let generatedFromWhole = generated(whole.checked)
        for from in [Int.max, 0] {
            pipeline.checksCardsWhileParsingFrom = from
            let kept = pipeline.check(file)
            let way = from == 0 ? "while parsing" : "after parsing"
            #expect(kept.diagnostics == whole.diagnostics, "kept \(way): \(file.path)", sourceLocation: sourceLocation)
            #expect((kept.checked == nil) == (whole.checked == nil), "kept \(way): \(file.path)", sourceLocation: sourceLocation)
            #expect(firstDifference(generated(kept.checked), generatedFromWhole) == nil, "typed \(way): \(file.path)",
                    sourceLocation: sourceLocation)
        }
        pipeline.keepsCheckedSpec = false
        pipeline.checksCardsWhileParsingFrom = .max
        let cardByCard = pipeline.check(file).diagnostics
        pipeline.checksCardsWhileParsingFrom = 0
        return (whole.diagnostics, cardByCard, pipeline.check(file).diagnostics)
    }

    /// The name of the first file that differs from the one expected in its place, or the
    /// counts if only they differ; nil when every file is the same.
    static func firstDifference(_ files: [GeneratedFile], _ expected: [GeneratedFile]) -> String? {
        for (file, other) in zip(files, expected) where file != other { return file.name }
        return files.count == expected.count ? nil : "\(files.count) files where \(expected.count) were expected"
    }

    /// Every file the generators make of a checked spec; none without one.
    static func generated(_ checked: CheckedSpec?) -> [GeneratedFile] {
        guard let checked else { return [] }
        return SwiftGenerator(catalog: .cardParts).generate(checked) + LayoutJSONGenerator(catalog: .cardParts).generate(checked)
    }

    @Test func everyFixtureAndConformanceInputReportsTheSame() throws {
        let files = try Self.inputs()
        #expect(files.count > 300)
        var typed = 0
        for url in files {
            let file = SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
            let (whole, cardByCard) = Self.bothWays(file)
            #expect(whole == cardByCard, "\(url.path)")
            if CheckPipeline().check(file).checked != nil { typed += 1 }
        }
        // The valid fixtures, at least, were typed and generated all three ways.
        #expect(typed >= 6)
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
        let kept = pipeline.check(file)
        #expect(kept.checked?.cards.map(\.name) == ["A"])
        #expect(kept.spec?.cards.isEmpty == true, "the checked spec holds the cards; their model is let go")
    }
}
