import CardSpecDiagnostics

/// The build's own messages, which always go to standard error so that standard output
/// stays one document: errors, warnings (silenced by `--quiet`) and notes.
struct BuildMessages {
    let io: CommandIO
    let quiet: Bool
    /// `-o`, as given; nil when the files go to standard output.
    let outputPath: String?
    /// `--check`: nothing is written, so there is nothing to say about writing.
    let comparing: Bool

    /// `Generated/`, as the messages show the output directory.
    var shownDirectory: String {
        let path = VisibleText.sanitized(outputPath ?? "")
        return path.hasSuffix("/") ? path : path + "/"
    }

    func error(_ message: String) {
        io.stderr.write("error: \(message)\n")
    }

    func warning(_ message: String) {
        guard !quiet else { return }
        io.stderr.write("warning: \(message)\n")
    }

    func note(_ message: String) {
        io.stderr.write("note: \(message)\n")
    }

    /// Says so when writing was asked for and did not happen.
    func nothingWritten() {
        guard outputPath != nil, !comparing else { return }
        note("nothing was written to \(shownDirectory)")
    }

    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
