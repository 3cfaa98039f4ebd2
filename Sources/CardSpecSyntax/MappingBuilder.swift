import CardSpecDiagnostics

/// The bookkeeping of one open mapping, whose keys and values sit alternately on the
/// `NodeStack` from `firstChild` on: finds duplicate keys as values arrive, and takes
/// merge keys (`<<`) off the stack to apply them when the mapping ends.
struct MappingBuilder {
    private struct Merge {
        /// Index of the pair before which the merged pairs go (where `<<` was written).
        var position: Int
        /// Empty for an invalid merge, which was reported.
        var sources: [SyntaxTree.Node]
        var keyRange: SourceRange
    }

    /// A merge key (`<<`) may appear once per mapping; a second one is a duplicate.

    /// Below this many pairs a linear scan finds duplicates faster than hashing: a scan
    /// compares lengths first and costs tens of instructions a pair, where the index makes
    /// and hashes a `String` for every key (over 2,000 instructions a key).
    private static let linearScanLimit = 32

    /// What only some mappings need, kept aside so that the common mapping (small, no
    /// merge, no alias keys) carries one empty reference.
    private final class Rare {
        /// First pair index of each scalar key's text, once the mapping is large.
        var keyIndex: [String: Int]?
        var merge: Merge?
        /// Where keys that are aliases are written (their nodes carry the anchor's range).
        var aliasKeys: [(pair: Int, range: SourceRange)] = []
    }

    let firstChild: Int
    private var rare: Rare?
    /// The union of the keys' filter bits (`SyntaxTree.keyFilterBit`): a new key whose bit
    /// is not here is no duplicate, and most keys are found so without a scan. It starts
    /// with `alwaysChecked`.
    private var keyBits = Self.alwaysChecked
    /// 1 when the pair of the key just added needs `pairAdded` (`nodeAdded`); 0 if not.
    private var keyNeedsCheck = 0

    /// Bits whose keys always get a look when their pair completes: the bit of `<<`, which
    /// may be a merge key, and bit 63, so that `keyBitUnknown` meets a bit of every mapping.
    private static var alwaysChecked: UInt64 { 1 << 63 | SyntaxTree.keyFilterBit(count: 2, first: 0x3C, last: 0x3C) }
    /// The key bit of a node that `nodeAdded` cannot tell cheaply: a collection, an alias, a
    /// tagged or anchored scalar, text outside ASCII. Its pair always gets a look.
    static var keyBitUnknown: UInt64 { UInt64.max }

    init(firstChild: Int) {
        self.firstChild = firstChild
    }

    private var keyIndex: [String: Int]? { rare?.keyIndex }
    private var merge: Merge? { rare?.merge }
    /// Whether the mapping has a merge key to apply when it ends.
    var hasMerge: Bool { rare?.merge != nil }
    /// Whether destroying this builder releases anything (its rare state).
    var holdsReferences: Bool { rare != nil }

    private mutating func rareState() -> Rare {
        if let rare { return rare }
        let created = Rare()
        rare = created
        return created
    }

    /// Whether the node just pushed is a key.
    func addedKey(_ nodes: NodeStack) -> Bool { (nodes.count - firstChild) & 1 == 1 }

    /// Takes note of the node just pushed on `nodes`, key or value, without a branch on which
    /// (a branch that mispredicted about every other node). `keyBit` is a scalar's
    /// `SyntaxTree.keyFilterBit` or `keyBitUnknown`.
    ///
    /// A value completes a pair: `pairAdded` checks it, but only if its key was marked when
    /// it came (`keyNeedsCheck`). A key is marked if an earlier key shares its filter bit
    /// (or the bit is in `alwaysChecked`) or the mapping reached `linearScanLimit` pairs:
    /// any other key is no duplicate, no merge key and needs no index, which is what
    /// `pairAdded` would find. Both halves run for every node; a value's marks are garbage,
    /// overwritten by the next key before they are read.
    @inline(__always)
    mutating func nodeAdded(
        _ nodes: NodeStack, keyBit: UInt64, tree: SyntaxTree, valueRange: SourceRange, diagnostics: inout [Diagnostic]
    ) {
        let written = nodes.count - firstChild
        let isKey = written & 1
        if (isKey ^ 1) & keyNeedsCheck != 0 {
            pairAdded(nodes, tree: tree, valueRange: valueRange, diagnostics: &diagnostics)
        }
        let sharesBit = keyBits & keyBit != 0 ? 1 : 0
        let large = written >= 2 * Self.linearScanLimit - 1 ? 1 : 0
        keyNeedsCheck = sharesBit | large
        keyBits |= keyBit & (0 &- UInt64(isKey))
    }

    /// Records that the key just pushed is an alias written at `range`.
    mutating func aliasKeyAdded(_ nodes: NodeStack, writtenAt range: SourceRange) {
        rareState().aliasKeys.append(((nodes.count - 1 - firstChild) / 2, range))
    }

    /// Where the key of pair `pair` is written.
    private func keyRange(ofPair pair: Int, in nodes: NodeStack, tree: SyntaxTree) -> SourceRange {
        if let alias = rare?.aliasKeys.last(where: { $0.pair == pair }) { return alias.range }
        return tree.range(nodes[firstChild + 2 * pair].pointee)
    }

    /// Checks the pair just completed on top of `nodes`, adding what is wrong with it to
    /// `diagnostics`: for the pairs whose key `nodeAdded` marked.
    @inline(never)
    mutating func pairAdded(_ nodes: NodeStack, tree: SyntaxTree, valueRange: SourceRange, diagnostics: inout [Diagnostic]) {
        let key = nodes[nodes.count - 2].pointee
        let pairIndex = (nodes.count - 2 - firstChild) / 2
        guard tree.kind(key) == .scalar else { return }
        if tree.isMergeKey(key), tree.tag(key) == nil {
            mergeAdded(nodes, pairIndex: pairIndex, tree: tree, valueRange: valueRange, diagnostics: &diagnostics)
        } else if keyIndex != nil {
            if let first = indexKey(key, pairIndex: pairIndex, tree: tree) {
                duplicateAdded(key, pairIndex: pairIndex, first: first, nodes: nodes, tree: tree, diagnostics: &diagnostics)
            }
        } else if let first = firstIndex(ofKey: key, before: pairIndex, in: nodes, tree: tree) {
            duplicateAdded(key, pairIndex: pairIndex, first: first, nodes: nodes, tree: tree, diagnostics: &diagnostics)
        } else if pairIndex + 1 == Self.linearScanLimit {
            buildKeyIndex(pairs: pairIndex + 1, in: nodes, tree: tree)
        }
    }

    /// `pairAdded` for a merge key (`<<`): the merge is applied when the mapping ends; its
    /// pair is not part of the mapping.
    @inline(never)
    private mutating func mergeAdded(
        _ nodes: NodeStack, pairIndex: Int, tree: SyntaxTree, valueRange: SourceRange, diagnostics: inout [Diagnostic]
    ) {
        let keyRange = keyRange(ofPair: pairIndex, in: nodes, tree: tree)
        if let problem = addMerge(nodes.top.pointee, tree: tree, position: pairIndex, keyRange: keyRange,
                                  valueRange: valueRange) {
            diagnostics.append(problem)
        }
        nodes.removeLast(2)
        rare?.aliasKeys.removeAll { $0.pair == pairIndex }
    }

    /// Adds the key of pair `pairIndex` to the mapping's key index (made when the mapping
    /// reached `linearScanLimit` pairs), or returns the pair that has it already: one
    /// hashing of the key for both, the first pair put back for a duplicate.
    @inline(never)
    private mutating func indexKey(_ key: SyntaxTree.Node, pairIndex: Int, tree: SyntaxTree) -> Int? {
        let text = tree.text(key)
        guard let first = rare!.keyIndex!.updateValue(pairIndex, forKey: text) else { return nil }
        rare!.keyIndex![text] = first
        return first
    }

    /// Reports the pair just added, whose key is that of pair `first`, and drops it.
    @inline(never)
    private mutating func duplicateAdded(
        _ key: SyntaxTree.Node, pairIndex: Int, first: Int, nodes: NodeStack, tree: SyntaxTree,
        diagnostics: inout [Diagnostic]
    ) {
        let shown = MessageText.quoted(tree.text(key))
        diagnostics.append(Diagnostic(
            .duplicateKey, "duplicate key \(shown)", at: keyRange(ofPair: pairIndex, in: nodes, tree: tree),
            notes: [DiagnosticNote(message: "\(shown) first defined here",
                                   range: keyRange(ofPair: first, in: nodes, tree: tree))]))
        // The first pair stays; later stages see the mapping once, not two versions of it.
        nodes.removeLast(2)
        rare?.aliasKeys.removeAll { $0.pair == pairIndex }
    }

    /// The first pair before `pairs` with the same key, in a mapping without a key index:
    /// none if no earlier key has its filter bit (most keys), else a linear scan (inlined,
    /// for the common pair).
    @inline(__always)
    private mutating func firstIndex(ofKey key: SyntaxTree.Node, before pairs: Int, in nodes: NodeStack, tree: SyntaxTree) -> Int? {
        let bit = tree.keyFilterBit(key)
        defer { keyBits |= bit }
        if keyBits & bit == 0 { return nil }
        for index in 0..<pairs where tree.scalarsHaveSameText(nodes[firstChild + 2 * index].pointee, key) {
            return index
        }
        return nil
    }

    private mutating func buildKeyIndex(pairs: Int, in nodes: NodeStack, tree: SyntaxTree) {
        var index: [String: Int] = [:]
        index.reserveCapacity(pairs * 2)
        for position in 0..<pairs {
            let key = nodes[firstChild + 2 * position].pointee
            if tree.kind(key) == .scalar {
                let text = tree.text(key)
                if index[text] == nil { index[text] = position }
            }
        }
        rareState().keyIndex = index
    }

    private mutating func addMerge(
        _ value: SyntaxTree.Node, tree: SyntaxTree, position: Int, keyRange: SourceRange, valueRange: SourceRange
    ) -> Diagnostic? {
        if let first = merge?.keyRange {
            return Diagnostic(
                .duplicateKey, "duplicate merge key '<<'", at: keyRange,
                notes: [
                    DiagnosticNote(message: "'<<' first defined here", range: first),
                    DiagnosticNote(message: "to merge several mappings, list them: '<<: [*first, *second]'"),
                ])
        }
        let rare = rareState()
        rare.merge = Merge(position: position, sources: [], keyRange: keyRange)
        switch tree.kind(value) {
        case .mapping:
            rare.merge?.sources = [value]
        case .sequence:
            let items = tree.items(value)
            if let bad = items.first(where: { tree.kind($0) != .mapping }) {
                return Diagnostic(
                    .invalidMerge, "merge key '<<' lists \(Self.describe(bad, in: tree)); only mappings can be merged",
                    at: tree.range(bad), notes: [DiagnosticNote(message: "in the list merged here", range: keyRange)])
            }
            rare.merge?.sources = Array(items)
        case .scalar:
            return Diagnostic(
                .invalidMerge, "merge key '<<' needs a mapping or a list of mappings, found \(Self.describe(value, in: tree))",
                at: valueRange)
        }
        return nil
    }

    enum Finished {
        /// The mapping is these keys and values, a merge applied.
        case merged([SyntaxTree.Node])
        /// The merge adds more than the alias budget allows.
        case overBudget
    }

    /// The mapping's pairs, the merge applied: its pairs go where `<<` was, explicit keys
    /// win over merged ones, and an earlier merge source wins over a later one. `count` is
    /// told how many nodes the merge adds (key and value per pair) and where `<<` is, and
    /// returns false to stop, which makes this `.overBudget`. The pairs stay on `nodes`.
    /// Only for a mapping with a merge (`hasMerge`): any other is its pairs as they are.
    func finish(_ nodes: NodeStack, tree: SyntaxTree, count: (Int, SourceRange) -> Bool) -> Finished {
        guard let merge else { return .merged(Array(nodes.elements(from: firstChild))) }
        let own = nodes.elements(from: firstChild)
        var taken = Set<String>()
        for index in stride(from: 0, to: own.count, by: 2) where tree.kind(own[index]) == .scalar {
            taken.insert(tree.text(own[index]))
        }
        var merged: [SyntaxTree.Node] = []
        for source in merge.sources where tree.kind(source) == .mapping {
            for pair in tree.pairs(source) {
                if tree.kind(pair.key) == .scalar, !taken.insert(tree.text(pair.key)).inserted { continue }
                merged.append(pair.key)
                merged.append(pair.value)
            }
        }
        guard count(merged.count, merge.keyRange) else { return .overBudget }
        return .merged(Array(own[..<(2 * merge.position)]) + merged + Array(own[(2 * merge.position)...]))
    }

    static func describe(_ node: SyntaxTree.Node, in tree: SyntaxTree) -> String {
        switch tree.kind(node) {
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        case .scalar:
            switch tree.scalarValue(node) {
            case .null: return "null"
            case .bool: return "a boolean"
            case .int, .float: return "a number"
            default: return "a string"
            }
        }
    }
}
