import CardSpecDiagnostics
import CardSpecSyntax

/// Finds the configuration that applies to each input and reads each configuration file
/// once. With `.nearest`, an input's configuration is the `.cardspec.yml` closest above
/// it: in its directory, else its parent's, and so on up to the root (standard input
/// looks from the directory of `--stdin-filename`, which by default is the working
/// directory). Configurations do not merge: the nearest one applies alone.
struct ConfigurationStore {
    enum Source: Equatable {
        case nearest
        /// `--config PATH`: this file for every input.
        case file(String)
        /// `--no-config`.
        case none
    }

    /// Something to tell the user about a configuration file, in the order it happened.
    enum Report {
        /// The file's diagnostics; only for a file that has some.
        case diagnostics(CheckResult)
        case unreadable(path: String, errno: Int32)
    }

    let workingDirectory: AbsolutePath
    private let source: Source
    private let limits: ParseLimits
    private var explicit: LoadedConfiguration?
    /// The nearest configuration of every directory looked at so far (nil: none).
    private var nearestByDirectory: [AbsolutePath: LoadedConfiguration?] = [:]
    private var pendingReports: [Report] = []
    /// The directory text (`directoryText(of:)`) of the last input looked up, and its
    /// configuration.
    private var lastInput: (directory: ArraySlice<UInt8>, configuration: LoadedConfiguration?)?

    /// Reads the `--config` file at once: one that cannot be read is a usage error.
    init(source: Source, limits: ParseLimits, workingDirectory: AbsolutePath = .currentDirectory()) throws(UsageError) {
        self.source = source
        self.limits = limits
        self.workingDirectory = workingDirectory
        if case .file(let path) = source {
            let location = AbsolutePath(FilePath(path), relativeTo: workingDirectory)
            let outcome = BoundedReader.read(FilePath(path), limit: limits.maxFileSize)
            if case .failed(let code) = outcome {
                throw UsageError(message: "cannot read configuration file '\(VisibleText.sanitized(path))': \(errorDescription(code))")
            }
            explicit = load(outcome, displayPath: path, directory: location.parent ?? location)
        }
    }

    /// The configuration of the input at `path` (as given on the command line, or
    /// `--stdin-filename`); nil when none applies.
    mutating func configuration(forInput path: FilePath) -> LoadedConfiguration? {
        switch source {
        case .none: return nil
        case .file: return explicit
        case .nearest:
            // Inputs come directory by directory (and each twice: to exclude, to report):
            // one named in the same directory as the last has its configuration, found
            // without making its absolute path (~130 releases an input).
            let directory = Self.directoryText(of: path)
            if let directory, let last = lastInput, last.directory == directory { return last.configuration }
            let input = AbsolutePath(path, relativeTo: workingDirectory)
            let found = nearest(from: input.parent ?? input)
            if let directory { lastInput = (directory, found) }
            return found
        }
    }

    /// The path's text up to its last `/` (empty for a name alone), when its last segment
    /// is a name: then the paths with the same such text are in the same directory. Nil
    /// for a path whose last segment is empty, `.` or `..`.
    static func directoryText(of path: FilePath) -> ArraySlice<UInt8>? {
        let bytes = path.bytes
        let nameStart = (bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
        let name = bytes[nameStart...]
        guard !name.isEmpty, !name.allSatisfy({ $0 == UInt8(ascii: ".") }) || name.count > 2 else { return nil }
        return bytes[..<nameStart]
    }

    /// What happened since the last call, oldest first.
    mutating func takeReports() -> [Report] {
        defer { pendingReports = [] }
        return pendingReports
    }

    private mutating func nearest(from start: AbsolutePath) -> LoadedConfiguration? {
        var visited: [AbsolutePath] = []
        var found: LoadedConfiguration?
        var current: AbsolutePath? = start
        while let directory = current {
            if let known = nearestByDirectory[directory] {
                found = known
                break
            }
            visited.append(directory)
            let candidate = directory.appending(ProjectConfiguration.fileName)
            if case .missing = FileKind(at: candidate.filePath) {
                current = directory.parent
                continue
            }
            found = load(
                BoundedReader.read(candidate.filePath, limit: limits.maxFileSize),
                displayPath: candidate.display(relativeTo: workingDirectory), directory: directory)
            break
        }
        for directory in visited { nearestByDirectory[directory] = .some(found) }
        return found
    }

    /// Parses and checks what was read of a configuration file, keeping its diagnostics
    /// to report. Nil when it could not be read at all.
    private mutating func load(
        _ outcome: BoundedReader.Outcome, displayPath: String, directory: AbsolutePath
    ) -> LoadedConfiguration? {
        switch outcome {
        case .failed(let code):
            pendingReports.append(.unreadable(path: displayPath, errno: code))
            return nil
        case .tooLarge(let size):
            pendingReports.append(.diagnostics(CheckPipeline(limits: limits).fileTooLarge(path: displayPath, size: size)))
            return nil
        case .contents(let bytes):
            let file = SourceFile(path: displayPath, read: bytes)
            let parsed = SpecParser.parse(file, format: SourceFormat(path: displayPath), limits: limits)
            let read = ConfigurationReader.read(parsed.root, in: file)
            let diagnostics = Diagnostic.sortedForReport(parsed.diagnostics + read.diagnostics)
            if !diagnostics.isEmpty {
                pendingReports.append(.diagnostics(CheckResult(file: file, spec: nil, diagnostics: diagnostics)))
            }
            return LoadedConfiguration(displayPath: displayPath, directory: directory, settings: read.configuration)
        }
    }
}
