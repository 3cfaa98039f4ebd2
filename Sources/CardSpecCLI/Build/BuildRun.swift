import CardSpecCatalog
import CardSpecChecks
import CardSpecDiagnostics
import CardSpecGenerators
import Synchronization

/// A build as its check runs. Each clean spec's files are generated on the check's worker
/// thread right after its check (`generation`); told of each checked input in report
/// order, the build vets the files and hands them on: staged in the output directory, or
/// spooled for standard output. So it holds the few specs and files the check holds at a
/// time, never all of them. Once the check is over, it completes the build if everything
/// passed, and otherwise leaves everything as it was.
final class BuildRun {
    enum Destination {
        case standardOutput(OutputSpool)
        case directory(DirectoryBuild)
    }

    let emitter: Emitter
    let catalog: Catalog
    let pruning: Bool
    let messages: BuildMessages
    private let destination: Destination
    private var vetting: GeneratedFileVetting
    /// Inputs without errors as reported but with errors as checked: the configuration
    /// or a suppression comment hid them, and there is no checked spec to generate from.
    private var hidden: [(name: String, codes: [String])] = []
    private var inputCount = 0
    /// Set at the first input with errors: the build writes nothing, and says only that.
    private var checkFailed = false
    /// `checkFailed`, for the worker threads: they generate nothing more.
    private let generationStopped = Flag()
    /// Set once the build is known to fail: files are still vetted, for the messages, but
    /// no longer staged or spooled.
    private var abandoned = false
    private var filesSpooled = 0

    init(io: CommandIO, emitter: Emitter, outputPath: String?, comparing: Bool, pruning: Bool, quiet: Bool,
         catalog: Catalog) {
        self.emitter = emitter
        self.catalog = catalog
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

    /// The check's `prepare` stage, on a worker thread: the files of a checked spec, or
    /// nil once an input has failed the check (its files would only be dropped). The
    /// checked spec goes once its files are made: `record` needs only them.
    var generation: @Sendable (inout CheckResult) -> (any Sendable)? {
        let (emitter, catalog, stopped) = (emitter, catalog, generationStopped)
        return { result in
            guard let spec = result.checked, !stopped.isSet else { return nil }
            result.checked = nil
            return emitter.generate(spec, catalog)
        }
    }

    /// The check's observer: one input, as reported, as checked, and its files as
    /// `generation` made them.
    func record(_ reported: CheckResult, _ original: CheckResult, generated: (any Sendable)?) {
        inputCount += 1
        guard !checkFailed else { return }
        guard reported.errorCount == 0 else {
            checkFailed = true
            generationStopped.set()
            abandon()
            return
        }
        // Without files from `generation`, from the checked spec if there is one.
        guard let files = generated as? [GeneratedFile] ?? original.checked.map({ emitter.generate($0, catalog) }) else {
            var codes: [String] = []
            for diagnostic in original.diagnostics where diagnostic.severity == .error && !codes.contains(diagnostic.code) {
                codes.append(diagnostic.code)
            }
            hidden.append((reported.file.path, codes))
            abandon()
            return
        }
        let accepted = vetting.accept(files, of: reported.file.path)
        if vetting.status != .success { abandon() }
        guard !abandoned else { return }
        deliver(accepted)
    }

    /// After the check, with its status: writes, prints or compares if it passed and the
    /// files are sound; otherwise writes nothing.
    func finish(checkStatus: ExitCode) -> ExitCode {
        guard checkStatus == .success else {
            abandon()
            messages.nothingWritten()
            return checkStatus
        }
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

    private func deliver(_ files: [GeneratedFile]) {
        switch destination {
        case .directory(let build):
            for file in files { build.add(file) }
        case .standardOutput(let spool):
            // Each file after its separator line, the files a blank line apart; one spec's
            // files handed to the spool together, by reference.
            var batch = OutputSpool.Batch(files: files.count)
            let separated = !emitter.separatorBeforeName.isEmpty || !emitter.separatorAfterName.isEmpty
            for file in files {
                if filesSpooled > 0 { batch.append("\n") }
                if separated {
                    batch.append(emitter.separatorBeforeName)
                    batch.append(file.name)
                    batch.append(emitter.separatorAfterName)
                }
                file.forEachPiece { batch.append(bytes: $0) }
                if file.lastByte != UInt8(ascii: "\n") { batch.append("\n") }
                filesSpooled += 1
            }
            spool.append(batch)
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

    /// A flag set once, read from any thread.
    private final class Flag: Sendable {
        private let value = Atomic<Bool>(false)

        var isSet: Bool { value.load(ordering: .relaxed) }
        func set() { value.store(true, ordering: .relaxed) }
    }
}
