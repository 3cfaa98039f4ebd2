import CardSpecDiagnostics

/// How a command that reports diagnostics writes them to standard output. Every such
/// command takes `--format` (`CommonOptions.format`) and hands its results to a
/// `DiagnosticReporter`; docs/output-formats.md describes each format.
enum ReportFormat: String, CaseIterable, Sendable {
    /// For people: diagnostics with source snippets, then a summary line. The default.
    case text
    /// `path:line:column: severity: message [code]`, one line each, UTF-8 byte columns.
    case gnu
    /// One JSON document: docs/json-output.md, Schemas/diagnostics.schema.json.
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other SARIF consumers.
    case sarif
    /// The text report, then GitHub Actions workflow commands that annotate the files.
    case github
}

extension CommonOptions {
    static let format = OptionDeclaration(
        "format", .choice(name: "format", ReportFormat.allCases.map(\.rawValue)),
        help: "The report's format: text (for people), gnu (a line per diagnostic), json, "
            + "sarif (SARIF 2.1.0) or github (text, then Actions annotations); see docs/output-formats.md.",
        default: ReportFormat.text.rawValue)
}

extension ParsedArguments {
    /// The `--format` given, or text.
    var reportFormat: ReportFormat {
        text(CommonOptions.format).flatMap(ReportFormat.init(rawValue:)) ?? .text
    }
}

extension ToolInfo {
    /// cardspec itself, at the version `--version` prints.
    /// No `informationUri` yet: the project has no public home to point at.
    static let cardspec = ToolInfo(name: "cardspec", version: CardSpecCommand.version)
}
