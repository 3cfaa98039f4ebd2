import CardSpecCatalog
import Foundation
import Testing
@testable import CardSpecGenerators

/// The showcase's layout JSON against `Fixtures/layout/showcase.layout.json`, byte for
/// byte. `CARDSPEC_RECORD=1` rewrites the golden file (review the diff).
@Suite struct LayoutJSONGoldenTests {
    static let goldenDirectory = packageRoot.appendingPathComponent("Fixtures/layout")
    static let isRecording = ProcessInfo.processInfo.environment["CARDSPEC_RECORD"] == "1"

    @Test func showcaseMatchesGolden() throws {
        let checked = try #require(try fixture("showcase.cards.yaml"))
        let files = LayoutJSONGenerator(catalog: .cardParts).generate(checked)
        #expect(files.map(\.name) == ["showcase.layout.json"])
        let file = try #require(files.first)
        let url = Self.goldenDirectory.appendingPathComponent(file.name)
        if Self.isRecording {
            try FileManager.default.createDirectory(at: Self.goldenDirectory, withIntermediateDirectories: true)
            let previous = try? Data(contentsOf: url)
            if previous != Data(file.contents.utf8) {
                try Data(file.contents.utf8).write(to: url)
                print("recorded Fixtures/layout/\(file.name)" + (previous == nil ? " (new)" : " (changed)"))
            }
            return
        }
        let expected = try? Data(contentsOf: url)
        #expect(expected == Data(file.contents.utf8),
                "Fixtures/layout/\(file.name) differs from the generated layout JSON (CARDSPEC_RECORD=1 to accept)")
    }

    @Test func twoRunsGiveTheSameBytes() throws {
        let specs = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Fixtures/valid").path)
            .filter { $0.contains(".cards.") }.sorted()
        #expect(!specs.isEmpty)
        for spec in specs {
            let first = LayoutJSONGenerator(catalog: .cardParts).generate(try #require(try fixture(spec)))
            let second = LayoutJSONGenerator(catalog: .cardParts).generate(try #require(try fixture(spec)))
            #expect(first == second, "\(spec)")
        }
    }
}
