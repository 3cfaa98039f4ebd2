import CardSpecDiagnostics

/// The names given out in one generated function (`PartScope`), found by their bytes.
///
/// Every part of every state asks for a name, and most are taken already: `textPart`,
/// then `textPart2`, `textPart3`, ... A `Set<String>` hashed each try with its seeded
/// SipHash and made a `String` of it first. Here a name is hashed with FNV-1a over its
/// bytes, a numbered one from its base's hash on, and compared byte for byte; only the
/// name given out becomes a `String`. Text outside ASCII is compared as `String`s (which
/// treat canonically equivalent text as equal), and is never equal to ASCII text.
struct TakenNames {
    private struct Slot {
        /// Where the name's bytes start in `bytes`; -1 for an empty slot.
        var start: Int32
        var count: Int32
        var hash: UInt32
        /// The number to try first for a name numbered after this one (0: from 2): every
        /// number below it was taken when the last such name was given out, and names are
        /// never given back. (Tried from 2 each time, the tenth `labelPart` of a function
        /// was hashed and looked up ten times.)
        var nextNumber: Int32
    }

    /// The ASCII names, one after another.
    private var bytes = ByteBuffer(capacity: 256)
    /// Open addressing; the count is a power of two, at most half of them used.
    private var slots = Self.emptySlots
    /// A new table's slots, shared until the first name is taken: every generated function
    /// has a table, and `Array(repeating:count:)` made each through unspecialized generic
    /// code (run-time metadata looked up for every array).
    private static let emptySlots = [Slot](repeating: Slot(start: -1, count: 0, hash: 0, nextNumber: 0), count: 32)
    private var used = 0
    /// The names outside ASCII.
    private var others: [String] = []

    /// Takes `name` unless it is taken; whether it was free.
    mutating func insert(_ name: String) -> Bool {
        var free: Bool?
        name.utf8.withContiguousStorageIfAvailable { bytes in
            if let hash = Self.asciiHash(bytes) { free = insert(bytes, hash: hash) }
        }
        if let free { return free }
        guard !others.contains(name) else { return false }
        others.append(name)
        return true
    }

    /// `base` followed by the first number from 2 on that makes a name not taken, taken.
    mutating func insertNumbered(_ base: String) -> String {
        var numbered: String?
        base.utf8.withContiguousStorageIfAvailable { base in
            guard let hash = Self.asciiHash(base) else { return }
            numbered = insertNumbered(ascii: base, hash: hash)
        }
        if let numbered { return numbered }
        var counter = 2
        while true {
            let name = base + String(counter)
            if insert(name) { return name }
            counter += 1
        }
    }

    /// `name` if it is free, else `insertNumbered(name)`, from its bytes: only the name
    /// given out becomes a String.
    mutating func insertOrNumber(_ name: UnsafeBufferPointer<UInt8>) -> String {
        guard let hash = Self.asciiHash(name) else {
            let text = String(decoding: name, as: UTF8.self)
            return insert(text) ? text : insertNumbered(text)
        }
        if insert(name, hash: hash) { return String(decoding: name, as: UTF8.self) }
        return insertNumbered(ascii: name, hash: hash)
    }

    /// `insertNumbered` of an ASCII base whose hash is `hash`: each try writes its number
    /// after the base (up to 20 digits) and goes on hashing from the base's hash. The first
    /// number tried is the one after the base's last (`Slot.nextNumber`), when the base is
    /// taken (it nearly always is: that is why it is numbered).
    private mutating func insertNumbered(ascii base: UnsafeBufferPointer<UInt8>, hash: UInt32) -> String {
        let baseSlot = find(base, hash: hash)
        var counter = 2
        if let baseSlot, slots[baseSlot].nextNumber > 2 { counter = Int(slots[baseSlot].nextNumber) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: base.count + 20) { name in
            _ = name.initialize(fromContentsOf: base)
            while true {
                let end = DecimalDigits.withBytes(of: counter) { digits in
                    UnsafeMutableBufferPointer(rebasing: name[base.count...]).initialize(fromContentsOf: digits) + base.count
                }
                let candidate = UnsafeBufferPointer(rebasing: name[..<end])
                if insert(candidate, hash: FNV1a.hash(UnsafeBufferPointer(rebasing: candidate[base.count...]), from: hash).hash) {
                    // Found again: the insertion may have grown the table.
                    if baseSlot != nil, let slot = find(base, hash: hash), counter < Int(Int32.max) {
                        slots[slot].nextNumber = Int32(counter + 1)
                    }
                    return String(decoding: candidate, as: UTF8.self)
                }
                counter += 1
            }
        }
    }

    private mutating func insert(_ name: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Bool {
        let (found, slot) = probe(name, hash: hash)
        guard !found else { return false }
        slots[slot] = Slot(start: Int32(bytes.count), count: Int32(name.count), hash: hash, nextNumber: 0)
        bytes.append(name)
        used += 1
        if used * 2 > slots.count { grow() }
        return true
    }

    /// The slot that holds `name`, if it is taken.
    private func find(_ name: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int? {
        let (found, slot) = probe(name, hash: hash)
        return found ? slot : nil
    }

    /// Whether `name` is taken, and its slot or the empty slot where it would go.
    private func probe(_ name: UnsafeBufferPointer<UInt8>, hash: UInt32) -> (found: Bool, slot: Int) {
        var slot = Int(hash) & (slots.count - 1)
        let found = bytes.withUnsafeBytes { bytes in
            slots.withUnsafeBufferPointer { slots in
                while slots[slot].start >= 0 {
                    let entry = slots[slot]
                    if entry.hash == hash, Int(entry.count) == name.count,
                       UnsafeBufferPointer(rebasing: bytes[Int(entry.start)..<Int(entry.start) + name.count]).hasSameBytes(as: name) {
                        return true
                    }
                    slot = (slot + 1) & (slots.count - 1)
                }
                return false
            }
        }
        return (found, slot)
    }

    private mutating func grow() {
        var larger = [Slot](repeating: Slot(start: -1, count: 0, hash: 0, nextNumber: 0), count: slots.count * 2)
        for entry in slots where entry.start >= 0 {
            var slot = Int(entry.hash) & (larger.count - 1)
            while larger[slot].start >= 0 { slot = (slot + 1) & (larger.count - 1) }
            larger[slot] = entry
        }
        slots = larger
    }

    /// The hash of ASCII bytes; nil for any other text.
    private static func asciiHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        let (hash, isASCII) = FNV1a.hash(bytes)
        return isASCII ? hash : nil
    }
}
