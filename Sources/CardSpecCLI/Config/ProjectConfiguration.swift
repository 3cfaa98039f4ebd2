import CardSpecDiagnostics

/// What one `.cardspec.yml` says, as far as it could be read: an entry with a mistake is
/// reported and left out, and the rest still applies. docs/configuration.md describes
/// the file.
struct ProjectConfiguration: Equatable, Sendable {
    /// The name looked for in each directory from an input's up to the root.
    static let fileName = ".cardspec.yml"

    /// Codes never reported: those in `disabled`, and those whose severity is `off`.
    var disabled: Set<String> = []
    /// The severity each configured code is reported with instead of its own.
    var severities: [String: Severity] = [:]
    var exclude: [GlobPattern] = []
    /// The file's own rules for warnings, used when the command line gives none.
    var strict: Bool?
    var maxWarnings: Int?

    /// The severity of a diagnostic under this configuration; nil when it is not reported.
    func severity(of diagnostic: Diagnostic) -> Severity? {
        if disabled.contains(diagnostic.code) { return nil }
        return severities[diagnostic.code] ?? diagnostic.severity
    }

    /// How many warnings the files under this configuration may have; nil for no limit.
    var warningLimit: Int? {
        strict == true ? 0 : maxWarnings
    }
}

/// A configuration file that was found and read, and where it applies.
struct LoadedConfiguration: Sendable {
    /// The file, named for reports: relative to the working directory when it is
    /// inside it, absolute otherwise; as given for `--config`.
    var displayPath: String
    /// The directory its `exclude` patterns are relative to.
    var directory: AbsolutePath
    var settings: ProjectConfiguration
}
