import CardSpecDiagnostics
import Foundation
import Testing

/// `cardspec explain`, end to end through the built binary.
@Suite struct ExplainCommandTests {
    static let usage = "Usage: cardspec explain [<codes> ...] [--list] [--markdown]\nSee 'cardspec explain --help'.\n"
    static let codes = DiagnosticRegistry.all.map(\.code)

    /// Text with every run of spaces and line breaks made one space, to find wrapped prose.
    static func flattened(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// An example as the page shows it: each line indented four spaces, blank lines empty.
    static func indented(_ example: String) -> String {
        var lines = example.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.isEmpty ? "\n" : "    " + $0 + "\n" }.joined()
    }

    @Test func explainsAKnownCode() throws {
        let expected = """
            unsupported-version (error, structure stage)

            The spec is written for a language version this cardspec does not know.

            `cardspec:` names the version of the spec language the file is written in. This
            cardspec reads version 1. A newer version needs a newer cardspec.

            Example:

                cardspec: 2

            Fixed:

                cardspec: 1

            """
        for arguments in [["explain", "unsupported-version"], ["explain", "[unsupported-version]"]] {
            let result = try runCardSpec(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.stderr == "", "\(arguments)")
            #expect(result.stdout == expected, "\(arguments)")
        }
    }

    @Test(arguments: DiagnosticRegistry.all.map(\.code))
    func explainsEveryRegistryCode(_ code: String) throws {
        let kind = try #require(DiagnosticRegistry.kind(forCode: code))
        let result = try runCardSpec(["explain", code])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("\(code) (\(kind.defaultSeverity.rawValue), \(kind.stage.rawValue) stage)\n\n"))
        #expect(Self.flattened(result.stdout).contains(Self.flattened(kind.summary)), "the summary is missing")
        #expect(Self.flattened(result.stdout).contains(Self.flattened(kind.explanation)), "the explanation is missing")
        #expect(result.stdout.contains("\nExample:\n\n" + Self.indented(kind.wrongExample) + "\nFixed:\n\n"),
                "the wrong example is missing or misplaced")
        #expect(result.stdout.hasSuffix("\nFixed:\n\n" + Self.indented(kind.rightExample)), "the right example is missing")
        for line in result.stdout.split(separator: "\n") where !line.hasPrefix("    ") {
            #expect(line.count <= 80, "prose line longer than 80 columns: \(line)")
        }
    }

    @Test func severalCodesPrintTheirPagesInOrder() throws {
        let first = try runCardSpec(["explain", "unused"])
        let second = try runCardSpec(["explain", "duplicate-key"])
        let both = try runCardSpec(["explain", "unused", "[duplicate-key]"])
        #expect(both.status == 0)
        #expect(both.stdout == first.stdout + "\n" + second.stdout)
    }

    @Test func unknownCodeSuggestsTheClosestOne() throws {
        let cases: [([String], String)] = [
            (["explain", "unknwon-key"], "error: unknown diagnostic code 'unknwon-key'; did you mean 'unknown-key'?\n"),
            (["explain", "[unknwon-key]"], "error: unknown diagnostic code '[unknwon-key]'; did you mean 'unknown-key'?\n"),
            (["explain", "Unknown-Key"], "error: unknown diagnostic code 'Unknown-Key'; did you mean 'unknown-key'?\n"),
            (["explain", "E0308"], "error: unknown diagnostic code 'E0308'; 'cardspec explain --list' lists every code\n"),
            // Nothing is printed when one of several codes is unknown.
            (["explain", "unused", "dupliate-key"], "error: unknown diagnostic code 'dupliate-key'; did you mean 'duplicate-key'?\n"),
            (["explain", "--list", "unused"], "error: '--list' takes no codes; remove 'unused'\n"),
            (["explain", "--markdown", "unused"], "error: '--markdown' takes no codes; remove 'unused'\n"),
            (["explain", "--list", "--markdown"], "error: '--list' and '--markdown' cannot be used together\n"),
            (["explain", "--lsit"], "error: unknown option '--lsit'; did you mean '--list'?\n"),
        ]
        for (arguments, message) in cases {
            let result = try runCardSpec(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr == message + Self.usage, "\(arguments)")
        }
    }

    @Test func listShowsEveryCodeBySeverityAndStage() throws {
        let list = try runCardSpec(["explain", "--list"])
        #expect(list.status == 0)
        #expect(list.stderr == "")
        let bare = try runCardSpec(["explain"])
        #expect(bare.stdoutBytes == list.stdoutBytes, "a bare 'cardspec explain' lists the codes")

        let lines = list.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var summaryColumns: Set<Int> = []
        for kind in DiagnosticRegistry.all {
            let matching = lines.filter { $0.hasPrefix("  \(kind.code) ") }
            guard matching.count == 1, let line = matching.first else {
                Issue.record("\(kind.code) is listed \(matching.count) times")
                continue
            }
            let columns = line.split(separator: " ", maxSplits: 2)
            #expect(columns.count == 3 && columns[1] == kind.defaultSeverity.rawValue, "\(line)")
            #expect(line.hasSuffix("  " + kind.summary), "\(line)")
            summaryColumns.insert(line.count - kind.summary.count)
        }
        #expect(summaryColumns.count == 1, "summaries are not aligned: columns \(summaryColumns.sorted())")

        // Grouped by stage, in pipeline order, each code under its own stage.
        let headings = lines.filter { !$0.isEmpty && !$0.hasPrefix(" ") && $0.hasSuffix(":") }
        #expect(headings.map { String($0.prefix { $0 != " " }) } == ["SYNTAX", "STRUCTURE", "SEMANTIC", "CONFIGURATION"])
        var stage: String?
        for line in lines {
            if headings.contains(line) { stage = String(line.prefix { $0 != " " }).lowercased() }
            if let code = line.split(separator: " ").first, line.hasPrefix("  "),
               let kind = DiagnosticRegistry.kind(forCode: String(code)) {
                #expect(kind.stage.rawValue == stage, "\(code) is listed under \(stage ?? "no stage")")
            }
        }
        #expect(list.stdout.hasSuffix("\n\nSee 'cardspec explain <code>' for the explanation and an example of a code.\n"))
    }

    @Test func outputIsByteIdenticalAcrossRuns() throws {
        for arguments in [["explain", "--list"], ["explain", "--markdown"], ["explain"] + Self.codes] {
            let first = try runCardSpec(arguments)
            #expect(first.status == 0)
            #expect(try runCardSpec(arguments).stdoutBytes == first.stdoutBytes, "\(arguments.prefix(2))")
        }
    }

    @Test func helpDescribesExplain() throws {
        let root = try runCardSpec(["--help"])
        #expect(root.stdout.contains("\n  explain                 Explain a diagnostic code and how to fix it.\n"))

        let help = try runCardSpec(["explain", "--help"])
        #expect(help.status == 0)
        #expect(help.stderr == "")
        #expect(help.stdout.hasPrefix("OVERVIEW: Explain a diagnostic code and how to fix it.\n"))
        #expect(help.stdout.contains("\nUSAGE: cardspec explain [<codes> ...] [--list] [--markdown]\n"))
        for option in ["--list", "--markdown", "-h, --help"] {
            #expect(help.stdout.contains("\n  \(option) "), "\(option) is not in the help")
        }
        #expect(try runCardSpec(["help", "explain"]).stdout == help.stdout)
        #expect(try runCardSpec(["explain", "unknown-key", "-h"]).stdout == help.stdout)
    }
}
