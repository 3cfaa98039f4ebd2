import Foundation
import Testing

/// Every input of the conformance suites (Tests/Conformance) through the whole of
/// `cardspec check` (parse, lower, validate, every report format) in a child process:
/// none may crash. How each is parsed is ConformanceTests' business (CardSpecSyntaxTests).
@Suite struct ConformanceCrashTests {
    static let inputs: [String] = {
        let files = GoldenFileTests.files(under: "Tests/Conformance", recursive: true)
        return files.filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.map { "Tests/Conformance/" + $0 }
    }()

    @Test func noConformanceInputCrashesCheck() throws {
        try #require(Self.inputs.count > 1000, "Tests/Conformance is missing its inputs")
        var crashed: Set<String> = []
        for format in ["text", "gnu", "json", "sarif", "github"] {
            let arguments = ["check", "--no-config", "--format", format]
            let result = try runCardSpec(arguments + Self.inputs)
            guard result.status > 1 else { continue }
            // Find which input it was, one at a time.
            for input in Self.inputs where !crashed.contains(input) {
                let single = try runCardSpec(arguments + [input])
                if single.status > 1 {
                    crashed.insert(input)
                    Issue.record("'cardspec \((arguments + [input]).joined(separator: " "))' exited with \(single.status): \(single.stderr)")
                }
            }
        }
        print("conformance suites through cardspec check: \(Self.inputs.count) inputs in 5 formats, \(crashed.count) crashes")
    }
}
