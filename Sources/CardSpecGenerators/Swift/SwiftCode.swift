/// Swift source text as the generator writes it, with string interpolation:
/// `writer.line("let \(name) = \(value)")`. The pieces are copied once, as UTF-8, into
/// one buffer: `DefaultStringInterpolation` would append them to a String, piece by piece,
/// and the writer then copy that String again (most of the generator's time).
///
/// Code of up to `inlineCapacity` bytes (most lines and expressions) is kept in the
/// value itself, so making it allocates nothing; a literal is kept as its pointer. The
/// value is one `Interpolation` of 128 bytes: larger, every move of it (a line is
/// built, made a `SwiftCode`, passed on) was a call to `memcpy`, where now it is a few
/// register moves.
struct SwiftCode: ExpressibleByStringInterpolation, CustomStringConvertible {
    static let inlineCapacity = MemoryLayout<InlineBytes>.size

    /// Room for 112 bytes, as words: a line that fits its 100 columns fits.
    fileprivate typealias InlineBytes = (
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
    )

    private let built: Interpolation

    init(stringLiteral literal: StaticString) {
        built = Interpolation(literal: literal)
    }

    init(stringInterpolation code: Interpolation) {
        built = code
    }

    /// Code written piece by piece: `build` appends to it.
    init(_ build: (inout Interpolation) -> Void) {
        var code = Interpolation(literalCapacity: 0, interpolationCount: 0)
        build(&code)
        self.init(stringInterpolation: code)
    }

    /// The code as a String, for the places that keep text as Strings.
    var description: String { withUTF8 { String(decoding: $0, as: UTF8.self) } }

    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        built.withUTF8(body)
    }

    struct Interpolation: StringInterpolationProtocol {
        fileprivate var inline: InlineBytes = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        /// The count of bytes inline; `Self.literal` for a literal, whose address and count
        /// are the first two words of `inline`.
        fileprivate var inlineCount = 0
        /// The bytes, once there are more than fit inline.
        fileprivate var heap: ByteBuffer?

        private static var literal: Int { -1 }

        init(literalCapacity: Int, interpolationCount: Int) {}

        /// A literal, read where it is (a literal of one scalar has no address: copied).
        /// Out of line: every literal line calls it, and inlined it made each of them
        /// longer (the generator's code is already more than the instruction cache holds).
        ///
        /// The scalar's copy is made in a value of its own: a closure that appended to
        /// `self` here made the optimizer build every literal in a temporary and copy it
        /// out (about 40 instructions a literal line, 48,000 lines of `feature00`).
        @inline(never)
        fileprivate init(literal: StaticString) {
            if literal.hasPointerRepresentation {
                inline.0 = UInt64(UInt(bitPattern: literal.utf8Start))
                inline.1 = UInt64(literal.utf8CodeUnitCount)
                inlineCount = Self.literal
            } else {
                self = Self.copying(literal)
            }
        }

        private static func copying(_ literal: StaticString) -> Interpolation {
            var code = Interpolation(literalCapacity: 0, interpolationCount: 0)
            literal.withUTF8Buffer { code.append(bytes: $0) }
            return code
        }

        /// The bytes where they are: read in place, not copied out.
        func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            if let heap { return heap.withUnsafeBytes(body) }
            if inlineCount == Self.literal {
                return body(UnsafeBufferPointer(start: UnsafePointer<UInt8>(bitPattern: UInt(inline.0)), count: Int(inline.1)))
            }
            return withUnsafeBytes(of: inline) { body(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[0..<inlineCount])) }
        }

        // Inlined, like `appendInterpolation(_: SwiftCode)`: every line makes several of
        // these calls, and a call cost more than the copy it makes.
        @inline(__always)
        mutating func appendLiteral(_ literal: StaticString) {
            guard literal.hasPointerRepresentation else { return literal.withUTF8Buffer { append(bytes: $0) } }
            append(bytes: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        }

        // A flag says whether the bytes were read in place: tested as a `Void?`, the result
        // made the optimizer retain and release the text's storage around every append.
        mutating func appendInterpolation(_ text: String) {
            var copied = false
            text.utf8.withContiguousStorageIfAvailable { append(bytes: $0); copied = true }
            if !copied { Array(text.utf8).withUnsafeBufferPointer { append(bytes: $0) } }
        }

        mutating func appendInterpolation(_ text: Substring) {
            var copied = false
            text.utf8.withContiguousStorageIfAvailable { append(bytes: $0); copied = true }
            if !copied { Array(text.utf8).withUnsafeBufferPointer { append(bytes: $0) } }
        }

        @inline(__always)
        mutating func appendInterpolation(_ code: SwiftCode) { code.withUTF8 { append(bytes: $0) } }

        /// A literal's bytes where they are (through `description`, each made a String).
        @inline(__always)
        mutating func appendInterpolation(_ literal: StaticString) { appendLiteral(literal) }

        /// `items.joined(separator: separator)`.
        mutating func appendInterpolation(joined items: some Sequence<String>, separator: StaticString = ", ") {
            var first = true
            for item in items {
                if !first { appendLiteral(separator) }
                appendInterpolation(item)
                first = false
            }
        }

        /// Appends `code` (a literal here is SwiftCode, not a String). A literal alone goes
        /// in by `appendLiteral`: made a SwiftCode, it would cost more than its copy.
        mutating func append(_ code: SwiftCode) { appendInterpolation(code) }

        /// Decimal digits, as `String(number)` writes them.
        mutating func appendInterpolation(_ number: Int) {
            DecimalDigits.withBytes(of: number) { append(bytes: $0) }
        }

        /// `value.description`, which `DefaultStringInterpolation` writes too (reached
        /// without its dynamic casts).
        mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
            appendInterpolation(value.description)
        }

        /// Anything else as `DefaultStringInterpolation` writes it.
        mutating func appendInterpolation<Value>(_ value: Value) { appendInterpolation(String(describing: value)) }

        mutating func append(byte: UInt8) {
            withUnsafePointer(to: byte) { append(bytes: UnsafeBufferPointer(start: $0, count: 1)) }
        }

        @inline(__always)
        mutating func append(bytes piece: UnsafeBufferPointer<UInt8>) {
            guard let source = piece.baseAddress else { return }
            if heap == nil, inlineCount + piece.count <= SwiftCode.inlineCapacity {
                let offset = inlineCount
                withUnsafeMutableBytes(of: &inline) { copyBytes(from: source, to: $0.baseAddress! + offset, count: piece.count) }
                inlineCount += piece.count
                return
            }
            appendToHeap(piece)
        }

        private mutating func appendToHeap(_ piece: UnsafeBufferPointer<UInt8>) {
            if heap == nil {
                var spilled = ByteBuffer(capacity: 2 * (inlineCount + piece.count))
                withUnsafeBytes(of: inline) { spilled.append(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[0..<inlineCount])) }
                heap = spilled
            }
            heap!.append(piece)
        }
    }
}
