import CardSpecChecks
import CardSpecDiagnostics
import CardSpecGenerators
import CardSpecSyntax
import Foundation

/// The code the fuzz targets run (Sources/CardSpecFuzz, scripts/fuzz), and the tests that
/// replay the inputs the fuzzer found (Tests/Fuzz/regressions): the whole of
/// `cardspec check` over one input held in memory, and the generators over inputs that
/// check clean.
///
/// Besides not crashing, hanging or leaking, every run checks what a crash would not
/// show: each diagnostic's range, notes and fix-its lie inside the file at the line and
/// column `SourceFile` gives their offset, checking card by card (as `check` and `build`
/// do, after parsing or while parsing) finds what checking the whole spec at once finds
/// and types the spec the same (the same generated files), the json and sarif reports
/// are valid JSON, and generated files have safe names and their header. A broken
/// invariant stops the process (`preconditionFailure`), which libFuzzer records as a crash.
public enum FuzzHarness {
    public enum Target: String, CaseIterable, Sendable {
        /// Parse, lower, validate, apply the (empty) configuration and the suppression
        /// comments, and render every format; also read the input as a `.cardspec.yml`.
        case check
        /// `check`, then the Swift and layout-JSON generators when the input checks clean.
        case generate
    }

    /// The names an input is checked under: once as YAML, once as JSON.
    static let names = ["fuzz.cards.yaml", "fuzz.cards.json"]
    /// `--max-diagnostics-per-file` for the reports: low, so that the note is made too.
    static let maxDiagnostics = 20

    /// Runs `target` over `bytes`, read as YAML and as JSON. Returns how many of the two
    /// checked clean (and, for `generate`, were generated).
    @discardableResult
    public static func run(_ target: Target, _ bytes: [UInt8]) -> Int {
        var clean = 0
        for name in names {
            // As `check` runs: the checked spec is kept only for the generators.
            let result = check(bytes, name: name, keepingCheckedSpec: target == .generate)
            if target == .check { verifySameAsWhole(result, bytes, name: name) }
            if let checked = result.checked {
                verifySameAsWhole(generated: generate(checked), bytes, name: name)
                clean += 1
            } else if target == .check, result.errorCount == 0, result.spec != nil {
                clean += 1
            }
        }
        if target == .check { readAsConfiguration(bytes) }
        return clean
    }

    /// Checking card by card (a large file while it is parsed) must find exactly what
    /// checking the whole spec at once finds.
    static func verifySameAsWhole(_ cardByCard: CheckResult, _ bytes: [UInt8], name: String) {
        var pipeline = CheckPipeline()
        pipeline.keepsCheckedSpec = false
        let whole = pipeline.checkWholeSpec(SourceFile(path: name, bytes: bytes))
        guard whole.diagnostics == cardByCard.diagnostics else {
            preconditionFailure("checking card by card found \(cardByCard.diagnostics.map(\.code)), the whole spec at once \(whole.diagnostics.map(\.code))")
        }
        // And card by card while the file is parsed, as a large file is read.
        pipeline.checksCardsWhileParsingFrom = 0
        let whileParsing = pipeline.check(SourceFile(path: name, bytes: bytes))
        guard whole.diagnostics == whileParsing.diagnostics else {
            preconditionFailure("checking cards while parsing found \(whileParsing.diagnostics.map(\.code)), the whole spec at once \(whole.diagnostics.map(\.code))")
        }
    }

    /// Checks `bytes` as the spec `name` the way `cardspec check --no-config` does, and
    /// renders the result in every format (text with and without color).
    @discardableResult
    static func check(_ bytes: [UInt8], name: String, keepingCheckedSpec: Bool) -> CheckResult {
        var pipeline = CheckPipeline()
        pipeline.keepsCheckedSpec = keepingCheckedSpec
        // Read in place, as a file from disk is; `verifySameAsWhole` reads a copy.
        let file = SourceFile(path: name, read: FileBytes.padded(bytes))
        let result = pipeline.check(file)
        verifyPositions(result.diagnostics, in: file)
        guard var policy = try? DiagnosticPolicy(configurations: ConfigurationStore(source: .none, limits: pipeline.limits))
        else { preconditionFailure("no configuration store without a configuration") }
        let applied = policy.apply(to: result)
        verifyPositions(applied.diagnostics, in: file)
        var summary = CheckSummary()
        summary.add(applied)
        for format in ReportFormat.allCases where format != .sarif {
            for color in format == .text ? [false, true] : [false] {
                let sink = CapturedText()
                var reporter = DiagnosticReporter(
                    format: format, color: color, stdout: sink, workingDirectory: "/fuzz")
                reporter.maxDiagnosticsPerFile = maxDiagnostics
                reporter.add(applied.file, applied.diagnostics)
                reporter.finish(summary: summary.report, summaryLine: summary.line)
                if format == .json { verifyJSON(sink.text, what: "the json report") }
            }
        }
        // SARIF as the reporter writes it, but with rules only for the codes reported: the
        // full table of rules is the same for every input, and would take most of the time.
        let sarif = SARIFRenderer(tool: .cardspec, workingDirectory: "/fuzz", rules: [], help: RuleHelpText.help)
            .render([FileReport(file: applied.file, diagnostics: DiagnosticReporter.limited(applied.diagnostics, to: maxDiagnostics))],
                    summary: summary.report)
        verifyJSON(sarif, what: "the sarif report")
        return result
    }

    /// Runs every generator over a checked spec; returns the files, Swift's first.
    @discardableResult
    static func generate(_ checked: CheckedSpec) -> [GeneratedFile] {
        let (swift, layout) = generatedFiles(checked)
        for file in swift {
            verifyGenerated(file, header: SwiftGenerator.headerMarker, suffix: ".swift")
        }
        // Layout JSON has no header: a JSON file has no comments.
        for file in layout {
            verifyGenerated(file, header: nil, suffix: ".layout.json")
            verifyJSON(file.contents, what: "layout JSON file '\(file.name)'")
        }
        return swift + layout
    }

    private static func generatedFiles(_ checked: CheckedSpec) -> (swift: [GeneratedFile], layout: [GeneratedFile]) {
        let catalog = CheckPipeline().catalog
        return (SwiftGenerator(catalog: catalog).generate(checked), LayoutJSONGenerator(catalog: catalog).generate(checked))
    }

    /// The spec checked card by card (`generated`, its files) is typed as checking it whole
    /// types it, after parsing and while parsing alike: every generated file the same.
    static func verifySameAsWhole(generated: [GeneratedFile], _ bytes: [UInt8], name: String) {
        var pipeline = CheckPipeline()
        let file = SourceFile(path: name, bytes: bytes)
        let whole = pipeline.checkWholeSpec(file).checked
        pipeline.checksCardsWhileParsingFrom = 0
        let whileParsing = pipeline.check(file).checked
        for (way, checked) in [("checked whole", whole), ("checked while parsed", whileParsing)] {
            guard let checked else { preconditionFailure("the spec checked card by card was typed, \(way) it was not") }
            let (swift, layout) = generatedFiles(checked)
            guard swift + layout == generated else {
                preconditionFailure("the spec checked card by card generates other files than \(way)")
            }
        }
    }

    /// Reads the input as a configuration file, as `--config` would.
    static func readAsConfiguration(_ bytes: [UInt8]) {
        let file = SourceFile(path: ".cardspec.yml", bytes: bytes)
        let parsed = SpecParser.parse(file, format: .yaml)
        let read = ConfigurationReader.read(parsed.root, in: file)
        verifyPositions(parsed.diagnostics + read.diagnostics, in: file)
    }

    // MARK: - Invariants

    static func verifyPositions(_ diagnostics: [Diagnostic], in file: SourceFile) {
        func verify(_ range: SourceRange, _ what: @autoclosure () -> String) {
            guard range.start.offset <= range.end.offset, range.end.offset <= file.bytes.count,
                  file.position(ofOffset: range.start.offset) == range.start,
                  file.position(ofOffset: range.end.offset) == range.end
            else {
                preconditionFailure("\(what()) has the range \(range), which is not in \(file.path) as SourceFile counts")
            }
        }
        // An invalid-encoding range spans bad bytes, which have no column of their own.
        for diagnostic in diagnostics where diagnostic.kind != .invalidEncoding {
            verify(diagnostic.range, "[\(diagnostic.code)] \(diagnostic.message)")
            for note in diagnostic.notes {
                if let range = note.range { verify(range, "a note of [\(diagnostic.code)]") }
            }
            for fixIt in diagnostic.fixIts { verify(fixIt.range, "a fix-it of [\(diagnostic.code)]") }
        }
    }

    static func verifyJSON(_ text: String, what: String) {
        guard (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil else {
            preconditionFailure("\(what) is not valid JSON:\n\(text)")
        }
    }

    static func verifyGenerated(_ file: GeneratedFile, header: String?, suffix: String) {
        if let problem = GeneratedFileName.problem(with: file.name, fileExtension: suffix) {
            preconditionFailure("unsafe generated file name \(file.name.debugDescription): \(problem)")
        }
        if let header, !file.contents.hasPrefix(header) {
            preconditionFailure("generated file '\(file.name)' does not start with \(header.debugDescription)")
        }
    }
}
