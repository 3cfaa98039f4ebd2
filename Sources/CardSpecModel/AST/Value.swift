import CardSpecDiagnostics
import CardSpecSyntax

/// A property value as the spec wrote it. Which values a property accepts is the
/// catalog's business; the model only keeps what was written, typed as far as the
/// language itself defines it (scalars, references, actions, lists, objects, parts).
public struct Value: Sendable {
    // Only the large cases are boxed: a string, a number or a list is stored inline,
    // with no allocation of its own.
    public enum Kind: Sendable {
        /// A value that could not be lowered; its diagnostic has been reported, and later
        /// stages pass over it rather than report it again.
        case invalid
        case null
        case bool(Bool)
        case int(Int)
        case float(Double)
        case string(String)
        /// `$namespace.name`, written as the whole scalar: the value's range is the
        /// reference's (`Value.reference` gives it whole). Stored inline: a box for each
        /// reference was an allocation and a release apiece (about 5,000 in 100 specs).
        /// The name first: a payload of 17 bytes (the namespace's byte after the string)
        /// keeps `Value` at 48 bytes, where the other order, padded, made it 56.
        case reference(name: String, namespace: Reference.Namespace)
        /// `{twoWay: $model.x}`: the part shows the model value and writes the user's
        /// changes back (controls only: a text field's text, a switch, a slider).
        indirect case twoWay(Reference)
        indirect case action(ActionRef)
        case list([Value])
        case object([Property])
        /// A child part in a slot the vocabulary declares (a centered view's `left`).
        indirect case part(Part)
        /// Child parts in a list slot (a stack's `parts`).
        case parts([Part])
    }

    public var kind: Kind
    public var range: SourceRange
    /// For scalars: how they were written. A plain `yes` is a string that people meant
    /// as a boolean, and the checks say so.
    public var scalarStyle: ScalarStyle?

    public init(_ kind: Kind, at range: SourceRange, style: ScalarStyle? = nil) {
        self.kind = kind
        self.range = range
        self.scalarStyle = style
    }

    /// A plain scalar that YAML 1.1 would have read as a boolean.
    public var isBooleanLookalike: Bool {
        guard scalarStyle == .plain, case .string(let text) = kind else { return false }
        return ["yes", "no", "on", "off", "y", "n"].contains(text.lowercased())
    }

    /// What kind of value this is, for messages ("expected a number, found a list").
    public var kindDescription: String {
        switch kind {
        case .invalid: "an invalid value"
        case .null: "null"
        case .bool(let flag): "the boolean \(flag)"
        case .int(let number): "the integer \(number)"
        case .float(let number): "the number \(number)"
        case .string(let text): text.count <= 40 ? "the string '\(text)'" : "a string"
        case .reference(let name, let namespace): "the reference \(Reference.spelled(namespace, name))"
        case .twoWay(let reference): "the two-way binding of \(reference.spelled)"
        case .action: "an action"
        case .list: "a list"
        case .object: "a mapping"
        case .part, .parts: "a part"
        }
    }
}

extension Value {
    /// The reference this value is, with the ranges of the whole scalar and of the name in
    /// it; nil for any other value (a two-way binding included: its own case holds it).
    public var reference: Reference? {
        guard case .reference(let name, let namespace) = kind else { return nil }
        return Reference(namespace: namespace, name: name, spelledAt: range, style: scalarStyle)
    }
}

/// `name: value` inside a part, a theme, a trait or any other open-ended mapping.
public struct Property: Sendable {
    public var name: Name
    public var value: Value

    public init(name: Name, value: Value) {
        self.name = name
        self.value = value
    }
}

extension Array where Element == Property {
    public subscript(name: String) -> Property? {
        first { $0.name.text == name }
    }
}
