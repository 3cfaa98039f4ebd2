/// A file's bytes as read, and whether their storage holds `padding` NUL bytes after
/// the last one. The parser reads padded bytes where they are; others it first copies
/// into a padded buffer of its own (libyaml's scanner looks a few bytes past the end of
/// its input), which for a large file is one more copy of it and a page fault for every
/// 4 KiB of the copy.
public struct FileBytes: Sendable, Equatable {
    /// How many NULs padded storage holds after the bytes.
    public static let padding = 8

    public let bytes: [UInt8]
    /// Whether `padding` NULs follow `bytes` in their storage, past `bytes.count`. Only
    /// `read(capacity:_:)` makes storage so, and an array's storage never changes while
    /// this value holds it (a copy that grows gets storage of its own).
    public let isPadded: Bool

    /// Bytes with no padding promised.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        isPadded = false
    }

    private init(padded bytes: [UInt8]) {
        self.bytes = bytes
        isPadded = true
    }

    /// `bytes` copied into padded storage, as a file read from disk is (the fuzzer and the
    /// tests read their inputs so).
    public static func padded(_ bytes: [UInt8]) -> FileBytes {
        read(capacity: bytes.count) { storage in
            storage.copyBytes(from: bytes)
            return bytes.count
        }
    }

    /// Bytes read into new storage: `fill` writes at most `capacity` bytes at the start of
    /// the buffer it is given and returns how many it wrote; the padding follows them.
    public static func read(capacity: Int, _ fill: (UnsafeMutableRawBufferPointer) -> Int) -> FileBytes {
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity + padding) { storage, initialized in
            let count = fill(UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(storage)[..<capacity]))
            precondition(count >= 0 && count <= capacity, "read more than the room given")
            // The padding, initialized though not counted: a trivial type's elements past
            // the count may be left so.
            storage.baseAddress!.advanced(by: count).initialize(repeating: 0, count: padding)
            initialized = count
        }
        return FileBytes(padded: bytes)
    }
}
