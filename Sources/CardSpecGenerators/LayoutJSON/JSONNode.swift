import CardSpecDiagnostics

/// A JSON value as the layout JSON and the JSON Schema generators build it. It is the
/// diagnostics' `JSONValue` with one addition those reports never need: numbers that are
/// not integers (`0.42`, a schema's `"minimum": 0.5`). It is written in exactly
/// `JSONWriter.document`'s format, with `JSONWriter`'s string escaping, so every JSON
/// file cardspec writes looks the same.
indirect enum JSONNode: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number that is not an integer. A whole number is written as one (`12`, not
    /// `12.0`); infinity and NaN, which JSON cannot hold, are written as `null`.
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object(Object)

    /// Members in the order they were added; a key set twice keeps its first place.
    struct Object: Equatable, Sendable {
        private(set) var keys: [String] = []
        private(set) var values: [JSONNode] = []

        init() {}

        init(_ members: [(String, JSONNode)]) {
            for (key, value) in members { self[key] = value }
        }

        subscript(key: String) -> JSONNode? {
            get { keys.firstIndex(of: key).map { values[$0] } }
            set {
                if let index = keys.firstIndex(of: key) {
                    if let newValue {
                        values[index] = newValue
                    } else {
                        keys.remove(at: index)
                        values.remove(at: index)
                    }
                } else if let newValue {
                    keys.append(key)
                    values.append(newValue)
                }
            }
        }

        var isEmpty: Bool { keys.isEmpty }
        var members: [(key: String, value: JSONNode)] { Array(zip(keys, values)).map { (key: $0.0, value: $0.1) } }
    }

    /// An object from `key: value` pairs, in order.
    static func object(_ members: KeyValuePairs<String, JSONNode>) -> JSONNode {
        .object(Object(members.map { ($0.key, $0.value) }))
    }

    static func strings(_ texts: [String]) -> JSONNode { .array(texts.map { .string($0) }) }

    /// A number, as an integer when it is one.
    static func numeric(_ value: Double) -> JSONNode {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return .int(Int(value)) }
        return .number(value)
    }

    /// `value` or null.
    static func optional(_ text: String?) -> JSONNode { text.map { .string($0) } ?? .null }
}

extension JSONNode: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .int(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSONNode...) { self = .array(elements) }
    init(nilLiteral: ()) { self = .null }
}

/// Writes a `JSONNode` as `JSONWriter.document` writes a `JSONValue`: two spaces per
/// level, `"key": value`, `[]` and `{}` for empty containers, a newline at the end.
enum JSONNodeWriter {
    static func document(_ node: JSONNode) -> String {
        var out = ""
        write(node, indent: 0, into: &out)
        out += "\n"
        return out
    }

    /// Shortest text that reads back as the same Double (Swift's own), as JSON allows it.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    private static func write(_ node: JSONNode, indent: Int, into out: inout String) {
        switch node {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .int(let number): out += String(number)
        case .number(let number): out += Self.number(number)
        case .string(let text): out += JSONWriter.quoted(text)
        case .array(let elements):
            guard !elements.isEmpty else {
                out += "[]"
                return
            }
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                newline(indent + 1, into: &out)
                write(element, indent: indent + 1, into: &out)
            }
            newline(indent, into: &out)
            out += "]"
        case .object(let object):
            guard !object.isEmpty else {
                out += "{}"
                return
            }
            out += "{"
            for (index, member) in object.members.enumerated() {
                if index > 0 { out += "," }
                newline(indent + 1, into: &out)
                out += JSONWriter.quoted(member.key) + ": "
                write(member.value, indent: indent + 1, into: &out)
            }
            newline(indent, into: &out)
            out += "}"
        }
    }

    private static func newline(_ indent: Int, into out: inout String) {
        out += "\n" + String(repeating: "  ", count: indent)
    }
}
