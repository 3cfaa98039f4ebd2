/// A JSON value as cardspec's reports and generated JSON build it: objects whose members
/// keep the order they were added in, so keys come out in the order the writer (and its
/// documentation) gives them.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number that is not an integer (`0.42`). A whole number is written as one, and
    /// infinity and NaN, which JSON cannot hold, as `null`.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

/// A JSON object with a fixed member order: the order of insertion. A key set twice
/// keeps its first place and takes the new value.
public struct JSONObject: Hashable, Sendable {
    public private(set) var keys: [String] = []
    public private(set) var values: [JSONValue] = []

    public init() {}

    public subscript(key: String) -> JSONValue? {
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

    public var isEmpty: Bool { keys.isEmpty }

    /// An object from `(key, value)` pairs, in order.
    public init(_ members: [(String, JSONValue)]) {
        for (key, value) in members { self[key] = value }
    }

    public var members: [(key: String, value: JSONValue)] {
        zip(keys, values).map { (key: $0.0, value: $0.1) }
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        for (key, value) in elements {
            precondition(self[key] == nil, "duplicate JSON key '\(key)'")
            self[key] = value
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var object = JSONObject()
        for (key, value) in elements {
            precondition(object[key] == nil, "duplicate JSON key '\(key)'")
            object[key] = value
        }
        self = .object(object)
    }
}

/// Writes JSON text, without Foundation, so that the bytes are the same on every
/// platform: members in their object's order, integers in decimal, strings as UTF-8
/// with only the escapes below.
public enum JSONWriter {
    /// Pretty-printed with two spaces per level, `"key": value`, an empty array or
    /// object as `[]` or `{}`, and a newline at the end: a whole document.
    public static func document(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        out += "\n"
        return out
    }

    /// On one line, with no spaces: `{"a":[1,2]}`.
    public static func compact(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: nil, into: &out)
        return out
    }

    /// `text` as a JSON string literal, quotes included. Escaped: the quote, the
    /// backslash, every control character U+0000 to U+001F (as `\b`, `\t`, `\n`, `\f`,
    /// `\r` where JSON has a short form, as `\u00XX` with lowercase hex otherwise), and
    /// U+2028 and U+2029, which JavaScript before ES2019 does not allow raw in strings.
    /// Everything else, non-ASCII included, is written as itself.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        appendEscaped(text, to: &out)
        out += "\""
        return out
    }

    static func appendEscaped(_ text: String, to out: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\u{08}": out += "\\b"
            case "\u{09}": out += "\\t"
            case "\u{0A}": out += "\\n"
            case "\u{0C}": out += "\\f"
            case "\u{0D}": out += "\\r"
            case "\u{00}"..."\u{1F}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                out.unicodeScalars.append(scalar)
            }
        }
    }

    /// The shortest text that reads back as the same Double (Swift's own), an integer
    /// when it is one; `null` for infinity and NaN.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// `indent` nil writes compactly.
    private static func write(_ value: JSONValue, indent: Int?, into out: inout String) {
        switch value {
        case .null:
            out += "null"
        case .bool(let bool):
            out += bool ? "true" : "false"
        case .int(let number):
            out += String(number)
        case .number(let number):
            out += Self.number(number)
        case .string(let text):
            out += "\""
            appendEscaped(text, to: &out)
            out += "\""
        case .array(let elements):
            guard !elements.isEmpty else {
                out += "[]"
                return
            }
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                newline(indent.map { $0 + 1 }, into: &out)
                write(element, indent: indent.map { $0 + 1 }, into: &out)
            }
            newline(indent, into: &out)
            out += "]"
        case .object(let object):
            guard !object.isEmpty else {
                out += "{}"
                return
            }
            out += "{"
            for index in object.keys.indices {
                if index > 0 { out += "," }
                newline(indent.map { $0 + 1 }, into: &out)
                out += "\""
                appendEscaped(object.keys[index], to: &out)
                out += indent == nil ? "\":" : "\": "
                write(object.values[index], indent: indent.map { $0 + 1 }, into: &out)
            }
            newline(indent, into: &out)
            out += "}"
        }
    }

    private static func newline(_ indent: Int?, into out: inout String) {
        guard let indent else { return }
        out += "\n" + String(repeating: "  ", count: indent)
    }
}
