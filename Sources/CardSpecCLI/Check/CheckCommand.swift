import CardSpecDiagnostics
import CardSpecSyntax

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

    static let defaultStdinName = "<stdin>"

    static let declaration = CommandDeclaration(
        path: ["cardspec", "check"],
        abstract: "Check card specs for errors.",
        discussion: """
            A directory is searched recursively for *.cards.yaml, *.cards.yml and \
            *.cards.json files, in path order, skipping hidden directories. A file named \
            explicitly is checked whatever its name: as JSON if the name ends in .json, as \
            YAML otherwise. Diagnostics go to standard output, followed by a one-line summary.
            """,
        arguments: [paths],
        options: [strict, CommonOptions.color, stdinFilename, maxFileSize, maxDepth, maxAliasExpansion, .help],
        extraSections: [
            HelpSection(title: "Exit status", body: """
                  0  No errors were found (warnings alone do not fail).
                  1  Errors were found, or warnings with --strict.
                  2  The command line is invalid; nothing was checked.
                  3  A path could not be read, or cardspec failed. The other paths are
                     still checked; 3 takes precedence over 1, and 1 over 0.
                """),
        ])

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> ExitCode {
        var limits = ParseLimits()
        limits.maxFileSize = arguments.number(maxFileSize) ?? limits.maxFileSize
        limits.maxDepth = arguments.number(maxDepth) ?? limits.maxDepth
        limits.maxAliasExpansion = arguments.number(maxAliasExpansion) ?? limits.maxAliasExpansion
        let colorMode = arguments.text(CommonOptions.color).flatMap(ColorMode.init(rawValue:)) ?? .auto
        var run = CheckRun(
            io: io,
            pipeline: CheckPipeline(limits: limits),
            renderer: TextRenderer(options: .init(
                color: colorMode.isEnabled(stdoutIsTerminal: io.stdoutIsTerminal, environment: io.environment))),
            stdinName: arguments.text(stdinFilename) ?? defaultStdinName)
        for path in arguments.positionals {
            run.check(path)
        }
        return run.finish(strict: arguments.isSet(strict))
    }
}

/// One run of `check`: what has been printed and counted so far.
private struct CheckRun {
    let io: CommandIO
    let pipeline: CheckPipeline
    let renderer: TextRenderer
    let stdinName: String

    private var summary = CheckSummary()
    private var seen: Set<FilePath> = []
    private var readStdin = false
    private var printedDiagnostics = false

    init(io: CommandIO, pipeline: CheckPipeline, renderer: TextRenderer, stdinName: String) {
        self.io = io
        self.pipeline = pipeline
        self.renderer = renderer
        self.stdinName = stdinName
    }

    /// Checks one command-line path: standard input, a directory or a file.
    mutating func check(_ argument: String) {
        if argument == "-" {
            guard !readStdin else { return }
            readStdin = true
            switch io.stdin {
            case .bytes(let bytes):
                report(bytes.count > pipeline.limits.maxFileSize ? .tooLarge(size: nil) : .contents(bytes), name: stdinName)
            case .descriptor(let descriptor):
                report(BoundedReader.read(descriptor: descriptor, limit: pipeline.limits.maxFileSize), name: stdinName)
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
            if found.files.isEmpty, found.failures.isEmpty {
                io.stderr.write("warning: no spec files found in '\(VisibleText.sanitized(path.display))' "
                    + "(looked for " + listing(SpecDiscovery.suffixes.map { "*" + $0 }, conjunction: "and") + ")\n")
            }
            for file in found.files {
                checkFile(file)
            }
        case .other:
            checkFile(path)
        }
    }

    private mutating func checkFile(_ path: FilePath) {
        guard seen.insert(path).inserted else { return }
        report(BoundedReader.read(path, limit: pipeline.limits.maxFileSize), name: path.display)
    }

    /// Checks what was read of the input called `name`, and prints its diagnostics.
    private mutating func report(_ outcome: BoundedReader.Outcome, name: String) {
        let result: CheckResult
        switch outcome {
        case .failed(let code):
            cannotRead(name, code)
            return
        case .tooLarge(let size):
            result = pipeline.fileTooLarge(path: name, size: size)
        case .contents(let bytes):
            result = pipeline.check(SourceFile(path: name, bytes: bytes))
        }
        summary.add(result)
        guard !result.diagnostics.isEmpty else { return }
        io.stdout.write((printedDiagnostics ? "\n" : "") + renderer.render(result.diagnostics, in: result.file))
        printedDiagnostics = true
    }

    private mutating func cannotRead(_ name: String, _ code: Int32) {
        summary.unreadablePaths += 1
        io.stderr.write("error: cannot read '\(VisibleText.sanitized(name))': \(errorDescription(code))\n")
    }

    func finish(strict: Bool) -> ExitCode {
        io.stdout.write((printedDiagnostics ? "\n" : "") + summary.line + "\n")
        var status = summary.status(strict: strict)
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
