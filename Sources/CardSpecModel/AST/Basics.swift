import CardSpecDiagnostics
import CardSpecSyntax

/// A name written in the spec (a card, a theme, a key, an action) and where.
public struct Name: Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var range: SourceRange

    public init(_ text: String, at range: SourceRange) {
        self.text = text
        self.range = range
    }

    public var description: String { text }
}

/// `$namespace.name`: a whole scalar that refers to something defined elsewhere.
public struct Reference: Hashable, Sendable {
    public enum Namespace: String, Sendable, CaseIterable {
        /// A property of the card's view model.
        case model
        /// A property of the applied CardPartsTheme.
        case theme
        /// Tokens of the file, one namespace per token category.
        case color, font, number, insets
        /// A parameter of a parameterized card.
        case param
        /// A field of the row item, inside a table or collection row template.
        case item

        /// Namespaces whose names are tokens of the file.
        public var isToken: Bool {
            switch self {
            case .color, .font, .number, .insets: true
            default: false
            }
        }
    }

    public var namespace: Namespace
    public var name: String
    /// The whole reference, `$` included.
    public var range: SourceRange
    /// Just the part after the dot.
    public var nameRange: SourceRange

    public var spelled: String { Self.spelled(namespace, name) }

    /// `$namespace.name`, as a reference is written.
    public static func spelled(_ namespace: Namespace, _ name: String) -> String { "$\(namespace.rawValue).\(name)" }

    public init(namespace: Namespace, name: String, range: SourceRange, nameRange: SourceRange) {
        self.namespace = namespace
        self.name = name
        self.range = range
        self.nameRange = nameRange
    }

    /// The reference written as the whole scalar at `range`: its name's range follows from
    /// the spelling. A quoted scalar's text starts after its quote; the namespace and the
    /// name are ASCII (a namespace's spelling, an identifier), so a byte is a column.
    public init(namespace: Namespace, name: String, spelledAt range: SourceRange, style: ScalarStyle?) {
        let quote = (style == .singleQuoted || style == .doubleQuoted) ? 1 : 0
        let nameStart = quote + 1 + namespace.rawValue.utf8.count + 1
        let nameLength = name.utf8.count
        var nameRange = range
        if range.start.line == range.end.line {
            nameRange.start.offset += nameStart
            nameRange.start.column += nameStart
            nameRange.end = SourcePosition(
                offset: nameRange.start.offset + nameLength, line: nameRange.start.line,
                column: nameRange.start.column + nameLength)
        }
        self.init(namespace: namespace, name: name, range: range, nameRange: nameRange)
    }
}

/// An action the app implements, named in the spec (`onTap: openBudget`). Actions are
/// names, never code: each becomes a method of the card's actions protocol.
public struct ActionRef: Hashable, Sendable {
    public var name: Name
}

/// A type written in the spec: `String`, `[Transaction]`, `Double?`.
// Only the nested cases are boxed: a plain name (most types written) needs no allocation.
public enum TypeRef: Hashable, Sendable, CustomStringConvertible {
    case named(String)
    indirect case list(TypeRef)
    indirect case optional(TypeRef)

    public var description: String {
        switch self {
        case .named(let name): name
        case .list(let element): "[\(element)]"
        case .optional(let wrapped): "\(wrapped)?"
        }
    }
}

public struct TypeAnnotation: Hashable, Sendable {
    public var type: TypeRef
    public var range: SourceRange
}
