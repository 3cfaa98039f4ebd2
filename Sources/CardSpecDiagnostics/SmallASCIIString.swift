/// Short ASCII strings made straight from their bytes.
///
/// A `String` of up to 15 bytes is kept inline, in its own two words: the bytes, then the
/// count in the last byte beside flags ("immortal", "small", "ASCII"). The general
/// initializers check the UTF-8 and copy it through a buffer (~130 instructions for a
/// short key); for bytes known to be ASCII (the syntax tree marks them while building)
/// the two words can be written directly (~25). Whether this runtime lays its small
/// strings out that way is checked once, against `String(decoding:as:)` for every count
/// (`isAvailable`); if not, callers take the general path.
public enum SmallASCIIString {
    /// The largest count kept inline.
    public static let capacity = 15

    /// Whether `make` can be used in this process: read once by a caller that makes many
    /// strings (a global's first-use check costs a call per read).
    public static let isAvailable: Bool = {
        #if _pointerBitWidth(_64) && _endian(little)
        guard MemoryLayout<String>.size == 16, MemoryLayout<String>.stride == 16 else { return false }
        let sample = Array("abcdefghijklmnop".utf8)
        return sample.withUnsafeBufferPointer { all in
            (0...capacity).allSatisfy { count in
                let bytes = UnsafeBufferPointer(rebasing: all[0..<count])
                let made = String(decoding: bytes, as: UTF8.self)
                let expected = unsafeBitCast(made, to: (UInt64, UInt64).self)
                let ours = words(bytes)
                return expected.0 == ours.0 && expected.1 == ours.1
            }
        }
        #else
        return false
        #endif
    }()

    /// The string of `bytes`, which must all be ASCII (below 0x80) and at most `capacity`
    /// of them; only when `isAvailable`.
    @inlinable @inline(__always)
    public static func make(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        precondition(bytes.count <= capacity)
        var words = words(bytes)
        // Moved out of the words rather than cast: a cast is a copy, and a copy of a
        // String costs a call to retain it.
        return withUnsafeMutablePointer(to: &words) {
            $0.withMemoryRebound(to: String.self, capacity: 1) { $0.move() }
        }
    }

    /// `make` for the `count` bytes at `start` (at most 15, all ASCII), where 16 bytes can
    /// be read: two loads and masks, with no branch on the count.
    @inlinable @inline(__always)
    public static func make(sixteenBytesAt start: UnsafePointer<UInt8>, count: Int) -> String {
        precondition(count >= 0 && count <= capacity)
        var words = words(sixteenBytesAt: start, count: count)
        return withUnsafeMutablePointer(to: &words) {
            $0.withMemoryRebound(to: String.self, capacity: 1) { $0.move() }
        }
    }

    /// `words` from 16 readable bytes: the bytes past `count` are masked off (a shift by 64
    /// or more gives 0).
    @inlinable @inline(__always)
    static func words(sixteenBytesAt start: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64) {
        let raw = UnsafeRawPointer(start)
        let low = raw.loadUnaligned(as: UInt64.self), high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let lowBits = UInt64(min(count, 8) * 8), highBits = UInt64(max(count - 8, 0) * 8)
        let first = low & (UInt64.max >> (64 - lowBits))
        let second = high & (UInt64.max >> (64 - highBits))
        // Immortal, small, ASCII (0xE0), and the count, in the top byte.
        return (first, second | (0xE0 | UInt64(count)) << 56)
    }

    /// The two words of the small ASCII string of `bytes` (at most 15, all ASCII). Reads
    /// only the `count` bytes there, with at most three loads.
    @inlinable @inline(__always)
    static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        let count = bytes.count
        var first: UInt64 = 0, second: UInt64 = 0
        if count > 0, let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            if count >= 8 {
                first = raw.loadUnaligned(as: UInt64.self)
                // The 8 bytes that end at `count`, shifted down to start at byte 8.
                if count > 8 {
                    second = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) >> UInt64(8 * (16 - count))
                }
            } else if count >= 4 {
                // Two loads of 4 that overlap by 8 - count bytes, which are the same bytes.
                let low = UInt64(raw.loadUnaligned(as: UInt32.self))
                let high = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
                first = low | high << UInt64(8 * (count - 4))
            } else {
                // 1 to 3 bytes: the first, the middle and the last (some the same).
                let middle = count / 2
                first = UInt64(base[0]) | UInt64(base[middle]) << UInt64(8 * middle)
                    | UInt64(base[count - 1]) << UInt64(8 * (count - 1))
            }
        }
        // Immortal, small, ASCII (0xE0), and the count, in the top byte.
        second |= (0xE0 | UInt64(count)) << 56
        return (first, second)
    }
}
