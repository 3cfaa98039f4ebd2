import CardSpecDiagnostics

/// docs/diagnostics.md, rendered from the registry: `cardspec explain --markdown`.
/// A table of every code, then a section per code under its stage. The registry's
/// texts are plain prose with `code spans`; everything else Markdown would read as
/// markup is escaped.
enum DiagnosticsMarkdown {
    static let regenerateCommand = "swift run cardspec explain --markdown > docs/diagnostics.md"

    static func document(for kinds: [DiagnosticKind]) -> String {
        var out = """
            <!-- Generated from the diagnostic registry by `cardspec explain --markdown`: do not edit. -->
            <!-- Regenerate: \(regenerateCommand) -->

            # Diagnostics

            Every diagnostic cardspec reports ends with its code in brackets, such as \
            `[unknown-key]`. This page explains each code: what it means, why it matters \
            and how to fix it, with a small spec that triggers it and the same spec fixed. \
            `cardspec explain CODE` prints the same text in a terminal, and \
            `cardspec explain --list` lists the codes.

            The severity is the one each code is reported with by default: errors make \
            `cardspec check` exit with status 1, warnings only with `--strict` or past \
            `--max-warnings`. A project's `.cardspec.yml` can change it, and a comment can \
            suppress a diagnostic: see [configuration.md](configuration.md).

            | Code | Severity | Summary |
            |---|---|---|

            """
        let stages = DiagnosticKind.Stage.allCases.map { stage in (stage, kinds.filter { $0.stage == stage }) }
        for (_, members) in stages {
            for kind in members {
                out += "| [`\(kind.code)`](#\(kind.code)) | \(kind.defaultSeverity.rawValue) | \(tableCell(kind.summary)) |\n"
            }
        }
        for (stage, members) in stages where !members.isEmpty {
            out += "\n## \(stage.title)\n\nDiagnostics of \(stage.lowercaseDescription).\n"
            for kind in members {
                out += "\n" + section(kind)
            }
        }
        return out
    }

    static func section(_ kind: DiagnosticKind) -> String {
        """
        ### `\(kind.code)`

        **\(kind.defaultSeverity.rawValue)**: \(prose(kind.summary))

        \(prose(kind.explanation))

        Example:

        \(codeBlock(kind.wrongExample))
        Fixed:

        \(codeBlock(kind.rightExample))
        """
    }

    /// A fenced YAML block, its fence longer than any run of backticks in it.
    static func codeBlock(_ example: String) -> String {
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: example) + 1))
        return fence + "yaml\n" + exampleLines(example).map { $0 + "\n" }.joined() + fence + "\n"
    }

    /// Text with its `code spans` kept and every other character that Markdown (or
    /// GitHub's math and strikethrough) would read as markup escaped; line breaks kept.
    static func prose(_ text: String) -> String {
        var out = ""
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "`" {
                let run = backtickRun(in: characters, at: index)
                if let end = closingRun(of: run, in: characters, after: index + run) {
                    out += String(characters[index..<(end + run)])
                    index = end + run
                } else {
                    out += String(repeating: "\\`", count: run)
                    index += run
                }
                continue
            }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            switch character {
            case "\\" where next.map(isEscapable) == false:
                // Before anything but punctuation a backslash is literal: `\u0007`.
                out.append(character)
            case "\\", "*", "_", "<", "[", "]", "$", "|", "~":
                out += "\\" + String(character)
            case "&" where next.map { $0.isLetter || $0 == "#" } == true:
                out += "\\&"
            default:
                out.append(character)
            }
            index += 1
        }
        return out
    }

    /// A table cell: prose on one line, with every pipe escaped (GitHub splits cells at
    /// pipes inside code spans too).
    static func tableCell(_ text: String) -> String {
        prose(text.split(whereSeparator: \.isNewline).joined(separator: " "))
            .escapingUnescaped("|")
    }

    /// ASCII punctuation: what a backslash escapes in CommonMark.
    private static func isEscapable(_ character: Character) -> Bool {
        character.isASCII && (character.isPunctuation || character.isSymbol)
    }

    private static func backtickRun(in characters: [Character], at index: Int) -> Int {
        var end = index
        while end < characters.count, characters[end] == "`" { end += 1 }
        return end - index
    }

    /// The start of the next run of exactly `length` backticks at or after `start`.
    private static func closingRun(of length: Int, in characters: [Character], after start: Int) -> Int? {
        var index = start
        while index < characters.count {
            if characters[index] == "`" {
                let run = backtickRun(in: characters, at: index)
                if run == length { return index }
                index += run
            } else {
                index += 1
            }
        }
        return nil
    }

    private static func longestBacktickRun(in text: String) -> Int {
        var longest = 0, current = 0
        for character in text {
            current = character == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}

private extension String {
    /// `target` escaped with a backslash wherever it is not already.
    func escapingUnescaped(_ target: Character) -> String {
        var out = ""
        var previous: Character?
        for character in self {
            if character == target, previous != "\\" {
                out += "\\" + String(target)
            } else {
                out.append(character)
            }
            previous = character
        }
        return out
    }
}
