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
    mutating func value(_ node: Node, scope: ReferenceScope) -> Value {
        switch tree.kind(node) {
        case .sequence:
            return Value(.list(tree.itemsInPlace(node).map { value($0, scope: scope) }), at: range(node))
        case .mapping:
            let pairs = tree.pairsInPlace(node)
            if let index = pairs.firstIndex(where: { tree.isScalar($0.key, ascii: "twoWay") }) {
                for (other, pair) in pairs.enumerated() where other != index {
                    report(.invalidValue, "a two-way binding is written {twoWay: $model.name} with no other keys",
                           at: range(pair.key))
                }
                return twoWay(pairs[index].value, in: node, scope: scope)
            }
            return Value(.object(properties(pairs, scope: scope)), at: range(node))
        case .scalar:
            return scalar(node, style: tree.style(node), scope: scope)
        }
    }

    /// `key: value` pairs of an open-ended mapping (a theme, a trait's parameters).
    /// Keys of the form `onSomething` hold actions.
    mutating func properties(_ pairs: some Collection<Pair>, scope: ReferenceScope) -> [Property] {
        pairs.compactMapExactly { pair in
            guard let name = keyName(pair.key) else { return nil }
            let value = propertyValue(named: name, pair.value, scope: scope)
            return Property(name: consume name, value: consume value)
        }
    }

    /// `{twoWay: $model.x}`, written where a part property takes a binding.
    private mutating func twoWay(_ target: Node, in node: Node, scope: ReferenceScope) -> Value {
        let reported = diagnostics.count
        let inner = value(target, scope: scope)
        if let reference = inner.reference, reference.namespace == .model {
            return Value(.twoWay(reference), at: range(node))
        }
        if diagnostics.count == reported {
            report(.invalidReference,
                   "a two-way binding takes a model property such as '$model.query', found \(inner.kindDescription)",
                   at: range(target))
        }
        return Value(.invalid, at: range(node))
    }

    /// The value of `key: value` in an open-ended mapping. An `onX` key written with an
    /// identifier holds an action; anything else is an ordinary value, so a property that
    /// merely starts with "on" (`onTintColor: green`) is left for the catalog to judge.
    // Given the whole name: passing its text from the caller's `Name` costs a copy of the
    // `Name` (made and destroyed through its value witnesses).
    mutating func propertyValue(named key: borrowing Name, _ node: Node, scope: ReferenceScope) -> Value {
        if Lowerer.isActionKey(key.text), case .string(let text)? = tree.scalarValue(node), Identifier.isValid(text) {
            return Value(.action(ActionRef(name: Name(text, at: range(node)))), at: range(node))
        }
        return value(node, scope: scope)
    }

    static func isActionKey(_ key: String) -> Bool {
        // Read in place, as `Identifier.isValid` does.
        key.utf8.withContiguousStorageIfAvailable(isActionKey(utf8:)) ?? isActionKey(utf8: key.utf8)
    }

    private static func isActionKey(utf8: some Collection<UInt8>) -> Bool {
        // `o`, `n` and an ASCII capital: three scalars that are one byte each.
        var bytes = utf8.makeIterator()
        return bytes.next() == UInt8(ascii: "o") && bytes.next() == UInt8(ascii: "n")
            && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes.next() ?? 0)
    }

    /// An action name: an identifier the app implements as a method.
    mutating func action(_ node: Node) -> ActionRef? {
        guard let name = string(node, "an action name") else { return nil }
        guard Identifier.isValid(name.text) else {
            report(.invalidValue,
                   "'\(name.text)' is not a valid action name; an action is an identifier such as 'openBudget'",
                   at: name.range)
            return nil
        }
        return ActionRef(name: name)
    }

    private mutating func scalar(_ node: Node, style: ScalarStyle, scope: ReferenceScope) -> Value {
        let range = range(node)
        // A string starting with `$` (without a tag, in ASCII: nearly all of them) is read
        // on its bytes: no String for its whole text, none for a reference's namespace. The
        // first byte alone decides the others, with no optional form to make and destroy.
        let firstByte = tree.untaggedASCIIFirstByte(node)
        if let firstByte {
            if firstByte == UInt8(ascii: "$"),
               let form = tree.withUntaggedASCIIText(node, ReferenceSyntax.classify(dollarText:)) ?? nil {
                return value(of: form, at: range, style: style, scope: scope)
            }
            // Text the first byte shows to be a string (quoted, or plain text that cannot
            // be null, a boolean or a number: most values) is made here from its bytes, as
            // `scalarValue` would make it, without the call. (0 may be an empty scalar.)
            if firstByte != 0, style != .plain || !SyntaxTree.plainMayBeNonString(startingWith: firstByte) {
                let small = smallStrings
                if let text = tree.withUntaggedASCIIText(node, { Lowerer.string(ascii: $0, small: small) }) {
                    return Value(.string(text), at: range, style: style)
                }
            }
        }
        switch tree.scalarValue(node) {
        case .null?, nil: return Value(.null, at: range, style: style)
        case .bool(let flag)?: return Value(.bool(flag), at: range, style: style)
        case .int(let number)?: return Value(.int(number), at: range, style: style)
        case .float(let number)?: return Value(.float(number), at: range, style: style)
        case .string(let text)?:
            // Most strings are no reference, as their first byte tells (read above when it
            // is known): kept as they are.
            guard firstByte == nil, text.utf8.first == UInt8(ascii: "$") else {
                return Value(.string(text), at: range, style: style)
            }
            return value(of: ReferenceSyntax.classify(text), at: range, style: style, scope: scope)
        }
    }

    /// A string scalar's value: a literal, or a reference if it is well formed and allowed here.
    private mutating func value(of form: consuming ReferenceSyntax.Form, at range: SourceRange, style: ScalarStyle,
                                scope: ReferenceScope) -> Value {
        // The form consumed and the reference moved into its box: copied, each string was
        // retained once more and the form and the optional reference destroyed after.
        switch consume form {
        case .literal(let literal):
            return Value(.string(consume literal), at: range, style: style)
        case .reference(let namespace, let name):
            guard let reference = reference(namespace, consume name, at: range, style: style) else {
                return Value(.invalid, at: range, style: style)
            }
            guard scope.allows(reference.namespace) else {
                reportNotAllowed(reference, in: scope)
                return Value(.invalid, at: range, style: style)
            }
            return Value(.reference(name: reference.name, namespace: reference.namespace), at: range, style: style)
        }
    }

    @inline(never)
    private mutating func reportNotAllowed(_ reference: Reference, in scope: ReferenceScope) {
        report(.invalidReference, "\(reference.spelled) cannot be used \(scope.placeDescription)", at: reference.range)
    }

    /// Checks the form of `$namespace.name` and reports what is wrong with it.
    mutating func reference(_ spelling: ReferenceSyntax.NamespaceSpelling, _ name: consuming String?, at nodeRange: SourceRange,
                            style: ScalarStyle) -> Reference? {
        // The reports out of line, so that the common path stays small.
        guard case .known(let namespace) = spelling else {
            reportUnknownNamespace(spelling, name, at: nodeRange, style: style)
            return nil
        }
        guard let name, Identifier.isValid(name) else {
            reportInvalidReference(spelling, name, namespace: namespace, at: nodeRange)
            return nil
        }
        return Reference(namespace: namespace, name: consume name, spelledAt: nodeRange, style: style)
    }

    @inline(never)
    private mutating func reportUnknownNamespace(_ spelling: ReferenceSyntax.NamespaceSpelling, _ name: String?,
                                                 at nodeRange: SourceRange, style: ScalarStyle) {
        let written = "$" + spelling.text + (name.map { "." + $0 } ?? "")
        let namespaceText = spelling.text
        let namespaces = Reference.Namespace.allCases.map(\.rawValue)
        var message = "unknown reference namespace '\(namespaceText)' in '\(written)'"
        var fixIts: [FixIt] = []
        if let suggestion = Suggestions.closest(to: namespaceText, in: namespaces) {
            message += "; did you mean '$\(suggestion)'?"
            let fixed = "$\(suggestion)" + (name.map { "." + $0 } ?? "")
            fixIts.append(FixIt(range: nodeRange, replacement: quoted(fixed, like: style),
                                message: "replace '\(written)' with '\(fixed)'"))
        }
        report(.invalidReference, message, at: nodeRange,
               notes: [DiagnosticNote(message: "references are $\(namespaces.joined(separator: ".name, $")).name; write $$ for a literal '$'")],
               fixIts: fixIts)
    }

    @inline(never)
    private mutating func reportInvalidReference(_ spelling: ReferenceSyntax.NamespaceSpelling, _ name: String?,
                                                 namespace: Reference.Namespace, at nodeRange: SourceRange) {
        let written = "$" + spelling.text + (name.map { "." + $0 } ?? "")
        report(.invalidReference,
               "'\(written)' is not a valid reference; expected $\(namespace.rawValue).name with an identifier after the dot",
               at: nodeRange)
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
        case reference(namespace: NamespaceSpelling, name: String?)
    }

    /// What a reference writes before its dot: one of the language's namespaces, or text
    /// that names none (kept for messages).
    enum NamespaceSpelling: Equatable {
        case known(Reference.Namespace)
        case unknown(String)

        init(_ text: String) {
            self = Reference.Namespace(rawValue: text).map(Self.known) ?? .unknown(text)
        }

        var text: String {
            switch self {
            case .known(let namespace): namespace.rawValue
            case .unknown(let text): text
            }
        }
    }

    static func classify(_ text: String) -> Form {
        let utf8 = text.utf8
        // Most strings are not references: decided by the first byte.
        guard utf8.first == UInt8(ascii: "$") else { return .literal(text) }
        let ascii = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? classify(dollarText: bytes) : nil
        }
        if let form = ascii ?? nil { return form }
        let scalars = text.unicodeScalars
        guard let first = scalars.first, first == "$" else { return .literal(text) }
        let rest = scalars.dropFirst()
        guard let second = rest.first else { return .literal(text) }
        if second == "$" { return .literal(String(rest)) }
        guard Identifier.isLetter(second) else { return .literal(text) }
        let body = String(rest)
        guard let dot = body.firstIndex(of: ".") else { return .reference(namespace: NamespaceSpelling(body), name: nil) }
        return .reference(namespace: NamespaceSpelling(String(body[..<dot])), name: String(body[body.index(after: dot)...]))
    }

    /// `classify` for ASCII text (`bytes`, its UTF-8), where scalars, characters and bytes
    /// are one: the same answers, found on the bytes, with the namespace looked up in
    /// place. Nil for text that does not start with `$`, which is a literal as it stands.
    static func classify(dollarText bytes: UnsafeBufferPointer<UInt8>) -> Form? {
        guard bytes.first == UInt8(ascii: "$") else { return nil }
        func string(_ range: Range<Int>) -> String {
            let part = UnsafeBufferPointer(rebasing: bytes[range])
            // ASCII, so a short one (most names) is made from its words.
            if part.count <= SmallASCIIString.capacity, SmallASCIIString.isAvailable { return SmallASCIIString.make(part) }
            return String(decoding: part, as: UTF8.self)
        }
        guard bytes.count > 1 else { return .literal(string(0..<bytes.count)) }
        let second = bytes[1]
        if second == UInt8(ascii: "$") { return .literal(string(1..<bytes.count)) }
        guard Identifier.isLetter(byte: second) else { return .literal(string(0..<bytes.count)) }
        let dot = bytes[1...].firstIndex(of: UInt8(ascii: ".")) ?? bytes.count
        let spelling = UnsafeBufferPointer(rebasing: bytes[1..<dot])
        let namespace = Reference.Namespace(spelling: spelling).map(NamespaceSpelling.known)
            ?? .unknown(string(1..<dot))
        return .reference(namespace: namespace, name: dot < bytes.count ? string((dot + 1)..<bytes.count) : nil)
    }
}

extension Reference.Namespace {
    /// The namespace whose name is `bytes` (UTF-8), compared in place. (`init(rawValue:)`
    /// is a `switch` on strings, a generic search of the case names.)
    init?(spelling bytes: UnsafeBufferPointer<UInt8>) {
        guard let index = Self.spelledNamespaces.index(of: bytes) else { return nil }
        self = Self.namespacesInOrder[index]
    }

    /// The namespaces' names as bytes, in `allCases` order; and the cases (`allCases` makes
    /// its array at each use).
    static let spelledNamespaces = SpelledKeys(Self.self)
    static let namespacesInOrder = allCases
}

/// Identifiers as the spec language (and Swift) spell them: ASCII letters, digits and
/// underscores, not starting with a digit.
public enum Identifier {
    public static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }

    /// The rule in words, for messages.
    public static let rule = "use ASCII letters, digits and underscores, not starting with a digit"

    /// Swift's keywords (declarations, statements, expressions and types) and the
    /// contextual ones that cannot name a type or a property without backticks: the
    /// checks refuse them as names, and the generator never gives them out.
    public static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_", "Type", "Protocol", "some", "any",
    ]

    /// `isLetter` for one byte of UTF-8 (a byte of a longer scalar is never a letter).
    @inline(__always)
    static func isLetter(byte: UInt8) -> Bool {
        ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }

    public static func isValid(_ text: String) -> Bool {
        // Read in place: `withUTF8` would need a copy of `text` to mutate.
        text.utf8.withContiguousStorageIfAvailable(isValid(utf8:)) ?? isValid(utf8: text.utf8)
    }

    /// Letters, digits and `_` are ASCII, so the bytes decide.
    private static func isValid(utf8 bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first, isLetter(byte: first) else { return false }
        return bytes.allSatisfy(continues(byte:))
    }

    /// Whether a byte of UTF-8 can be part of an identifier after its first letter.
    @inline(__always)
    static func continues(byte: UInt8) -> Bool {
        isLetter(byte: byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
