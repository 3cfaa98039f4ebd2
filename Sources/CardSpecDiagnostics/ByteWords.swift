/// Tests on eight bytes at once, read as one little-endian `UInt64`: each gives a mask with
/// the high bit of the bytes it finds set. The one place these are written: the line table,
/// the pre-scan and the checks of generated names read bytes with them.
///
/// A test marked "exact" sets exactly the bytes it finds. The others may also set bytes
/// above (later than) a byte they find, through a borrow or a carry, never below one: their
/// lowest set bit is the first byte found, and a nonzero mask means a byte was found.
public enum ByteWords {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The bytes of `word` below `limit` (at most 0x80).
    @inlinable @inline(__always)
    public static func bytes(of word: UInt64, below limit: UInt8) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highBits
    }

    /// The bytes of `word` equal to `byte`.
    @inlinable @inline(__always)
    public static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        bytes(of: word ^ (ones &* UInt64(byte)), below: 1)
    }

    /// The bytes of `word` outside 0x20...0x7E. A byte below 0x20 borrows into its high bit;
    /// one of 0x7F or more has it set (or sets it when 1 is added).
    @inlinable @inline(__always)
    public static func notPrintable(_ word: UInt64) -> UInt64 {
        bytes(of: word, below: 0x20) | ((word | (word &+ ones)) & highBits)
    }

    /// The bytes of `word` that are not printable ASCII, tab, LF or CR, exactly: each byte's
    /// low seven bits plus at most 0x7F stay within the byte.
    @inlinable @inline(__always)
    public static func notPlain(_ word: UInt64) -> UInt64 {
        let low = word & ~highBits
        // High bit set where the low bits are not 0x09, 0x0A or 0x0D (none of the three).
        let notAllowed = ((low ^ (0x09 &* ones)) &+ 0x7F &* ones) & ((low ^ (0x0A &* ones)) &+ 0x7F &* ones)
            & ((low ^ (0x0D &* ones)) &+ 0x7F &* ones)
        let control = ~(low &+ 0x60 &* ones)  // below 0x20
        let delete = low &+ ones  // 0x7F
        return (word | delete | (control & notAllowed)) & highBits
    }

    /// The first byte at or after `start` that `mask` finds, read eight bytes at a time up
    /// to `limit`; where fewer than eight are left, `limit` is not reached and the bytes
    /// from there are the caller's (returned as found).
    @inlinable @inline(__always)
    public static func firstFound(
        from start: Int, in base: UnsafeRawPointer, limit: Int, by mask: (UInt64) -> UInt64
    ) -> Int {
        var index = start
        while index + 8 <= limit {
            let found = mask(base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            if found != 0 { return index + (found.trailingZeroBitCount >> 3) }
            index += 8
        }
        return index
    }
}
