import CardSpecDiagnostics
import CardSpecSyntax

/// Turns the syntax tree into the spec model. It reports every structural mistake it
/// finds and keeps going, so one run shows them all; what it cannot make sense of is
/// left out of the model rather than guessed at.
struct Lowerer {
    let vocabulary: any PartVocabulary
    private(set) var diagnostics: [Diagnostic] = []

    init(vocabulary: any PartVocabulary) {
        self.vocabulary = vocabulary
    }

    mutating func report(
        _ kind: DiagnosticKind, _ message: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) {
        diagnostics.append(Diagnostic(kind, message, at: range, notes: notes, fixIts: fixIts))
    }

    // MARK: Node kinds

    /// The pairs of a mapping; null counts as an empty mapping (`tokens:` left blank).
    mutating func mapping(_ node: SyntaxNode, _ expected: String) -> [SyntaxPair]? {
        switch node.content {
        case .mapping(let pairs): return pairs
        case .scalar where node.scalarValue == .null: return []
        default:
            report(.wrongKind, "expected \(expected), found \(node.kindDescription)", at: node.range)
            return nil
        }
    }

    /// The items of a list; null counts as an empty list (`parts:` left blank).
    mutating func sequence(_ node: SyntaxNode, _ expected: String) -> [SyntaxNode]? {
        switch node.content {
        case .sequence(let items): return items
        case .scalar where node.scalarValue == .null: return []
        default:
            report(.wrongKind, "expected \(expected), found \(node.kindDescription)", at: node.range)
            return nil
        }
    }

    /// A non-empty string scalar, as a name.
    mutating func string(_ node: SyntaxNode, _ expected: String) -> Name? {
        if case .string(let text)? = node.scalarValue, !text.isEmpty {
            return Name(text, at: node.range)
        }
        report(.wrongKind, "expected \(expected), found \(node.kindDescription)", at: node.range)
        return nil
    }

    /// A mapping key as a name. Keys are scalars; `1:` and `true:` are read as written.
    mutating func keyName(_ key: SyntaxNode) -> Name? {
        if case .scalar(let text, _) = key.content { return Name(text, at: key.range) }
        report(.wrongKind, "expected a name as key, found \(key.kindDescription)", at: key.range)
        return nil
    }

    /// Reports keys that are not in `allowed`, with a did-you-mean where one is close.
    /// Returns the pairs whose keys are allowed, by key.
    mutating func knownKeys(
        _ pairs: [SyntaxPair], allowed: [String], in place: String
    ) -> [String: SyntaxPair] {
        var known: [String: SyntaxPair] = [:]
        for pair in pairs {
            guard let name = keyName(pair.key) else { continue }
            if allowed.contains(name.text) {
                known[name.text] = pair
            } else {
                reportUnknownKey(name, allowed: allowed, in: place)
            }
        }
        return known
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
    mutating func requireKey(_ key: String, in known: [String: SyntaxPair], of place: String, at range: SourceRange) -> SyntaxPair? {
        if let pair = known[key] { return pair }
        report(.missingKey, "\(place) is missing the required key '\(key)'",
               at: SourceRange(at: range.start))
        return nil
    }
}

extension SyntaxNode {
    /// What the node is, for messages: "a list", "the string 'yes'".
    var kindDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let text, _):
            switch scalarValue {
            case .null?, nil: return "null"
            case .bool?: return "the boolean \(text)"
            case .int?, .float?: return "the number \(text)"
            case .string?: return "the string '\(text)'"
            }
        }
    }
}
