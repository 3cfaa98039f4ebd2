import CardSpecDiagnostics

/// The positioned tree of one file, flat: every node in one array, each collection's
/// children as a run of node numbers in a second, every scalar's text as a run of bytes in
/// a third. It holds what a `SyntaxNode` tree holds (aliases resolved, merge keys applied:
/// an alias is its anchored node, shared) in three allocations instead of one or more per
/// node, so it is quick to build, to read and to free. The stages after parsing read it;
/// `syntaxNode(_:)` turns it into `SyntaxNode` values for the callers that want those.
public struct SyntaxTree: Sendable {
    /// A node of the tree: its number.
    public struct Node: Hashable, Sendable {
        @usableFromInline let index: Int32

        @inlinable init(_ index: Int32) { self.index = index }
    }

    /// A key and its value in a mapping.
    public struct Pair: Sendable {
        public let key: Node
        public let value: Node

        @inlinable init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    public enum Kind: UInt8, Sendable {
        case scalar, sequence, mapping
    }

    // The accessors the lowering calls for every node are inlined into it (another
    // module): what they read is `@usableFromInline`.
    @usableFromInline struct Entry: Sendable {
        @usableFromInline var kind: Kind
        @usableFromInline var style: ScalarStyle
        /// Bit 0: the node has a tag or an anchor, in `extras`. Bit 1: its text has a
        /// byte outside ASCII. Bit 2: its text is in `source`, not `text`.
        @usableFromInline var flags: UInt8
        /// A scalar's first byte in `text`; a collection's first child in `children`.
        @usableFromInline var first: UInt32
        /// A scalar's bytes; a collection's children (keys and values, for a mapping).
        @usableFromInline var count: UInt32
        @usableFromInline var range: SourceRange
    }

    struct Extra: Sendable {
        var tag: String?
        var anchor: String?
    }

    @usableFromInline static let hasExtra: UInt8 = 1
    @usableFromInline static let nonASCII: UInt8 = 2
    @usableFromInline static let inSource: UInt8 = 4

    /// The nodes, and the collections' children: each in one allocation, appended to
    /// without the uniqueness check of `Array` (`TreeBuffer`).
    @usableFromInline var entries = TreeBuffer<Entry>()
    @usableFromInline var children = TreeBuffer<Int32>()
    /// The text of the scalars that differ from what the file spells at their place
    /// (quotes, escapes, folded lines); most scalars' text is read off `source`.
    @usableFromInline var text: [UInt8] = []
    /// The file's bytes, shared with its `SourceFile`.
    @usableFromInline var source: [UInt8] = []
    var extras: [Int32: Extra] = [:]
    /// Whether `text(_:)` may make short ASCII strings from their words (read once per tree).
    let smallStrings = SmallASCIIString.isAvailable
    /// The document's root; nil for a file with no document.
    public internal(set) var root: Node?

    init() {}

    // MARK: - Reading

    @inlinable public func kind(_ node: Node) -> Kind { entries[Int(node.index)].kind }

    /// How a scalar was written (`.plain` for a collection).
    @inlinable public func style(_ node: Node) -> ScalarStyle { entries[Int(node.index)].style }

    @inlinable public func range(_ node: Node) -> SourceRange { entries[Int(node.index)].range }

    public func tag(_ node: Node) -> String? {
        entries[Int(node.index)].flags & Self.hasExtra != 0 ? extras[node.index]?.tag : nil
    }

    public func anchor(_ node: Node) -> String? {
        entries[Int(node.index)].flags & Self.hasExtra != 0 ? extras[node.index]?.anchor : nil
    }

    /// A scalar's text as read (quotes removed, escapes decoded); "" for a collection.
    public func text(_ node: Node) -> String {
        let entry = entries[Int(node.index)]
        guard entry.kind == .scalar else { return "" }
        let first = Int(entry.first), count = Int(entry.count)
        return (entry.flags & Self.inSource != 0 ? source : text).withUnsafeBufferPointer { all in
            // Most keys and names are short ASCII: made without the general path (~160
            // instructions a string, validation included); most have 16 bytes to read
            // where they start, which makes their words without a branch on their length.
            if smallStrings, entry.flags & Self.nonASCII == 0, count <= SmallASCIIString.capacity {
                if all.count - first >= 16 { return SmallASCIIString.make(sixteenBytesAt: all.baseAddress! + first, count: count) }
                return SmallASCIIString.make(UnsafeBufferPointer(rebasing: all[first..<first + count]))
            }
            // Fewer instructions than `String(decoding:as:)` for the short texts of a spec
            // (both check the UTF-8).
            let bytes = UnsafeBufferPointer(rebasing: all[first..<first + count])
            return String(unsafeUninitializedCapacity: count) { $0.initialize(fromContentsOf: bytes) }
        }
    }

    /// A scalar's bytes, wherever they are kept.
    @inlinable @inline(__always)
    func withBytes<Result>(of entry: Entry, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try (entry.flags & Self.inSource != 0 ? source : text).withUnsafeBufferPointer { bytes in
            try body(UnsafeBufferPointer(rebasing: bytes[Int(entry.first)..<Int(entry.first) + Int(entry.count)]))
        }
    }

    /// Calls `body` with a scalar's text as UTF-8, read in place, when the scalar has no
    /// tag or anchor and its text is ASCII (most scalars of a spec); nil for any other node.
    @inlinable
    public func withUntaggedASCIIText<Result>(
        _ node: Node, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result? {
        let entry = entries[Int(node.index)]
        guard entry.kind == .scalar, entry.flags & (Self.hasExtra | Self.nonASCII) == 0 else { return nil }
        return try withBytes(of: entry, body)
    }

    /// The first byte of a scalar without a tag or anchor whose text is ASCII (0 if the
    /// text is empty); nil for any other node. A look at one byte, for callers that decide
    /// most scalars by it.
    @inlinable @inline(__always)
    public func untaggedASCIIFirstByte(_ node: Node) -> UInt8? {
        let entry = entries[Int(node.index)]
        guard entry.kind == .scalar, entry.flags & (Self.hasExtra | Self.nonASCII) == 0 else { return nil }
        guard entry.count > 0 else { return 0 }
        return withBytes(of: entry) { $0[0] }
    }

    /// A scalar's text, or nil for a collection.
    public func scalarText(_ node: Node) -> String? {
        kind(node) == .scalar ? text(node) : nil
    }

    /// Whether `node` is a scalar whose text is `other` (as `String` compares them).
    public func isScalar(_ node: Node, text other: String) -> Bool {
        let entry = entries[Int(node.index)]
        guard entry.kind == .scalar else { return false }
        var other = other
        let equal: Bool? = other.withUTF8 { wanted in
            // Text in ASCII on both sides is equal only byte for byte; otherwise let String
            // decide below, which compares canonically equivalent text as equal.
            guard entry.flags & Self.nonASCII == 0, Self.isASCII(wanted) else { return nil }
            guard wanted.count == Int(entry.count) else { return false }
            return withBytes(of: entry) { wanted.hasSameBytes(as: $0) }
        }
        return equal ?? (text(node) == other)
    }

    /// `isScalar(_:text:)` for a fixed ASCII spelling (a key the lowering looks for, such as
    /// `twoWay`): compared on the bytes in place, with no `String` copied for it.
    @inlinable
    public func isScalar(_ node: Node, ascii other: StaticString) -> Bool {
        let entry = entries[Int(node.index)]
        guard entry.kind == .scalar else { return false }
        // Text outside ASCII is compared as `String` compares it (canonical equivalence).
        guard entry.flags & Self.nonASCII == 0 else { return isScalar(node, text: other.description) }
        guard Int(entry.count) == other.utf8CodeUnitCount else { return false }
        return withBytes(of: entry) {
            $0.hasSameBytes(as: UnsafeBufferPointer(start: other.utf8Start, count: other.utf8CodeUnitCount))
        }
    }

    @inline(__always)
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var any: UInt8 = 0
        for byte in bytes { any |= byte }
        return any < 0x80
    }

    /// Whether `node` is the plain scalar `<<`, a merge key (when it has no tag).
    func isMergeKey(_ node: Node) -> Bool {
        let entry = entries[Int(node.index)]
        guard entry.kind == .scalar, entry.style == .plain, entry.count == 2 else { return false }
        return withBytes(of: entry) { $0[0] == UInt8(ascii: "<") && $0[1] == UInt8(ascii: "<") }
    }

    /// One bit of 64 for a scalar key, from its length and its first and last bytes: keys
    /// with different bits have different text, so a mapping whose earlier keys do not have
    /// this bit has no duplicate of it. All bits for text outside ASCII, which `String` may
    /// find equal to text spelled otherwise (canonical equivalence).
    @inline(__always)
    func keyFilterBit(_ node: Node) -> UInt64 {
        let entry = entries[Int(node.index)]
        guard entry.flags & Self.nonASCII == 0 else { return .max }
        guard entry.count > 0 else { return 1 }
        let (firstByte, lastByte) = withBytes(of: entry) { ($0[0], $0[$0.count - 1]) }
        return Self.keyFilterBit(count: Int(entry.count), first: firstByte, last: lastByte)
    }

    /// `keyFilterBit` of ASCII text of `count` bytes from `first` to `last` (both 0 when
    /// it is empty).
    @inline(__always)
    static func keyFilterBit(count: Int, first: UInt8, last: UInt8) -> UInt64 {
        1 &<< ((UInt64(count) &+ UInt64(first) &* 5 &+ UInt64(last) &* 11) & 63)
    }

    /// `keyFilterBit` of a scalar's `bytes` as libyaml gives them, which end in a NUL
    /// (read as both bytes of empty text): without a branch on the count.
    @inline(__always)
    static func keyFilterBit(nulTerminated bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let base = bytes.baseAddress!, count = bytes.count
        return keyFilterBit(count: count, first: base[0], last: base[max(count - 1, 0)])
    }

    /// Whether two scalars have the same text (as `String` compares them); false if
    /// either is a collection.
    // Inlined into the tree builder's duplicate-key scan, as it was before `text(_:)` grew.
    @inline(__always)
    func scalarsHaveSameText(_ first: Node, _ second: Node) -> Bool {
        let one = entries[Int(first.index)], other = entries[Int(second.index)]
        guard one.kind == .scalar, other.kind == .scalar else { return false }
        guard (one.flags | other.flags) & Self.nonASCII == 0 else { return text(first) == text(second) }
        guard one.count == other.count else { return false }
        return withBytes(of: one) { first in withBytes(of: other) { first.hasSameBytes(as: $0) } }
    }

    /// The items of a sequence; none for anything else.
    @inlinable public func items(_ node: Node) -> Nodes {
        let entry = entries[Int(node.index)]
        guard entry.kind == .sequence else { return Nodes(children: children, range: 0..<0) }
        return Nodes(children: children, range: Int(entry.first)..<Int(entry.first + entry.count))
    }

    /// The pairs of a mapping; none for anything else.
    @inlinable public func pairs(_ node: Node) -> Pairs {
        let entry = entries[Int(node.index)]
        guard entry.kind == .mapping else { return Pairs(children: children, first: 0, count: 0) }
        return Pairs(children: children, first: Int(entry.first), count: Int(entry.count) / 2)
    }

    /// The number of items of a sequence or pairs of a mapping; 0 for a scalar.
    public func childCount(_ node: Node) -> Int {
        let entry = entries[Int(node.index)]
        switch entry.kind {
        case .scalar: return 0
        case .sequence: return Int(entry.count)
        case .mapping: return Int(entry.count) / 2
        }
    }

    /// What a scalar means under the YAML 1.2 core schema, as `SyntaxNode.scalarValue`
    /// says; nil for a collection.
    public func scalarValue(_ node: Node) -> ScalarValue? {
        let entry = entries[Int(node.index)]
        guard entry.kind == .scalar else { return nil }
        if entry.flags & Self.hasExtra == 0 {
            // No tag: quoted, literal and folded scalars are strings, and most plain text
            // is decided on its bytes.
            if entry.style != .plain { return .string(text(node)) }
            switch withBytes(of: entry, CoreSchema.readPlain) {
            case .value(let value): return value
            case .string: return .string(text(node))
            case .otherNumber: break
            }
        }
        let text = text(node), tag = tag(node)
        switch CoreSchema.resolve(text, style: entry.style, tag: tag) {
        case .value(let value): return value
        case .invalid, .unsupportedTag:
            if case .value(let value) = CoreSchema.resolve(text, style: entry.style, tag: nil) { return value }
            return nil
        }
    }

    /// Whether untagged plain text starting with `byte` may be null, a boolean or a number
    /// under the core schema (`~`, `null`, `true`, `false` in their spellings, digits, signs,
    /// `.inf`, `.nan`); any other plain text is a string: for readers that make a scalar's
    /// value from its bytes themselves.
    @inlinable
    public static func plainMayBeNonString(startingWith byte: UInt8) -> Bool {
        CoreSchema.mayStartNonString(byte)
    }

    /// Whether a node is a scalar that means null.
    public func isNull(_ node: Node) -> Bool {
        let entry = entries[Int(node.index)]
        guard entry.kind == .scalar else { return false }
        if entry.flags & Self.hasExtra == 0 {
            if entry.style != .plain { return false }
            if entry.count > 0, !CoreSchema.mayStartNonString(withBytes(of: entry) { $0[0] }) { return false }
        }
        return scalarValue(node) == .null
    }

    // MARK: - Children

    /// The nodes of a sequence, in order.
    public struct Nodes: RandomAccessCollection, Sendable {
        @usableFromInline let children: TreeBuffer<Int32>
        @usableFromInline let range: Range<Int>

        @inlinable init(children: TreeBuffer<Int32>, range: Range<Int>) {
            self.children = children
            self.range = range
        }

        @inlinable public var startIndex: Int { 0 }
        @inlinable public var endIndex: Int { range.count }
        @inlinable public subscript(position: Int) -> Node { Node(children[range.lowerBound + position]) }
    }

    /// The pairs of a mapping, in order.
    public struct Pairs: RandomAccessCollection, Sendable {
        @usableFromInline let children: TreeBuffer<Int32>
        @usableFromInline let first: Int
        public let count: Int

        @inlinable init(children: TreeBuffer<Int32>, first: Int, count: Int) {
            self.children = children
            self.first = first
            self.count = count
        }

        @inlinable public var startIndex: Int { 0 }
        @inlinable public var endIndex: Int { count }
        @inlinable public subscript(position: Int) -> Pair {
            Pair(key: Node(children[first + 2 * position]), value: Node(children[first + 2 * position + 1]))
        }
    }

    // MARK: - Children read in place

    /// `pairs(_:)` for a reader that holds the tree for as long as it reads the pairs (the
    /// lowering: its tree outlives every pair it reads). `Pairs` holds the children's
    /// buffer, so making or copying one retains it and dropping one releases it: about
    /// 30,000 of each over 100 specs, as the optimizer cannot tell that the lowering's
    /// mutating calls leave its tree alone. These hold a pointer into the buffer instead,
    /// which stays where it is while the tree lives: it is never written once the tree is
    /// built (`TreeBuffer`). Not public: the lifetime rule is the caller's to keep.
    @inlinable package func pairsInPlace(_ node: Node) -> PairsInPlace {
        PairsInPlace(keysAndValues: childrenInPlace(node, ifA: .mapping))
    }

    /// `items(_:)` read in place, as `pairsInPlace(_:)`.
    @inlinable package func itemsInPlace(_ node: Node) -> NodesInPlace {
        childrenInPlace(node, ifA: .sequence)
    }

    /// A collection's children (a mapping's keys and values, one after the other) read in
    /// place; none when the node is not of `kind`.
    @inlinable func childrenInPlace(_ node: Node, ifA kind: Kind) -> NodesInPlace {
        let entry = entries[Int(node.index)]
        let count = entry.kind == kind ? Int(entry.count) : 0
        return NodesInPlace(base: children.pointer(to: count > 0 ? Int(entry.first) : 0), count: count)
    }

    /// The nodes of a sequence, read through a pointer into the tree (`itemsInPlace(_:)`).
    @usableFromInline package struct NodesInPlace: RandomAccessCollection {
        @usableFromInline let base: UnsafePointer<Int32>
        @usableFromInline package let count: Int

        @inlinable init(base: UnsafePointer<Int32>, count: Int) {
            self.base = base
            self.count = count
        }

        @inlinable package var startIndex: Int { 0 }
        @inlinable package var endIndex: Int { count }
        @inlinable package subscript(position: Int) -> Node {
            precondition(UInt(bitPattern: position) < UInt(bitPattern: count), "index out of range")
            return Node(base[position])
        }
    }

    /// The pairs of a mapping, read through a pointer into the tree (`pairsInPlace(_:)`):
    /// its children taken two at a time.
    @usableFromInline package struct PairsInPlace: RandomAccessCollection {
        @usableFromInline let keysAndValues: NodesInPlace

        @inlinable init(keysAndValues: NodesInPlace) {
            self.keysAndValues = keysAndValues
        }

        @inlinable package var count: Int { keysAndValues.count / 2 }
        @inlinable package var startIndex: Int { 0 }
        @inlinable package var endIndex: Int { count }
        @inlinable package subscript(position: Int) -> Pair {
            Pair(key: keysAndValues[2 * position], value: keysAndValues[2 * position + 1])
        }
    }

    // MARK: - Building

    /// Adds a scalar whose text is `count` bytes of `source` from `offset`.
    mutating func addScalar(sourceOffset offset: Int, count: Int, isASCII: Bool, style: ScalarStyle,
                            range: SourceRange) -> Node {
        add(Entry(kind: .scalar, style: style, flags: Self.inSource | (isASCII ? 0 : Self.nonASCII),
                  first: UInt32(offset), count: UInt32(count), range: range))
    }

    /// Adds a scalar with the text `bytes`.
    mutating func addScalar(_ bytes: UnsafeBufferPointer<UInt8>, style: ScalarStyle, range: SourceRange) -> Node {
        addScalar(bytes, isASCII: Self.isASCII(bytes), style: style, range: range)
    }

    /// Adds a scalar with the text `bytes`, whose bytes are all ASCII if `isASCII`.
    mutating func addScalar(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool, style: ScalarStyle,
                            range: SourceRange) -> Node {
        let first = text.count
        text.append(contentsOf: bytes)
        let flags: UInt8 = isASCII ? 0 : Self.nonASCII
        return add(Entry(kind: .scalar, style: style, flags: flags, first: UInt32(first), count: UInt32(bytes.count),
                         range: range))
    }

    mutating func addScalar(_ string: String, style: ScalarStyle, range: SourceRange) -> Node {
        var string = string
        return string.withUTF8 { addScalar($0, style: style, range: range) }
    }

    /// Adds a collection whose children are `nodes` (for a mapping, keys and values).
    mutating func addCollection(_ kind: Kind, children nodes: UnsafeBufferPointer<Node>, range: SourceRange) -> Node {
        let first = children.count
        // A node is its number: the run is copied as one block of Int32s.
        nodes.withMemoryRebound(to: Int32.self) { children.append(contentsOf: $0) }
        return add(Entry(kind: kind, style: .plain, flags: 0, first: UInt32(first), count: UInt32(children.count - first),
                         range: range))
    }

    mutating func addCollection(_ kind: Kind, children nodes: [Node], range: SourceRange) -> Node {
        nodes.withUnsafeBufferPointer { addCollection(kind, children: $0, range: range) }
    }

    @inline(__always)
    private mutating func add(_ entry: Entry) -> Node {
        let node = Node(Int32(entries.count))
        entries.append(entry)
        return node
    }

    /// How far the tree has been built: a point it can be cut back to (`cutBack(to:)`).
    struct Mark {
        var entries: Int
        var children: Int
        var text: Int
        var extras: Int
    }

    var mark: Mark { Mark(entries: entries.count, children: children.count, text: text.count, extras: extras.count) }

    /// Forgets every node added since `mark`, so that their room is used again: only when
    /// nothing refers to them any more, and none has a tag or anchor (`extras` is keyed by
    /// node number).
    mutating func cutBack(to mark: Mark) {
        precondition(extras.count == mark.extras, "a node with a tag or anchor is not cut back")
        entries.removeAll(from: mark.entries)
        children.removeAll(from: mark.children)
        text.removeLast(text.count - mark.text)
    }

    /// Gives the node just added a tag and an anchor.
    mutating func setProperties(of node: Node, tag: String?, anchor: String?) {
        guard tag != nil || anchor != nil else { return }
        entries[Int(node.index)].flags |= Self.hasExtra
        extras[node.index, default: Extra()].tag = tag
        extras[node.index, default: Extra()].anchor = anchor
    }

    // MARK: - SyntaxNode

    /// The `SyntaxNode` tree of `node`.
    public func syntaxNode(_ node: Node) -> SyntaxNode {
        var built: [Int32: SyntaxNode] = [:]
        return syntaxNode(node, built: &built)
    }

    private func syntaxNode(_ node: Node, built: inout [Int32: SyntaxNode]) -> SyntaxNode {
        if let done = built[node.index] { return done }
        let content: SyntaxNode.Content
        switch kind(node) {
        case .scalar:
            content = .scalar(text(node), style(node))
        case .sequence:
            content = .sequence(items(node).map { syntaxNode($0, built: &built) })
        case .mapping:
            content = .mapping(pairs(node).map {
                SyntaxPair(key: syntaxNode($0.key, built: &built), value: syntaxNode($0.value, built: &built))
            })
        }
        let result = SyntaxNode(content: content, range: range(node), tag: tag(node), anchor: anchor(node))
        // Aliases and merges share nodes: each is built once.
        if kind(node) != .scalar { built[node.index] = result }
        return result
    }

    /// The tree of a `SyntaxNode` (its aliases, already copies, stay copies).
    public init(root: SyntaxNode?) {
        guard let root else { return }
        self.root = add(root)
    }

    private mutating func add(_ node: SyntaxNode) -> Node {
        let added: Node
        switch node.content {
        case .scalar(let text, let style):
            added = addScalar(text, style: style, range: node.range)
        case .sequence(let items):
            let nodes = items.map { add($0) }
            added = addCollection(.sequence, children: nodes, range: node.range)
        case .mapping(let pairs):
            var nodes: [Node] = []
            nodes.reserveCapacity(2 * pairs.count)
            for pair in pairs {
                nodes.append(add(pair.key))
                nodes.append(add(pair.value))
            }
            added = addCollection(.mapping, children: nodes, range: node.range)
        }
        setProperties(of: added, tag: node.tag, anchor: node.anchor)
        return added
    }
}
