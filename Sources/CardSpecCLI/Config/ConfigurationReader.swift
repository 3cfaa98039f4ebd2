import CardSpecDiagnostics
import CardSpecSyntax

/// Reads the tree of a configuration file into a `ProjectConfiguration`. Like the spec
/// lowering, it reports every mistake at its place and keeps going: an entry it cannot
/// accept is left out, and the rest of the file still applies.
struct ConfigurationReader {
    static let keys = ["disabled", "severity", "exclude", "strict", "max-warnings"]
    /// Keys of other linters' files that mean one of ours, for a did-you-mean that
    /// spelling alone would not find.
    static let familiarKeys = ["disabled_rules": "disabled", "ignore": "exclude", "ignores": "exclude", "rules": "severity"]
    static let severityWords = ["error", "warning", "note", "off"]
    /// Other linters' severities, for the same reason.
    static let familiarSeverities = ["warn": "warning", "info": "note", "false": "off", "ignore": "off", "none": "off", "disabled": "off"]

    let file: SourceFile
    private(set) var configuration = ProjectConfiguration()
    private(set) var diagnostics: [Diagnostic] = []
    /// Where each code was first configured, for `config-duplicate-code`.
    private var configuredAt: [String: SourceRange] = [:]

    private init(file: SourceFile) {
        self.file = file
    }

    /// The configuration a parsed file describes, and what is wrong with it (besides
    /// what the parser reported). No tree (an empty file) is an empty configuration.
    static func read(_ root: SyntaxNode?, in file: SourceFile) -> (configuration: ProjectConfiguration, diagnostics: [Diagnostic]) {
        var reader = ConfigurationReader(file: file)
        if let root { reader.readRoot(root) }
        return (reader.configuration, reader.diagnostics)
    }

    private mutating func report(
        _ kind: DiagnosticKind, _ message: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) {
        diagnostics.append(Diagnostic(kind, message, at: range, notes: notes, fixIts: fixIts))
    }

    private mutating func wrongKind(_ node: SyntaxNode, expected: String) {
        var notes: [DiagnosticNote] = []
        if node.isBooleanLookalike, let text = node.scalarText {
            notes.append(DiagnosticNote(message: "YAML 1.2 reads '\(text)' as a string; write true or false"))
        }
        report(.configWrongKind, "expected \(expected), found \(Self.describe(node))", at: node.range, notes: notes)
    }

    // MARK: - Settings

    private mutating func readRoot(_ root: SyntaxNode) {
        let pairs: [SyntaxPair]
        switch root.content {
        case .mapping(let rootPairs): pairs = rootPairs
        case .scalar where root.scalarValue == .null: return
        default:
            wrongKind(root, expected: "a mapping of settings (\(Self.keys.joined(separator: ", ")))")
            return
        }
        for pair in pairs {
            guard case .scalar(let key, _) = pair.key.content else {
                wrongKind(pair.key, expected: "a setting name as key")
                continue
            }
            switch key {
            case "disabled": readDisabled(pair.value)
            case "severity": readSeverity(pair.value)
            case "exclude": readExclude(pair.value)
            case "strict": readStrict(pair.value)
            case "max-warnings": readMaxWarnings(pair.value)
            default: unknownKey(key, at: pair.key.range)
            }
        }
    }

    private mutating func unknownKey(_ key: String, at range: SourceRange) {
        var message = "unknown key '\(key)' in the configuration"
        var fixIts: [FixIt] = []
        if let suggestion = Self.familiarKeys[key] ?? Suggestions.closest(to: key, in: Self.keys) {
            message += "; did you mean '\(suggestion)'?"
            fixIts.append(FixIt(range: range, replacement: suggestion, message: "replace '\(key)' with '\(suggestion)'"))
        }
        report(.configUnknownKey, message, at: range,
               notes: [DiagnosticNote(message: "valid keys here: " + Self.keys.joined(separator: ", "))], fixIts: fixIts)
    }

    private mutating func readDisabled(_ node: SyntaxNode) {
        guard let items = sequence(node, expected: "a list of diagnostic codes for 'disabled'") else { return }
        for item in items {
            if let code = code(item) { configuration.disabled.insert(code) }
        }
    }

    private mutating func readSeverity(_ node: SyntaxNode) {
        let pairs: [SyntaxPair]
        switch node.content {
        case .mapping(let mappingPairs): pairs = mappingPairs
        case .scalar where node.scalarValue == .null: return
        default:
            wrongKind(node, expected: "a mapping from diagnostic codes to severities for 'severity'")
            return
        }
        for pair in pairs {
            let code = code(pair.key)
            guard let severity = severityWord(pair.value), let code else { continue }
            if let severity {
                configuration.severities[code] = severity
            } else {
                configuration.disabled.insert(code)
            }
        }
    }

    /// A severity, or nil inside for `off`; nil when the value is not one.
    private mutating func severityWord(_ node: SyntaxNode) -> Severity?? {
        guard case .scalar(let text, _) = node.content else {
            wrongKind(node, expected: "a severity (" + listing(Self.severityWords, conjunction: "or") + ")")
            return nil
        }
        if text == "off" { return .some(nil) }
        if case .string? = node.scalarValue, let severity = Severity(rawValue: text) { return severity }
        var message = "invalid severity '\(text)'"
        var fixIts: [FixIt] = []
        if let suggestion = Self.familiarSeverities[text.lowercased()] ?? Suggestions.closest(to: text, in: Self.severityWords) {
            message += "; did you mean '\(suggestion)'?"
            fixIts.append(FixIt(range: node.range, replacement: suggestion, message: "replace '\(text)' with '\(suggestion)'"))
        }
        report(.configInvalidSeverity, message, at: node.range,
               notes: [DiagnosticNote(message: "a severity is " + listing(Self.severityWords, conjunction: "or"))],
               fixIts: fixIts)
        return nil
    }

    private mutating func readExclude(_ node: SyntaxNode) {
        guard let items = sequence(node, expected: "a list of glob patterns for 'exclude'") else { return }
        for item in items {
            // A glob is text whatever YAML makes of it: `2024` is a directory name.
            guard case .scalar(let text, _) = item.content, item.scalarValue != .null else {
                wrongKind(item, expected: "a glob pattern")
                continue
            }
            do throws(GlobPattern.Failure) {
                configuration.exclude.append(try GlobPattern(text))
            } catch {
                report(.configInvalidGlob, "invalid pattern '\(text)': \(error.message)",
                       at: range(ofScalars: error.scalars, in: item))
            }
        }
    }

    private mutating func readStrict(_ node: SyntaxNode) {
        switch node.scalarValue {
        case .bool(let value)?: configuration.strict = value
        case .null?: break
        default: wrongKind(node, expected: "true or false for 'strict'")
        }
    }

    private mutating func readMaxWarnings(_ node: SyntaxNode) {
        switch node.scalarValue {
        case .int(let value)? where value >= 0: configuration.maxWarnings = value
        case .null?: break
        default: wrongKind(node, expected: "a whole number of at least 0 for 'max-warnings'")
        }
    }

    // MARK: - Parts

    private mutating func sequence(_ node: SyntaxNode, expected: String) -> [SyntaxNode]? {
        switch node.content {
        case .sequence(let items): return items
        case .scalar where node.scalarValue == .null: return []
        default:
            wrongKind(node, expected: expected)
            return nil
        }
    }

    /// A code that configuration may change, configured here for the first time.
    private mutating func code(_ node: SyntaxNode) -> String? {
        guard case .string(let code)? = node.scalarValue, !code.isEmpty else {
            wrongKind(node, expected: "a diagnostic code")
            return nil
        }
        guard let kind = DiagnosticRegistry.kind(forCode: code) else {
            var message = "unknown diagnostic code '\(code)'"
            var fixIts: [FixIt] = []
            let candidates = DiagnosticRegistry.all.filter(\.isConfigurable).map(\.code)
            if let suggestion = Suggestions.closest(to: code, in: candidates) {
                message += "; did you mean '\(suggestion)'?"
                fixIts.append(FixIt(range: node.range, replacement: suggestion, message: "replace '\(code)' with '\(suggestion)'"))
            }
            report(.configUnknownCode, message, at: node.range,
                   notes: [DiagnosticNote(message: "'cardspec explain --list' lists every code")], fixIts: fixIts)
            return nil
        }
        guard kind.isConfigurable else {
            let reason = kind.stage == .syntax
                ? "a syntax error means the file could not be read reliably, so it is always an error"
                : kind == .tooManyDiagnostics ? "its limit is --max-diagnostics-per-file"
                : "it is about the configuration file itself"
            report(.configUnconfigurableCode, "'\(code)' cannot be configured: \(reason)", at: node.range)
            return nil
        }
        if let first = configuredAt[code] {
            report(.configDuplicateCode, "'\(code)' is already configured", at: node.range,
                   notes: [DiagnosticNote(message: "first configured here", range: first)])
            return nil
        }
        configuredAt[code] = node.range
        return code
    }

    /// The source range of some scalars of a scalar's text: exact when the scalar is
    /// written as its text (plain, or quoted without escapes), the whole scalar when not.
    private func range(ofScalars scalars: Range<Int>, in node: SyntaxNode) -> SourceRange {
        guard case .scalar(let text, let style) = node.content, !scalars.isEmpty else { return node.range }
        let written = file.bytes[node.range.start.offset..<min(node.range.end.offset, file.bytes.count)]
        let quote: [UInt8]
        switch style {
        case .plain: quote = []
        case .singleQuoted: quote = [UInt8(ascii: "'")]
        case .doubleQuoted: quote = [UInt8(ascii: "\"")]
        case .literal, .folded: return node.range
        }
        guard written.elementsEqual(quote + Array(text.utf8) + quote) else { return node.range }
        let textScalars = Array(text.unicodeScalars)
        func offset(_ index: Int) -> Int {
            node.range.start.offset + quote.count
                + textScalars[..<min(index, textScalars.count)].reduce(0) { $0 + UTF8.width($1) }
        }
        let start = file.position(ofOffset: offset(scalars.lowerBound))
        let end = file.position(ofOffset: offset(max(scalars.upperBound, scalars.lowerBound)))
        return SourceRange(start: start, end: end)
    }

    /// What a node is, for messages: "a list", "the string 'yes'".
    static func describe(_ node: SyntaxNode) -> String {
        switch node.content {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let text, _):
            switch node.scalarValue {
            case .null?, nil: return "null"
            case .bool?: return "the boolean \(text)"
            case .int?, .float?: return "the number \(text)"
            case .string?: return "the string '\(text)'"
            }
        }
    }
}
