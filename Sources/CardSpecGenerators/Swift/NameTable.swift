/// A fixed set of names (Swift's keywords, a function's own locals) that answers
/// `contains` as `Set<String>` does, without hashing: an ASCII name is compared byte by
/// byte with the names of its length. Nearly every identifier the generator writes is
/// looked up, and nearly none is in the set: a hash of each cost more than its line.
struct NameTable: Sendable {
    private let names: Set<String>
    /// Index `n`: the ASCII names of `n` bytes, one after another.
    private let byLength: [[UInt8]]

    init(_ names: Set<String>) {
        self.names = names
        var byLength: [[UInt8]] = []
        for name in names where ASCIIText.isASCII(name) {
            let count = name.utf8.count
            if byLength.count <= count { byLength += Array(repeating: [], count: count + 1 - byLength.count) }
            byLength[count] += name.utf8
        }
        self.byLength = byLength
    }

    func contains(_ name: String) -> Bool {
        let found: Bool?? = name.utf8.withContiguousStorageIfAvailable { bytes in
            // Outside ASCII, String equality is canonical equivalence: left to the Set.
            guard !bytes.isEmpty, TextWidth.isASCII(bytes) else { return nil }
            guard bytes.count < byLength.count else { return false }
            return byLength[bytes.count].withUnsafeBufferPointer { candidates in
                var offset = 0
                while offset < candidates.count {
                    var index = 0
                    while index < bytes.count, candidates[offset + index] == bytes[index] { index += 1 }
                    if index == bytes.count { return true }
                    offset += bytes.count
                }
                return false
            }
        }
        return (found ?? nil) ?? names.contains(name)
    }
}
