/// What every report format is rendered from: the checked files with their
/// diagnostics, in the order they were checked, and the facts of the run. Each
/// renderer (`TextRenderer`, `GNURenderer`, `JSONRenderer`, `SARIFRenderer`,
/// `GitHubRenderer`) is a pure function of these: the same input gives the same bytes.

/// One checked input and its diagnostics (in any order: renderers put them in
/// `Diagnostic.sortedForReport` order).
public struct FileReport: Sendable {
    public let file: SourceFile
    public let diagnostics: [Diagnostic]

    public init(file: SourceFile, diagnostics: [Diagnostic]) {
        self.file = file
        self.diagnostics = diagnostics
    }
}

/// The counts a report closes with.
public struct ReportSummary: Sendable, Equatable {
    /// Inputs checked, clean ones included.
    public var files: Int
    public var errors: Int
    public var warnings: Int
    /// Paths that could not be read (reported on standard error, not in the report).
    public var unreadablePaths: Int

    public init(files: Int = 0, errors: Int = 0, warnings: Int = 0, unreadablePaths: Int = 0) {
        self.files = files
        self.errors = errors
        self.warnings = warnings
        self.unreadablePaths = unreadablePaths
    }

    /// The counts of `files`, with `unreadablePaths` added.
    public init(counting files: [FileReport], unreadablePaths: Int = 0) {
        self.init(unreadablePaths: unreadablePaths)
        for report in files {
            self.files += 1
            errors += report.diagnostics.count { $0.severity == .error }
            warnings += report.diagnostics.count { $0.severity == .warning }
        }
    }
}

/// The program that made a report, as JSON's `tool` and SARIF's `tool.driver` name it.
public struct ToolInfo: Sendable, Equatable {
    public var name: String
    public var version: String
    /// An absolute URI where people can read about the tool.
    /// Where people read about the tool; nil until cardspec has a public home.
    public var informationURI: String?

    public init(name: String, version: String, informationURI: String? = nil) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
    }
}
