/// Renders diagnostics one per line, in the GNU format that compilers and editors parse
/// (`errorformat` in Vim, `compilation-mode` in Emacs, problem matchers):
///
///     Budgets.cards.yaml:4:5: error: unknown key 'titel' in card 'Summary' [unknown-key]
///     Budgets.cards.yaml:3:3: note: card 'Summary' starts here
///
/// Columns count UTF-8 bytes from 1, as clang and swiftc count them (so after a `é` on
/// the line the column is one more than the text format's). A note with a place
/// follows its diagnostic as a `note:` line; notes without one and fix-its are left
/// out, and there is no summary: every line is a diagnostic. Paths and messages have
/// control characters escaped (`<U+000A>`), so a line is always one diagnostic.
public struct GNURenderer: Sendable {
    public init() {}

    /// All diagnostics of one file, in report order; the empty string when none.
    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        var out = ""
        for diagnostic in Diagnostic.sortedForReport(diagnostics) {
            out += line(file, diagnostic.range.start, diagnostic.severity, diagnostic.message + " [\(diagnostic.code)]")
            for note in diagnostic.notes {
                if let range = note.range {
                    out += line(file, range.start, .note, note.message)
                }
            }
        }
        return out
    }

    /// A whole run: every file's lines, in order.
    public func render(_ files: [FileReport]) -> String {
        files.map { render($0.diagnostics, in: $0.file) }.joined()
    }

    private func line(_ file: SourceFile, _ position: SourcePosition, _ severity: Severity, _ message: String) -> String {
        let column = file.columns(of: position).utf8
        return "\(VisibleText.sanitized(file.path)):\(position.line):\(column): \(severity.rawValue): "
            + VisibleText.sanitized(message) + "\n"
    }
}
