import CardSpecDiagnostics
import CardSpecSyntax

/// Turns the syntax tree into the spec model. It reports every structural mistake it
/// finds and keeps going, so one run shows them all; what it cannot make sense of is
/// left out of the model rather than guessed at.
struct Lowerer {
    typealias Node = SyntaxTree.Node
    typealias Pair = SyntaxTree.Pair
    /// A mapping's pairs and a sequence's items, read in place through a pointer into the
    /// tree's children (no retain and release of the tree's buffer for each): they are
    /// valid while `tree` lives, and every one the lowering makes is read by the lowering,
    /// which holds `tree` unchanged for its whole life.
    typealias Pairs = SyntaxTree.PairsInPlace
    typealias Items = SyntaxTree.NodesInPlace

    /// Never replaced: the `Pairs` and `Items` read from it point into it.
    let tree: SyntaxTree
    let vocabulary: any PartVocabulary
    private(set) var diagnostics: [Diagnostic] = []
    /// Whether short ASCII text may become a `String` from its words (read once: a global's
    /// first-use check costs a call per read).
    let smallStrings = SmallASCIIString.isAvailable

    init(tree: SyntaxTree, vocabulary: any PartVocabulary) {
        self.tree = tree
        self.vocabulary = vocabulary
    }

    mutating func report(
        _ kind: DiagnosticKind, _ message: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) {
        diagnostics.append(Diagnostic(kind, message, at: range, notes: notes, fixIts: fixIts))
    }

    func range(_ node: Node) -> SourceRange { tree.range(node) }

    // MARK: Node kinds

    // `mapping`, `sequence` and `string` are inlined, their reports out of line: a
    // function that takes a closure is copied by the optimizer for every closure passed
    // to it (`mapping` had 22 copies), and each card ran several copies of the same code
    // through the instruction cache. Inlined, only the message's closure is per call site.

    /// The pairs of a mapping; null counts as an empty mapping (`tokens:` left blank).
    @inline(__always)
    mutating func mapping(_ node: Node, _ expected: @autoclosure () -> String) -> Pairs? {
        let kind = tree.kind(node)
        if kind == .mapping || (kind == .scalar && tree.isNull(node)) { return tree.pairsInPlace(node) }
        reportWrongKind(of: node, expected: expected())
        return nil
    }

    /// The items of a list; null counts as an empty list (`parts:` left blank).
    @inline(__always)
    mutating func sequence(_ node: Node, _ expected: @autoclosure () -> String) -> Items? {
        let kind = tree.kind(node)
        if kind == .sequence || (kind == .scalar && tree.isNull(node)) { return tree.itemsInPlace(node) }
        reportWrongKind(of: node, expected: expected())
        return nil
    }

    /// A non-empty string scalar, as a name.
    @inline(__always)
    mutating func string(_ node: Node, _ expected: @autoclosure () -> String) -> Name? {
        if case .string(let text)? = tree.scalarValue(node), !text.isEmpty {
            return Name(text, at: range(node))
        }
        reportWrongKind(of: node, expected: expected())
        return nil
    }

    /// "expected a mapping of …, found a list".
    @inline(never)
    mutating func reportWrongKind(of node: Node, expected: String) {
        report(.wrongKind, "expected \(expected), found \(kindDescription(node))", at: range(node))
    }

    /// A mapping key as a name. Keys are scalars; `1:` and `true:` are read as written.
    // Inlined so that callers unwrap the name where it is made: an optional `Name` that
    // is passed around is copied and destroyed through generic witnesses.
    @inline(__always)
    mutating func keyName(_ key: Node) -> Name? {
        // An untagged ASCII key (nearly all) made here from its bytes, without a call to
        // `text(_:)`, which gives the same string.
        let small = smallStrings
        if let text = tree.withUntaggedASCIIText(key, { Lowerer.string(ascii: $0, small: small) }) {
            return Name(text, at: range(key))
        }
        return keyNameOutsideASCII(key)
    }

    /// `keyName` for a key that is tagged, outside ASCII or not a scalar; out of line, as
    /// it is rare and `keyName` is inlined everywhere.
    @inline(never)
    mutating func keyNameOutsideASCII(_ key: Node) -> Name? {
        if tree.kind(key) == .scalar { return Name(tree.text(key), at: range(key)) }
        report(.wrongKind, "expected a name as key, found \(kindDescription(key))", at: range(key))
        return nil
    }

    /// The string of `bytes`, all ASCII: as `SyntaxTree.text(_:)` makes a scalar's text.
    @inline(__always)
    static func string(ascii bytes: UnsafeBufferPointer<UInt8>, small: Bool) -> String {
        if small, bytes.count <= SmallASCIIString.capacity { return SmallASCIIString.make(bytes) }
        return String(unsafeUninitializedCapacity: bytes.count) { $0.initialize(fromContentsOf: bytes) }
    }

    /// Reports keys that are not among the `Key`s, with a did-you-mean where one is close.
    /// Returns the pairs whose keys are allowed, by key.
    // Inlined around one copy of the matching for every key type: as a generic function it
    // was specialized per key type (five copies of ~3 KB, three of them run for each card),
    // and its `place` closure would make more. `place` is made only when a key is not
    // matched on its bytes.
    @inline(__always)
    mutating func knownKeys<Key: MappingKeys>(
        _ pairs: Pairs, _: Key.Type, in place: @autoclosure () -> String
    ) -> KnownKeys {
        knownKeys(pairs, Key.spelledKeys, allowed: Key.spellings, in: place())
    }

    /// `knownKeys` for the keys spelled in `spelled`, `allowed` being their spellings.
    @inline(__always)
    mutating func knownKeys(
        _ pairs: Pairs, _ spelled: SpelledKeys, allowed: @autoclosure () -> [String],
        in place: @autoclosure () -> String
    ) -> KnownKeys {
        var known = KnownKeys(pairs: pairs)
        let unmatched = matchSpelledKeys(of: pairs, spelled, into: &known)
        if unmatched < pairs.count {
            matchKeys(of: pairs, from: unmatched, spelled, allowed: allowed(), in: place(), into: &known)
        }
        return known
    }

    /// Matches the keys on their bytes, in order, as long as each is an untagged ASCII
    /// scalar that is among `spelled` (nearly every key); returns the position of the first
    /// pair that is not, or `pairs.count`.
    @inline(never)
    func matchSpelledKeys(of pairs: Pairs, _ spelled: SpelledKeys, into known: inout KnownKeys) -> Int {
        for position in 0..<pairs.count {
            // A closure, not `spelled.index(of:)`: the method reference captured a copy of
            // `spelled`, retaining and releasing its two arrays at every key.
            guard let index = tree.withUntaggedASCIIText(pairs[position].key, { spelled.index(of: $0) }) ?? nil else {
                return position
            }
            known.found(keyAt: index, atPair: position)
        }
        return pairs.count
    }

    /// `knownKeys` from the pair at `start` on, for any key: a key that is not an untagged
    /// ASCII scalar is compared as a `String`, and one that is not allowed is reported.
    @inline(never)
    mutating func matchKeys(of pairs: Pairs, from start: Int, _ spelled: SpelledKeys, allowed: [String],
                            in place: String, into known: inout KnownKeys) {
        for position in start..<pairs.count {
            let pair = pairs[position]
            // An ASCII key without a tag (nearly all) is matched on its bytes, without a String.
            if let index = tree.withUntaggedASCIIText(pair.key, { spelled.index(of: $0) }) ?? nil {
                known.found(keyAt: index, atPair: position)
                continue
            }
            guard let name = keyName(pair.key) else { continue }
            if let index = allowed.firstIndex(of: name.text) {
                known.found(keyAt: index, atPair: position)
            } else {
                reportUnknownKey(name, allowed: allowed, in: place)
            }
        }
    }

    mutating func reportUnknownKey(_ name: Name, allowed: [String], in place: String) {
        var message = "unknown key '\(name.text)' in \(place)"
        var fixIts: [FixIt] = []
        if let suggestion = Suggestions.closest(to: name.text, in: allowed) {
            message += "; did you mean '\(suggestion)'?"
            fixIts.append(FixIt(
                range: name.range, replacement: suggestion,
                message: "replace '\(name.text)' with '\(suggestion)'"))
        }
        let list = allowed.joined(separator: ", ")
        report(.unknownKey, message, at: name.range,
               notes: [DiagnosticNote(message: "valid keys here: \(list)")], fixIts: fixIts)
    }

    /// Reports a required key that is missing from the mapping at `range`.
    mutating func requireKey<Key: MappingKeys>(_ key: Key, in known: KnownKeys, of place: @autoclosure () -> String, at range: SourceRange) -> Pair? {
        if let pair = known[key] { return pair }
        reportMissingKey(key.rawValue, of: place(), at: range)
        return nil
    }

    /// That the mapping at `range` (`place`, for the message) lacks the required `key`.
    @inline(never)
    mutating func reportMissingKey(_ key: String, of place: String, at range: SourceRange) {
        report(.missingKey, "\(place) is missing the required key '\(key)'", at: SourceRange(at: range.start))
    }

    /// What the node is, for messages: "a list", "the string 'yes'".
    func kindDescription(_ node: Node) -> String {
        switch tree.kind(node) {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar:
            let text = tree.text(node)
            switch tree.scalarValue(node) {
            case .null?, nil: return "null"
            case .bool?: return "the boolean \(text)"
            case .int?, .float?: return "the number \(text)"
            case .string?: return "the string '\(text)'"
            }
        }
    }
}

extension Collection {
    /// `compactMap` with the array sized for every element up front: most elements are
    /// kept, and an array grown by doubling can hold twice the memory it needs, for as
    /// long as the model lives.
    func compactMapExactly<T>(_ transform: (Element) throws -> T?) rethrows -> [T] {
        var result: [T] = []
        result.reserveCapacity(count)
        for element in self {
            if let value = try transform(element) { result.append(value) }
        }
        return result
    }
}

/// The keys a mapping of fixed shape allows (a card, the spec file): an enum whose raw
/// values are the keys as written, in the order messages list them. Lookups by case
/// compare no strings.
protocol MappingKeys: RawRepresentable<String>, CaseIterable, Equatable where AllCases == [Self] {
    /// The raw values' bytes, made once per type: `static let spelledKeys = SpelledKeys(Self.self)`.
    static var spelledKeys: SpelledKeys { get }
}

extension MappingKeys {
    /// The keys as written, in order.
    static var spellings: [String] { allCases.map(\.rawValue) }

    /// The position in `allCases` of the key written as `bytes` (UTF-8), compared in place.
    @inline(__always)
    static func index(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        spelledKeys.index(of: bytes)
    }
}

/// The spellings of a fixed set of names (a key enum's raw values, the reference
/// namespaces) as bytes in one buffer, found through a small table by a hash of their
/// length and a few bytes, then compared. Matching a key through `allCases` and `rawValue`
/// made the array of cases and each case's string at every key; a search of the
/// spellings by length and first byte mispredicted a branch at nearly every key.
struct SpelledKeys: Sendable {
    private let bytes: [UInt8]
    /// First, for each hash (`hash(of:)`), the position of the one spelling with it,
    /// `none`, or `shared` where several have it (they are then searched in order); then
    /// where each spelling starts in `bytes`, and one past the last. One array, not two:
    /// each array is retained and released wherever the keys are passed.
    private let table: [Int]

    private static let tableSize = 64
    private static let none = -1, shared = -2

    init(_ spellings: [String]) {
        var bytes: [UInt8] = [], starts = [0]
        var candidates = [Int](repeating: Self.none, count: Self.tableSize)
        for (position, spelling) in spellings.enumerated() {
            let utf8 = Array(spelling.utf8)
            bytes += utf8
            starts.append(bytes.count)
            guard !utf8.isEmpty else { continue }
            let slot = utf8.withUnsafeBufferPointer(Self.hash(of:))
            candidates[slot] = candidates[slot] == Self.none ? position : Self.shared
        }
        self.bytes = bytes
        self.table = candidates + starts
    }

    init<Key: MappingKeys>(_: Key.Type) {
        precondition(Key.allCases.count <= KnownKeys.capacity, "more keys than KnownKeys holds")
        self.init(Key.allCases.map(\.rawValue))
    }

    init<Key: RawRepresentable<String> & CaseIterable>(_: Key.Type) {
        self.init(Key.allCases.map(\.rawValue))
    }

    /// A slot of the table for non-empty `text`: its length, second byte (the first for a
    /// single byte) and last byte, weighed so that every key set of the language has its
    /// own slot for each spelling (`tokens` and `themes` share length, first and last byte).
    @inline(__always)
    private static func hash(of text: UnsafeBufferPointer<UInt8>) -> Int {
        let count = text.count
        let second = Int(text[min(1, count - 1)]), last = Int(text[count - 1])
        return (count &+ 3 &* last &+ 2 &* second) & (tableSize - 1)
    }

    /// The position of the spelling that is `text` byte for byte, or nil.
    func index(of text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !text.isEmpty else { return nil }
        let candidate = table.withUnsafeBufferPointer { $0[Self.hash(of: text)] }
        if candidate >= 0 { return spelling(at: candidate, is: text) ? candidate : nil }
        if candidate == Self.none { return nil }
        return (0..<(table.count - Self.tableSize - 1)).first { spelling(at: $0, is: text) }
    }

    /// Whether the spelling at `position` is `text`, byte for byte.
    @inline(__always)
    private func spelling(at position: Int, is text: UnsafeBufferPointer<UInt8>) -> Bool {
        table.withUnsafeBufferPointer { table in
            let start = table[Self.tableSize + position], end = table[Self.tableSize + position + 1]
            guard end - start == text.count else { return false }
            return bytes.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[start..<end]).hasSameBytes(as: text) }
        }
    }

    /// Whether two spellings share a slot of the table (then searched in order): for tests.
    var hasSharedSlots: Bool { table.prefix(Self.tableSize).contains(Self.shared) }
}

/// The pairs of a mapping whose keys are among the allowed ones, by key: the last pair
/// with each key, as a dictionary built from them in order would hold. Found while the
/// keys are checked, so a lookup is a search of the few allowed keys.
///
/// Not generic over the keys, only its methods are: a generic struct of this size is
/// destroyed through its type's metadata, looked up at run time.
struct KnownKeys {
    let pairs: Lowerer.Pairs
    /// For each key, in the order of its type's `allCases`, the position of its pair, or
    /// -1. A vector as a fixed-size array: one per mapping, it would cost more to allocate
    /// than all the lookups in it.
    private var pairPositions = SIMD16<Int32>(repeating: -1)

    /// The most keys a mapping of fixed shape may allow (`SpelledKeys` checks).
    static let capacity = 16

    init(pairs: Lowerer.Pairs) {
        self.pairs = pairs
    }

    /// Records the pair at `position` as the one with the key at `index` of its type's `allCases`.
    mutating func found(keyAt index: Int, atPair position: Int) {
        pairPositions[index] = Int32(position)
    }

    subscript<Key: MappingKeys>(key: Key) -> SyntaxTree.Pair? {
        pair(keyAt: Self.index(of: key))
    }

    /// The pair of the key at `index` of its type's `allCases`, if the mapping has it.
    func pair(keyAt index: Int) -> SyntaxTree.Pair? {
        let position = pairPositions[index]
        return position >= 0 ? pairs[Int(position)] : nil
    }

    @inline(__always)
    static func index<Key: MappingKeys>(of key: Key) -> Int {
        // An enum without payloads is stored as the number of its case, in the order
        // declared, which is `allCases`' order: read, rather than searched for (the search
        // was most of a card's key lookups).
        if MemoryLayout<Key>.size == 1 { return Int(unsafeBitCast(key, to: UInt8.self)) }
        return Key.allCases.firstIndex(of: key)!
    }
}
