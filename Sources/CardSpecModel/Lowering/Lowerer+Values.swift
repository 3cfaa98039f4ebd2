import CardSpecDiagnostics
import CardSpecSyntax

/// Which references a value may hold, by where it is written.
enum ReferenceScope {
    /// Tokens, model initial values, parameter defaults: literals only.
    case literal
    /// Themes, screens, bottom sheets: tokens and theme properties.
    case shared
    /// Inside a card: everything.
    case card

    func allows(_ namespace: Reference.Namespace) -> Bool {
        switch self {
        case .literal: false
        case .shared: namespace.isToken || namespace == .theme
        case .card: true
        }
    }

    var placeDescription: String {
        switch self {
        case .literal: "here; only literal values are allowed"
        case .shared: "outside a card; only tokens and $theme are allowed"
        case .card: ""
        }
    }
}

extension Lowerer {
    /// Any value a property can hold, lowered as far as the language defines it.
    mutating func value(_ node: SyntaxNode, scope: ReferenceScope) -> Value {
        switch node.content {
        case .sequence(let items):
            return Value(.list(items.map { value($0, scope: scope) }), at: node.range)
        case .mapping(let pairs):
            if let index = pairs.firstIndex(where: { if case .scalar("twoWay", _) = $0.key.content { true } else { false } }) {
                for (other, pair) in pairs.enumerated() where other != index {
                    report(.invalidValue, "a two-way binding is written {twoWay: $model.name} with no other keys",
                           at: pair.key.range)
                }
                return twoWay(pairs[index].value, in: node, scope: scope)
            }
            return Value(.object(properties(pairs, scope: scope)), at: node.range)
        case .scalar(_, let style):
            return scalar(node, style: style, scope: scope)
        }
    }

    /// `key: value` pairs of an open-ended mapping (a theme, a trait's parameters).
    /// Keys of the form `onSomething` hold actions.
    mutating func properties(_ pairs: [SyntaxPair], scope: ReferenceScope) -> [Property] {
        pairs.compactMap { pair in
            guard let name = keyName(pair.key) else { return nil }
            return Property(name: name, value: propertyValue(named: name.text, pair.value, scope: scope))
        }
    }

    /// `{twoWay: $model.x}`, written where a part property takes a binding.
    private mutating func twoWay(_ target: SyntaxNode, in node: SyntaxNode, scope: ReferenceScope) -> Value {
        let reported = diagnostics.count
        let inner = value(target, scope: scope)
        if case .reference(let reference) = inner.kind, reference.namespace == .model {
            return Value(.twoWay(reference), at: node.range)
        }
        if diagnostics.count == reported {
            report(.invalidReference,
                   "a two-way binding takes a model property such as '$model.query', found \(inner.kindDescription)",
                   at: target.range)
        }
        return Value(.invalid, at: node.range)
    }

    /// The value of `key: value` in an open-ended mapping. An `onX` key written with an
    /// identifier holds an action; anything else is an ordinary value, so a property that
    /// merely starts with "on" (`onTintColor: green`) is left for the catalog to judge.
    mutating func propertyValue(named key: String, _ node: SyntaxNode, scope: ReferenceScope) -> Value {
        if Lowerer.isActionKey(key), case .string(let text)? = node.scalarValue, Identifier.isValid(text) {
            return Value(.action(ActionRef(name: Name(text, at: node.range))), at: node.range)
        }
        return value(node, scope: scope)
    }

    static func isActionKey(_ key: String) -> Bool {
        let scalars = Array(key.unicodeScalars)
        return scalars.count > 2 && scalars[0] == "o" && scalars[1] == "n"
            && ("A"..."Z").contains(scalars[2])
    }

    /// An action name: an identifier the app implements as a method.
    mutating func action(_ node: SyntaxNode) -> ActionRef? {
        guard let name = string(node, "an action name") else { return nil }
        guard Identifier.isValid(name.text) else {
            report(.invalidValue,
                   "'\(name.text)' is not a valid action name; an action is an identifier such as 'openBudget'",
                   at: name.range)
            return nil
        }
        return ActionRef(name: name)
    }

    private mutating func scalar(_ node: SyntaxNode, style: ScalarStyle, scope: ReferenceScope) -> Value {
        switch node.scalarValue {
        case .null?, nil: return Value(.null, at: node.range, style: style)
        case .bool(let flag)?: return Value(.bool(flag), at: node.range, style: style)
        case .int(let number)?: return Value(.int(number), at: node.range, style: style)
        case .float(let number)?: return Value(.float(number), at: node.range, style: style)
        case .string(let text)?:
            switch ReferenceSyntax.classify(text) {
            case .literal(let literal):
                return Value(.string(literal), at: node.range, style: style)
            case .reference(let namespaceText, let name):
                guard let reference = reference(namespaceText, name, node: node, style: style) else {
                    return Value(.invalid, at: node.range, style: style)
                }
                guard scope.allows(reference.namespace) else {
                    report(.invalidReference,
                           "\(reference.spelled) cannot be used \(scope.placeDescription)",
                           at: reference.range)
                    return Value(.invalid, at: node.range, style: style)
                }
                return Value(.reference(reference), at: node.range, style: style)
            }
        }
    }

    /// Checks the form of `$namespace.name` and reports what is wrong with it.
    mutating func reference(_ namespaceText: String, _ name: String?, node: SyntaxNode, style: ScalarStyle) -> Reference? {
        let written = "$" + namespaceText + (name.map { "." + $0 } ?? "")
        let namespaces = Reference.Namespace.allCases.map(\.rawValue)
        guard let namespace = Reference.Namespace(rawValue: namespaceText) else {
            var message = "unknown reference namespace '\(namespaceText)' in '\(written)'"
            var fixIts: [FixIt] = []
            if let suggestion = Suggestions.closest(to: namespaceText, in: namespaces) {
                message += "; did you mean '$\(suggestion)'?"
                let fixed = "$\(suggestion)" + (name.map { "." + $0 } ?? "")
                fixIts.append(FixIt(range: node.range, replacement: quoted(fixed, like: style),
                                    message: "replace '\(written)' with '\(fixed)'"))
            }
            report(.invalidReference, message, at: node.range,
                   notes: [DiagnosticNote(message: "references are $\(namespaces.joined(separator: ".name, $")).name; write $$ for a literal '$'")],
                   fixIts: fixIts)
            return nil
        }
        guard let name, Identifier.isValid(name) else {
            report(.invalidReference,
                   "'\(written)' is not a valid reference; expected $\(namespace.rawValue).name with an identifier after the dot",
                   at: node.range)
            return nil
        }
        // A quoted scalar's text starts after its quote.
        let quote = (style == .singleQuoted || style == .doubleQuoted) ? 1 : 0
        let nameStartOffset = quote + 1 + namespaceText.utf8.count + 1
        let nameStartColumn = quote + 1 + namespaceText.unicodeScalars.count + 1
        var nameRange = node.range
        if node.range.start.line == node.range.end.line {
            nameRange.start.offset += nameStartOffset
            nameRange.start.column += nameStartColumn
            nameRange.end = SourcePosition(
                offset: nameRange.start.offset + name.utf8.count, line: nameRange.start.line,
                column: nameRange.start.column + name.unicodeScalars.count)
        }
        return Reference(namespace: namespace, name: name, range: node.range, nameRange: nameRange)
    }

    private func quoted(_ text: String, like style: ScalarStyle) -> String {
        switch style {
        case .doubleQuoted: "\"\(text)\""
        case .singleQuoted: "'\(text)'"
        default: text
        }
    }
}

extension ActionRef {
    /// `onX`: the shape of a key that holds an action.
    public static func isEventKey(_ key: String) -> Bool { Lowerer.isActionKey(key) }
}

/// The lexical rule for references: a string that starts with `$` and a letter is a
/// reference; `$$` escapes a literal `$`; anything else (`$1,200`, `$`) is plain text.
enum ReferenceSyntax {
    enum Form: Equatable {
        case literal(String)
        /// `$namespace.name`, or `$namespace` alone (name nil), not yet checked.
        case reference(namespace: String, name: String?)
    }

    static func classify(_ text: String) -> Form {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, first == "$" else { return .literal(text) }
        let rest = scalars.dropFirst()
        guard let second = rest.first else { return .literal(text) }
        if second == "$" { return .literal(String(rest)) }
        guard Identifier.isLetter(second) else { return .literal(text) }
        let body = String(rest)
        guard let dot = body.firstIndex(of: ".") else { return .reference(namespace: body, name: nil) }
        return .reference(namespace: String(body[..<dot]), name: String(body[body.index(after: dot)...]))
    }
}

/// Identifiers as the spec language (and Swift) spell them: ASCII letters, digits and
/// underscores, not starting with a digit.
public enum Identifier {
    public static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }

    /// The rule in words, for messages.
    public static let rule = "use ASCII letters, digits and underscores, not starting with a digit"

    public static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isLetter(first) else { return false }
        return text.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }
}
