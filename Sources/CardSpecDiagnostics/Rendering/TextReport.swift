extension TextRenderer {
    /// The whole text report of a run, as `cardspec check` prints it file by file: each
    /// file's diagnostics (files without any print nothing), a blank line between files,
    /// then a blank line if anything came before and the summary line.
    public func renderReport(_ files: [FileReport], summaryLine: String) -> String {
        let sections = files.filter { !$0.diagnostics.isEmpty }.map { render($0.diagnostics, in: $0.file) }
        return (sections + [summaryLine + "\n"]).joined(separator: "\n")
    }
}
