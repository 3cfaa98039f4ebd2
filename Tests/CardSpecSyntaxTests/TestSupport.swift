import CardSpecDiagnostics
@testable import CardSpecSyntax

func parse(_ text: String, _ format: SourceFormat = .yaml, limits: ParseLimits = ParseLimits()) -> ParseResult {
    SpecParser.parse(SourceFile(path: "test", text: text), format: format, limits: limits)
}

func parse(bytes: [UInt8], _ format: SourceFormat = .yaml, limits: ParseLimits = ParseLimits()) -> ParseResult {
    SpecParser.parse(SourceFile(path: "test", bytes: bytes), format: format, limits: limits)
}

func limits(maxFileSize: Int? = nil, maxDepth: Int? = nil, maxAliasExpansion: Int? = nil) -> ParseLimits {
    var limits = ParseLimits()
    if let maxFileSize { limits.maxFileSize = maxFileSize }
    if let maxDepth { limits.maxDepth = maxDepth }
    if let maxAliasExpansion { limits.maxAliasExpansion = maxAliasExpansion }
    return limits
}

/// "line:column" of a position.
func lc(_ position: SourcePosition) -> String { "\(position.line):\(position.column)" }

/// "line:column-line:column" of a range.
func lc(_ range: SourceRange) -> String { "\(lc(range.start))-\(lc(range.end))" }

/// Each diagnostic as "code@line:column".
func codes(_ result: ParseResult) -> [String] {
    result.diagnostics.map { "\($0.code)@\(lc($0.range.start))" }
}

/// Byte offset of the `occurrence`-th (0-based) appearance of `needle` in `text`.
func offset(of needle: String, in text: String, occurrence: Int = 0) -> Int {
    let haystack = Array(text.utf8), pattern = Array(needle.utf8)
    var found = 0
    for start in 0...(haystack.count - pattern.count) where Array(haystack[start..<start + pattern.count]) == pattern {
        if found == occurrence { return start }
        found += 1
    }
    preconditionFailure("'\(needle)' not found")
}

extension SyntaxNode {
    /// The value of the first pair whose key is the scalar `key`.
    subscript(key: String) -> SyntaxNode? {
        pairs.first { $0.key.scalarText == key }?.value
    }

    subscript(index: Int) -> SyntaxNode? {
        items.indices.contains(index) ? items[index] : nil
    }

    var pairs: [SyntaxPair] {
        if case .mapping(let pairs) = content { return pairs }
        return []
    }

    var items: [SyntaxNode] {
        if case .sequence(let items) = content { return items }
        return []
    }

    var style: ScalarStyle? {
        if case .scalar(_, let style) = content { return style }
        return nil
    }

    /// A compact rendering of the tree's values: strings quoted, other scalars bare.
    var rendered: String {
        switch content {
        case .scalar:
            switch scalarValue {
            case .string(let text): return text.debugDescription
            case .int(let value): return "\(value)"
            case .float(let value): return "\(value)"
            case .bool(let value): return "\(value)"
            case .null, nil: return "null"
            }
        case .sequence(let items): return "[" + items.map(\.rendered).joined(separator: ", ") + "]"
        case .mapping(let pairs): return "{" + pairs.map { "\($0.key.rendered): \($0.value.rendered)" }.joined(separator: ", ") + "}"
        }
    }

    /// Every node of the tree (keys included), iteratively.
    var allNodes: [SyntaxNode] {
        var result: [SyntaxNode] = []
        var pending = [self]
        while let node = pending.popLast() {
            result.append(node)
            switch node.content {
            case .scalar: break
            case .sequence(let items): pending.append(contentsOf: items)
            case .mapping(let pairs): for pair in pairs { pending.append(pair.key); pending.append(pair.value) }
            }
        }
        return result
    }
}

/// Problems with the positions in a result: every node's and diagnostic's range must be
/// ordered, inside the file, and have the line and column `SourceFile` gives its offset.
func positionProblems(_ result: ParseResult, in file: SourceFile) -> [String] {
    var problems: [String] = []
    func check(_ range: SourceRange, _ what: String) {
        if range.start.offset > range.end.offset { problems.append("\(what): start after end \(lc(range))") }
        if range.end.offset > file.bytes.count { problems.append("\(what): past the end of the file") }
        for position in [range.start, range.end] where file.position(ofOffset: position.offset) != position {
            problems.append("\(what): \(position) but the file says \(file.position(ofOffset: position.offset))")
        }
    }
    for node in result.root?.allNodes ?? [] { check(node.range, "node \(node.scalarText ?? "collection")") }
    // An invalid-encoding range spans bad bytes, which have no column of their own.
    for diagnostic in result.diagnostics where diagnostic.kind != .invalidEncoding {
        check(diagnostic.range, diagnostic.code)
        for note in diagnostic.notes { if let range = note.range { check(range, "note of \(diagnostic.code)") } }
    }
    return problems
}

/// A small deterministic generator (SplitMix64) for reproducible random inputs.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
