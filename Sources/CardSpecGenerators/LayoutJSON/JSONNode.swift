import CardSpecDiagnostics

/// The JSON Schema is built as the diagnostics' `JSONValue` and written by `JSONWriter`;
/// layout JSON, too large for a tree, is written as it is walked (`JSONStream`) in the
/// same format, so every JSON file cardspec writes has one.
typealias JSONNode = JSONValue

extension JSONValue {
    typealias Object = JSONObject

    static func strings(_ texts: [String]) -> JSONValue { .array(texts.map { .string($0) }) }

    /// A number, as an integer when it is one.
    static func numeric(_ value: Double) -> JSONValue {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return .int(Int(value)) }
        return .number(value)
    }

    /// `value` or null.
    static func optional(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }
}
