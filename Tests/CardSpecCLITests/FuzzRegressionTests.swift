import Foundation
import Testing
@testable import CardSpecCLI

/// Every input the fuzzer found a problem with (Tests/Fuzz/regressions), replayed through
/// the fuzz targets' own code, `FuzzHarness`, with its checks on positions, reports and
/// generated files; and the fixtures too, so the harness itself is known to hold on
/// inputs that check clean.
@Suite struct FuzzRegressionTests {
    static let regressionDirectory = "Tests/Fuzz/regressions"

    static let regressions: [String] = GoldenFileTests.files(under: regressionDirectory, recursive: false)
        .filter { $0 != "README.md" }

    @Test(arguments: regressions)
    func regressionStaysFixed(_ name: String) throws {
        let url = packageRoot.appendingPathComponent(Self.regressionDirectory).appendingPathComponent(name)
        let bytes = Array(try Data(contentsOf: url))
        for target in FuzzHarness.Target.allCases {
            FuzzHarness.run(target, bytes)
        }
    }

    @Test func harnessHoldsOnTheFixtures() throws {
        var clean = 0
        for directory in [GoldenFileTests.validDirectory, GoldenFileTests.invalidDirectory] {
            for name in GoldenFileTests.files(under: directory, recursive: true) where GoldenFileTests.fixtureStem(name) != nil {
                let bytes = Array(try Data(contentsOf: packageRoot.appendingPathComponent(directory).appendingPathComponent(name)))
                clean += FuzzHarness.run(.generate, bytes)
            }
        }
        // Each valid fixture checks clean at least under its own format's name.
        #expect(clean >= GoldenFileTests.validFixtures.count)
    }
}
