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

    /// Specs read from this many bytes on are generated in their turn (`record`), their
    /// files handed on as they are made, not on the worker thread: a large spec's output
    /// (hundreds of megabytes of layout JSON for a 20 MB spec) is then never held whole.
    static let generatedInTurnFrom = CheckPipeline.largeFileBytes

    /// The check's `prepare` stage, on a worker thread: the files of a checked spec, or
    /// nil once an input has failed the check (its files would only be dropped) or when
    /// the spec is generated in its turn. The checked spec goes once its files are made:
    /// `record` needs only them.
    var generation: @Sendable (inout CheckResult) -> (any Sendable)? {
        let (emitter, catalog, stopped) = (emitter, catalog, generationStopped)
        return { result in
            guard let spec = result.checked, !stopped.isSet, result.file.bytes.count < Self.generatedInTurnFrom else {
                return nil
            }
            result.checked = nil
            return emitter.files(spec, catalog)
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
        // Without files from `generation`, from the checked spec if there is one, in turn.
        if generated == nil, let checked = original.checked {
            let delivery = InTurnDelivery(run: self, spec: reported.file.path)
            emitter.generate(checked, catalog, delivery)
            delivery.finish()
            return
        }
        guard let files = generated as? [GeneratedFile] else {
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
            var otherNames: Set<String>?
            return build.complete(messages, generates: { vetting.generates($0, otherNames: &otherNames) })
        }
    }

    private func deliver(_ files: [GeneratedFile]) {
        switch destination {
        case .directory(let build):
            for file in files { build.add(file) }
        case .standardOutput(let spool):
            // One spec's files handed to the spool together, by reference.
            var batch = OutputSpool.Batch(files: files.count)
            for file in files {
                appendStart(of: file, to: &batch)
                if file.lastByte != UInt8(ascii: "\n") { batch.append("\n") }
            }
            spool.append(batch)
        }
    }

    /// A file to standard output: after the one before, a blank line; its separator line
    /// naming it, if the emitter writes one; its bytes. (The line break that ends it, when
    /// its bytes do not, comes after its last piece.)
    fileprivate func appendStart(of file: GeneratedFile, to batch: inout OutputSpool.Batch) {
        if filesSpooled > 0 { batch.append("\n") }
        if !emitter.separatorBeforeName.isEmpty || !emitter.separatorAfterName.isEmpty {
            batch.append(emitter.separatorBeforeName)
            batch.append(file.name)
            batch.append(emitter.separatorAfterName)
        }
        file.forEachPiece { batch.append(bytes: $0) }
        filesSpooled += 1
    }

    /// One file of a spec generated in its turn, vetted as it starts: the file if it may
    /// be written, nil once the build writes nothing.
    fileprivate func vet(_ file: GeneratedFile, of spec: String) -> GeneratedFile? {
        guard !abandoned else { return nil }
        let accepted = vetting.accept([file], of: spec)
        if vetting.status != .success { abandon() }
        return abandoned ? nil : accepted.first
    }

    fileprivate var spool: OutputSpool? {
        if case .standardOutput(let spool) = destination { spool } else { nil }
    }

    fileprivate var directory: DirectoryBuild? {
        if case .directory(let build) = destination { build } else { nil }
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

/// The files of a spec generated in its turn, vetted and handed on one at a time as the
/// generator makes them: to standard output, each piece at once; to an output directory,
/// each file once it is whole (the directory compares it with the one on disk).
private final class InTurnDelivery: GeneratedFileSink {
    private let run: BuildRun
    private let spec: String
    /// The file being handed on, if it was accepted, with the pieces after its first that
    /// an output directory waits for, and its last byte so far.
    private var current: GeneratedFile?
    private var laterPieces: [[UInt8]] = []
    private var lastByte: UInt8?

    init(run: BuildRun, spec: String) {
        self.run = run
        self.spec = spec
    }

    func start(_ file: GeneratedFile) {
        finish()
        guard let accepted = run.vet(file, of: spec) else { return }
        current = accepted
        lastByte = accepted.lastByte
        if let spool = run.spool {
            var batch = OutputSpool.Batch(files: 1)
            run.appendStart(of: accepted, to: &batch)
            spool.append(batch)
        }
    }

    func append(_ piece: [UInt8]) {
        guard current != nil else { return }
        if let last = piece.last { lastByte = last }
        if let spool = run.spool {
            var batch = OutputSpool.Batch(files: 1)
            batch.append(bytes: piece)
            spool.append(batch)
        } else {
            laterPieces.append(piece)
        }
    }

    /// Ends the file being handed on: the line break after it on standard output, if its
    /// bytes do not end with one; in an output directory, the file itself.
    func finish() {
        guard let file = current else { return }
        if let spool = run.spool, lastByte != UInt8(ascii: "\n") {
            var batch = OutputSpool.Batch()
            batch.append("\n")
            spool.append(batch)
        }
        run.directory?.add(file.appending(laterPieces))
        current = nil
        laterPieces = []
    }
}
