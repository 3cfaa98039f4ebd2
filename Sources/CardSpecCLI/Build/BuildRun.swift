import CardSpecCatalog
import CardSpecChecks
import CardSpecDiagnostics
import CardSpecGenerators

/// A build as its check runs. Told of each checked input in report order, it generates
/// the files of the clean specs a batch at a time (in parallel, like the check), vets
/// them and hands them on: staged in the output directory, or spooled for standard
/// output. So it holds a batch of specs and files at a time, never all of them. Once the
/// check is over, it completes the build if everything passed, and otherwise leaves
/// everything as it was.
final class BuildRun {
    enum Destination {
        case standardOutput(OutputSpool)
        case directory(DirectoryBuild)
    }

    let emitter: Emitter
    let catalog: Catalog
    let jobs: Int
    let pruning: Bool
    let messages: BuildMessages
    private let destination: Destination
    private var vetting: GeneratedFileVetting
    /// Clean specs not generated yet, in report order.
    private var pending: [(name: String, spec: CheckedSpec)] = []
    /// Inputs without errors as reported but with errors as checked: the configuration
    /// or a suppression comment hid them, and there is no checked spec to generate from.
    private var hidden: [(name: String, codes: [String])] = []
    private var inputCount = 0
    /// Set at the first input with errors: the build writes nothing, and says only that.
    private var checkFailed = false
    /// Set once the build is known to fail: files are still vetted, for the messages, but
    /// no longer staged or spooled.
    private var abandoned = false
    private var filesSpooled = 0

    init(io: CommandIO, emitter: Emitter, outputPath: String?, comparing: Bool, pruning: Bool, quiet: Bool,
         catalog: Catalog, jobs: Int) {
        self.emitter = emitter
        self.catalog = catalog
        self.jobs = max(1, jobs)
        self.pruning = pruning
        messages = BuildMessages(io: io, quiet: quiet, outputPath: outputPath, comparing: comparing)
        vetting = GeneratedFileVetting(emitter: emitter)
        destination = if let outputPath {
            .directory(DirectoryBuild(
                path: FilePath(outputPath), emitter: emitter, comparing: comparing, pruning: pruning,
                waiting: { [messages] in messages.note("waiting for another cardspec build writing to \(messages.shownDirectory)") }))
        } else {
            .standardOutput(OutputSpool(environment: io.environment))
        }
    }

    /// As many specs as the check holds at once (a few per job).
    private var batchSize: Int { jobs * 8 }

    /// The check's observer: one input, as reported and as checked.
    func record(_ reported: CheckResult, _ original: CheckResult) {
        inputCount += 1
        guard !checkFailed else { return }
        guard reported.errorCount == 0 else {
            checkFailed = true
            pending = []
            abandon()
            return
        }
        guard let spec = original.checked else {
            var codes: [String] = []
            for diagnostic in original.diagnostics where diagnostic.severity == .error && !codes.contains(diagnostic.code) {
                codes.append(diagnostic.code)
            }
            hidden.append((reported.file.path, codes))
            abandon()
            return
        }
        pending.append((reported.file.path, spec))
        if pending.count >= batchSize { generatePending() }
    }

    /// After the check, with its status: writes, prints or compares if it passed and the
    /// files are sound; otherwise writes nothing.
    func finish(checkStatus: ExitCode) -> ExitCode {
        guard checkStatus == .success else {
            abandon()
            messages.nothingWritten()
            return checkStatus
        }
        generatePending()
        var status = ExitCode.success
        for (name, codes) in hidden {
            if codes.isEmpty {
                messages.error("internal error: '\(VisibleText.sanitized(name))' has no errors but could not be typed; please report it")
                status = status.combined(with: .failure)
            } else {
                messages.error("cannot build '\(VisibleText.sanitized(name))': it has errors that the configuration or a "
                    + "suppression comment hides (" + codes.joined(separator: ", ") + "); fix them to build it")
                status = status.combined(with: .errorsFound)
            }
        }
        vetting.messages.forEach(messages.error)
        status = status.combined(with: vetting.status)
        guard status == .success else {
            abandon()
            messages.nothingWritten()
            return status
        }
        switch destination {
        case .standardOutput(let spool):
            return print(spool)
        case .directory(let build):
            if inputCount == 0, pruning {
                messages.warning("no spec was built, so nothing is pruned from \(messages.shownDirectory)")
                build.abandon()
                return .success
            }
            return build.complete(messages, generated: vetting.generatedNames)
        }
    }

    private func generatePending() {
        guard !pending.isEmpty else { return }
        let batch = pending
        pending = []
        let (emitter, catalog) = (self.emitter, self.catalog)
        let generated = ParallelMap.map(batch.map(\.spec), jobs: jobs) { emitter.generate($0, catalog) }
        for (input, files) in zip(batch, generated) {
            let accepted = vetting.accept(files, of: input.name)
            if vetting.status != .success { abandon() }
            guard !abandoned else { continue }
            for file in accepted { deliver(file) }
        }
    }

    private func deliver(_ file: GeneratedFile) {
        switch destination {
        case .directory(let build):
            build.add(file)
        case .standardOutput(let spool):
            // Each file after its separator line, the files a blank line apart.
            if filesSpooled > 0 { spool.append("\n") }
            spool.append(emitter.separator(file.name))
            spool.append(bytes: file.bytes)
            if file.bytes.last != UInt8(ascii: "\n") { spool.append("\n") }
            filesSpooled += 1
        }
    }

    private func abandon() {
        guard !abandoned else { return }
        abandoned = true
        switch destination {
        case .directory(let build): build.abandon()
        case .standardOutput(let spool): spool.discard()
        }
    }

    /// Without `-o`: every file on standard output, in order.
    private func print(_ spool: OutputSpool) -> ExitCode {
        spool.replay(to: messages.io.stdout)
        if let failure = spool.failure {
            messages.error(failure)
            return .failure
        }
        if let code = messages.io.stdout.failure {
            messages.error("cannot write to standard output: \(errorDescription(code))")
            return .failure
        }
        return .success
    }
}
