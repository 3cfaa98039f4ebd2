import CardSpecDiagnostics

/// Writes layout JSON straight into bytes as the generator walks the spec: the same text
/// `JSONWriter.document` makes of a `JSONValue` (two spaces per level, members in the order
/// written, the same escapes and numbers), without building the tree first. A document is
/// hundreds of kilobytes of mostly small values, and the tree cost ten times the check.
///
/// In an object, each member starts with `key`; in an array, each element with `item`.
struct JSONStream {
    private let output: JSONBytes
    /// The nesting depth of what is being written.
    private var depth = 0
    /// Whether the container just opened has no member yet.
    private var isEmpty = false

    /// A stream that keeps everything written until it is taken.
    init() {
        output = JSONBytes(onPiece: nil)
    }

    /// A stream that hands each piece of `largestChunk` to `onPiece` as it is finished;
    /// `takePieces` then gives what is left.
    init(onPiece: @escaping ([UInt8]) -> Void) {
        output = JSONBytes(onPiece: onPiece)
    }

    /// What has been written; the stream is left empty.
    mutating func takeBytes() -> [UInt8] { output.take() }

    /// What has been written, in the pieces it was kept in (`GeneratedFile.pieces`); the
    /// stream is left empty.
    mutating func takePieces() -> [[UInt8]] { output.takePieces() }

    // MARK: - Structure

    mutating func openObject() {
        output.append(UInt8(ascii: "{"))
        open()
    }

    mutating func closeObject() {
        close(UInt8(ascii: "}"))
    }

    mutating func openArray() {
        output.append(UInt8(ascii: "["))
        open()
    }

    mutating func closeArray() {
        close(UInt8(ascii: "]"))
    }

    /// Starts a member whose name needs no escaping (it is written as it is).
    mutating func key(_ name: StaticString) {
        separate()
        output.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { output.append($0) }
        output.append(UInt8(ascii: "\""))
        output.append(UInt8(ascii: ":"))
        output.append(UInt8(ascii: " "))
    }

    mutating func key(_ name: String) {
        separate()
        string(name)
        output.append(UInt8(ascii: ":"))
        output.append(UInt8(ascii: " "))
    }

    /// Starts a member whose name was written before: a catalog name that every part of a
    /// kind repeats.
    mutating func key(_ name: Key) {
        separate()
        name.bytes.withUnsafeBufferPointer { output.append($0) }
    }

    /// A member's name as written: `"name": `.
    struct Key: Sendable {
        let bytes: [UInt8]

        init(_ name: String) {
            var stream = JSONStream()
            stream.string(name)
            bytes = stream.takeBytes() + Array(": ".utf8)
        }
    }

    /// Starts an element of an array.
    mutating func item() {
        separate()
    }

    /// The line feed that ends a document.
    mutating func endDocument() {
        output.append(10)
    }

    // MARK: - Values

    mutating func null() {
        Self.nullText.withUTF8Buffer { output.append($0) }
    }

    mutating func bool(_ value: Bool) {
        (value ? Self.trueText : Self.falseText).withUTF8Buffer { output.append($0) }
    }

    mutating func int(_ value: Int) {
        DecimalDigits.withBytes(of: value) { output.append($0) }
    }

    /// A number as `JSONValue.numeric` and the writer give it: an integer when it is a
    /// whole one, else the shortest text that reads back the same, `null` when not finite.
    mutating func number(_ value: Double) {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return int(Int(value)) }
        string(JSONWriter.number(value), quoted: false)
    }

    mutating func string(_ text: String) {
        string(text, quoted: true)
    }

    /// `text`, or null.
    mutating func optional(_ text: String?) {
        if let text { string(text) } else { null() }
    }

    mutating func strings(_ texts: [String]) {
        openArray()
        for text in texts {
            item()
            string(text)
        }
        closeArray()
    }

    /// A value written before on a stream of its own (`fragment(_:)`), indented here.
    mutating func write(_ fragment: Fragment) {
        fragment.bytes.withUnsafeBufferPointer { bytes in
            guard depth > 0, fragment.isMultiline else { return output.append(bytes) }
            // JSON strings hold no raw line feed: each one in the text ends a line.
            for byte in bytes {
                if byte == 10 { output.appendLineFeed(indentation: 2 * depth) } else { output.append(byte) }
            }
        }
    }

    // MARK: - Fragments

    /// One value, written once and then copied wherever it occurs: a default or theme
    /// value that many parts share.
    struct Fragment: Equatable, Sendable {
        let bytes: [UInt8]
        let isMultiline: Bool

        static let null = JSONStream.fragment { $0.null() }
    }

    static func fragment(_ write: (inout JSONStream) -> Void) -> Fragment {
        var stream = JSONStream()
        write(&stream)
        let bytes = stream.takeBytes()
        return Fragment(bytes: bytes, isMultiline: bytes.contains(10))
    }

    // MARK: - Layout

    private static let nullText: StaticString = "null"
    private static let trueText: StaticString = "true"
    private static let falseText: StaticString = "false"

    /// `text` as a JSON string (escaped as the writer escapes it), or as it is.
    private mutating func string(_ text: String, quoted: Bool) {
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard quoted else { return output.append(utf8) }
            // What JSON escapes: the quote, the backslash, control characters, and U+2028
            // and U+2029, which start with 0xE2 (as a few other characters do: the writer
            // sorts those out).
            for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2 {
                return JSONWriter.quoted(text).utf8.withContiguousStorageIfAvailable { output.append($0) } ?? ()
            }
            output.append(UInt8(ascii: "\""))
            output.append(utf8)
            output.append(UInt8(ascii: "\""))
        }
        if written == nil {
            // Not stored as contiguous UTF-8 (bridged): a native copy is.
            string(String(decoding: Array(text.utf8), as: UTF8.self), quoted: quoted)
        }
    }

    private mutating func open() {
        depth += 1
        isEmpty = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !isEmpty { output.appendLineFeed(indentation: 2 * depth) }
        output.append(bracket)
        isEmpty = false
    }

    /// What comes before a member or element: a comma after the one before, a new line.
    private mutating func separate() {
        if !isEmpty { output.append(UInt8(ascii: ",")) }
        isEmpty = false
        output.appendLineFeed(indentation: 2 * depth)
    }
}

/// The bytes of a `JSONStream`, written to directly: appending to an `Array` a few bytes
/// at a time cost more than the bytes themselves. They are kept in chunks that are never
/// moved, each twice as large as the one before up to `largestChunk`. Once a chunk of that
/// size is full, everything written so far is copied out into a finished piece while it
/// is still in the cache, and the chunk is written again from its start: a large document
/// is handed over in pieces (`takePieces`, or `onPiece` as each is finished), never joined.
/// The layout of a 20 MB spec is 400 MB: one buffer grown by doubling and then copied out
/// peaked at two and a half times that; chunks joined at the end, at 1.3 times (mapped
/// ones), most of the time the join's page faults and the kernel copying the cold result.
private final class JSONBytes {
    /// A chunk filled, and how many of its bytes were written.
    private struct Chunk {
        let base: UnsafeMutablePointer<UInt8>
        let count: Int
    }

    /// The chunks filled before the one written to now.
    private var full: [Chunk] = []
    private var fullCount = 0
    /// The chunk written to now.
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity = 256

    /// Below the 128 KiB from which glibc maps a block of its own (`HeapTuning` holds it
    /// there): pieces of 1 MiB were each mapped and unmapped, a page fault for every 4 KiB
    /// of a large layout, where pieces of this size reuse the heap's memory.
    private static let largestChunk = 64 << 10

    /// Given each piece as it is finished, if set; otherwise they are kept for `takePieces`.
    private let onPiece: (([UInt8]) -> Void)?

    init(onPiece: (([UInt8]) -> Void)?) {
        self.onPiece = onPiece
        base = .allocate(capacity: capacity)
    }

    deinit {
        for chunk in full { chunk.base.deallocate() }
        base.deallocate()
    }

    /// The pieces finished from full chunks of `largestChunk`, in order.
    private var pieces: [[UInt8]] = []

    /// All the bytes, in order, in the pieces finished so far and one for the rest (one
    /// piece for a document smaller than `largestChunk`); the stream is left empty.
    func takePieces() -> [[UInt8]] {
        if pieces.isEmpty || fullCount + count > 0 { pieces.append(joinChunks()) }
        defer { pieces = [] }
        return pieces
    }

    /// All the bytes, in one array; the stream is left empty.
    func take() -> [UInt8] {
        pieces.isEmpty ? joinChunks() : Array(takePieces().joined())
    }

    /// The bytes of the chunks, in one array; each chunk before the last is given back to
    /// the system as soon as it is copied, and the last is written again from its start.
    private func joinChunks() -> [UInt8] {
        let total = fullCount + count
        let bytes = [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            var at = buffer.baseAddress!
            for chunk in full {
                at.update(from: chunk.base, count: chunk.count)
                at += chunk.count
                chunk.base.deallocate()
            }
            at.update(from: base, count: count)
            initialized = total
        }
        full = []
        fullCount = 0
        count = 0
        return bytes
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: start, count: bytes.count)
        count += bytes.count
    }

    /// A line feed and `indentation` spaces.
    @inline(__always)
    func appendLineFeed(indentation: Int) {
        reserve(1 + indentation)
        base[count] = 10
        (base + count + 1).update(repeating: UInt8(ascii: " "), count: indentation)
        count += 1 + indentation
    }

    @inline(__always)
    private func reserve(_ extra: Int) {
        if count + extra > capacity { startChunk(toHold: extra) }
    }

    /// A new chunk for what does not fit in this one; the bytes written stay where they are.
    /// A full chunk of `largestChunk` is made a piece instead, with the chunks before it,
    /// and written again (made larger only for one value larger than it).
    @inline(never)
    private func startChunk(toHold extra: Int) {
        if capacity >= Self.largestChunk {
            let piece = joinChunks()
            if let onPiece { onPiece(piece) } else { pieces.append(piece) }
            if extra > capacity {
                base.deallocate()
                capacity = extra
                base = .allocate(capacity: capacity)
            }
            return
        }
        full.append(Chunk(base: base, count: count))
        fullCount += count
        capacity = max(min(capacity * 2, Self.largestChunk), extra)
        base = .allocate(capacity: capacity)
        count = 0
    }
}
