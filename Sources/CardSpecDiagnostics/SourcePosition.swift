/// A point in a source file. `offset` counts UTF-8 bytes from the start of the file
/// (a byte-order mark included); `line` and `column` are 1-based, and `column` counts
/// Unicode scalars from the start of the line, the way editors and swiftc show them.
///
/// Stored in 32 bits each (12 bytes, a range 24): every node of every tree and every
/// value of the model carries ranges, and half the size is a good part of their memory.
/// Inputs are limited to `SourcePosition.maxOffset` bytes, so nothing is ever clamped.
public struct SourcePosition: Hashable, Comparable, Sendable {
    @usableFromInline var storedOffset: UInt32
    @usableFromInline var storedLine: UInt32
    @usableFromInline var storedColumn: UInt32

    /// For a caller that knows all three fit in 32 bits (the position of a byte of an input
    /// of at most `maxOffset` bytes), without the clamping: the tree builder makes two
    /// positions for every event of libyaml.
    @inlinable @inline(__always)
    public init(uncheckedOffset offset: UInt32, line: UInt32, column: UInt32) {
        storedOffset = offset
        storedLine = line
        storedColumn = column
    }

    /// The largest offset a position holds: no input may be larger.
    public static let maxOffset = Int(UInt32.max)

    @inlinable
    public init(offset: Int, line: Int, column: Int) {
        storedOffset = UInt32(clamping: offset)
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    @inlinable public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(clamping: newValue) }
    }

    @inlinable public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    @inlinable public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    public static let start = SourcePosition(offset: 0, line: 1, column: 1)

    @inlinable
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        lhs.storedOffset < rhs.storedOffset
    }
}

/// A half-open range `[start, end)` in one source file. An empty range
/// (`start == end`) marks a point, such as the place where a missing key belongs.
public struct SourceRange: Hashable, Sendable {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    public init(at position: SourcePosition) {
        self.init(start: position, end: position)
    }

    public var isEmpty: Bool { start.offset >= end.offset }

    /// The smallest range that covers both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }
}
