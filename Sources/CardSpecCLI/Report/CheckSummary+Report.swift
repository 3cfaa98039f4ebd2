import CardSpecDiagnostics

extension CheckSummary {
    /// The counts, as the machine-readable formats report them.
    var report: ReportSummary {
        ReportSummary(files: files, errors: errors, warnings: warnings, unreadablePaths: unreadablePaths)
    }
}
