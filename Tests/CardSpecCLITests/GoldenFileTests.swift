import CardSpecDiagnostics
import Foundation
import Testing

/// The fixtures under Fixtures/: every `invalid/NAME.cards.{yaml,yml,json}` has a
/// `NAME.expected` holding the exact stdout of `cardspec check Fixtures/invalid/FILE`
/// run from the package root; every file in `valid/` checks clean.
///
/// A fixture that needs options (a lower limit, say) lists them in `NAME.args`, one
/// line of space-separated arguments placed before the path.
///
/// `CARDSPEC_RECORD=1 swift test --filter GoldenFileTests` rewrites the .expected
/// files from the current output instead of comparing (and says which it wrote).
@Suite struct GoldenFileTests {
    static let invalidDirectory = "Fixtures/invalid"
    static let validDirectory = "Fixtures/valid"
    static let fixtureSuffixes = [".cards.yaml", ".cards.yml", ".cards.json"]
    static let isRecording = ProcessInfo.processInfo.environment["CARDSPEC_RECORD"] == "1"

    /// Non-hidden regular files under `directory` (relative to the package root), as
    /// paths relative to it, sorted.
    static func files(under directory: String, recursive: Bool) -> [String] {
        let base = packageRoot.appendingPathComponent(directory)
        let fileManager = FileManager.default
        var names: [String] = []
        if recursive {
            guard let enumerator = fileManager.enumerator(atPath: base.path) else { return [] }
            while let name = enumerator.nextObject() as? String {
                let isHidden = name.split(separator: "/").contains { $0.hasPrefix(".") }
                var isDirectory: ObjCBool = false
                if !isHidden, fileManager.fileExists(atPath: base.appendingPathComponent(name).path, isDirectory: &isDirectory),
                   !isDirectory.boolValue {
                    names.append(name)
                }
            }
        } else {
            names = ((try? fileManager.contentsOfDirectory(atPath: base.path)) ?? []).filter { !$0.hasPrefix(".") }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    static func fixtureStem(_ name: String) -> String? {
        fixtureSuffixes.first { name.hasSuffix($0) }.map { String(name.dropLast($0.count)) }
    }

    static let invalidFixtures = files(under: invalidDirectory, recursive: false).filter { fixtureStem($0) != nil }
    static let validFixtures = files(under: validDirectory, recursive: true)

    @Test func packageRootIsFound() {
        #expect(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("Package.swift").path))
    }

    @Test(arguments: invalidFixtures)
    func invalidFixtureMatchesItsExpectedOutput(_ name: String) throws {
        let stem = try #require(Self.fixtureStem(name))
        let expectedURL = packageRoot.appendingPathComponent(Self.invalidDirectory).appendingPathComponent(stem + ".expected")
        let result = try runCardSpec(["check"] + Self.extraArguments(stem) + ["\(Self.invalidDirectory)/\(name)"])

        #expect(result.stderr == "", "\(name) wrote to stderr")
        #expect(result.status == 0 || result.status == 1, "\(name) exited with \(result.status)")
        #expect(!result.stdout.hasSuffix(": no problems\n"), "\(name) is an invalid fixture but checks clean")

        if Self.isRecording {
            let previous = try? Data(contentsOf: expectedURL)
            if previous != result.stdoutBytes {
                try result.stdoutBytes.write(to: expectedURL)
                print("recorded \(Self.invalidDirectory)/\(stem).expected" + (previous == nil ? " (new)" : " (changed)"))
            }
            return
        }
        guard let expected = try? Data(contentsOf: expectedURL) else {
            Issue.record("\(Self.invalidDirectory)/\(stem).expected is missing; run with CARDSPEC_RECORD=1 to create it")
            return
        }
        if expected != result.stdoutBytes {
            Issue.record("""
                stdout of 'cardspec check \(Self.invalidDirectory)/\(name)' differs from \(stem).expected \
                (run with CARDSPEC_RECORD=1 to accept it)
                \(Self.firstDifference(expected: String(decoding: expected, as: UTF8.self), actual: result.stdout))
                --- actual ---
                \(result.stdout)
                """)
        }
    }

    static func extraArguments(_ stem: String) -> [String] {
        let url = packageRoot.appendingPathComponent(invalidDirectory).appendingPathComponent(stem + ".args")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }

    /// Every diagnostic code cardspec can report is shown by at least one fixture.
    @Test func everyCodeHasAFixture() throws {
        let expected = Self.files(under: Self.invalidDirectory, recursive: false).filter { $0.hasSuffix(".expected") }
        var shown = ""
        for name in expected {
            let url = packageRoot.appendingPathComponent(Self.invalidDirectory).appendingPathComponent(name)
            shown += try String(contentsOf: url, encoding: .utf8)
        }
        for kind in DiagnosticRegistry.all {
            #expect(shown.contains("[\(kind.code)]"), "no fixture in \(Self.invalidDirectory) shows [\(kind.code)]")
        }
    }

    @Test(arguments: validFixtures)
    func validFixtureChecksClean(_ name: String) throws {
        let result = try runCardSpec(["check", "\(Self.validDirectory)/\(name)"])
        #expect(result.stdout == "checked 1 file: no problems\n")
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    /// Every .expected file belongs to exactly one fixture, and nothing else sits in the
    /// folder unnoticed (a spec named without `.cards.` would never be run).
    @Test func invalidFolderHasNoStrayFiles() {
        var stems: [String: String] = [:]
        for name in Self.files(under: Self.invalidDirectory, recursive: false) {
            if let stem = Self.fixtureStem(name) {
                if let other = stems[stem] {
                    Issue.record("\(other) and \(name) would share \(stem).expected")
                }
                stems[stem] = name
            }
        }
        for name in Self.files(under: Self.invalidDirectory, recursive: false) where Self.fixtureStem(name) == nil {
            if name.hasSuffix(".expected") || name.hasSuffix(".args") {
                var stem = String(name.dropLast(name.hasSuffix(".args") ? ".args".count : ".expected".count))
                // NAME.gnu.expected and the other formats' (FormatGoldenTests).
                if name.hasSuffix(".expected"), stems[stem] == nil,
                   let format = FormatGoldenTests.formats.first(where: { stem.hasSuffix(".\($0)") }) {
                    stem.removeLast(format.count + 1)
                }
                #expect(stems[stem] != nil, "\(name) has no fixture")
            } else {
                Issue.record("\(Self.invalidDirectory)/\(name) is neither a fixture (*.cards.yaml, *.cards.yml, *.cards.json) nor an .expected or .args file")
            }
        }
    }

    static func firstDifference(expected: String, actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let left = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            let right = index < actualLines.count ? String(actualLines[index]) : "<end of output>"
            if left != right {
                return "first difference at line \(index + 1):\n  expected: \(left)\n  actual:   \(right)"
            }
        }
        return "the outputs differ"
    }
}
