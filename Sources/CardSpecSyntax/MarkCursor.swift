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
    private let lineStarts: [UInt32]

    // The general cursor: `scalar` starts at byte `offset`, on `line`.
    private var scalar = 0
    private var offset = 0
    private var line = 1
    private var lineStartScalar = 0

    init(bytes: UnsafeBufferPointer<UInt8>, table: ScalarCheckpoints, file: SourceFile) {
        self.bytes = bytes
        self.table = table
        self.lineStarts = file.lineStarts
    }

    @inline(__always)
    mutating func position(ofMark markIndex: Int) -> SourcePosition {
        table.isASCII ? asciiPosition(min(markIndex, bytes.count)) : scalarPosition(markIndex)
    }

    /// Whether libyaml reads the file's own bytes: not a JSON file's copy in which line
    /// breaks YAML would refuse were patched into spaces (JSONSyntaxChecker).
    var libyamlReadsTheFile = true

    /// The position of an event's mark. When libyaml reads a file of ASCII bytes its own
    /// line and column are ours (it breaks lines at LF, CRLF and CR, and a scalar is a
    /// byte), so nothing needs finding; but the stream's end forces a new line, which is
    /// not in the file: a mark at the end of the file is found like any other.
    @inline(__always)
    mutating func position(of mark: yaml_mark_t) -> SourcePosition {
        if table.isASCII, libyamlReadsTheFile, mark.index < bytes.count {
            return SourcePosition(offset: mark.index, line: mark.line + 1, column: mark.column + 1)
        }
        return position(ofMark: Int(mark.index))
    }

    /// Every scalar is a byte: only the line needs finding.
    @inline(__always)
    private mutating func asciiPosition(_ target: Int) -> SourcePosition {
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
