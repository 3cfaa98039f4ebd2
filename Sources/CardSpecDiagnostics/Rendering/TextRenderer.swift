/// Renders diagnostics for people, the way swiftc and clang do, with a line-number
/// gutter like the modern Swift compiler's:
///
///     Budgets.cards.yaml:4:5: error: unknown key 'titel' in card 'Summary' [unknown-key]
///      4 |     titel: Budgets
///        |     ^~~~~
///     Budgets.cards.yaml:2:3: note: card 'Summary' starts here
///      2 |   Summary:
///        |   ^~~~~~~
///     note: valid keys here: model, parts, state, states, traits
///     fix-it: replace 'titel' with 'title'
///
/// A pure function of the file, the diagnostics and the options: the same input gives
/// the same bytes. Diagnostics come out in `Diagnostic.sortedForReport` order with a
/// blank line between them; each ends with a newline.
public struct TextRenderer: Sendable {
    public struct Options: Sendable, Equatable {
        /// ANSI colors and bold, as clang uses them. Off by default.
        public var color: Bool

        public init(color: Bool = false) {
            self.color = color
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// All diagnostics of one file; the empty string when there are none.
    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        Diagnostic.sortedForReport(diagnostics)
            .map { render($0, in: file) }
            .joined(separator: "\n")
    }

    /// One diagnostic with its snippet, notes and fix-its.
    public func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        let snippetLines = ([diagnostic.range] + diagnostic.notes.compactMap(\.range)).map { snippetLine(of: $0, in: file) }
        let gutterWidth = String(snippetLines.max() ?? 1).count
        var out = ""
        out += header(
            path: file.path, position: diagnostic.range.start, severity: diagnostic.severity,
            message: diagnostic.message + " [\(diagnostic.code)]")
        out += snippet(of: diagnostic.range, in: file, gutterWidth: gutterWidth)
        for note in diagnostic.notes {
            if let range = note.range {
                out += header(path: file.path, position: range.start, severity: .note, message: note.message)
                out += snippet(of: range, in: file, gutterWidth: gutterWidth)
            } else {
                out += style(.note, "note: ") + VisibleText.sanitized(note.message) + "\n"
            }
        }
        for fixIt in diagnostic.fixIts {
            out += style(.fixIt, "fix-it: ") + VisibleText.sanitized(Self.describe(fixIt, in: file)) + "\n"
        }
        return out
    }

    // MARK: - Parts

    private func header(path: String, position: SourcePosition, severity: Severity, message: String) -> String {
        let location = "\(VisibleText.sanitized(path)):\(position.line):\(position.column): "
        let label: Style = switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
        let text = VisibleText.sanitized(message)
        // Like clang, the message of an error or warning is bold and a note's is not.
        let body = severity == .note ? text : style(.bold, text)
        return style(.bold, location) + style(label, severity.rawValue + ": ") + body + "\n"
    }

    /// The line a snippet for `range` shows: the one holding its first byte.
    private func snippetLine(of range: SourceRange, in file: SourceFile) -> Int {
        file.line(containing: Self.clamped(range.start.offset, in: file))
    }

    private func snippet(of range: SourceRange, in file: SourceFile, gutterWidth: Int) -> String {
        // An empty file has no line to show.
        guard !file.bytes.isEmpty else { return "" }
        let start = Self.clamped(range.start.offset, in: file)
        let end = max(start, Self.clamped(range.end.offset, in: file))
        let line = file.line(containing: start)
        let lineBytes = file.lineRange(line)
        let number = String(line)
        let gutter = " " + String(repeating: " ", count: gutterWidth - number.count) + number + " |"
        let blankGutter = " " + String(repeating: " ", count: gutterWidth) + " |"
        let layout = SnippetLayout.make(
            line: file.bytes[lineBytes],
            start: start - lineBytes.lowerBound,
            end: min(end, lineBytes.upperBound) - lineBytes.lowerBound,
            textColumn: blankGutter.count + 1)
        // No trailing space after the gutter of an empty line, so editors that trim
        // whitespace leave golden files alone.
        let sourceLine = layout.source.isEmpty ? gutter : gutter + " " + layout.source
        return sourceLine + "\n" + blankGutter + " " + layout.markerIndent + style(.caret, layout.marker) + "\n"
    }

    private static func clamped(_ offset: Int, in file: SourceFile) -> Int {
        max(0, min(offset, file.bytes.count))
    }

    /// A fix-it's own message, or one made from its edit when it has none.
    static func describe(_ fixIt: FixIt, in file: SourceFile) -> String {
        if !fixIt.message.isEmpty { return fixIt.message }
        let start = clamped(fixIt.range.start.offset, in: file)
        let end = max(start, clamped(fixIt.range.end.offset, in: file))
        let old = String(decoding: file.bytes[start..<end], as: UTF8.self)
        switch (old.isEmpty, fixIt.replacement.isEmpty) {
        case (true, _): return "insert '\(fixIt.replacement)'"
        case (false, true): return "remove '\(old)'"
        case (false, false): return "replace '\(old)' with '\(fixIt.replacement)'"
        }
    }

    // MARK: - Color

    enum Style {
        case bold, error, warning, note, caret, fixIt

        /// The escape sequences clang writes for each part.
        var code: String {
            switch self {
            case .bold: "\u{1B}[1m"
            case .error: "\u{1B}[0;1;31m"
            case .warning: "\u{1B}[0;1;35m"
            case .note: "\u{1B}[0;1;30m"
            case .caret: "\u{1B}[0;1;32m"
            case .fixIt: "\u{1B}[0;32m"
            }
        }

        static let reset = "\u{1B}[0m"
    }

    private func style(_ style: Style, _ text: String) -> String {
        options.color && !text.isEmpty ? style.code + text + Style.reset : text
    }
}
