/// One kind of diagnostic: its stable code and everything `cardspec explain`, the
/// SARIF rules and docs/diagnostics.md say about it. Kinds are data, declared once in
/// the registry files beside this one; stages refer to them as `.duplicateKey` etc.
public struct DiagnosticKind: Hashable, Sendable {
    public enum Stage: String, Sendable, CaseIterable {
        /// Reading bytes into a YAML/JSON tree.
        case syntax
        /// Lowering the tree into the spec model: keys, node kinds, references.
        case structure
        /// Checking the model against the component catalog.
        case semantic
        /// Reading the project configuration (`.cardspec.yml`) and the suppression
        /// comments in specs.
        case configuration
    }

    /// Stable, kebab-case; never reused for another meaning once released.
    public let code: String
    public let stage: Stage
    public let defaultSeverity: Severity
    /// One line: what is wrong.
    public let summary: String
    /// Why it matters and how to fix it; a paragraph or two.
    public let explanation: String
    /// A small spec that triggers it, and the same spec fixed.
    public let wrongExample: String
    public let rightExample: String

    public init(
        code: String,
        stage: Stage,
        severity: Severity = .error,
        summary: String,
        explanation: String,
        wrong: String,
        right: String
    ) {
        self.code = code
        self.stage = stage
        self.defaultSeverity = severity
        self.summary = summary
        self.explanation = explanation
        self.wrongExample = wrong
        self.rightExample = right
    }

    // Identity is the code alone.
    public static func == (lhs: DiagnosticKind, rhs: DiagnosticKind) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

/// Every kind cardspec can report, in a stable order.
public enum DiagnosticRegistry {
    public static let all: [DiagnosticKind] = DiagnosticKind.syntaxKinds + DiagnosticKind.structureKinds + DiagnosticKind.semanticKinds
        + DiagnosticKind.configurationKinds

    public static func kind(forCode code: String) -> DiagnosticKind? {
        all.first { $0.code == code }
    }
}
