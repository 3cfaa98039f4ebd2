import CardSpecDiagnostics
import CardSpecSyntax

/// The step between the pipeline and the report. For each input it finds the
/// configuration that applies, and
///
/// 1. drops the codes the configuration disables;
/// 2. applies the file's `# cardspec:` suppression comments and warns about the
///    comments that are invalid or suppress nothing;
/// 3. gives configured codes their configured severity;
/// 4. counts the warnings, for `--strict` and `--max-warnings` (or the configuration's
///    `strict` and `max-warnings`) to judge at the end;
/// 5. with `--quiet`, keeps only the errors to show and count.
///
/// `--quiet` changes what is printed, never the exit status. The policy also decides
/// which files `exclude` leaves out.
struct DiagnosticPolicy {
    /// A limit on warnings and who set it.
    struct WarningLimit: Equatable {
        /// 0 for strict.
        var maximum: Int
        var isStrict: Bool
        /// nil for the command line, else the configuration file's path.
        var configuration: String?
    }

    let quiet: Bool
    let forceExclude: Bool
    private var configurations: ConfigurationStore
    /// `--strict` or `--max-warnings`; when given, the configurations' limits do not count.
    private let commandLineLimit: WarningLimit?
    private var totalWarnings = 0
    /// Warnings under each configuration that sets a limit, in the order first seen.
    private var warningsByConfiguration: [(limit: WarningLimit, warnings: Int)] = []

    init(
        quiet: Bool = false, strict: Bool = false, maxWarnings: Int? = nil, forceExclude: Bool = false,
        configurations: ConfigurationStore
    ) {
        self.quiet = quiet
        self.forceExclude = forceExclude
        self.configurations = configurations
        if strict {
            commandLineLimit = WarningLimit(maximum: 0, isStrict: true)
        } else {
            commandLineLimit = maxWarnings.map { WarningLimit(maximum: $0, isStrict: false) }
        }
    }

    // MARK: - Inputs

    /// The file `path` names, however it is spelled (`Specs/a`, `./Specs/a`, `Specs//a`
    /// and its absolute path are one): absolute, normalized as configurations see paths.
    func identity(of path: FilePath) -> FilePath {
        AbsolutePath(path, relativeTo: configurations.workingDirectory).filePath
    }

    /// Whether a configuration's `exclude` leaves out the file at `path`: always for a
    /// file found in a directory, and with `--force-exclude` for one named on the
    /// command line too.
    mutating func excludes(_ path: FilePath, namedExplicitly: Bool) -> Bool {
        guard !namedExplicitly || forceExclude,
              let configuration = configurations.configuration(forInput: path),
              !configuration.settings.exclude.isEmpty,
              let inside = AbsolutePath(path, relativeTo: configurations.workingDirectory)
                .segments(after: configuration.directory)
        else { return false }
        let segments = inside.map { String(decoding: $0, as: UTF8.self) }
        return configuration.settings.exclude.contains { $0.matches(segments) }
    }

    /// The warning for a directory whose spec files are all excluded: checking nothing
    /// is most likely a pattern that matches too much.
    static func everythingExcluded(_ count: Int, in directory: FilePath) -> String {
        let files = count == 1 ? "the one spec file" : "all \(count) spec files"
        return "warning: \(files) in '\(VisibleText.sanitized(directory.display))' "
            + "\(count == 1 ? "is" : "are") excluded by the configuration's exclude patterns"
    }

    /// What there is to report about configuration files since the last call: their
    /// diagnostics (already through `--quiet`), or that one could not be read.
    mutating func takeConfigurationReports() -> [ConfigurationStore.Report] {
        configurations.takeReports().map { report in
            guard case .diagnostics(let result) = report else { return report }
            return .diagnostics(shown(result))
        }
    }

    // MARK: - Diagnostics

    /// The result as it is to be reported.
    mutating func apply(to result: CheckResult) -> CheckResult {
        let configuration = configurations.configuration(forInput: FilePath(result.file.path))
        let settings = configuration?.settings ?? ProjectConfiguration()
        var diagnostics = result.diagnostics.filter { !settings.disabled.contains($0.code) }
        diagnostics = Self.applySuppressions(to: diagnostics, of: result)
        diagnostics = diagnostics.compactMap { diagnostic in
            guard let severity = settings.severity(of: diagnostic) else { return nil }
            var configured = diagnostic
            configured.severity = severity
            return configured
        }
        let applied = CheckResult(file: result.file, spec: result.spec, diagnostics: Diagnostic.sortedForReport(diagnostics))
        count(applied.warningCount, under: configuration)
        return shown(applied)
    }

    /// Suppression comments apply to YAML with a tree and without syntax errors: in a
    /// file with one, cardspec cannot be sure which lines are comments. Unused ones are
    /// reported only when the check ran to the end (a spec was built).
    static func applySuppressions(to diagnostics: [Diagnostic], of result: CheckResult) -> [Diagnostic] {
        guard SourceFormat(path: result.file.path) == .yaml, let tree = result.tree, let root = tree.root,
              !result.diagnostics.contains(where: { $0.kind.stage == .syntax && $0.severity == .error })
        else { return diagnostics }
        var comments = SuppressionComments.scan(result.file, tree: tree, root: root)
        guard !comments.directives.isEmpty || !comments.problems.isEmpty else { return diagnostics }
        var kept = diagnostics.filter { !comments.suppress($0) }
        kept += comments.problems
        if result.spec != nil { kept += comments.unusedWarnings() }
        return kept
    }

    /// With `--quiet`, only the errors.
    private func shown(_ result: CheckResult) -> CheckResult {
        guard quiet else { return result }
        return CheckResult(file: result.file, spec: result.spec, diagnostics: result.diagnostics.filter { $0.severity == .error })
    }

    private mutating func count(_ warnings: Int, under configuration: LoadedConfiguration?) {
        totalWarnings += warnings
        guard commandLineLimit == nil, let configuration, let maximum = configuration.settings.warningLimit else { return }
        if let index = warningsByConfiguration.firstIndex(where: { $0.limit.configuration == configuration.displayPath }) {
            warningsByConfiguration[index].warnings += warnings
        } else {
            let limit = WarningLimit(
                maximum: maximum, isStrict: configuration.settings.strict == true, configuration: configuration.displayPath)
            warningsByConfiguration.append((limit, warnings))
        }
    }

    // MARK: - Verdict

    /// Why the warnings fail the run, one line each; empty when they do not.
    var warningFailures: [String] {
        let exceeded = commandLineLimit.map { [($0, totalWarnings)] } ?? warningsByConfiguration.map { ($0.limit, $0.warnings) }
        return exceeded.filter { $0.1 > $0.0.maximum }.map { limit, warnings in
            var count = "\(warnings) warning\(warnings == 1 ? "" : "s")"
            if quiet { count += " (hidden by --quiet)" }
            switch (limit.configuration, limit.isStrict) {
            case (nil, true): return "\(count), and --strict allows none"
            case (nil, false): return "\(count), more than the \(limit.maximum) that --max-warnings allows"
            case (let path?, true): return "\(count) in files configured by \(path), and its 'strict: true' allows none"
            case (let path?, false): return "\(count) in files configured by \(path), more than the \(limit.maximum) its 'max-warnings' allows"
            }
        }
    }
}

extension DiagnosticPolicy {
    /// The policy `cardspec check` was asked for; reads the `--config` file, if any.
    init(_ arguments: ParsedArguments, limits: ParseLimits) throws(UsageError) {
        let source: ConfigurationStore.Source
        switch (arguments.text(CheckCommand.config), arguments.isSet(CheckCommand.noConfig)) {
        case (_?, true): throw UsageError(message: "'--config' and '--no-config' cannot be used together")
        case (let path?, false): source = .file(path)
        case (nil, true): source = .none
        case (nil, false): source = .nearest
        }
        self.init(
            quiet: arguments.isSet(CheckCommand.quiet), strict: arguments.isSet(CheckCommand.strict),
            maxWarnings: arguments.number(CheckCommand.maxWarnings), forceExclude: arguments.isSet(CheckCommand.forceExclude),
            configurations: try ConfigurationStore(source: source, limits: limits))
    }

    /// 1 when the warnings fail the run, after saying why on `stderr`; else 0.
    func warningStatus(reportingTo stderr: any TextSink) -> ExitCode {
        let failures = warningFailures
        for failure in failures {
            stderr.write("error: \(VisibleText.sanitized(failure))\n")
        }
        return failures.isEmpty ? .success : .errorsFound
    }
}
