/// Renders a run for a GitHub Actions log: the whole text report, then one workflow
/// command per diagnostic, which GitHub turns into an annotation on the file and line:
///
///     ::stop-commands::cardspec-5f0c…
///     Budgets.cards.yaml:4:5: error: unknown key 'titel' in card 'Summary' [unknown-key]
///      4 |     titel: Budgets
///        |     ^~~~~
///
///     checked 1 file: 1 error
///     ::cardspec-5f0c…::
///     ::error file=Budgets.cards.yaml,line=4,col=5,endLine=4,endColumn=10,title=unknown-key::unknown key 'titel' in card 'Summary'
///
/// GitHub shows only the first ten annotations of each kind per step, so the text report
/// comes first and has everything. It is fenced with `stop-commands` and a token that
/// the caller makes unguessable, so that no line of it (a path or a source line that
/// starts with `::`) is ever run as a workflow command.
///
/// Each command is `::error`, `::warning` or `::notice` (for notes), with the file
/// relative to the working directory, the start line and column, the end line and end
/// column (the column just past the range, as in SARIF; the columns count Unicode
/// scalars, and are left out for a range over several lines, which GitHub does not
/// accept), and the code as the title. The message is followed by the diagnostic's
/// notes and fix-its, a line each. Escaped as the Actions toolkit escapes them: `%`,
/// CR and LF in the message; also `:` and `,` in property values.
public struct GitHubRenderer: Sendable {
    /// The absolute directory that `file=` paths are relative to.
    public var workingDirectory: String?

    public init(workingDirectory: String?) {
        self.workingDirectory = workingDirectory
    }

    /// `stopToken` must be unpredictable to whoever writes the specs (random, per run).
    public func render(_ files: [FileReport], summaryLine: String, stopToken: String) -> String {
        var out = "::stop-commands::\(stopToken)\n"
        out += TextRenderer().renderReport(files, summaryLine: summaryLine)
        out += "::\(stopToken)::\n"
        for report in files {
            out += commands(report.diagnostics, in: report.file)
        }
        return out
    }

    /// The commands for one file's diagnostics, in report order.
    public func commands(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        let path = ArtifactPath(file.path, relativeTo: workingDirectory).path
        var out = ""
        for diagnostic in Diagnostic.sortedForReport(diagnostics) {
            let range = diagnostic.range
            var properties = [("file", path), ("line", String(range.start.line))]
            if range.start.line == range.end.line {
                properties.append(("col", String(range.start.column)))
            }
            properties.append(("endLine", String(range.end.line)))
            if range.start.line == range.end.line {
                properties.append(("endColumn", String(range.end.column)))
            }
            properties.append(("title", diagnostic.code))
            var message = diagnostic.message
            for note in diagnostic.notes {
                message += "\nnote: " + note.message
                if let place = note.range {
                    message += " (line \(place.start.line), column \(place.start.column))"
                }
            }
            for fixIt in diagnostic.fixIts {
                message += "\nfix-it: " + TextRenderer.describe(fixIt, in: file)
            }
            out += Self.command(Self.commandName(diagnostic.severity), properties: properties, message: message)
        }
        return out
    }

    static func commandName(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// `::NAME key=value,key=value::MESSAGE` and a newline, as the toolkit's
    /// `issueCommand` writes it (properties with an empty value left out).
    public static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let written = properties.filter { !$0.1.isEmpty }.map { "\($0.0)=\(escapeProperty($0.1))" }
        return "::" + name + (written.isEmpty ? "" : " " + written.joined(separator: ",")) + "::" + escapeData(message) + "\n"
    }

    /// The toolkit's `escapeData`: `%` as `%25`, CR as `%0D`, LF as `%0A`.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The toolkit's `escapeProperty`: `escapeData`, and `:` as `%3A`, `,` as `%2C`.
    public static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
