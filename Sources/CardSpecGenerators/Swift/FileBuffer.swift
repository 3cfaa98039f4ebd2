/// The bytes of the file a `SwiftWriter` writes, appended a piece or a line at a time.
///
/// They are kept in an array whose count is the buffer's capacity: the bytes from `count`
/// on are room, written before they are read, if ever. A finished file is that array cut
/// to `count` (`takeBytes`), where a copy into a new array read the whole file again and
/// wrote it into memory no cache held.
///
/// The array is made at the first write, not before: a writer's last file is followed by
/// none, and a writer may write nothing at all.
struct FileBuffer {
    private var storage: [UInt8] = []
    /// How many bytes have been written.
    private(set) var count = 0
    /// The room the array is made with.
    private var firstCapacity: Int

    init(capacity: Int) {
        firstCapacity = capacity
    }

    func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(start: $0.baseAddress, count: count)) }
    }

    /// The bytes written, as an array of their own; the buffer starts again, empty, and
    /// makes room for `nextCapacity` bytes at its first write.
    mutating func takeBytes(nextCapacity: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        swap(&bytes, &storage)
        // Only the count changes: the array is unique, and bytes need no destruction.
        if count < bytes.count { bytes.removeSubrange(count...) }
        count = 0
        firstCapacity = nextCapacity
        return bytes
    }

    mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let source = piece.baseAddress, !piece.isEmpty else { return }
        reserve(piece.count)
        let end = count
        storage.withUnsafeMutableBufferPointer { copyBytes(from: source, to: $0.baseAddress! + end, count: piece.count) }
        count += piece.count
    }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        let end = count
        storage.withUnsafeMutableBufferPointer { $0.baseAddress![end] = byte }
        count += 1
    }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    mutating func append<Text: StringProtocol>(utf8 text: Text) {
        // A flag, not a `Void?` result: see `SwiftCode.Interpolation.appendInterpolation(_:)`.
        var copied = false
        text.utf8.withContiguousStorageIfAvailable { append($0); copied = true }
        if !copied { Array(text.utf8).withUnsafeBufferPointer { append($0) } }
    }

    /// A line: `indentation` spaces, `prefix`, `content`, `suffix` (a comma, ` {`), a line
    /// break; with one reservation for all of it.
    mutating func appendLine(indentation: Int, prefix: StaticString = "", _ content: UnsafeBufferPointer<UInt8>,
                             suffix: StaticString = "") {
        prefix.withUTF8Buffer { prefix in
            suffix.withUTF8Buffer { suffix in
                // Room for the indentation rounded up to words: it is written eight spaces at
                // a time (a call to `memset` for a few spaces cost more than the line's copy),
                // and what goes past it is overwritten or left beyond the count.
                reserve(indentation + 8 + prefix.count + content.count + suffix.count + 1)
                let start = count
                count = storage.withUnsafeMutableBufferPointer { storage in
                    let elements = storage.baseAddress!
                    var end = elements + start
                    var written = 0
                    while written < indentation {
                        UnsafeMutableRawPointer(end).storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: written, as: UInt64.self)
                        written += 8
                    }
                    end += indentation
                    if let source = prefix.baseAddress { copyBytes(from: source, to: end, count: prefix.count) }
                    end += prefix.count
                    if let source = content.baseAddress { copyBytes(from: source, to: end, count: content.count) }
                    end += content.count
                    if let source = suffix.baseAddress { copyBytes(from: source, to: end, count: suffix.count) }
                    end += suffix.count
                    end.initialize(to: UInt8(ascii: "\n"))
                    return end + 1 - elements
                }
            }
        }
    }

    /// Drops the bytes from `offset` on.
    mutating func removeSuffix(from offset: Int) {
        precondition(offset >= 0 && offset <= count)
        count = offset
    }

    /// Makes room for `extra` more bytes. (Inlined: every append asks, and there is room
    /// nearly always. An array shared with a copy of the buffer copies itself at the write.)
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > storage.count { grow(extra: extra) }
    }

    private mutating func grow(extra: Int) {
        var grown = Self.makeStorage(capacity: Swift.max(count + extra, storage.count * 2, firstCapacity))
        let count = count
        storage.withUnsafeBufferPointer { old in
            grown.withUnsafeMutableBufferPointer { $0.baseAddress!.initialize(from: old.baseAddress!, count: count) }
        }
        storage = grown
    }

    /// An array of `capacity` bytes, none of them written: its count is the capacity, and
    /// the buffer's `count` says how many of them hold bytes. (Zeros written into it first
    /// would write every byte twice.)
    private static func makeStorage(capacity: Int) -> [UInt8] {
        let capacity = Swift.max(capacity, 16)
        return [UInt8](unsafeUninitializedCapacity: capacity) { _, initialized in initialized = capacity }
    }
}

extension String {
    init(decoding buffer: FileBuffer) {
        self = buffer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }
}
