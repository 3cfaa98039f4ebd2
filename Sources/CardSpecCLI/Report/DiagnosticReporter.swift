import CardSpecDiagnostics

/// Writes the diagnostics of a run to standard output in the chosen format. A command
/// hands it every checked file as it goes (clean ones too), then the summary at the end.
///
/// text and gnu are written file by file as they come, so a long run shows progress;
/// json, sarif and github are whole documents (or, for github, need the whole text
/// report first) and are written by `finish`. Nothing but the report goes to standard
/// output; problems with paths and the command line stay on standard error.
struct DiagnosticReporter {
    let format: ReportFormat
    let stdout: any TextSink
    let textRenderer: TextRenderer
    /// The absolute working directory, for the paths of sarif and github.
    let workingDirectory: String?
    /// `--max-diagnostics-per-file`: past it, one note counts the diagnostics not shown.
    var maxDiagnosticsPerFile = Int.max

    private var collected: [FileReport] = []
    private var printedDiagnostics = false

    init(format: ReportFormat, color: Bool, stdout: any TextSink, workingDirectory: String? = ProcessFacts.workingDirectory()) {
        self.format = format
        self.stdout = stdout
        // Colors only in text: the other formats are read by programs.
        self.textRenderer = TextRenderer(options: .init(color: format == .text && color))
        self.workingDirectory = workingDirectory
    }

    /// One checked input and its diagnostics.
    mutating func add(_ file: SourceFile, _ diagnostics: [Diagnostic]) {
        let diagnostics = Self.limited(diagnostics, to: maxDiagnosticsPerFile)
        switch format {
        case .text:
            guard !diagnostics.isEmpty else { return }
            stdout.write((printedDiagnostics ? "\n" : "") + textRenderer.render(diagnostics, in: file))
            printedDiagnostics = true
        case .gnu:
            stdout.write(GNURenderer().render(diagnostics, in: file))
        case .json, .sarif, .github:
            collected.append(FileReport(file: file, diagnostics: diagnostics))
        }
    }

    /// The first `limit` diagnostics, and a `too-many-diagnostics` note for the rest at
    /// the first one left out.
    static func limited(_ diagnostics: [Diagnostic], to limit: Int) -> [Diagnostic] {
        guard diagnostics.count > limit else { return diagnostics }
        let hidden = diagnostics[limit...]
        var counts: [String] = []
        for severity in Severity.allCases {
            let count = hidden.count { $0.severity == severity }
            if count > 0 { counts.append("\(count) \(severity.rawValue)\(count == 1 ? "" : "s")") }
        }
        let note = Diagnostic(
            .tooManyDiagnostics,
            "\(hidden.count) more diagnostics not shown (\(counts.joined(separator: ", "))); "
                + "the limit is \(limit) per file (--max-diagnostics-per-file)",
            at: SourceRange(at: hidden[hidden.startIndex].range.start), severity: .note)
        return Array(diagnostics[..<limit]) + [note]
    }

    /// Writes what is left: the summary line, or the whole document. `summaryLine` is
    /// the text format's closing line, worded by the command.
    func finish(summary: ReportSummary, summaryLine: String) {
        switch format {
        case .text:
            stdout.write((printedDiagnostics ? "\n" : "") + summaryLine + "\n")
        case .gnu:
            break
        case .json:
            stdout.write(JSONRenderer(tool: .cardspec).render(collected, summary: summary))
        case .sarif:
            let renderer = SARIFRenderer(tool: .cardspec, workingDirectory: workingDirectory, help: RuleHelpText.help)
            stdout.write(renderer.render(collected, summary: summary))
        case .github:
            let renderer = GitHubRenderer(workingDirectory: workingDirectory)
            stdout.write(renderer.render(collected, summaryLine: summaryLine, stopToken: ProcessFacts.randomToken()))
        }
    }
}
