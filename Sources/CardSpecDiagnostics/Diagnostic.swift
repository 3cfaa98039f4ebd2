public enum Severity: String, Sendable, Comparable, CaseIterable {
    case error, warning, note

    private var rank: Int {
        switch self {
        case .error: 2
        case .warning: 1
        case .note: 0
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A text edit that fixes a diagnostic: replace `range` with `replacement`.
/// An empty range inserts; an empty replacement deletes.
public struct FixIt: Hashable, Sendable {
    public var range: SourceRange
    public var replacement: String
    /// What the edit does, for people ("replace 'yes' with 'true'").
    public var message: String

    public init(range: SourceRange, replacement: String, message: String) {
        self.range = range
        self.replacement = replacement
        self.message = message
    }
}

/// A secondary message attached to a diagnostic, such as "first defined here".
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    /// Where the note points, in the same file as its diagnostic; nil for a note that
    /// has no place (a list of valid keys, say).
    public var range: SourceRange?

    public init(message: String, range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }
}

/// The one value every stage reports in. Formats (text, gnu, json, sarif, github) are
/// renderings of it; nothing downstream needs more than this.
public struct Diagnostic: Hashable, Sendable {
    public var kind: DiagnosticKind
    public var severity: Severity
    public var message: String
    public var range: SourceRange
    public var notes: [DiagnosticNote]
    public var fixIts: [FixIt]

    public init(
        _ kind: DiagnosticKind,
        _ message: String,
        at range: SourceRange,
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = [],
        severity: Severity? = nil
    ) {
        self.kind = kind
        self.severity = severity ?? kind.defaultSeverity
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }

    public var code: String { kind.code }
}

extension Diagnostic {
    /// Sorted by position, then code, so reports are the same on every run.
    public static func sortedForReport(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element, rhs.element)
            if l.range.start.offset != r.range.start.offset {
                return l.range.start.offset < r.range.start.offset
            }
            if l.code != r.code { return l.code < r.code }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
