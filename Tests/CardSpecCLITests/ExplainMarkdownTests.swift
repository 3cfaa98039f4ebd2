import CardSpecDiagnostics
import Foundation
import Testing
@testable import CardSpecCLI

/// docs/diagnostics.md is generated from the registry by `cardspec explain --markdown`;
/// these tests keep the checked-in file equal to what the binary prints.
///
/// `CARDSPEC_RECORD=1 swift test --filter ExplainMarkdownTests` rewrites it instead of
/// comparing (and says so), like the golden files.
@Suite struct ExplainMarkdownTests {
    static let docsPath = "docs/diagnostics.md"
    static let regenerate = "swift run cardspec explain --markdown > docs/diagnostics.md"
    static let isRecording = ProcessInfo.processInfo.environment["CARDSPEC_RECORD"] == "1"

    @Test func docsMatchTheRegistry() throws {
        let result = try runCardSpec(["explain", "--markdown"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let url = packageRoot.appendingPathComponent(Self.docsPath)

        if Self.isRecording {
            let previous = try? Data(contentsOf: url)
            if previous != result.stdoutBytes {
                try result.stdoutBytes.write(to: url)
                print("recorded \(Self.docsPath)" + (previous == nil ? " (new)" : " (changed)"))
            }
            return
        }
        guard let expected = try? Data(contentsOf: url) else {
            Issue.record("\(Self.docsPath) is missing; generate it with '\(Self.regenerate)'")
            return
        }
        if expected != result.stdoutBytes {
            Issue.record("""
                \(Self.docsPath) is out of date with the diagnostic registry; regenerate it with \
                '\(Self.regenerate)' (or CARDSPEC_RECORD=1 swift test --filter ExplainMarkdownTests) \
                and review the diff
                \(Self.firstDifference(expected: String(decoding: expected, as: UTF8.self), actual: result.stdout))
                """)
        }
    }

    static func firstDifference(expected: String, actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let left = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            let right = index < actualLines.count ? String(actualLines[index]) : "<end of output>"
            if left != right {
                return "first difference at line \(index + 1):\n  in the file: \(left)\n  generated:   \(right)"
            }
        }
        return "the texts differ"
    }

    @Test func everyCodeHasARowAndASection() {
        let document = DiagnosticsMarkdown.document(for: DiagnosticRegistry.all)
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        for kind in DiagnosticRegistry.all {
            let row = "| [`\(kind.code)`](#\(kind.code)) | \(kind.defaultSeverity.rawValue) | "
            #expect(lines.filter { $0.hasPrefix(row) }.count == 1, "\(kind.code) has no single table row")
            #expect(lines.filter { $0 == "### `\(kind.code)`" }.count == 1, "\(kind.code) has no single section")
            let section = DiagnosticsMarkdown.section(kind)
            #expect(document.contains(section))
            #expect(section.contains("```yaml\n" + kind.wrongExample + "```\n\nFixed:\n\n```yaml\n" + kind.rightExample + "```\n"))
        }
        #expect(lines.filter { $0.hasPrefix("```") }.count == 4 * DiagnosticRegistry.all.count, "unbalanced fences")
        #expect(document.hasSuffix("```\n") && !document.hasSuffix("\n\n"))
        #expect(document.hasPrefix("<!-- Generated from the diagnostic registry"))
    }

    @Test func proseKeepsCodeSpansAndEscapesMarkup() {
        #expect(DiagnosticsMarkdown.prose("write `*x*` or `$model.a_b`") == "write `*x*` or `$model.a_b`")
        #expect(DiagnosticsMarkdown.prose("*.cards.json and <<, [a] a_b ~x~") == "\\*.cards.json and \\<\\<, \\[a\\] a\\_b \\~x\\~")
        #expect(DiagnosticsMarkdown.prose("($model.x) costs $5") == "(\\$model.x) costs \\$5")
        #expect(DiagnosticsMarkdown.prose("an escape (\\u0007), a \\* and &amp;") == "an escape (\\u0007), a \\\\\\* and \\&amp;")
        #expect(DiagnosticsMarkdown.prose("an ``a ` b`` span, a ` alone") == "an ``a ` b`` span, a \\` alone")
        #expect(DiagnosticsMarkdown.tableCell("a `|` b | c") == "a `\\|` b \\| c")
    }

    @Test func fencesOutgrowBackticksInExamples() {
        #expect(DiagnosticsMarkdown.codeBlock("a: 1\n") == "```yaml\na: 1\n```\n")
        #expect(DiagnosticsMarkdown.codeBlock("a: ````b````\n\n") == "`````yaml\na: ````b````\n`````\n")
    }
}
