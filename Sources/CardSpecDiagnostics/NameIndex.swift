/// A fixed list of ASCII names, found by their bytes: the position of the first name equal
/// to the one asked for.
///
/// The catalog's lookups (a part by kind, a property by name, an enumeration by name) run
/// for every part and property of every spec checked, the generators' look-ups of Swift's
/// keywords for every name they write, and `Dictionary<String, _>` spends
/// most of such a lookup in its seeded SipHash. Here a name is compared as its bytes.
/// Text that is not ASCII is compared as `String`s when its bytes match no name, since
/// `String` treats canonically equivalent text as equal (U+212A KELVIN SIGN is "K").
///
/// Most names asked for are short ASCII strings, which Swift keeps inline in the string's
/// own two words (bytes, then the count beside flags in the last byte). Such a name is
/// hashed and compared as those two words, read off the `String` in place: no pass over
/// its bytes, no call, one cache line per probe. Names of 16 bytes or more are hashed by
/// their first and last eight bytes and compared with `memcmp`.
public struct NameIndex: Sendable {
    /// A place in the open-addressing table.
    @usableFromInline struct Slot: Sendable {
        /// A name of up to 15 bytes as the words of its small `String`; (0, 0) for a longer
        /// name or an empty slot (a small string's last word is never 0: it holds flags).
        @usableFromInline var low: UInt64
        @usableFromInline var high: UInt64
        /// The name's position, or -1 for an empty slot.
        @usableFromInline var position: Int
    }

    /// A power of two, at least twice the number of names.
    @usableFromInline let slots: [Slot]
    /// 64 minus the bits of a slot number: a hash's top bits pick the slot.
    @usableFromInline let shift: UInt64
    /// Whether this runtime lays out small strings as `SmallWords` expects (checked once).
    @usableFromInline let readsStringWords: Bool
    /// Name `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private let bytes: [UInt8]
    private let starts: [Int32]
    private let names: [String]

    public init(_ names: [String]) {
        precondition(names.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }, "the names are ASCII")
        self.names = names
        var bytes: [UInt8] = []
        var starts: [Int32] = [0]
        for name in names {
            bytes.append(contentsOf: name.utf8)
            starts.append(Int32(bytes.count))
        }
        var bits = 3
        while 1 << bits < names.count * 2 { bits += 1 }
        let shift = UInt64(64 - bits)
        var slots = [Slot](repeating: Slot(low: 0, high: 0, position: -1), count: 1 << bits)
        for (position, name) in names.enumerated() {
            let utf8 = Array(name.utf8)
            let entry: Slot, hash: UInt64
            if let words = utf8.withUnsafeBufferPointer(SmallWords.init(ascii:)) {
                entry = Slot(low: words.low, high: words.high, position: position)
                hash = words.hash
            } else {
                entry = Slot(low: 0, high: 0, position: position)
                hash = utf8.withUnsafeBufferPointer(Self.longHash)
            }
            var slot = Int(truncatingIfNeeded: hash >> shift)
            var taken = false
            while slots[slot].position >= 0 {
                if names[slots[slot].position] == name { taken = true; break }
                slot = (slot + 1) & (slots.count - 1)
            }
            // The first of equal names wins, as a search of the list in order finds it.
            if !taken { slots[slot] = entry }
        }
        self.slots = slots
        self.shift = shift
        self.readsStringWords = SmallWords.matchStrings
        self.bytes = bytes
        self.starts = starts
    }

    /// The position of the first name equal to `name`.
    @inlinable
    public func position(of name: String) -> Int? {
        if readsStringWords {
            let words = SmallWords(of: name)
            if words.isASCII { return position(of: words) }
        }
        return positionReadingBytes(of: name)
    }

    /// Whether `name` is one of the names.
    @inlinable
    public func contains(_ name: String) -> Bool {
        position(of: name) != nil
    }

    /// The position of the name of up to 15 ASCII bytes that `words` hold.
    @inlinable
    func position(of words: SmallWords) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            var slot = Int(truncatingIfNeeded: words.hash >> shift)
            while true {
                if slots[slot].low == words.low, slots[slot].high == words.high { return slots[slot].position }
                if slots[slot].position < 0 { return nil }
                slot = (slot + 1) & (slots.count - 1)
            }
        }
    }

    /// `position(of:)` for a name that is not a small ASCII string, read as bytes.
    @usableFromInline
    func positionReadingBytes(of name: String) -> Int? {
        let found = name.utf8.withContiguousStorageIfAvailable { bytes -> (position: Int?, isASCII: Bool) in
            guard bytes.count > SmallWords.capacity else {
                // Short text outside ASCII matches no name by its bytes.
                guard let words = SmallWords(ascii: bytes) else { return (nil, false) }
                return (position(of: words), true)
            }
            return position(ofLong: bytes)
        }
        if let found, let position = found.position { return position }
        // Not found by its bytes: equal only if canonically equivalent, which ASCII text is
        // to nothing but itself.
        if let found, found.isASCII { return nil }
        return names.firstIndex(of: name)
    }

    /// The position of the name of 16 bytes or more spelled by `wanted`, and whether
    /// `wanted` is ASCII (looked at only when no name matches: most names asked for are
    /// found).
    private func position(ofLong wanted: UnsafeBufferPointer<UInt8>) -> (position: Int?, isASCII: Bool) {
        var slot = Int(truncatingIfNeeded: Self.longHash(wanted) >> shift)
        let position: Int? = slots.withUnsafeBufferPointer { slots in
            starts.withUnsafeBufferPointer { starts in
                bytes.withUnsafeBufferPointer { bytes in
                    while true {
                        let position = slots[slot].position
                        guard position >= 0 else { return nil }
                        let start = Int(starts[position])
                        if slots[slot].high == 0, Int(starts[position + 1]) - start == wanted.count,
                           UnsafeBufferPointer(rebasing: bytes[start..<start + wanted.count]).hasSameBytes(as: wanted) {
                            return position
                        }
                        slot = (slot + 1) & (slots.count - 1)
                    }
                }
            }
        }
        if let position { return (position, true) }
        return (nil, wanted.allSatisfy { $0 < 0x80 })
    }

    /// The hash of a name of 16 bytes or more: its first and last eight bytes and its
    /// count, read with two loads rather than a pass over every byte.
    private static func longHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        precondition(bytes.count > SmallWords.capacity)
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        let first = raw.loadUnaligned(as: UInt64.self)
        let last = raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
        return mix(first ^ UInt64(bytes.count), last)
    }

    /// A hash of two words whose top bits are all mixed (multiplicative hashing).
    @inlinable @inline(__always)
    static func mix(_ low: UInt64, _ high: UInt64) -> UInt64 {
        ((low &* 0x9E37_79B9_7F4A_7C15) ^ high) &* 0xBF58_476D_1CE4_E5B9
    }
}

/// The two words of a small ASCII `String` (up to 15 bytes kept in the string itself): the
/// bytes in order from the low byte of `low`, then 0xE0 (immortal, small, ASCII) with the
/// count in the top byte of `high`.
@usableFromInline
struct SmallWords {
    @inlinable static var capacity: Int { SmallASCIIString.capacity }

    @usableFromInline let low: UInt64
    @usableFromInline let high: UInt64

    /// The words `name` is stored in, whatever its form: they are these words only if
    /// `isASCII` says so (and the runtime lays strings out so, `matchStrings`).
    @inlinable @inline(__always)
    init(of name: String) {
        (low, high) = withUnsafeBytes(of: name) {
            ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
    }

    /// The words of the small string of `bytes`, or nil if there are more than `capacity`
    /// or one is not ASCII.
    @usableFromInline
    init?(ascii bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= Self.capacity, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        (low, high) = SmallASCIIString.words(bytes)
    }

    /// Whether these are the words of a small ASCII string.
    @inlinable
    var isASCII: Bool { high >> 60 == 0xE }

    @inlinable
    var hash: UInt64 { NameIndex.mix(low, high) }

    /// Whether this runtime's small strings are laid out as above (`SmallASCIIString`
    /// checks it once); if not, names are always read as bytes.
    @usableFromInline
    static var matchStrings: Bool { SmallASCIIString.isAvailable }
}

/// FNV-1a in 32 bits, the hash of the generators' table of names found by their bytes
/// (`TakenNames`): a few instructions a byte, where `String`'s seeded SipHash costs
/// hundreds a name.
public enum FNV1a {
    /// The hash of `bytes`, going on from `hash` (that of the bytes before them; by
    /// default none), and whether they are all ASCII, told by the same pass.
    @inlinable @inline(__always)
    public static func hash(_ bytes: UnsafeBufferPointer<UInt8>, from hash: UInt32 = 0x811c_9dc5) -> (hash: UInt32, isASCII: Bool) {
        var hash = hash
        var any: UInt8 = 0
        for byte in bytes {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
            any |= byte
        }
        return (hash, any < 0x80)
    }
}
