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
