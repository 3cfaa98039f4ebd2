/// Spec text made safe as Swift source: string literals that hold exactly the spec's
/// text, whatever it contains, and identifiers that are always valid.
enum SwiftLiteral {
    /// A one-line `"…"` literal: backslashes, quotes, `\(` and every character that is
    /// not printable ASCII outside the BMP's letters are escaped, so no spec text can end
    /// the literal, interpolate, or hide a line break.
    static func string(_ text: String) -> String {
        // Built as UTF-8 bytes: most text is printable ASCII, copied as it is.
        var result: [UInt8] = [UInt8(ascii: "\"")]
        result.reserveCapacity(text.utf8.count + 2)
        func append(_ escape: StaticString) {
            escape.withUTF8Buffer { result.append(contentsOf: $0) }
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": append("\\\\")
            case "\"": append("\\\"")
            case "\n": append("\\n")
            case "\r": append("\\r")
            case "\t": append("\\t")
            case "\0": append("\\0")
            default:
                if scalar.value >= 0x20, scalar.value < 0x7F {
                    result.append(UInt8(scalar.value))
                } else if scalar.value < 0x20 || scalar.value == 0x7F || isInvisible(scalar) {
                    append("\\u{")
                    result.append(contentsOf: String(scalar.value, radix: 16, uppercase: true).utf8)
                    result.append(UInt8(ascii: "}"))
                } else {
                    UTF8.encode(scalar) { result.append($0) }
                }
            }
        }
        result.append(UInt8(ascii: "\""))
        return String(decoding: result, as: UTF8.self)
    }

    /// Format and bidirectional controls, line and paragraph separators, and C1
    /// controls: characters that would make the source read differently from what it is.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x80...0x9F, 0x2028, 0x2029, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064,
             0x2066...0x206F, 0xFEFF:
            return true
        default:
            return scalar.properties.generalCategory == .format
        }
    }

    /// Swift's reserved words, which an identifier must put in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_",
    ]

    /// An identifier as Swift source: backticked if it is a keyword. The checks only let
    /// ASCII identifiers through; this is the second line of defence.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `lowerCamelCase` of a name (`BudgetSummary` -> `budgetSummary`).
    static func lowerFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// `UpperCamelCase` of a name (`openBudget` -> `OpenBudget`).
    static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// A number as Swift writes it: `8`, `0.5`, `-1.25`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
