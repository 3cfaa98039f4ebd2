import CardSpecGenerators

/// `build -o DIR`: each vetted file is planned against the directory as soon as it is
/// generated and, unless only comparing (`--check`), its new contents are staged there
/// in a temporary file, so that the build holds names rather than files. Once the check
/// has passed, `complete` moves every staged file into place; on any failure the staged
/// files are removed, and so is the directory if the build created it: nothing is written.
/// A directory that does not exist yet is built whole beside its place and renamed into
/// it (`FreshOutputDirectory`).
final class DirectoryBuild {
    let path: FilePath
    let comparing: Bool
    let pruning: Bool
    private var plan: BuildPlan

    /// Whether the directory has been looked for (at the first file, or at the end).
    private var opened = false
    /// The directory as the build found it; nil when there was none.
    private var existing: OutputDirectory?
    /// Where files are staged: `existing`, or the directory created for them.
    private var target: OutputDirectory?
    /// The directories the build created, removed again if it writes nothing.
    private var made: [FilePath] = []
    /// The new and changed files, each in its temporary file, in plan order.
    private var staged: [(temporary: String, item: BuildPlan.Item)] = []
    /// Where the files go while there is no directory yet: every file is new, written
    /// under its own name in a hidden directory that takes the directory's place at the end.
    private var fresh: FreshOutputDirectory?
    /// A seam for tests: called with the hidden directory once it is made.
    var freshDirectoryMade: ((FreshOutputDirectory) -> Void)?
    /// The first failure to look in the directory (planning stops there), reported once
    /// the check has passed, as any other problem of writing.
    private var planFailure: FileSystemError?
    /// The first failure to stage a file (staging stops there).
    private var stageFailure: FileSystemError?
    /// Set when the build is known to write nothing: files are no longer planned.
    private var abandoned = false

    /// Called when another build holds the directory and this one waits for it.
    private let waiting: () -> Void

    init(path: FilePath, emitter: Emitter, comparing: Bool, pruning: Bool, waiting: @escaping () -> Void = {}) {
        self.path = path
        self.comparing = comparing
        self.pruning = pruning
        self.waiting = waiting
        plan = BuildPlan(emitter: emitter)
    }

    deinit {
        discardStaged()
    }

    /// Whether files are still staged: not when only comparing, nor once anything has
    /// made the build fail.
    private var staging: Bool {
        !comparing && !abandoned && planFailure == nil && stageFailure == nil && plan.conflicts.isEmpty
    }

    /// Plans a vetted file and stages it if it is new or changed.
    func add(_ file: GeneratedFile) {
        guard !abandoned else { return }
        open()
        guard planFailure == nil else { return }
        do throws(FileSystemError) {
            if let item = try plan.add(file, in: existing), staging {
                stage(file, item)
            }
        } catch {
            planFailure = error
        }
        if !staging { discardStaged() }
    }

    /// Removes what the build staged or created: it is not going to write anything.
    func abandon() {
        abandoned = true
        discardStaged()
        OutputDirectory.removeEmpty(made)
        made = []
    }

    /// Once the check has passed and every file is vetted: compares (`--check`) or
    /// writes; `generates` says whether a name, without case, is a file the specs make.
    func complete(_ messages: BuildMessages, generates: (String) -> Bool) -> ExitCode {
        open()
        if existing == nil, !comparing, planFailure == nil, stageFailure == nil, plan.conflicts.isEmpty {
            do throws(FileSystemError) {
                if let fresh = try freshDirectory() {
                    if try fresh.publish() {
                        self.fresh = nil
                        made = []
                        return finish(removed: 0, status: .success, messages)
                    }
                    try moveIntoAppearedDirectory(fresh)
                }
            } catch {
                return fail(error, messages)
            }
        }
        if planFailure == nil, let existing {
            do throws(FileSystemError) {
                try plan.findStale(in: existing, generates: generates)
            } catch {
                planFailure = error
            }
        }
        if let planFailure { return fail(planFailure, messages) }
        if !plan.conflicts.isEmpty {
            plan.conflicts.forEach(messages.error)
            abandon()
            messages.nothingWritten()
            return .errorsFound
        }
        if !pruning, let existing {
            for stale in plan.stale {
                messages.warning("'\(existing.shown(stale.name))' was generated by cardspec but no spec generates it any more; "
                    + "delete it, or build with --prune")
            }
        }
        if comparing { return compare(messages) }
        if let stageFailure { return fail(stageFailure, messages) }
        do throws(FileSystemError) {
            return install(into: try stagingDirectory(), messages)
        } catch {
            return fail(error, messages)
        }
    }

    // MARK: - Staging

    private func open() {
        guard !opened else { return }
        opened = true
        do throws(FileSystemError) {
            existing = try OutputDirectory.existing(at: path)
            target = existing
            if let existing, !comparing { try claim(existing) }
        } catch {
            planFailure = error
        }
    }

    /// Waits for any other build writing into `directory`, then clears what an
    /// interrupted build left there.
    private func claim(_ directory: OutputDirectory) throws(FileSystemError) {
        try directory.lockForWriting(waiting: waiting)
        try directory.removeLeftoverTemporaryFiles()
    }

    /// The directory to stage in, created (with its parents) at the first file staged.
    private func stagingDirectory() throws(FileSystemError) -> OutputDirectory {
        if let target { return target }
        let created = try OutputDirectory.creating(at: path, made: &made)
        // Another build may have created it at the same time.
        try claim(created)
        target = created
        return created
    }

    private func stage(_ file: GeneratedFile, _ item: BuildPlan.Item) {
        let permissions: UInt32?
        switch item.action {
        case .unchanged: return
        case .create: permissions = nil
        case .change(_, let kept): permissions = kept
        }
        do throws(FileSystemError) {
            if existing == nil, let fresh = try freshDirectory() {
                try fresh.write(file.pieces, as: item.name)
                return
            }
            let directory = try stagingDirectory()
            staged.append((try directory.stage(file.pieces, for: item.name, permissions: permissions), item))
        } catch {
            stageFailure = error
        }
    }

    /// The hidden directory the files go to while there is none, made at the first file
    /// (or at the end, when there is none: the build still makes the directory). Nil for a
    /// path that `FreshOutputDirectory` cannot build beside (`.`, `..`), which is created
    /// and written as an existing one.
    private func freshDirectory() throws(FileSystemError) -> FreshOutputDirectory? {
        if let fresh { return fresh }
        if target != nil { return nil }
        guard let created = try FreshOutputDirectory.create(at: path, made: &made) else { return nil }
        fresh = created
        freshDirectoryMade?(created)
        return created
    }

    private func discardStaged() {
        staged.forEach { target?.discard($0.temporary) }
        staged = []
        fresh?.discard()
        fresh = nil
    }

    private func fail(_ error: FileSystemError, _ messages: BuildMessages) -> ExitCode {
        abandon()
        messages.error(error.message)
        messages.nothingWritten()
        return .failure
    }

    // MARK: - Completing

    /// `--check`: 0 when the build would change nothing, else 1 and what it would do.
    private func compare(_ messages: BuildMessages) -> ExitCode {
        let shown = { (name: String) in OutputDirectory.shown(self.path.appending(Array(name.utf8))) }
        var creates: [String] = [], changes: [String] = []
        for item in plan.items {
            switch item.action {
            case .create: creates.append(item.name)
            case .change: changes.append(item.name)
            case .unchanged: break
            }
        }
        let removed = pruning ? plan.stale : []
        // Grouped by what would happen, each group by name (the stale files already are).
        let lines = creates.sorted().map { "  would create \(shown($0))" } + changes.sorted().map { "  would change \(shown($0))" }
            + removed.map { "  would remove \(shown($0.name))" }
        guard !lines.isEmpty else {
            messages.io.stderr.write("\(messages.shownDirectory) is up to date (\(BuildMessages.counted(plan.items.count, "file")))\n")
            return .success
        }
        var counts: [String] = []
        if plan.created > 0 { counts.append("\(plan.created) to create") }
        if plan.changed > 0 { counts.append("\(plan.changed) to change") }
        if !removed.isEmpty { counts.append("\(removed.count) to remove") }
        messages.error("\(messages.shownDirectory) is out of date (\(counts.joined(separator: ", "))); "
            + "build without --check to update it")
        messages.io.stderr.write(lines.joined(separator: "\n") + "\n")
        return .errorsFound
    }

    /// Moves every staged file into place (each still checked to replace the version
    /// that was read, or nothing), then removes the stale files with `--prune`.
    private func install(into directory: OutputDirectory, _ messages: BuildMessages) -> ExitCode {
        do throws(FileSystemError) {
            try directory.flushStaged()
        } catch {
            return fail(error, messages)
        }
        for (index, entry) in staged.enumerated() {
            var replacing: FileIdentity?
            if case .change(let identity, _) = entry.item.action { replacing = identity }
            do throws(FileSystemError) {
                try directory.install(entry.temporary, as: entry.item.name, replacing: replacing)
            } catch {
                let total = staged.count
                // Those before it are in place: no longer temporary files to remove.
                staged.removeFirst(index)
                if index == 0 { abandon() } else { discardStaged() }
                messages.error(error.message)
                let note = index == 0 ? "nothing was written to \(messages.shownDirectory)"
                    : "\(BuildMessages.counted(index, "file")) of \(total) in \(messages.shownDirectory) "
                        + "\(index == 1 ? "was" : "were") updated before the failure; the others are as they were"
                messages.note(note)
                return .failure
            }
        }
        staged = []

        var status = ExitCode.success
        var removed = 0
        if pruning {
            for stale in plan.stale {
                do throws(FileSystemError) {
                    try directory.remove(stale.name, expecting: stale.identity)
                    removed += 1
                } catch {
                    messages.error(error.message)
                    status = .failure
                }
            }
        }
        do throws(FileSystemError) {
            try directory.synchronize()
        } catch {
            messages.error(error.message)
            status = .failure
        }
        return finish(removed: removed, status: status, messages)
    }

    /// Says what was written; `status` is the build's.
    private func finish(removed: Int, status: ExitCode, _ messages: BuildMessages) -> ExitCode {
        var counts: [String] = []
        if plan.created > 0 { counts.append("\(plan.created) new") }
        if plan.changed > 0 { counts.append("\(plan.changed) changed") }
        if plan.unchanged > 0 { counts.append("\(plan.unchanged) unchanged") }
        var line = "generated \(BuildMessages.counted(plan.items.count, "file")) in \(messages.shownDirectory)"
        if !counts.isEmpty { line += " (" + counts.joined(separator: ", ") + ")" }
        if removed > 0 { line += "; removed \(BuildMessages.counted(removed, "stale file"))" }
        messages.io.stderr.write(line + "\n")
        return status
    }

    /// Another build made the directory while this one wrote its files beside it: they are
    /// planned against it and staged there as for any directory that exists, read back
    /// from the hidden one, which then goes. (Rare: two builds into one new directory.)
    private func moveIntoAppearedDirectory(_ fresh: FreshOutputDirectory) throws(FileSystemError) {
        guard let appeared = try OutputDirectory.existing(at: path) else {
            throw FreshOutputDirectory.somethingInTheWay(of: path)
        }
        existing = appeared
        target = appeared
        try claim(appeared)
        plan = BuildPlan(emitter: plan.emitter)
        let written = fresh.written
        for name in written {
            guard case .file(let identity, _) = try fresh.directory.entry(name) else { continue }
            let file = GeneratedFile(name: name, bytes: try fresh.directory.read(name, expecting: identity, limit: .max))
            // On a conflict `complete` reports it and discards what was staged.
            if let item = try plan.add(file, in: appeared) { stage(file, item) }
            if let stageFailure { throw stageFailure }
        }
        fresh.discard()
        self.fresh = nil
    }
}
