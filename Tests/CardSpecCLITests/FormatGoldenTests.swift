import CardSpecDiagnostics
import Foundation
import Testing

/// The machine-readable formats over the invalid fixtures: every
/// `Fixtures/invalid/NAME.cards.*` has, beside the text format's `NAME.expected`, a
/// `NAME.FORMAT.expected` for each format below, holding the stdout of
/// `cardspec check --format FORMAT Fixtures/invalid/FILE` run from the package root
/// (with the options of `NAME.args`, as for text).
///
/// Two things in the output depend on the machine or the run, and are replaced before
/// comparing and recording (see `normalized`): in sarif, the working directory's URI and
/// the rules (the same for every run; `sarifRulesAreTheRegistry` checks them once); in
/// github, the random token that fences the text report.
///
/// `CARDSPEC_RECORD=1 swift test --filter FormatGoldenTests` rewrites them.
@Suite struct FormatGoldenTests {
    static let formats = ["gnu", "json", "sarif", "github"]
    static let workingDirectoryPlaceholder = "file:///WORKING-DIRECTORY/"
    static let rulesPlaceholder = "RULES: one per kind of DiagnosticRegistry.all, checked by FormatGoldenTests.sarifRulesAreTheRegistry"
    static let tokenPlaceholder = "TOKEN"

    static func expectedURL(_ stem: String, _ format: String) -> URL {
        packageRoot.appendingPathComponent(GoldenFileTests.invalidDirectory).appendingPathComponent("\(stem).\(format).expected")
    }

    static func run(_ format: String, _ name: String) throws -> CommandResult {
        let stem = try #require(GoldenFileTests.fixtureStem(name))
        return try runCardSpec(
            ["check", "--format", format] + GoldenFileTests.extraArguments(stem) + ["\(GoldenFileTests.invalidDirectory)/\(name)"])
    }

    @Test(arguments: GoldenFileTests.invalidFixtures, formats)
    func invalidFixtureMatchesItsExpectedOutput(_ name: String, _ format: String) throws {
        let stem = try #require(GoldenFileTests.fixtureStem(name))
        let result = try Self.run(format, name)
        #expect(result.stderr == "", "\(name) wrote to stderr")
        #expect(result.status == 1 || result.status == 0, "\(name) exited with \(result.status)")
        let actual = Self.normalized(result.stdout, format: format)
        let url = Self.expectedURL(stem, format)
        let relative = "\(GoldenFileTests.invalidDirectory)/\(stem).\(format).expected"

        if GoldenFileTests.isRecording {
            let previous = try? String(contentsOf: url, encoding: .utf8)
            if previous != actual {
                try Data(actual.utf8).write(to: url)
                print("recorded \(relative)" + (previous == nil ? " (new)" : " (changed)"))
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("\(relative) is missing; run with CARDSPEC_RECORD=1 to create it")
            return
        }
        if expected != actual {
            Issue.record("""
                stdout of 'cardspec check --format \(format) \(GoldenFileTests.invalidDirectory)/\(name)' differs from \
                \(relative) (run with CARDSPEC_RECORD=1 to accept it)
                \(GoldenFileTests.firstDifference(expected: expected, actual: actual))
                """)
        }
    }

    /// The output with what differs between machines and runs replaced.
    static func normalized(_ output: String, format: String) -> String {
        switch format {
        case "sarif":
            var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if let base = lines.firstIndex(of: "        \"%SRCROOT%\": {"), base + 1 < lines.count,
               lines[base + 1].hasPrefix("          \"uri\": \"file://") {
                lines[base + 1] = "          \"uri\": \"\(workingDirectoryPlaceholder)\""
            }
            if let start = lines.firstIndex(of: "          \"rules\": ["),
               let end = lines[start...].firstIndex(of: "          ]") {
                lines.replaceSubrange(start...end, with: ["          \"rules\": \"\(rulesPlaceholder)\""])
            }
            return lines.joined(separator: "\n")
        case "github":
            guard let first = output.split(separator: "\n").first, first.hasPrefix("::stop-commands::") else { return output }
            let token = String(first.dropFirst("::stop-commands::".count))
            return output.replacingOccurrences(of: token, with: tokenPlaceholder)
        default:
            return output
        }
    }

    /// Every format reports the same diagnostics: as many gnu lines that are not notes,
    /// JSON diagnostics, SARIF results and GitHub commands as the text format has
    /// headers, with the same summary.
    @Test(arguments: GoldenFileTests.invalidFixtures)
    func formatsAgree(_ name: String) throws {
        let text = try Self.run("text", name).stdout
        let gnu = try Self.run("gnu", name).stdout
        let json = try Self.parse(try Self.run("json", name).stdout)
        let sarif = try Self.parse(try Self.run("sarif", name).stdout)
        let github = try Self.run("github", name).stdout

        let gnuLines = gnu.split(separator: "\n").filter { !$0.contains(": note: ") }
        let files = try #require(json["files"] as? [[String: Any]])
        let diagnostics = files.flatMap { ($0["diagnostics"] as? [[String: Any]]) ?? [] }
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let commands = github.split(separator: "\n").filter {
            $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ")
        }
        // Past --max-diagnostics-per-file, one too-many-diagnostics note counts the rest.
        let truncated = diagnostics.contains { $0["code"] as? String == "too-many-diagnostics" }
        #expect(gnuLines.count == diagnostics.count - (truncated ? 1 : 0))
        #expect(results.count == diagnostics.count)
        #expect(commands.count == diagnostics.count)
        #expect(diagnostics.map { $0["code"] as? String } == results.map { $0["ruleId"] as? String })

        let summary = try #require(json["summary"] as? [String: Int])
        let errors = diagnostics.count { $0["severity"] as? String == "error" }
        let warnings = diagnostics.count { $0["severity"] as? String == "warning" }
        if truncated {
            #expect(summary["errors"] ?? 0 >= errors && summary["warnings"] ?? 0 >= warnings)
        } else {
            #expect(summary == ["files": 1, "errors": errors, "warnings": warnings, "unreadablePaths": 0])
        }
        let counts = Self.counts(errors: summary["errors"] ?? 0, warnings: summary["warnings"] ?? 0)
        #expect(text.hasSuffix("checked 1 file: " + counts + "\n"))

        // The github format carries the whole text report, fenced.
        let githubLines = github.split(separator: "\n", omittingEmptySubsequences: false)
        let token = String(try #require(githubLines.first).dropFirst("::stop-commands::".count))
        #expect(github.hasPrefix("::stop-commands::\(token)\n" + text + "::\(token)::\n"))
    }

    static func counts(errors: Int, warnings: Int) -> String {
        var parts: [String] = []
        if errors > 0 { parts.append("\(errors) error" + (errors == 1 ? "" : "s")) }
        if warnings > 0 { parts.append("\(warnings) warning" + (warnings == 1 ? "" : "s")) }
        return parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
    }

    static func parse(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The rules the goldens leave out: every kind of the registry, in its order, with
    /// the texts of `cardspec explain`.
    @Test func sarifRulesAreTheRegistry() throws {
        let log = try Self.parse(try Self.run("sarif", "unknown-key.cards.yaml").stdout)
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == DiagnosticRegistry.all.map(\.code))
        for (rule, kind) in zip(rules, DiagnosticRegistry.all) {
            #expect((rule["shortDescription"] as? [String: String]) == ["text": kind.summary])
            #expect((rule["fullDescription"] as? [String: String]) == ["text": kind.explanation])
            #expect((rule["defaultConfiguration"] as? [String: String]) == ["level": kind.defaultSeverity.rawValue])
            let help = try #require(rule["help"] as? [String: String])
            #expect(help["text"]?.hasPrefix(kind.explanation + "\n\nExample:\n\n") == true, "\(kind.code)")
            #expect(help["markdown"]?.contains("Fixed:\n\n```yaml\n") == true, "\(kind.code)")
        }
        #expect(driver["name"] as? String == "cardspec")
        let version = try runCardSpec(["--version"]).stdout
        #expect(version == "cardspec \(try #require(driver["version"] as? String))\n")
    }

    /// The fixture with multi-byte text before its errors, by hand: the line is
    /// `  Résumé: {modèl: {}, parts: [{text: {text: "日本語"}}], stätes: {}}`.
    /// Before 'modèl': 11 scalars, 13 bytes (é is 2). Before 'stätes': 54 scalars, and
    /// 63 bytes (é, é, è: 1 more each; 日本語: 2 more each); 'stätes' itself is 6
    /// scalars, 7 bytes. No character needs two UTF-16 units, so UTF-16 columns are
    /// the scalar columns.
    @Test func multiByteColumnsInEveryFormat() throws {
        let name = "unknown-key-multibyte.cards.yaml"
        let path = "\(GoldenFileTests.invalidDirectory)/\(name)"
        let text = try Self.run("text", name).stdout
        #expect(text.contains("\(path):3:12: error: unknown key 'modèl'"))
        #expect(text.contains("\(path):3:55: error: unknown key 'stätes'"))

        let gnu = try Self.run("gnu", name).stdout
        #expect(gnu.contains("\(path):3:14: error: unknown key 'modèl'"))
        #expect(gnu.contains("\(path):3:64: error: unknown key 'stätes'"))

        let json = try Self.parse(try Self.run("json", name).stdout)
        let diagnostics = try #require((json["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]])
        let ranges = diagnostics.compactMap { $0["range"] as? [String: Any] }
        let starts = ranges.compactMap { $0["start"] as? [String: Int] }
        let ends = ranges.compactMap { $0["end"] as? [String: Int] }
        #expect(starts.map { $0["column"] } == [3, 12, 55])
        #expect(starts.map { $0["utf8Column"] } == [3, 14, 64])
        #expect(starts.map { $0["utf16Column"] } == [3, 12, 55])
        #expect(ends.map { $0["column"] } == [9, 17, 61])
        #expect(ends.map { $0["utf8Column"] } == [11, 20, 71])
        // Line 3 starts at byte 19 (after "cardspec: 1\n" and "cards:\n").
        #expect(starts.map { $0["offset"] } == [19 + 2, 19 + 13, 19 + 63])
        let lsp = ranges.compactMap { ($0["lsp"] as? [String: Any])?["start"] as? [String: Int] }
        #expect(lsp == [["line": 2, "character": 2], ["line": 2, "character": 11], ["line": 2, "character": 54]])
        let fixIt = try #require((diagnostics[2]["fixIts"] as? [[String: Any]])?.first)
        #expect(fixIt["newText"] as? String == "states")
        #expect(((fixIt["range"] as? [String: Any])?["lsp"] as? [String: Any])?["end"] as? [String: Int]
            == ["line": 2, "character": 60])

        let sarif = try Self.run("sarif", name).stdout
        #expect(sarif.contains("\"startColumn\": 55,\n"))
        #expect(sarif.contains("\"endColumn\": 61\n"))
        #expect(sarif.contains("\"columnKind\": \"unicodeCodePoints\""))

        let github = try Self.run("github", name).stdout
        #expect(github.contains("::error file=\(path),line=3,col=55,endLine=3,endColumn=61,title=unknown-key::unknown key 'stätes'"))
    }
}
