import CardSpecDiagnostics
import CardSpecSyntax
import Foundation

/// `cardspec check PATH...`: reads each spec, prints its diagnostics to standard output
/// and a summary line after them; problems with the paths themselves go to standard
/// error.
enum CheckCommand: Subcommand {
    static let paths = ArgumentDeclaration(
        name: "paths",
        help: "Spec files or directories to check, or '-' to read standard input.",
        isRepeating: true)

    static let strict = OptionDeclaration(
        "strict", help: "Treat warnings as errors: exit with status 1 when there are any.")
    static let maxWarnings = OptionDeclaration(
        "max-warnings", .count(name: "n", minimum: 0),
        help: "Exit with status 1 when there are more than n warnings.")
    static let quiet = OptionDeclaration(
        "quiet", help: "Report errors only: warnings and notes are neither printed nor counted in the summary (--strict and --max-warnings still count them).")
    static let config = OptionDeclaration(
        "config", .text(name: "path"),
        help: "The configuration file for every input, instead of the nearest .cardspec.yml above each.")
    static let noConfig = OptionDeclaration("no-config", help: "Use no configuration file.")
    static let forceExclude = OptionDeclaration(
        "force-exclude", help: "Leave out files named on the command line too when a configuration's exclude matches them.")
    static let jobs = OptionDeclaration(
        "jobs", .count(name: "n", minimum: 1, maximum: 256),
        help: "Files checked at once; the output is the same for any number.",
        default: "the number of cores")
    static let stdinFilename = OptionDeclaration(
        "stdin-filename", .text(name: "name"),
        help: "The path to report standard input as; its extension chooses JSON or YAML.",
        default: defaultStdinName)
    static let maxFileSize = OptionDeclaration(
        "max-file-size", .byteSize(name: "bytes"),
        help: "The largest input to read, in bytes or with a unit: 64KB, 512KiB, 32MiB.",
        default: ByteCount.compact(ParseLimits().maxFileSize))
    static let maxDepth = OptionDeclaration(
        "max-depth", .count(name: "n", minimum: 1, maximum: ParseLimits.depthCeiling),
        help: "The deepest nesting of collections (at most \(ParseLimits.depthCeiling)).",
        default: String(ParseLimits().maxDepth))
    static let maxAliasExpansion = OptionDeclaration(
        "max-alias-expansion", .count(name: "n", minimum: 0),
        help: "The most nodes that YAML aliases and merge keys may add.",
        default: String(ParseLimits().maxAliasExpansion))
    static let maxScalarLength = OptionDeclaration(
        "max-scalar-length", .byteSize(name: "bytes"),
        help: "The longest single value (scalar), in bytes or with a unit: 4KB, 1MiB.",
        default: ByteCount.compact(ParseLimits().maxScalarLength))
    static let maxFiles = OptionDeclaration(
        "max-files", .count(name: "n", minimum: 1),
        help: "The most spec files one run checks; with more, nothing is checked (exit status 2).",
        default: String(defaultMaxFiles))
    static let maxDiagnosticsPerFile = OptionDeclaration(
        "max-diagnostics-per-file", .count(name: "n", minimum: 1),
        help: "The most diagnostics shown for one file; one note counts the rest (the summary counts all).",
        default: String(defaultMaxDiagnosticsPerFile))

    /// The limits on hostile input (docs/robustness.md), which `build` takes too.
    static let limits = [maxFileSize, maxDepth, maxAliasExpansion, maxScalarLength, maxFiles, maxDiagnosticsPerFile]

    static let defaultMaxFiles = 10_000
    static let defaultMaxDiagnosticsPerFile = 1_000

    static let defaultStdinName = "<stdin>"

    static let declaration = CommandDeclaration(
        path: ["cardspec", "check"],
        abstract: "Check card specs for errors.",
        discussion: """
            A directory is searched recursively for *.cards.yaml, *.cards.yml and \
            *.cards.json files, in path order, skipping hidden directories. A file named \
            explicitly is checked whatever its name: as JSON if the name ends in .json, as \
            YAML otherwise. Diagnostics go to standard output, followed by a one-line summary. \
            Each file follows the nearest .cardspec.yml above it (docs/configuration.md).
            """,
        arguments: [paths],
        options: [strict, maxWarnings, quiet, config, noConfig, forceExclude, CommonOptions.format, CommonOptions.color, jobs, stdinFilename]
            + limits + [.help],
        extraSections: [
            HelpSection(title: "Exit status", body: """
                  0  No errors were found (warnings alone do not fail).
                  1  Errors were found (in specs or a configuration file), or warnings
                     with --strict or past --max-warnings, or past the strict or
                     max-warnings of a configuration file.
                  2  The command line is invalid, or names more spec files than
                     --max-files; nothing was checked.
                  3  A path could not be read, or cardspec failed. The other paths are
                     still checked; 3 takes precedence over 1, and 1 over 0.
                """),
        ])

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> ExitCode {
        var run = try CheckRun(arguments, io: io, reportTo: io.stdout, reportIsTerminal: io.stdoutIsTerminal)
        for path in arguments.positionals {
            run.check(path)
        }
        run.drain()
        return run.finish()
    }
}

/// One run of `check`: what has been printed and counted so far. `build` runs one too,
/// with the same options, and watches each result through `observer`.
struct CheckRun {
    let io: CommandIO
    let pipeline: CheckPipeline
    var reporter: DiagnosticReporter
    let stdinName: String
    var policy: DiagnosticPolicy

    let jobs: Int
    /// `--max-files`: with more inputs than this, nothing is checked.
    var maxFiles = CheckCommand.defaultMaxFiles
    /// Told of every checked input, in report order: the result as reported (after the
    /// configuration), as the pipeline made it (with the checked spec, if any), and what
    /// `prepare` made of it.
    var observer: ((_ reported: CheckResult, _ original: CheckResult, _ prepared: (any Sendable)?) -> Void)?
    /// Run on the worker thread right after an input is checked, so that what an observer
    /// does with each result (`build` generates its files) runs in parallel too. It may
    /// drop from the result what the observer will not need, to free it on the thread
    /// that made it while it is still in the cache.
    var prepare: (@Sendable (inout CheckResult) -> (any Sendable)?)?

    var quiet: Bool { policy.quiet }

    private var summary = CheckSummary()
    /// The files found so far, by `DiagnosticPolicy.identity`: one named twice, or found
    /// in two directories given as one spelled two ways, is checked once. The first
    /// argument's files are unique by themselves (a directory lists each once), so they
    /// are given identities only when a second argument comes (most runs have one).
    private var seen: Set<FilePath> = []
    private var firstArgumentFiles: [FilePath]? = []
    private var readStdin = false
    /// Inputs found so far, those past `maxFiles` included.
    private var inputCount = 0
    /// Inputs found but not yet checked, in command-line order. They are checked in
    /// batches of a few per job, in parallel, and reported in this order; the batch
    /// bounds how many checked files are held in memory at once.
    private var pending: [Input] = []

    private enum Input: Sendable {
        case file(FilePath)
        case read(BoundedReader.Outcome, name: String)
    }

    init(io: CommandIO, pipeline: CheckPipeline, reporter: DiagnosticReporter, stdinName: String,
         policy: DiagnosticPolicy, jobs: Int) {
        self.io = io
        self.pipeline = pipeline
        self.reporter = reporter
        self.stdinName = stdinName
        self.policy = policy
        self.jobs = jobs
    }

    /// The run the options of `check` ask for (`build` takes them too), reporting to
    /// `sink`: standard output for `check`.
    init(_ arguments: ParsedArguments, io: CommandIO, reportTo sink: any TextSink, reportIsTerminal: Bool) throws(UsageError) {
        var limits = ParseLimits()
        limits.maxFileSize = arguments.number(CheckCommand.maxFileSize) ?? limits.maxFileSize
        limits.maxDepth = arguments.number(CheckCommand.maxDepth) ?? limits.maxDepth
        limits.maxAliasExpansion = arguments.number(CheckCommand.maxAliasExpansion) ?? limits.maxAliasExpansion
        limits.maxScalarLength = arguments.number(CheckCommand.maxScalarLength) ?? limits.maxScalarLength
        let colorMode = arguments.text(CommonOptions.color).flatMap(ColorMode.init(rawValue:)) ?? .auto
        let policy = try DiagnosticPolicy(arguments, limits: limits)
        self.init(
            io: io,
            pipeline: CheckPipeline(limits: limits),
            reporter: DiagnosticReporter(
                format: arguments.reportFormat,
                color: colorMode.isEnabled(stdoutIsTerminal: reportIsTerminal, environment: io.environment),
                stdout: sink),
            stdinName: arguments.text(CheckCommand.stdinFilename) ?? CheckCommand.defaultStdinName,
            policy: policy,
            jobs: arguments.number(CheckCommand.jobs) ?? ProcessInfo.processInfo.activeProcessorCount)
        maxFiles = arguments.number(CheckCommand.maxFiles) ?? maxFiles
        reporter.maxDiagnosticsPerFile = arguments.number(CheckCommand.maxDiagnosticsPerFile) ?? CheckCommand.defaultMaxDiagnosticsPerFile
        // A name for standard input that is not read is most likely a '-' left out.
        if arguments.text(CheckCommand.stdinFilename) != nil, !arguments.positionals.contains("-"), !policy.quiet {
            io.stderr.write("warning: --stdin-filename names standard input, which is read only for the path '-'; "
                + "it has no effect here\n")
        }
    }

    /// Checks one command-line path: standard input, a directory or a file.
    mutating func check(_ argument: String) {
        if let files = firstArgumentFiles, !files.isEmpty || readStdin {
            seen = Set(files.map { policy.identity(of: $0) })
            firstArgumentFiles = nil
        }
        if argument == "-" {
            guard !readStdin else { return }
            readStdin = true
            switch io.stdin {
            case .bytes(let bytes):
                enqueue(.read(bytes.count > pipeline.limits.maxFileSize ? .tooLarge(size: nil) : .contents(FileBytes(bytes)), name: stdinName))
            case .descriptor(let descriptor):
                enqueue(.read(BoundedReader.read(descriptor: descriptor, limit: pipeline.limits.maxFileSize), name: stdinName))
            }
            return
        }
        let path = FilePath(argument)
        switch FileKind(at: path) {
        case .missing(let code):
            cannotRead(path.display, code)
        case .directory:
            let found = SpecDiscovery.specFiles(in: path)
            for failure in found.failures {
                cannotRead(failure.path.display, failure.errno)
            }
            if found.files.isEmpty, found.failures.isEmpty, !policy.quiet {
                io.stderr.write("warning: no spec files found in '\(VisibleText.sanitized(path.display))' "
                    + "(looked for " + listing(SpecDiscovery.suffixes.map { "*" + $0 }, conjunction: "and") + ")\n")
            }
            let files = found.files.filter { !policy.excludes($0, namedExplicitly: false) }
            if files.isEmpty, !found.files.isEmpty, !policy.quiet {
                io.stderr.write(DiagnosticPolicy.everythingExcluded(found.files.count, in: path) + "\n")
            }
            for file in files {
                checkFile(file)
            }
        case .other:
            if !policy.excludes(path, namedExplicitly: true) { checkFile(path) }
        }
    }

    private mutating func checkFile(_ path: FilePath) {
        if firstArgumentFiles != nil {
            firstArgumentFiles?.append(path)
        } else {
            guard seen.insert(policy.identity(of: path)).inserted else { return }
        }
        enqueue(.file(path))
    }

    /// Every input is found before any is checked, so that a run over `--max-files`
    /// checks nothing; past the limit they are only counted.
    private mutating func enqueue(_ input: Input) {
        inputCount += 1
        if inputCount <= maxFiles { pending.append(input) }
    }

    /// Reads and checks the pending inputs in parallel and reports them in order, each as
    /// soon as it and those before it are checked. At most a few per job wait to be
    /// reported at a time, which bounds how many checked files are held in memory.
    mutating func drain() {
        guard inputCount <= maxFiles else { return }
        let inputs = pending
        pending = []
        var configured = self.pipeline
        // Only an observer (`build`) reads the checked spec.
        configured.keepsCheckedSpec = observer != nil
        let pipeline = configured
        let prepare = self.prepare
        ParallelMap.forEachInOrder(inputs, jobs: jobs, window: max(1, jobs) * 8) { input -> Outcome in
            let (outcome, name): (BoundedReader.Outcome, String) = switch input {
            case .file(let path): (BoundedReader.read(path, limit: pipeline.limits.maxFileSize), path.display)
            case .read(let outcome, let name): (outcome, name)
            }
            switch outcome {
            case .failed(let code): return Outcome(name: name, result: .failure(ReadFailure(code: code)))
            case .tooLarge(let size): return Outcome(name: name, result: .success(pipeline.fileTooLarge(path: name, size: size)))
            case .contents(let bytes):
                var result = pipeline.check(SourceFile(path: name, read: bytes))
                let prepared = prepare?(&result)
                return Outcome(name: name, result: .success(result), prepared: prepared)
            }
        } consume: { outcome in
            switch outcome.result {
            case .failure(let failure): cannotRead(outcome.name, failure.code)
            case .success(let result): report(result, prepared: outcome.prepared)
            }
        }
    }

    /// One input as a worker thread leaves it.
    private struct Outcome: Sendable {
        let name: String
        let result: Result<CheckResult, ReadFailure>
        var prepared: (any Sendable)?
    }

    private struct ReadFailure: Error {
        let code: Int32
    }

    /// Applies the configuration to a checked file and prints its diagnostics.
    private mutating func report(_ result: CheckResult, prepared: (any Sendable)?) {
        let applied = policy.apply(to: result)
        reportConfigurations()
        summary.add(applied)
        reporter.add(applied.file, applied.diagnostics)
        observer?(applied, result, prepared)
    }

    /// The diagnostics of configuration files read since the last call (counted, but not
    /// as checked files), and those that could not be read.
    private mutating func reportConfigurations() {
        for report in policy.takeConfigurationReports() {
            switch report {
            case .diagnostics(let result):
                summary.errors += result.errorCount
                summary.warnings += result.warningCount
                reporter.add(result.file, result.diagnostics)
            case .unreadable(let path, let code):
                cannotRead(path, code)
            }
        }
    }

    private mutating func cannotRead(_ name: String, _ code: Int32) {
        summary.unreadablePaths += 1
        io.stderr.write("error: cannot read '\(VisibleText.sanitized(name))': \(errorDescription(code))\n")
    }

    mutating func finish() -> ExitCode {
        guard inputCount <= maxFiles else {
            io.stderr.write("error: found \(inputCount) spec files to check, more than the \(maxFiles) that --max-files allows; "
                + "nothing was checked (name fewer paths, exclude some in .cardspec.yml, or raise --max-files)\n")
            return .usageError
        }
        reportConfigurations()
        reporter.finish(summary: summary.report, summaryLine: summary.line)
        var status = summary.status(strict: false).combined(with: policy.warningStatus(reportingTo: io.stderr))
        if let code = io.stdout.failure {
            io.stderr.write("error: cannot write to standard output: \(errorDescription(code))\n")
            status = status.combined(with: .failure)
        }
        return status
    }
}

/// The counts behind the closing line: `checked 3 files: 2 errors, 1 warning`.
struct CheckSummary: Equatable {
    var files = 0
    var errors = 0
    var warnings = 0
    var unreadablePaths = 0

    mutating func add(_ result: CheckResult) {
        files += 1
        errors += result.errorCount
        warnings += result.warningCount
    }

    /// 3 if a path could not be read, else 1 if there are errors (or, when strict,
    /// warnings), else 0.
    func status(strict: Bool) -> ExitCode {
        if unreadablePaths > 0 { return .failure }
        if errors > 0 || (strict && warnings > 0) { return .errorsFound }
        return .success
    }

    var line: String {
        var problems: [String] = []
        if errors > 0 { problems.append(counted(errors, "error")) }
        if warnings > 0 { problems.append(counted(warnings, "warning")) }
        if unreadablePaths > 0 { problems.append(counted(unreadablePaths, "unreadable path")) }
        return "checked \(counted(files, "file")): " + (problems.isEmpty ? "no problems" : problems.joined(separator: ", "))
    }

    private func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
