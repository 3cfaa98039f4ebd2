import CardSpecCatalog
import Foundation
import Testing
@testable import CardSpecGenerators

/// The showcase's generated Swift, file by file, against `Fixtures/generated/swift/`.
/// `CARDSPEC_RECORD=1` rewrites the golden files (review the diff).
@Suite struct SwiftGoldenTests {
    static let goldenDirectory = packageRoot.appendingPathComponent("Fixtures/generated/swift")
    /// Every valid fixture.
    static let specs = ((try? FileManager.default.contentsOfDirectory(
        atPath: packageRoot.appendingPathComponent("Fixtures/valid").path)) ?? []).sorted()

    @Test(arguments: specs)
    func generatedSwiftMatchesGolden(_ spec: String) throws {
        let checked = try #require(try fixture(spec))
        let files = SwiftGenerator(catalog: .cardParts).generate(checked)
        let directory = Self.goldenDirectory.appendingPathComponent(String(spec.prefix { $0 != "." }))
        let manager = FileManager.default
        if ProcessInfo.processInfo.environment["CARDSPEC_RECORD"] == "1" {
            try? manager.removeItem(at: directory)
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            for file in files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.name)) }
            return
        }
        let golden = try manager.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(golden == files.map(\.name).sorted(), "the set of generated files changed (CARDSPEC_RECORD=1 to accept)")
        for file in files {
            let expected = try? String(contentsOf: directory.appendingPathComponent(file.name), encoding: .utf8)
            #expect(expected == file.contents, "\(file.name) differs from its golden file (CARDSPEC_RECORD=1 to accept)")
        }
    }

    @Test func twoRunsGiveTheSameBytes() throws {
        for spec in Self.specs {
            let first = SwiftGenerator(catalog: .cardParts).generate(try #require(try fixture(spec)))
            let second = SwiftGenerator(catalog: .cardParts).generate(try #require(try fixture(spec)))
            #expect(first == second, "\(spec)")
        }
    }

    /// swift-format's defaults: two-space indentation, at most 100 columns, no trailing
    /// spaces or tabs, one newline at the end.
    @Test func generatedSwiftIsLaidOutLikeSwiftFormat() throws {
        for spec in Self.specs {
            for file in SwiftGenerator(catalog: .cardParts).generate(try #require(try fixture(spec))) {
                #expect(file.contents.hasSuffix("\n") && !file.contents.hasSuffix("\n\n"), "\(file.name)")
                for (number, line) in file.contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let place = "\(file.name):\(number + 1)"
                    #expect(line.count <= 100, "\(place) is \(line.count) columns")
                    #expect(!line.hasSuffix(" ") && !line.contains("\t"), "\(place)")
                    let indent = line.prefix { $0 == " " }.count
                    #expect(indent % 2 == 0, "\(place) is indented by \(indent)")
                }
            }
        }
    }
}
