import Synchronization

/// The text of one input, with the table that turns byte offsets into lines.
///
/// Lines end at LF, CRLF or a lone CR, as in editors and swiftc; U+0085, U+2028 and
/// U+2029 are ordinary characters here even though YAML 1.1 calls them breaks, so that
/// every line number we print is the one an editor shows.
public final class SourceFile: Sendable {
    /// The path as the user wrote it (or `--stdin-filename`), used in every report.
    public let path: String
    public let bytes: [UInt8]
    /// Whether `bytes`' storage holds `FileBytes.padding` NULs after them, so that the
    /// parser reads them in place (`FileBytes.isPadded`).
    public let bytesArePadded: Bool
    /// The line table, made on first use: the parser takes the lines of a file of ASCII
    /// bytes from libyaml's marks, so a spec without diagnostics (most) never needs it.
    private let lineTable = Mutex<[UInt32]?>(nil)

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        bytesArePadded = false
    }

    /// A file as read: the parser reads padded bytes without copying them.
    public init(path: String, read: FileBytes) {
        self.path = path
        bytes = read.bytes
        bytesArePadded = read.isPadded
    }

    /// Byte offset at which each line starts; `lineStarts[0] == 0`. In 32 bits, as
    /// positions are: inputs past `SourcePosition.maxOffset` are refused before use.
    /// Made on first use; a caller that reads many lines keeps the array.
    public var lineStarts: [UInt32] {
        lineTable.withLock { table in
            if let table { return table }
            let made = bytes.withUnsafeBufferPointer { SourceFile.scanLines($0) }
            table = made
            return made
        }
    }

    /// How many bytes from the start are printable ASCII, tab, LF or CR (all of them, in
    /// most specs), so that the parser's pre-scan need not look at them one by one.
    /// Read on each use (the pre-scan reads it once).
    public var plainASCIIPrefix: Int {
        bytes.withUnsafeBufferPointer { SourceFile.plainASCIIPrefix(of: $0) }
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var lineCount: Int { lineStarts.count }

    /// The byte offset at which the 1-based line `line` starts.
    @inline(__always)
    public func lineStart(_ line: Int) -> Int { Int(lineStarts[line - 1]) }

    /// The file starts with a UTF-8 byte-order mark.
    public var hasByteOrderMark: Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The 1-based line that contains `offset` (clamped to the file).
    public func line(containing offset: Int) -> Int {
        Self.line(containing: offset, in: lineStarts)
    }

    private static func line(containing offset: Int, in lineStarts: [UInt32]) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(lineStarts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The full position of a byte offset. Offsets inside a multi-byte character or a
    /// CRLF pair are attributed to that character.
    public func position(ofOffset rawOffset: Int) -> SourcePosition {
        let offset = max(0, min(rawOffset, bytes.count))
        let lineStarts = lineStarts
        let line = Self.line(containing: offset, in: lineStarts)
        let start = Int(lineStarts[line - 1])
        var column = 1
        var index = start
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        // An offset in the middle of a scalar counted that scalar's lead byte already.
        if offset < bytes.count, offset > start, bytes[offset] & 0xC0 == 0x80 { column -= 1 }
        // A byte-order mark is invisible in editors: the first column starts after it.
        if line == 1, offset >= 3, hasByteOrderMark { column -= 1 }
        return SourcePosition(offset: offset, line: line, column: column)
    }

    /// The range of the 1-based line `line`, without its line terminator.
    public func lineRange(_ line: Int) -> Range<Int> {
        let lineStarts = lineStarts
        let start = Int(lineStarts[line - 1])
        var end = line < lineStarts.count ? Int(lineStarts[line]) : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    /// The bytes of `word` that are LF or CR (`ByteWords`: the lowest is exact).
    @inline(__always)
    private static func lineBreaks(_ word: UInt64) -> UInt64 {
        ByteWords.bytes(of: word, equalTo: 0x0A) | ByteWords.bytes(of: word, equalTo: 0x0D)
    }

    /// The text of a line, with invalid UTF-8 replaced by U+FFFD.
    public func lineText(_ line: Int) -> String {
        String(decoding: bytes[lineRange(line)], as: UTF8.self)
    }

    /// The line starts.
    private static func scanLines(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 24 + 1)
        let count = bytes.count
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return starts }
        var index = 0
        while index < count {
            index = ByteWords.firstFound(from: index, in: base, limit: count, by: lineBreaks)
            guard index < count else { break }
            index = (lineBreak(at: index, in: bytes, starts: &starts) ?? index) + 1
        }
        return starts
    }

    /// The length of the plain ASCII prefix (`plainASCIIPrefix`): sixteen bytes a step,
    /// with a test that is exact (no carries between bytes), so the loop leaves only at
    /// the first byte that is not plain or at the end.
    public static func plainASCIIPrefix(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return 0 }
        var index = 0
        while index + 16 <= count {
            let first = ByteWords.notPlain(base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let second = ByteWords.notPlain(base.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self))
            if first | second != 0 {
                return index + (first != 0 ? first.trailingZeroBitCount >> 3 : 8 + second.trailingZeroBitCount >> 3)
            }
            index += 16
        }
        while index < count {
            let byte = bytes[index]
            if byte < 0x20 ? byte != 0x09 && byte != 0x0A && byte != 0x0D : byte >= 0x7F { return index }
            index += 1
        }
        return count
    }

    /// If a line break (LF, CR or CRLF) starts at `index`, records the line after it and
    /// returns the index of its last byte.
    @inline(__always)
    private static func lineBreak(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, starts: inout [UInt32]) -> Int? {
        var end = index
        switch bytes[index] {
        case UInt8(ascii: "\n"):
            break
        case UInt8(ascii: "\r"):
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { end += 1 }
        default:
            return nil
        }
        starts.append(UInt32(clamping: end + 1))
        return end
    }
}
