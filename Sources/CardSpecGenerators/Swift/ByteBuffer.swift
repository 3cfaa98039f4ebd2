/// Bytes appended a piece at a time, as the writer and `SwiftCode` collect source:
/// each append is a capacity check and a copy. (`Array.append(contentsOf:)` costs several
/// times that for the short pieces source is made of.)
struct ByteBuffer {
    private final class Storage: ManagedBuffer<(count: Int, capacity: Int), UInt8> {}

    private var storage: Storage

    init(capacity: Int) {
        storage = Self.makeStorage(capacity: capacity)
    }

    // The header is read and written through its pointer: as a class's stored property
    // it would be checked for exclusive access, at a cost larger than the copies.

    var count: Int { storage.withUnsafeMutablePointerToHeader { $0.pointee.count } }

    /// How many bytes the storage holds without growing.
    var capacity: Int { storage.withUnsafeMutablePointerToHeader { $0.pointee.capacity } }

    subscript(offset: Int) -> UInt8 {
        storage.withUnsafeMutablePointers { header, elements in
            precondition(offset >= 0 && offset < header.pointee.count)
            return elements[offset]
        }
    }

    func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withUnsafeMutablePointers { header, elements in
            body(UnsafeBufferPointer(start: elements, count: header.pointee.count))
        }
    }

    mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let source = piece.baseAddress, !piece.isEmpty else { return }
        reserve(piece.count)
        storage.withUnsafeMutablePointers { header, elements in
            copyBytes(from: source, to: elements + header.pointee.count, count: piece.count)
            header.pointee.count += piece.count
        }
    }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        storage.withUnsafeMutablePointers { header, elements in
            (elements + header.pointee.count).initialize(to: byte)
            header.pointee.count += 1
        }
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
                storage.withUnsafeMutablePointers { header, elements in
                    var end = elements + header.pointee.count
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
                    header.pointee.count = end + 1 - elements
                }
            }
        }
    }

    /// Drops the bytes from `offset` on.
    mutating func removeSuffix(from offset: Int) {
        precondition(offset >= 0 && offset <= count)
        reserve(0)
        storage.withUnsafeMutablePointerToHeader { $0.pointee.count = offset }
    }

    /// Makes room for `extra` more bytes, in storage of this buffer's own. (Inlined: every
    /// append asks, and there is room nearly always.)
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        let (count, capacity) = storage.withUnsafeMutablePointerToHeader { $0.pointee }
        if count + extra <= capacity, isKnownUniquelyReferenced(&storage) { return }
        grow(count: count, capacity: capacity, extra: extra)
    }

    private mutating func grow(count: Int, capacity: Int, extra: Int) {
        let grown = Self.makeStorage(capacity: Swift.max(count + extra, capacity * 2))
        storage.withUnsafeMutablePointerToElements { old in
            grown.withUnsafeMutablePointers { header, elements in
                elements.initialize(from: old, count: count)
                header.pointee.count = count
            }
        }
        storage = grown
    }

    private static func makeStorage(capacity: Int) -> Storage {
        let capacity = Swift.max(capacity, 16)
        let buffer = Storage.create(minimumCapacity: capacity) { _ in (0, capacity) }
        // `create` makes a ManagedBuffer of the class it is called on.
        return unsafeDowncast(buffer, to: Storage.self)
    }
}

extension String {
    init(decoding buffer: ByteBuffer) {
        self = buffer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }
}

/// Copies `count` bytes. Source is made of short pieces, and for those a few word moves
/// cost less than a call to `memcpy`.
@inline(__always)
func copyBytes(from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, count: Int) {
    switch count {
    case 0:
        break
    case 1...3:
        destination.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
        destination.storeBytes(of: source.load(fromByteOffset: count / 2, as: UInt8.self), toByteOffset: count / 2, as: UInt8.self)
        destination.storeBytes(of: source.load(fromByteOffset: count - 1, as: UInt8.self), toByteOffset: count - 1, as: UInt8.self)
    case 4...7:
        let head = source.loadUnaligned(as: UInt32.self)
        let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        destination.storeBytes(of: head, as: UInt32.self)
        destination.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
    case 8...16:
        let head = source.loadUnaligned(as: UInt64.self)
        let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        destination.storeBytes(of: head, as: UInt64.self)
        destination.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
    default:
        destination.copyMemory(from: source, byteCount: count)
    }
}
