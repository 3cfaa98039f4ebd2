import CardSpecCatalog
import CardSpecChecks
import Foundation
import Testing
@testable import CardSpecGenerators

/// `SwiftGenerator` writes the cards a batch at a time, one step of `CardGenerator` for
/// every card of the batch before the next step. Each card's file must be what writing
/// that card alone, every step in turn, makes.
struct CardBatchTests {
    /// The fixture's cards, then copies of them under other names: more cards than a
    /// batch holds, of every kind the fixtures have (cell classes, delegate adapters,
    /// parameters, traits, states).
    private func manyCards(_ fixtureName: String, copies: Int) throws -> CheckedSpec {
        let url = packageRoot.appendingPathComponent("Fixtures/valid").appendingPathComponent(fixtureName)
        let text = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(text.range(of: "\ncards:\n")).upperBound
        let cards = text[start...]
        var spec = text
        for copy in 1...copies {
            // Only the cards' own names, at two spaces, are renamed.
            for line in cards.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":"), line.dropFirst(2).first?.isUppercase == true {
                    spec += "\(line.dropLast())Copy\(copy):\n"
                } else {
                    spec += "\(line)\n"
                }
            }
        }
        let checked = checkedSpec(path: fixtureName, bytes: Array(spec.utf8))
        return try #require(checked.checked, "\(checked.diagnostics)")
    }

    @Test(arguments: ["showcase.cards.yaml", "example-app.cards.yaml"])
    func batchedCardsAreEachCardWrittenAlone(_ fixtureName: String) throws {
        let spec = try manyCards(fixtureName, copies: 2)
        #expect(spec.cards.count > 2 * SwiftGenerator.cardBatchSize)
        let files = SwiftGenerator(catalog: .cardParts).generate(spec)
        let context = GenerationContext(spec: spec, catalog: .cardParts)
        for card in spec.cards {
            var writer = SwiftWriter()
            context.startFile(imports: context.imports(for: card), in: &writer)
            var generator = CardGenerator(context: context, card: card)
            generator.write(into: &writer)
            let name = context.names.card(card.name, suffix: "Card.swift")
            let file = try #require(files.first { $0.name == name })
            #expect(file.bytes == writer.bytesWritten, "\(name)")
        }
        let cardFiles = files.filter { $0.name.hasSuffix("Card.swift") }
        #expect(cardFiles.map(\.name) == spec.cards.map { context.names.card($0.name, suffix: "Card.swift") })
    }
}
