/// A point in a source file. `offset` counts UTF-8 bytes from the start of the file
/// (a byte-order mark included); `line` and `column` are 1-based, and `column` counts
/// Unicode scalars from the start of the line, the way editors and swiftc show them.
public struct SourcePosition: Hashable, Comparable, Sendable {
    public var offset: Int
    public var line: Int
    public var column: Int

    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    public static let start = SourcePosition(offset: 0, line: 1, column: 1)

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        lhs.offset < rhs.offset
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
