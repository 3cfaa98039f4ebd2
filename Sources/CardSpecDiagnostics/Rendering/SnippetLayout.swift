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

    /// Lays out the line whose bytes are `line`, marking the bytes `start..<end`
    /// (offsets relative to the line; `end` is clamped to the line, and a range that is
    /// empty or starts at the end of the line gets a lone caret). `textColumn` is the
    /// screen column at which the line's text starts (after the gutter), which decides
    /// where tab stops fall inside the underlined part.
    static func make(line: ArraySlice<UInt8>, start: Int, end: Int, textColumn: Int) -> SnippetLayout {
        let cells = DisplayCell.cells(of: line)
        let start = max(0, min(start, line.count))
        let end = max(start, min(end, line.count))

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
        let leadingEllipsis = shown.lowerBound > 0
        let trailingEllipsis = shown.upperBound < cells.count

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
        let underlineEnd = endColumn ?? (past > shown.upperBound && trailingEllipsis ? screen + 1 : screen)
        if trailingEllipsis { source += "…" }
        let tildes = max(0, underlineEnd - caret - 1)
        return SnippetLayout(
            source: source, markerIndent: indent,
            marker: "^" + String(repeating: "~", count: tildes))
    }
}
