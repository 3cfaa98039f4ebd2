import Foundation
import Testing

/// The generated Swift of every valid fixture type-checks against the iOS stubs
/// (Tests/SwiftStubs), file set by file set, as an app's module would compile it. The
/// golden files under Fixtures/generated/swift are what the generator produces (a
/// generator test keeps them current).
@Suite struct GeneratedSwiftTypecheckTests {
    static let generatedDirectory = packageRoot.appendingPathComponent("Fixtures/generated/swift")

    static var specs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: generatedDirectory.path)) ?? []).sorted()
    }

    @Test func everyValidFixtureHasGeneratedSwift() {
        #expect(Self.specs.count >= 4)
    }

    @Test(arguments: specs)
    func generatedSwiftTypeChecks(_ spec: String) throws {
        let directory = Self.generatedDirectory.appendingPathComponent(spec)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            .filter { $0.hasSuffix(".swift") }.map { directory.appendingPathComponent($0).path }
        #expect(!files.isEmpty)
        // Apps compile in either language mode; the generated code must suit both.
        for version in [5, 6] {
            let result = try StubHarness.typecheck(files, swiftVersion: version)
            #expect(result.status == 0, "the generated Swift of \(spec) does not type-check in Swift \(version) mode:\n\(result.output)")
        }
    }
}
