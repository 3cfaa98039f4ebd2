/// Help and usage text, laid out like swift-argument-parser's: OVERVIEW, USAGE,
/// ARGUMENTS, OPTIONS and SUBCOMMANDS sections, labels indented two columns and
/// descriptions in a column at 26, wrapped at 80 columns whatever the terminal, so the
/// text is the same everywhere.
enum HelpFormatter {
    static let screenWidth = 80
    static let indent = 2
    static let labelColumn = 26

    static func help(for command: CommandDeclaration) -> String {
        var out = ""
        if !command.abstract.isEmpty {
            out += wrap("OVERVIEW: " + command.abstract) + "\n\n"
        }
        if !command.discussion.isEmpty {
            out += wrap(command.discussion) + "\n\n"
        }
        out += "USAGE: " + usage(for: command) + "\n"

        var sections: [String] = []
        let arguments = command.arguments.map { element(label: "<\($0.name)>", help: $0.help) }
        if !arguments.isEmpty { sections.append("ARGUMENTS:\n" + arguments.joined()) }
        let options = command.options.map { option in
            element(label: option.label, help: option.help + (option.defaultDescription.map { " (default: \($0))" } ?? ""))
        }
        if !options.isEmpty { sections.append("OPTIONS:\n" + options.joined()) }
        if !command.subcommands.isEmpty {
            sections.append(
                "SUBCOMMANDS:\n" + command.subcommands.map { element(label: $0.name, help: $0.abstract) }.joined()
                    + "\n  See '\(command.path.first ?? "") help <subcommand>' for detailed help.\n")
        }
        for section in command.extraSections {
            sections.append(section.title.uppercased() + ":\n" + section.body + "\n")
        }
        for section in sections {
            out += "\n" + section
        }
        return out
    }

    /// The synopsis: every option when it fits on the USAGE line, `[<options>]` when not.
    static func usage(for command: CommandDeclaration) -> String {
        let positionals = command.arguments.map(\.usage) + (command.subcommands.isEmpty ? [] : ["<subcommand>"])
        let options = command.options
            .filter { $0 != .help && $0 != .version }
            .map { "[\($0.synopsis)]" }
        let full = ([command.fullName] + positionals + options).joined(separator: " ")
        if "USAGE: ".count + full.count <= screenWidth || options.isEmpty { return full }
        return ([command.fullName, "[<options>]"] + positionals).joined(separator: " ")
    }

    /// What a usage error prints after its message.
    static func usageErrorFooter(for command: CommandDeclaration) -> String {
        "Usage: \(usage(for: command))\nSee '\(command.fullName) --help'.\n"
    }

    /// A label and its description, in the description column or, for a long label,
    /// on the next line.
    private static func element(label: String, help: String) -> String {
        let padded = String(repeating: " ", count: indent) + label
        let gap = padded.count < labelColumn
            ? String(repeating: " ", count: labelColumn - padded.count)
            : "\n" + String(repeating: " ", count: labelColumn)
        return padded + gap + wrap(help, startColumn: labelColumn, hangingIndent: labelColumn) + "\n"
    }

    /// Word-wraps `text` to the screen width. The first line starts at `startColumn`
    /// (whatever precedes it is the caller's), later lines are indented to
    /// `hangingIndent`; line breaks in the text are kept.
    static func wrap(_ text: String, startColumn: Int = 0, hangingIndent: Int = 0) -> String {
        let padding = String(repeating: " ", count: hangingIndent)
        var out = ""
        var column = startColumn
        var lineHasWords = false
        var lineNeedsPadding = false
        for (number, paragraph) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if number > 0 {
                out += "\n"
                column = hangingIndent
                lineHasWords = false
                lineNeedsPadding = true
            }
            for word in paragraph.split(separator: " ") {
                if lineHasWords, column + 1 + word.count > screenWidth {
                    out += "\n" + padding
                    column = hangingIndent
                } else if lineHasWords {
                    out += " "
                    column += 1
                } else if lineNeedsPadding {
                    out += padding
                }
                out += word
                column += word.count
                lineHasWords = true
            }
        }
        return out
    }
}
