/// The column of a position in the units other tools count in. `SourcePosition.column`
/// counts Unicode scalars (what people see, and what the text format and SARIF print);
/// clang, swiftc and GNU tools count UTF-8 bytes, and LSP and JavaScript editors count
/// UTF-16 code units.
///
/// All are 1-based and measured from the start of the line, after a byte-order mark on
/// the first line (editors do not show it). A position inside a multi-byte character
/// is attributed to that character, as `SourceFile.position(ofOffset:)` does. Bytes
/// that are not UTF-8 count as editors show them: each maximal ill-formed sequence is
/// one U+FFFD (one UTF-16 unit), and its bytes count as UTF-8 columns.
public struct SourceColumns: Hashable, Sendable {
    public var utf8: Int
    public var utf16: Int

    public init(utf8: Int, utf16: Int) {
        self.utf8 = utf8
        self.utf16 = utf16
    }
}

extension SourceFile {
    /// The UTF-8 and UTF-16 columns of `position`, from its byte offset.
    public func columns(of position: SourcePosition) -> SourceColumns {
        columns(ofOffset: position.offset)
    }

    public func columns(ofOffset rawOffset: Int) -> SourceColumns {
        let offset = max(0, min(rawOffset, bytes.count))
        let line = line(containing: offset)
        var index = lineStart(line)
        if line == 1, hasByteOrderMark { index = min(3, bytes.count) }
        let lineStart = index
        var utf16 = 0
        let all = bytes[...]
        while index < offset {
            let (scalar, length) = DisplayCell.decodeScalar(all, at: index)
            // A position inside this character belongs to it.
            if index + length > offset { break }
            utf16 += scalar.map { $0.utf16.count } ?? 1
            index += length
        }
        return SourceColumns(utf8: index - lineStart + 1, utf16: utf16 + 1)
    }
}
