import CardSpecDiagnostics
import Foundation
import Testing
@testable import CardSpecSyntax

/// The two conformance suites in Tests/Conformance, read by cardspec's parser, with the
/// counts printed for the CI log. A case in Tests/Conformance/expected-failures.txt must
/// fail (with its reason printed); any other case must pass. A crash would end the test
/// run, so a printed count always says 0 crashes; CardSpecCLITests.ConformanceCrashTests
/// also runs every input through the whole `cardspec check` in a child process.
///
/// `CARDSPEC_CONFORMANCE_VERBOSE=1` prints every failing case with what went wrong.
@Suite struct ConformanceTests {
    static let verbose = ProcessInfo.processInfo.environment["CARDSPEC_CONFORMANCE_VERBOSE"] == "1"

    /// What a suite's run came to.
    struct Tally {
        var suite: String
        var passed = 0
        var expectedFailures: [(id: String, reason: String)] = []
        /// Cases that fail but are not listed.
        var unexpectedFailures: [String] = []
        /// Cases listed that pass.
        var unexpectedPasses: [String] = []
        var details: [String] = []

        mutating func record(_ id: String, passed: Bool, problem: @autoclosure () -> String) {
            let reason = Conformance.expectedFailures[id]
            switch (passed, reason) {
            case (true, nil): self.passed += 1
            case (true, _?): unexpectedPasses.append(id)
            case (false, let reason?): expectedFailures.append((id, reason))
            case (false, nil): unexpectedFailures.append("\(id): \(problem())")
            }
            if !passed, ConformanceTests.verbose { print("\(id): \(problem())") }
        }

        func report(_ extra: String) {
            print("\(suite): \(passed) passed, \(expectedFailures.count) expected failures, 0 crashes\(extra)")
            for failure in expectedFailures { print("  expected failure \(failure.id): \(failure.reason)") }
            for failure in unexpectedFailures { Issue.record("\(failure) (not in Tests/Conformance/expected-failures.txt)") }
            for id in unexpectedPasses {
                Issue.record("\(id) now passes: remove it from Tests/Conformance/expected-failures.txt")
            }
        }
    }

    static func errors(_ result: ParseResult) -> [Diagnostic] {
        result.diagnostics.filter { $0.severity == .error }
    }

    static func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.isEmpty ? "no diagnostic" : diagnostics.map { "[\($0.code)] \($0.message)" }.joined(separator: "; ")
    }

    // MARK: - JSONTestSuite

    /// y_ files are accepted, n_ files rejected with a positioned diagnostic, i_ files
    /// either; every diagnostic is positioned.
    @Test func jsonTestSuite() throws {
        let directory = Conformance.directory.appendingPathComponent("JSONTestSuite")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        try #require(names.count > 300, "Tests/Conformance/JSONTestSuite is missing its files")
        var tally = Tally(suite: "JSONTestSuite")
        var implementationDefined = (accepted: 0, rejected: 0)
        for name in names {
            let file = SourceFile(path: name, bytes: Conformance.read(directory.appendingPathComponent(name)))
            let result = SpecParser.parse(file, format: .json)
            let errors = Self.errors(result)
            let accepted = errors.isEmpty && result.root != nil
            let positions = result.diagnostics.flatMap { Conformance.positionProblems($0, in: file) }
            let id = "JSONTestSuite/\(name)"
            switch name.prefix(2) {
            case "y_":
                tally.record(id, passed: accepted && positions.isEmpty, problem: "valid JSON rejected: \(Self.describe(errors)) \(positions)")
            case "n_":
                tally.record(id, passed: !accepted && !errors.isEmpty && positions.isEmpty,
                             problem: accepted ? "invalid JSON accepted" : "rejected, but \(positions)")
            default:
                if accepted { implementationDefined.accepted += 1 } else { implementationDefined.rejected += 1 }
                tally.record(id, passed: positions.isEmpty, problem: "\(positions)")
            }
        }
        tally.report(" (of the \(implementationDefined.accepted + implementationDefined.rejected) i_ files, "
            + "\(implementationDefined.accepted) accepted and \(implementationDefined.rejected) rejected)")
    }

    // MARK: - yaml-test-suite

    /// Every case with in.json reads as that JSON; every case marked `error` gives an
    /// error; every other case reads without a syntax error. Every diagnostic is
    /// positioned.
    @Test func yamlTestSuite() throws {
        let directory = Conformance.yamlSuiteDirectory
        let fileManager = FileManager.default
        let cases = try Conformance.yamlSuiteCases()
        try #require(cases.count > 300, "Tests/Conformance/yaml-test-suite is missing its cases")

        var tally = Tally(suite: "yaml-test-suite")
        var counts = (json: 0, error: 0, other: 0, multiDocument: 0)
        for name in cases {
            let base = directory.appendingPathComponent(name)
            let file = SourceFile(path: "\(name)/in.yaml", bytes: Conformance.read(base.appendingPathComponent("in.yaml")))
            let result = SpecParser.parse(file, format: .yaml)
            let errors = Self.errors(result)
            let positions = result.diagnostics.flatMap { Conformance.positionProblems($0, in: file) }
            let id = "yaml-test-suite/\(name)"
            if fileManager.fileExists(atPath: base.appendingPathComponent("error").path) {
                counts.error += 1
                tally.record(id, passed: !errors.isEmpty && positions.isEmpty,
                             problem: errors.isEmpty ? "invalid YAML accepted" : "\(positions)")
            } else if fileManager.fileExists(atPath: base.appendingPathComponent("in.json").path) {
                counts.json += 1
                let expected = try JSONStreamReader.values(Conformance.read(base.appendingPathComponent("in.json")))
                let (passed, problem) = Self.compare(result, expected: expected)
                if passed, expected.count > 1 { counts.multiDocument += 1 }
                tally.record(id, passed: passed && positions.isEmpty, problem: positions.isEmpty ? problem : "\(positions)")
            } else {
                counts.other += 1
                let syntax = errors.filter { $0.kind == .yamlSyntax }
                tally.record(id, passed: syntax.isEmpty && positions.isEmpty,
                             problem: syntax.isEmpty ? "\(positions)" : "valid YAML rejected: \(Self.describe(syntax))")
            }
        }
        tally.report(" (\(counts.json) cases with in.json, \(counts.multiDocument) of them streams of several documents "
            + "compared on the first; \(counts.error) error cases; \(counts.other) valid cases without a JSON form)")
    }

    /// Whether the tree is the first value of in.json, with no errors but those cardspec
    /// reports by design: `multiple-documents` for a stream of several documents, and
    /// `unsupported-tag` for a tag outside the core schema. An empty stream is no tree and
    /// no error.
    static func compare(_ result: ParseResult, expected: [JSONValue]) -> (Bool, String) {
        let errors = Self.errors(result)
        let byDesign: Set<DiagnosticKind> = expected.count > 1 ? [.multipleDocuments, .unsupportedTag] : [.unsupportedTag]
        if let unexpected = errors.first(where: { !byDesign.contains($0.kind) }) {
            return (false, "valid YAML rejected: \(Self.describe([unexpected]))")
        }
        if expected.count > 1, !errors.contains(where: { $0.kind == .multipleDocuments }) {
            return (false, "a stream of \(expected.count) documents without multiple-documents")
        }
        guard let first = expected.first else {
            return (result.root == nil, "an empty stream read as \(result.root.flatMap(JSONValue.init).map(String.init(describing:)) ?? "?")")
        }
        guard let root = result.root else {
            return (first == .null, "no tree, but in.json is \(first)")
        }
        guard let actual = JSONValue(root) else { return (false, "the tree has a collection for a key") }
        return (actual == first, "read as \(actual)\n    in.json: \(first)")
    }
}
