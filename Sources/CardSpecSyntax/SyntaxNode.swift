import CardSpecDiagnostics

/// How a scalar was written. Quoted scalars are always strings.
public enum ScalarStyle: String, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}

/// A node of the positioned YAML/JSON tree: what libyaml's events describe, with aliases
/// already resolved (an alias node is the anchored node, as the anchor defined it) and
/// merge keys already applied.
public struct SyntaxNode: Sendable {
    public enum Content: Sendable {
        case scalar(String, ScalarStyle)
        case sequence([SyntaxNode])
        case mapping([SyntaxPair])
    }

    public var content: Content
    /// From the node's first character to just past its last: for a block collection,
    /// the end of its last entry; for a flow collection, its closing bracket.
    public var range: SourceRange
    // Tag and anchor live in a box, nil for most nodes: the tree of a large file is
    // millions of nodes, and building it is mostly memory traffic.
    private var extra: Extra?

    /// The tag as written, expanded (`!!str` is `tag:yaml.org,2002:str`); nil if none.
    public var tag: String? {
        get { extra?.tag }
        set { extra = Extra.make(tag: newValue, anchor: anchor) }
    }
    public var anchor: String? {
        get { extra?.anchor }
        set { extra = Extra.make(tag: tag, anchor: newValue) }
    }

    public init(content: Content, range: SourceRange, tag: String? = nil, anchor: String? = nil) {
        self.content = content
        self.range = range
        self.extra = Extra.make(tag: tag, anchor: anchor)
    }
}

private final class Extra: Sendable {
    let tag: String?
    let anchor: String?

    private init(tag: String?, anchor: String?) {
        self.tag = tag
        self.anchor = anchor
    }

    static func make(tag: String?, anchor: String?) -> Extra? {
        tag == nil && anchor == nil ? nil : Extra(tag: tag, anchor: anchor)
    }
}

public struct SyntaxPair: Sendable {
    public var key: SyntaxNode
    public var value: SyntaxNode

    public init(key: SyntaxNode, value: SyntaxNode) {
        self.key = key
        self.value = value
    }
}

/// What a scalar means under the YAML 1.2 core schema (JSON's values are a subset).
public enum ScalarValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string(String)
}

/// Which grammar a file is read with; chosen from its name.
public enum SourceFormat: String, Sendable {
    case yaml, json

    /// `.json` is JSON; everything else (`.yaml`, `.yml`, stdin without a name) is YAML.
    public init(path: String) {
        self = path.lowercased().hasSuffix(".json") ? .json : .yaml
    }
}

/// Resource limits, with defaults far above any real spec. All are configurable from the
/// command line so a user who really needs more can have it.
public struct ParseLimits: Sendable, Equatable {
    /// Largest input in bytes.
    public var maxFileSize: Int = 32 * 1024 * 1024
    /// Deepest nesting of collections (the root collection is depth 1).
    public var maxDepth: Int = 256
    /// The highest `maxDepth` allowed: the stages after parsing walk the tree
    /// recursively, and much deeper trees could exhaust a thread's stack.
    public static let depthCeiling = 1000
    /// Most nodes that aliases (and merge keys) may add to the tree, counted as the full
    /// size of each aliased subtree.
    public var maxAliasExpansion: Int = 100_000
    /// Longest scalar, in bytes of UTF-8 once quotes and escapes are read.
    public var maxScalarLength: Int = 1024 * 1024

    public init() {}
}

/// The outcome of reading one file as a flat tree: its root is nil when the file is
/// empty (no document) or could not be parsed at all.
public struct ParsedTree: Sendable {
    public var tree: SyntaxTree
    public var diagnostics: [Diagnostic]
    /// What became of the section a `SectionReader` asked for (`.notRead` without one).
    public var section: SectionOutcome

    public init(tree: SyntaxTree, diagnostics: [Diagnostic], section: SectionOutcome = .notRead) {
        self.tree = tree
        self.diagnostics = diagnostics
        self.section = section
    }
}

/// The outcome of reading one file: the tree if there is one, and everything wrong.
public struct ParseResult: Sendable {
    /// nil when the file is empty (no document) or could not be parsed at all.
    public var root: SyntaxNode?
    public var diagnostics: [Diagnostic]

    public init(root: SyntaxNode?, diagnostics: [Diagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}
