/// One source line as shown under a diagnostic, and the marker line under it: the text
/// of the line (or a window of it), the whitespace that brings the marker under the
/// start of the range, and the marker itself (`^` then `~` to the end of the range).
struct SnippetLayout: Equatable {
    var source: String
    var markerIndent: String
    var marker: String

    /// Lines wider than this many columns are shown as a window around the range.
    static let maximumWidth = 200
    /// How many columns of a long line to keep before the start of the range.
    static let contextBeforeRange = 40
    static let tabWidth = 8
    /// A line longer than this many bytes is laid out from the bytes around the range
    /// only: laid out whole for each of its diagnostics, a minified 1 MB line with a
    /// thousand of them took minutes. The margins hold the window's columns several
    /// times over (a column is at most four bytes but for zero-width characters).
    static let longLineBytes = 4096
    static let bytesBeforeRange = 1024
    static let bytesAfterRange = 2048

    /// Lays out the line whose bytes are `line`, marking the bytes `start..<end`
    /// (offsets relative to the line; `end` is clamped to the line, and a range that is
    /// empty or starts at the end of the line gets a lone caret). `textColumn` is the
    /// screen column at which the line's text starts (after the gutter), which decides
    /// where tab stops fall inside the underlined part.
    static func make(line: ArraySlice<UInt8>, start: Int, end: Int, textColumn: Int) -> SnippetLayout {
        let start = max(0, min(start, line.count))
        let end = max(start, min(end, line.count))
        guard line.count > longLineBytes else { return layoutWhole(line: line, start: start, end: end, textColumn: textColumn) }
        // The bytes around the range, from and to the start of a scalar.
        var lower = max(0, start - bytesBeforeRange)
        while lower > 0, lower < start, line[line.startIndex + lower] & 0xC0 == 0x80 { lower += 1 }
        var upper = min(line.count, start + bytesAfterRange)
        while upper < line.count, upper > start, line[line.startIndex + upper] & 0xC0 == 0x80 { upper -= 1 }
        let part = line[(line.startIndex + lower)..<(line.startIndex + upper)]
        return make(line: part, start: start - lower, end: end - lower, textColumn: textColumn,
                    cutBefore: lower > 0, cutAfter: upper < line.count)
    }

    /// `make` laying out the whole line, however long (what it did for every line).
    static func layoutWhole(line: ArraySlice<UInt8>, start: Int, end: Int, textColumn: Int) -> SnippetLayout {
        make(line: line, start: start, end: end, textColumn: textColumn, cutBefore: false, cutAfter: false)
    }

    /// `make` for the bytes of `line` that are laid out: all of it, or the part around the
    /// range of a long line, cut before or after it (shown with an ellipsis there).
    private static func make(line: ArraySlice<UInt8>, start: Int, end: Int, textColumn: Int,
                             cutBefore: Bool, cutAfter: Bool) -> SnippetLayout {
        // A range that runs on past the bytes laid out is underlined under the ellipsis.
        let runsPastCut = cutAfter && end > line.count
        let end = min(end, line.count)
        let cells = DisplayCell.cells(of: line)

        // The cell holding the first byte of the range, and the first cell past it.
        let first = cells.firstIndex { $0.bytes.upperBound > start } ?? cells.count
        let past = end > start ? (cells.firstIndex { $0.bytes.lowerBound >= end } ?? cells.count) : first

        // Choose which cells to show, measuring tabs from the start of the text.
        var columns: [Int] = []
        columns.reserveCapacity(cells.count + 1)
        var column = 0
        for cell in cells {
            columns.append(column)
            column += cell.isTab ? tabWidth - column % tabWidth : cell.width
        }
        columns.append(column)
        var shown = 0..<cells.count
        if column > maximumWidth {
            var windowStart = max(0, columns[first] - contextBeforeRange)
            var windowEnd = windowStart + maximumWidth
            if windowEnd > column {
                windowEnd = column
                windowStart = max(0, column - maximumWidth)
            }
            let lower = min(first, columns.firstIndex { $0 >= windowStart } ?? cells.count)
            var upper = lower
            while upper < cells.count, columns[upper + 1] <= windowEnd || upper == first { upper += 1 }
            shown = lower..<upper
        }
        let leadingEllipsis = shown.lowerBound > 0 || cutBefore
        let trailingEllipsis = shown.upperBound < cells.count || cutAfter

        // Lay the shown cells out on the screen, where tab stops really fall.
        var source = ""
        var indent = ""
        var screen = textColumn
        if leadingEllipsis {
            source += "…"
            indent += " "
            screen += 1
        }
        var caretColumn: Int?
        var endColumn: Int?
        for index in shown {
            let cell = cells[index]
            if index == first { caretColumn = screen }
            if index == past { endColumn = screen }
            let width = cell.isTab ? tabWidth - screen % tabWidth : cell.width
            source += cell.text
            if index < first {
                indent += cell.isTab ? "\t" : String(repeating: " ", count: width)
            }
            screen += width
        }
        let caret = caretColumn ?? screen
        // A range that runs past a trailing ellipsis is underlined under it too.
        let underlineEnd = endColumn ?? ((past > shown.upperBound || runsPastCut) && trailingEllipsis ? screen + 1 : screen)
        if trailingEllipsis { source += "…" }
        let tildes = max(0, underlineEnd - caret - 1)
        return SnippetLayout(
            source: source, markerIndent: indent,
            marker: "^" + String(repeating: "~", count: tildes))
    }
}
