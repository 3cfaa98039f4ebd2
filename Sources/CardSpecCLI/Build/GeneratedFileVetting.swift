import CardSpecDiagnostics
import CardSpecGenerators

/// Vets generated files spec by spec, as they are made: each must have a safe bare name
/// and the emitter's header (else it is cardspec's own bug), and no two specs may make the
/// same file. It keeps only names, so that a build need not hold every file to vet them.
struct GeneratedFileVetting {
    let emitter: Emitter
    /// What went wrong, in the order found; `messages` adds the clashes after them.
    private var problems: [String] = []
    private(set) var status = ExitCode.success
    /// The spec that generated each name (its place in `specs`), by the name without case
    /// (which keeps the name as generated): `Foo.swift` and `foo.swift` are one file on
    /// macOS. One entry is 28 bytes: the table of a large build's 40,000 names is rebuilt
    /// each time it doubles, each time on fresh pages, and with the spec's path and the
    /// name held in each (72 bytes) those pages were most of `build`'s page faults.
    private var owners: [CaselessName: Int32] = [:]
    /// Every spec vetted, in order.
    private var specs: [String] = []
    /// Two specs and the files both generate, reported together.
    private var clashes: [(first: String, second: String, names: [String])] = []

    init(emitter: Emitter) {
        self.emitter = emitter
    }

    /// The lowercased names of every file accepted so far.
    var generatedNames: Set<String> { Set(owners.keys.lazy.map { Self.caseless($0.name) }) }

    /// Whether `name`, without case, is a file accepted so far: what
    /// `generatedNames.contains(name.lowercased())` says. An ASCII name (every name a build
    /// writes) is looked up in place, without the set and a lowercased copy of each of a
    /// directory's thousands of entries; for any other, `otherNames` is made the set, once.
    func generates(_ name: String, otherNames: inout Set<String>?) -> Bool {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return owners[CaselessName(name)] != nil }
        if otherNames == nil { otherNames = generatedNames }
        return otherNames?.contains(name.lowercased()) == true
    }

    /// The files of `spec` that may be written, in order; records why any other may not.
    /// More files of the spec vetted last (a spec generated in its turn is vetted file by
    /// file) are the same spec's.
    mutating func accept(_ files: [GeneratedFile], of spec: String) -> [GeneratedFile] {
        let continuing = specs.last == spec
        let specNumber = Int32(continuing ? specs.count - 1 : specs.count)
        // Made only for a message: a clean build makes none.
        var shownSpec: String { "'" + VisibleText.sanitized(spec) + "'" }
        // The positions of the files refused: a sound build refuses none, and its files are
        // handed back as they came rather than gathered into a new list.
        var refused: [Int] = []
        for index in files.indices {
            let file = files[index]
            var shownName: String { "'" + VisibleText.sanitized(file.name) + "'" }
            if let problem = GeneratedFileName.problem(with: file.name, fileExtension: emitter.fileExtension) {
                fail("internal error: the \(emitter.name) generator named a file of \(shownSpec) \(shownName), "
                    + "and \(problem); please report it", .failure)
                refused.append(index)
                continue
            }
            if !emitter.isGenerated(file.leadingBytes(emitter.headerMarker.utf8.count)) {
                fail("internal error: the \(emitter.name) generator's \(shownName) for \(shownSpec) does not start "
                    + "with '\(emitter.headerMarker)'; please report it", .failure)
                refused.append(index)
                continue
            }
            let key = CaselessName(file.name)
            guard let ownerNumber = owners.keepingFirst(specNumber, forKey: key) else { continue }
            refused.append(index)
            // `spec` is not in `specs` until its first files are vetted.
            let owner = (spec: Int(ownerNumber) < specs.count ? specs[Int(ownerNumber)] : spec,
                         name: owners.keys[owners.index(forKey: key)!].name)
            if owner.spec == spec, owner.name == file.name {
                fail("internal error: the \(emitter.name) generator made \(shownName) twice for \(shownSpec); please report it",
                     .failure)
            } else if owner.spec == spec {
                // Two declarations whose names differ only in case (cards `Summary` and
                // `SUMMARY`): distinct in Swift, one file on a file system without case.
                fail("\(shownSpec) generates '\(VisibleText.sanitized(owner.name))' and \(shownName), the same file where "
                    + "case does not matter (macOS); rename one of the declarations they are made from", .errorsFound)
            } else if owner.name == file.name {
                if let index = clashes.firstIndex(where: { $0.first == owner.spec && $0.second == spec }) {
                    clashes[index].names.append(file.name)
                } else {
                    clashes.append((owner.spec, spec, [file.name]))
                }
                status = status.combined(with: .errorsFound)
            } else {
                fail("'\(VisibleText.sanitized(owner.spec))' generates '\(VisibleText.sanitized(owner.name))' and "
                    + "\(shownSpec) \(shownName), the same file where case does not matter (macOS); \(emitter.clashAdvice)",
                     .errorsFound)
            }
        }
        if !continuing { specs.append(spec) }
        guard !refused.isEmpty else { return files }
        return files.indices.filter { !refused.contains($0) }.map { files[$0] }
    }

    /// `name.lowercased()`, on the bytes when they are ASCII (generated names are).
    static func caseless(_ name: String) -> String {
        let lowered: String?? = name.utf8.withContiguousStorageIfAvailable { bytes in
            // Lowered in one pass into a scratch buffer, then made a String:
            // `String(decoding:as:)` checks ASCII a word at a time, where a String written
            // in place is checked byte by byte.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { lowered in
                var any: UInt8 = 0
                var changed = false
                for index in bytes.indices {
                    let byte = bytes[index]
                    any |= byte
                    let lower = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
                    changed = changed || lower != byte
                    lowered[index] = lower
                }
                guard any < 0x80 else { return nil }
                return changed ? String(decoding: UnsafeBufferPointer(lowered), as: UTF8.self) : name
            }
        }
        return (lowered ?? nil) ?? name.lowercased()
    }

    /// Every problem, then every clash.
    var messages: [String] {
        problems + clashes.map { clash in
            var names = clash.names.prefix(3).map { "'" + VisibleText.sanitized($0) + "'" }
            if clash.names.count > 3 { names.append("\(clash.names.count - 3) more") }
            return "'\(VisibleText.sanitized(clash.first))' and '\(VisibleText.sanitized(clash.second))' both generate "
                + listing(names, conjunction: "and") + "; " + emitter.clashAdvice
        }
    }

    private mutating func fail(_ message: String, _ severity: ExitCode) {
        problems.append(message)
        status = status.combined(with: severity)
    }
}

/// A name compared and hashed without case, as `GeneratedFileVetting.caseless` spells it,
/// but for an ASCII name (every generated one) on its own bytes, lowered a word at a time,
/// without a lowercased copy (allocated, at several hundred instructions a name). Hashed
/// once, when made, through the run's seeded `Hasher`, as a `String` is: no set of names
/// written to collide can make the vetting slow.
struct CaselessName: Hashable {
    /// The name as given.
    let name: String
    /// The seeded hash of the name's bytes without case.
    private let folded: Int

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    init(_ name: String) {
        self.name = name
        var hasher = Hasher()
        Self.withCaselessBytes(name) { bytes, lower in
            hasher.combine(bytes.count)
            Self.forEachWord(of: bytes) { hasher.combine(lower ? Self.lowered($0) : $0) }
        }
        folded = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(folded)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.folded == rhs.folded else { return false }
        return withCaselessBytes(lhs.name) { left, lowerLeft in
            withCaselessBytes(rhs.name) { right, lowerRight in
                guard left.count == right.count else { return false }
                var offset = 0
                while offset < left.count {
                    let leftWord = word(of: left, at: offset), rightWord = word(of: right, at: offset)
                    if (lowerLeft ? lowered(leftWord) : leftWord) != (lowerRight ? lowered(rightWord) : rightWord) {
                        return false
                    }
                    offset += 8
                }
                return true
            }
        }
    }

    /// The bytes whose lowercase is the name without case, and whether they still need
    /// lowering (an ASCII name's own bytes) or are lowercased already (any other name's
    /// `lowercased()`, made each time: it is not kept, to keep the key small, and no
    /// generated name is outside ASCII).
    private static func withCaselessBytes<Result>(
        _ name: String, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Result
    ) -> Result {
        let isASCII = name.withUTF8InPlace { bytes in
            var any: UInt64 = 0
            forEachWord(of: bytes) { any |= $0 }
            return any & highs == 0
        }
        if isASCII { return name.withUTF8InPlace { body($0, true) } }
        return name.lowercased().withUTF8InPlace { body($0, false) }
    }

    /// `bytes` eight at a time.
    @inline(__always)
    private static func forEachWord(of bytes: UnsafeBufferPointer<UInt8>, _ body: (UInt64) -> Void) {
        var offset = 0
        while offset < bytes.count {
            body(word(of: bytes, at: offset))
            offset += 8
        }
    }

    /// The eight bytes from `offset`, the last word of a name padded with zeros.
    @inline(__always)
    private static func word(of bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        if offset + 8 <= bytes.count {
            return UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
        }
        var word: UInt64 = 0
        for index in offset..<bytes.count { word |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
        return word
    }

    /// The ASCII bytes of `word` lowercased: 0x20 added to each from `A` to `Z`.
    @inline(__always)
    private static func lowered(_ word: UInt64) -> UInt64 {
        let fromA = word &+ ones &* (0x80 - 0x41), afterZ = word &+ ones &* (0x80 - 0x5B)
        return word | (fromA & ~afterZ & highs) >> 2
    }
}
