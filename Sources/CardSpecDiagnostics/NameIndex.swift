/// A fixed list of ASCII names, found by their bytes: the position of the first name equal
/// to the one asked for.
///
/// The catalog's lookups (a part by kind, a property by name, an enumeration by name) run
/// for every part and property of every spec checked, the generators' look-ups of Swift's
/// keywords for every name they write, and `Dictionary<String, _>` spends
/// most of such a lookup in its seeded SipHash. Here a name's bytes are read in place,
/// hashed with FNV-1a and compared once. Text that is not ASCII is compared as `String`s
/// when its bytes match no name, since `String` treats canonically equivalent text as
/// equal (U+212A KELVIN SIGN is "K").
public struct NameIndex: Sendable {
    /// Name `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private let bytes: [UInt8]
    private let starts: [Int32]
    /// Open addressing: a name's position, or -1. The count is a power of two.
    private let slots: [Int32]
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
        var capacity = 8
        while capacity < names.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: -1, count: capacity)
        for (position, name) in names.enumerated() {
            var slot = Array(name.utf8).withUnsafeBufferPointer { Self.hash($0).hash } & (capacity - 1)
            var taken = false
            while slots[slot] >= 0 {
                if names[Int(slots[slot])] == name { taken = true; break }
                slot = (slot + 1) & (capacity - 1)
            }
            // The first of equal names wins, as a search of the list in order finds it.
            if !taken { slots[slot] = Int32(position) }
        }
        self.bytes = bytes
        self.starts = starts
        self.slots = slots
    }

    /// The position of the first name equal to `name`.
    public func position(of name: String) -> Int? {
        let found = name.utf8.withContiguousStorageIfAvailable { position(ofBytes: $0) }
        if let found, let position = found.position { return position }
        // Not found by its bytes: equal only if canonically equivalent, which ASCII text is
        // to nothing but itself.
        if let found, found.isASCII { return nil }
        return names.firstIndex(of: name)
    }

    /// Whether `name` is one of the names.
    public func contains(_ name: String) -> Bool {
        position(of: name) != nil
    }

    /// The position of the name spelled by `wanted`, and whether `wanted` is ASCII (told
    /// by the same pass that hashes it: most names asked for are in no list).
    private func position(ofBytes wanted: UnsafeBufferPointer<UInt8>) -> (position: Int?, isASCII: Bool) {
        let mask = slots.count - 1
        let (hash, isASCII) = Self.hash(wanted)
        var slot = hash & mask
        let position: Int? = slots.withUnsafeBufferPointer { slots in
            starts.withUnsafeBufferPointer { starts in
                bytes.withUnsafeBufferPointer { bytes in
                    while true {
                        let position = Int(slots[slot])
                        guard position >= 0 else { return nil }
                        let start = Int(starts[position])
                        if Int(starts[position + 1]) - start == wanted.count,
                           UnsafeBufferPointer(rebasing: bytes[start..<start + wanted.count]).hasSameBytes(as: wanted) {
                            return position
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
        return (position, isASCII)
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: Int, isASCII: Bool) {
        let (hash, isASCII) = FNV1a.hash(bytes)
        return (Int(hash), isASCII)
    }
}

/// FNV-1a in 32 bits, the hash of the tables of names found by their bytes (`NameIndex`,
/// the generators' `TakenNames`): a few instructions a byte, where `String`'s seeded
/// SipHash costs hundreds a name.
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
