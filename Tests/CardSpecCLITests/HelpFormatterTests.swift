import Testing
@testable import CardSpecCLI

@Suite struct HelpFormatterTests {
    @Test func layoutFollowsSwiftArgumentParser() {
        let command = CommandDeclaration(
            path: ["tool", "run"], abstract: "Run things.",
            arguments: [ArgumentDeclaration(name: "inputs", help: "Things to run.", isRepeating: true, isOptional: true)],
            options: [
                OptionDeclaration("fast", help: "Go fast."),
                OptionDeclaration("a-rather-long-option-name", .text(name: "value"), help: "Long.", default: "x"),
                .help,
            ])
        #expect(HelpFormatter.help(for: command) == """
            OVERVIEW: Run things.

            USAGE: tool run [<inputs> ...] [--fast] [--a-rather-long-option-name <value>]

            ARGUMENTS:
              <inputs>                Things to run.

            OPTIONS:
              --fast                  Go fast.
              --a-rather-long-option-name <value>
                                      Long. (default: x)
              -h, --help              Show help information.

            """)
    }

    @Test func longSynopsisCollapsesOptions() {
        let options = (1...6).map { OptionDeclaration("option-number-\($0)", .text(name: "v"), help: "") }
        let command = CommandDeclaration(
            path: ["tool", "run"], abstract: "",
            arguments: [ArgumentDeclaration(name: "paths", help: "", isRepeating: true)], options: options + [.help])
        #expect(HelpFormatter.usage(for: command) == "tool run [<options>] <paths> ...")
        #expect(HelpFormatter.usageErrorFooter(for: command) == "Usage: tool run [<options>] <paths> ...\nSee 'tool run --help'.\n")
    }

    @Test func wrapsWordsAtEightyColumnsWithAHangingIndent() {
        let words = Array(repeating: "word", count: 30).joined(separator: " ")
        let wrapped = HelpFormatter.wrap(words, startColumn: 26, hangingIndent: 26)
        let lines = wrapped.split(separator: "\n")
        #expect(lines.count > 1)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 26) + "word") })
        #expect(26 + lines[0].count <= 80)
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(HelpFormatter.wrap("a\n\nb", hangingIndent: 2) == "a\n\n  b")
        #expect(HelpFormatter.wrap("") == "")
    }

    @Test func everyDeclaredOptionAppearsInHelpAndUsageErrors() {
        // One source of truth: whatever check declares is what its help lists.
        let help = HelpFormatter.help(for: CheckCommand.declaration)
        for option in CheckCommand.declaration.options {
            #expect(help.contains("  " + option.label), "\(option.long)")
        }
        #expect(help.contains("(default: \(ByteCount.compact(33_554_432)))"))
        #expect(HelpFormatter.help(for: CardSpecCommand.declaration).contains("  check                   Check card specs for errors.\n"))
    }
}
