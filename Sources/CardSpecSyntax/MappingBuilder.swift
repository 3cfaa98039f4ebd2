import CardSpecDiagnostics

/// The bookkeeping of one open mapping, whose keys and values sit alternately on the
/// `NodeStack` from `firstChild` on: finds duplicate keys as values arrive, and takes
/// merge keys (`<<`) off the stack to apply them when the mapping ends.
struct MappingBuilder {
    private struct Merge {
        /// Index of the pair before which the merged pairs go (where `<<` was written).
        var position: Int
        /// Empty for an invalid merge, which was reported.
        var sources: [SyntaxNode]
        var keyRange: SourceRange
    }

    /// A merge key (`<<`) may appear once per mapping; a second one is a duplicate.

    /// Below this many pairs a linear scan finds duplicates faster than hashing.
    private static let linearScanLimit = 12

    let firstChild: Int
    /// First pair index of each scalar key's text, once the mapping is large.
    private var keyIndex: [String: Int]?
    private var merge: Merge?
    /// Where keys that are aliases are written (their nodes carry the anchor's range).
    private var aliasKeys: [(pair: Int, range: SourceRange)] = []

    init(firstChild: Int) {
        self.firstChild = firstChild
    }

    /// Whether the next node is a key.
    func expectsKey(_ nodes: NodeStack) -> Bool { (nodes.count - firstChild) % 2 == 0 }

    /// Records that the key just pushed is an alias written at `range`.
    mutating func aliasKeyAdded(_ nodes: NodeStack, writtenAt range: SourceRange) {
        aliasKeys.append(((nodes.count - 1 - firstChild) / 2, range))
    }

    /// Where the key of pair `pair` is written.
    private func keyRange(ofPair pair: Int, in nodes: NodeStack) -> SourceRange {
        if let alias = aliasKeys.last(where: { $0.pair == pair }) { return alias.range }
        return nodes[firstChild + 2 * pair].pointee.range
    }

    /// Checks the pair just completed on top of `nodes`, adding what is wrong with it to
    /// `diagnostics`.
    mutating func pairAdded(_ nodes: NodeStack, valueRange: SourceRange, diagnostics: inout [Diagnostic]) {
        let key = nodes[nodes.count - 2]
        let pairIndex = (nodes.count - 2 - firstChild) / 2
        guard case .scalar(let text, let style) = key.pointee.content else { return }
        if style == .plain, text.utf8.count == 2, text == "<<", key.pointee.tag == nil {
            let keyRange = keyRange(ofPair: pairIndex, in: nodes)
            if let problem = addMerge(nodes.top.pointee, position: pairIndex, keyRange: keyRange, valueRange: valueRange) {
                diagnostics.append(problem)
            }
            // The merge is applied when the mapping ends; its pair is not part of the mapping.
            nodes.removeLast(2)
            aliasKeys.removeAll { $0.pair == pairIndex }
            return
        }
        if let first = firstIndex(ofKey: text, before: pairIndex, in: nodes) {
            let shown = MessageText.quoted(text)
            diagnostics.append(Diagnostic(
                .duplicateKey, "duplicate key \(shown)", at: keyRange(ofPair: pairIndex, in: nodes),
                notes: [DiagnosticNote(message: "\(shown) first defined here", range: keyRange(ofPair: first, in: nodes))]))
            // The first pair stays; later stages see the mapping once, not two versions of it.
            nodes.removeLast(2)
            aliasKeys.removeAll { $0.pair == pairIndex }
        } else if keyIndex != nil {
            keyIndex![text] = pairIndex
        } else if pairIndex + 1 == Self.linearScanLimit {
            buildKeyIndex(pairs: pairIndex + 1, in: nodes)
        }
    }

    private func firstIndex(ofKey text: String, before pairs: Int, in nodes: NodeStack) -> Int? {
        if let keyIndex { return keyIndex[text] }
        let length = text.utf8.count
        for index in 0..<pairs {
            if case .scalar(let other, _) = nodes[firstChild + 2 * index].pointee.content,
               other.utf8.count == length, other == text {
                return index
            }
        }
        return nil
    }

    private mutating func buildKeyIndex(pairs: Int, in nodes: NodeStack) {
        var index: [String: Int] = [:]
        index.reserveCapacity(pairs * 2)
        for position in 0..<pairs {
            if case .scalar(let text, _) = nodes[firstChild + 2 * position].pointee.content, index[text] == nil {
                index[text] = position
            }
        }
        keyIndex = index
    }

    private mutating func addMerge(
        _ value: SyntaxNode, position: Int, keyRange: SourceRange, valueRange: SourceRange
    ) -> Diagnostic? {
        if let first = merge?.keyRange {
            return Diagnostic(
                .duplicateKey, "duplicate merge key '<<'", at: keyRange,
                notes: [
                    DiagnosticNote(message: "'<<' first defined here", range: first),
                    DiagnosticNote(message: "to merge several mappings, list them: '<<: [*first, *second]'"),
                ])
        }
        merge = Merge(position: position, sources: [], keyRange: keyRange)
        switch value.content {
        case .mapping:
            merge?.sources = [value]
        case .sequence(let items):
            if let bad = items.first(where: { if case .mapping = $0.content { false } else { true } }) {
                return Diagnostic(
                    .invalidMerge, "merge key '<<' lists \(Self.describe(bad)); only mappings can be merged",
                    at: bad.range, notes: [DiagnosticNote(message: "in the list merged here", range: keyRange)])
            }
            merge?.sources = items
        case .scalar:
            return Diagnostic(
                .invalidMerge, "merge key '<<' needs a mapping or a list of mappings, found \(Self.describe(value))",
                at: valueRange)
        }
        return nil
    }

    /// Takes the mapping's pairs off `nodes`, the merge applied: its pairs go where `<<`
    /// was, explicit keys win over merged ones, and an earlier merge source wins over a
    /// later one. `count` is told how many nodes the merge adds (key and value per pair) and
    /// where `<<` is, and returns false to stop, which makes this return nil.
    func finish(_ nodes: NodeStack, count: (Int, SourceRange) -> Bool) -> [SyntaxPair]? {
        let pairs = nodes.popPairs(from: firstChild)
        guard let merge else { return pairs }
        var taken = Set<String>()
        for pair in pairs {
            if case .scalar(let text, _) = pair.key.content { taken.insert(text) }
        }
        var merged: [SyntaxPair] = []
        for source in merge.sources {
            guard case .mapping(let sourcePairs) = source.content else { continue }
            for pair in sourcePairs {
                if case .scalar(let text, _) = pair.key.content, !taken.insert(text).inserted { continue }
                merged.append(pair)
            }
        }
        guard count(2 * merged.count, merge.keyRange) else { return nil }
        return Array(pairs[..<merge.position]) + merged + pairs[merge.position...]
    }

    static func describe(_ node: SyntaxNode) -> String {
        switch node.content {
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        case .scalar:
            switch node.scalarValue {
            case .null: return "null"
            case .bool: return "a boolean"
            case .int, .float: return "a number"
            default: return "a string"
            }
        }
    }
}
