import CYAML
import CardSpecDiagnostics

/// Turns libyaml's `mark.index` (Unicode scalars from the start, BOM not counted) into a
/// `SourcePosition` consistent with `SourceFile`: byte offset, lines broken at LF, CRLF
/// and lone CR only, columns in scalars.
///
/// Marks arrive almost in order, so the cursor walks forward from the last answer; a jump
/// backwards, or far ahead, restarts from the nearest checkpoint of the pre-scan.
struct MarkCursor {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let table: ScalarCheckpoints
    private let file: SourceFile
    /// The file's line table, taken from it when first needed (`asciiPosition`): a file of
    /// ASCII bytes that libyaml reads needs it only for a mark at its very end.
    private var lineStarts: [UInt32] = []

    // The general cursor: `scalar` starts at byte `offset`, on `line`.
    private var scalar = 0
    private var offset = 0
    private var line = 1
    private var lineStartScalar = 0

    /// The wide scalars of a file that is not ASCII (`ScalarCheckpoints.wideScalars`), and
    /// how many of them come before the last mark found through them.
    private let wideScalars: [ScalarCheckpoints.WideScalar]
    private var wideBefore = 0
    private let bomLength: Int

    init(bytes: UnsafeBufferPointer<UInt8>, table: ScalarCheckpoints, file: SourceFile) {
        self.bytes = bytes
        self.table = table
        self.file = file
        wideScalars = table.wideScalars ?? []
        bomLength = table.bomLength
        marks = Self.marks(table, libyamlReadsTheFile: true)
        resetGap()
    }

    @inline(__always)
    mutating func position(ofMark markIndex: Int) -> SourcePosition {
        table.isASCII ? asciiPosition(min(markIndex, bytes.count)) : scalarPosition(markIndex)
    }

    /// What libyaml's marks give as they are.
    private enum Marks {
        /// Nothing: every position is found from the mark's index.
        case indexOnly
        /// Line and column; the index is the byte offset (a file of ASCII bytes).
        case asciiPositions
        /// Line and column; the byte offset is found through `wideScalars`.
        case linesAndColumns
    }

    private var marks: Marks

    /// Whether libyaml reads the file's own bytes: not a JSON file's copy in which line
    /// breaks YAML would refuse were patched into spaces (JSONSyntaxChecker).
    var libyamlReadsTheFile = true {
        didSet {
            marks = Self.marks(table, libyamlReadsTheFile: libyamlReadsTheFile)
            resetGap()
        }
    }

    /// The marks whose line and column are libyaml's and whose byte offset is their index
    /// plus `gapExtra`: those with an index in `gapLow + 1 ... gapHigh`. In a file of ASCII
    /// bytes that libyaml reads that is every mark; in a file with wide scalars, the marks
    /// between two of them (the gap of the last mark found through `byteOffset`, where the
    /// next marks mostly are); where marks give only their index, none. `range` finds the
    /// marks of this gap inline, whatever the file.
    private var gapLow = -1
    private var gapHigh = Int.max
    private var gapExtra = 0

    private mutating func resetGap() {
        switch marks {
        case .asciiPositions: (gapLow, gapHigh, gapExtra) = (-1, Int.max, 0)
        case .linesAndColumns: setGap(wideBefore: wideBefore)
        case .indexOnly: (gapLow, gapHigh, gapExtra) = (Int.max, Int.min, 0)
        }
    }

    /// The gap after the first `before` wide scalars.
    @inline(__always)
    private mutating func setGap(wideBefore before: Int) {
        gapLow = before == 0 ? -1 : Int(wideScalars[before - 1].index)
        gapHigh = before == wideScalars.count ? Int.max : Int(wideScalars[before].index)
        gapExtra = bomLength + (before == 0 ? 0 : Int(wideScalars[before - 1].extraThrough))
    }

    /// When libyaml reads the file itself, its line and column are ours: it breaks lines at
    /// LF, CRLF and CR, and counts columns in Unicode scalars (not counting a BOM, as we
    /// do not) — unless the file has a NEL, LS or PS, where libyaml breaks lines too.
    private static func marks(_ table: ScalarCheckpoints, libyamlReadsTheFile: Bool) -> Marks {
        guard libyamlReadsTheFile else { return .indexOnly }
        if table.isASCII { return .asciiPositions }
        return table.wideScalars != nil && !table.hasUnicodeLineBreaks ? .linesAndColumns : .indexOnly
    }

    /// The position of an event's mark, from libyaml's line and column where they are ours
    /// (`marks`); but the stream's end forces a new line, which is not in the file: a mark
    /// at the end of the file is found like any other.
    @inline(__always)
    mutating func position(of mark: yaml_mark_t) -> SourcePosition {
        let offset = offset(ofMark: mark.index)
        return offset < bytes.count ? Self.position(offset, mark) : position(ofMark: Int(mark.index))
    }

    /// The range between two marks (`position(of:)` of each), with one test for both when
    /// the file ends after them: what nearly every event is.
    ///
    /// Inlined for two marks in the current gap (`gapLow`), short of the file's end: in a
    /// file of ASCII bytes that libyaml reads, every event but the last; in a file with a
    /// few wide scalars, most events. Anything else is found out of line.
    @inline(__always)
    mutating func range(from start: yaml_mark_t, to end: yaml_mark_t) -> SourceRange {
        if start.index > gapLow, start.index <= end.index, end.index <= gapHigh, end.index + gapExtra < bytes.count {
            return SourceRange(
                start: Self.position(start.index + gapExtra, start), end: Self.position(end.index + gapExtra, end))
        }
        return generalRange(from: start, to: end)
    }

    @inline(never)
    private mutating func generalRange(from start: yaml_mark_t, to end: yaml_mark_t) -> SourceRange {
        if start.index <= end.index {
            let startOffset = offset(ofMark: start.index), endOffset = offset(ofMark: end.index)
            if endOffset < bytes.count {
                return SourceRange(start: Self.position(startOffset, start), end: Self.position(endOffset, end))
            }
        }
        return SourceRange(start: position(of: start), end: position(of: end))
    }

    /// The byte offset of a mark whose line and column are ours, or `Int.max` where they
    /// are not (`marks`).
    @inline(__always)
    private mutating func offset(ofMark index: Int) -> Int {
        switch marks {
        case .asciiPositions: index
        case .linesAndColumns: byteOffset(ofMark: index)
        case .indexOnly: Int.max
        }
    }

    /// The position at `offset` of a mark whose line and column are ours. `offset` is
    /// below the file's size, which the pre-scan holds to `SourcePosition.maxOffset`, and a
    /// line or column is at most its offset + 1: all fit in 32 bits.
    @inline(__always)
    private static func position(_ offset: Int, _ mark: yaml_mark_t) -> SourcePosition {
        SourcePosition(
            uncheckedOffset: UInt32(truncatingIfNeeded: offset), line: UInt32(truncatingIfNeeded: mark.line &+ 1),
            column: UInt32(truncatingIfNeeded: mark.column &+ 1))
    }

    /// The byte offset of the scalar libyaml numbers `index`: the index, the BOM and the
    /// extra bytes of the wide scalars before it. Marks come almost in order, so the count
    /// of those moves from where the last mark left it.
    @inline(__always)
    mutating func byteOffset(ofMark index: Int) -> Int {
        var before = wideBefore
        while before < wideScalars.count, Int(wideScalars[before].index) < index { before += 1 }
        while before > 0, Int(wideScalars[before - 1].index) >= index { before -= 1 }
        if before != wideBefore {
            wideBefore = before
            setGap(wideBefore: before)
        }
        return bomLength + index + (before == 0 ? 0 : Int(wideScalars[before - 1].extraThrough))
    }

    /// Every scalar is a byte: only the line needs finding.
    @inline(__always)
    private mutating func asciiPosition(_ target: Int) -> SourcePosition {
        if lineStarts.isEmpty { lineStarts = file.lineStarts }
        if target < Int(lineStarts[line - 1]) {
            line = Self.line(containing: target, in: lineStarts)
        }
        while line < lineStarts.count, Int(lineStarts[line]) <= target { line += 1 }
        return SourcePosition(offset: target, line: line, column: target - Int(lineStarts[line - 1]) + 1)
    }

    private mutating func scalarPosition(_ markIndex: Int) -> SourcePosition {
        let target = min(markIndex + (table.bomLength > 0 ? 1 : 0), table.scalarCount)
        if target < scalar || target - scalar > ScalarCheckpoints.stride {
            let slot = target / ScalarCheckpoints.stride
            let checkpoint = table.checkpoints[min(slot, table.checkpoints.count - 1)]
            let checkpointScalar = min(slot, table.checkpoints.count - 1) * ScalarCheckpoints.stride
            if target < scalar || checkpointScalar > scalar {
                scalar = checkpointScalar
                offset = checkpoint.offset
                line = checkpoint.line
                lineStartScalar = checkpoint.lineStartScalar
            }
        }
        let count = bytes.count
        while scalar < target, offset < count {
            let byte = bytes[offset]
            if byte >= 0x20, byte < 0x80 {
                offset += 1
            } else if byte < 0x80 {
                if byte == 0x0A || (byte == 0x0D && (offset + 1 == count || bytes[offset + 1] != 0x0A)) {
                    line += 1
                    lineStartScalar = scalar + 1
                }
                offset += 1
            } else {
                offset += byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            }
            scalar += 1
        }
        // A byte-order mark is invisible in editors: the first column starts after it.
        let bomColumns = line == 1 && table.bomLength > 0 ? 1 : 0
        return SourcePosition(offset: offset, line: line, column: scalar - lineStartScalar + 1 - bomColumns)
    }

    static func line(containing offset: Int, in lineStarts: [UInt32]) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(lineStarts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }
}
