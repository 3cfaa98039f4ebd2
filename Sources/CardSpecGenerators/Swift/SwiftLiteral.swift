import CardSpecDiagnostics
import CardSpecModel

/// Spec text made safe as Swift source: string literals that hold exactly the spec's
/// text, whatever it contains, and identifiers that are always valid.
enum SwiftLiteral {
    /// A one-line `"…"` literal: backslashes, quotes, `\(` and every character that is
    /// not printable ASCII outside the BMP's letters are escaped, so no spec text can end
    /// the literal, interpolate, or hide a line break.
    static func string(_ text: String) -> String {
        SwiftCode { write(string: text, into: &$0) }.description
    }

    /// Writes `string(text)`: most text is printable ASCII, copied as it is.
    static func write(string text: String, into code: inout SwiftCode.Interpolation) {
        code.appendLiteral("\"")
        var text = text
        text.withUTF8 { bytes in
            guard hasSpecial(bytes) else { return code.append(bytes: bytes) }
            for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
                switch scalar {
                case "\\": code.appendLiteral("\\\\")
                case "\"": code.appendLiteral("\\\"")
                case "\n": code.appendLiteral("\\n")
                case "\r": code.appendLiteral("\\r")
                case "\t": code.appendLiteral("\\t")
                case "\0": code.appendLiteral("\\0")
                default:
                    if scalar.value >= 0x20, scalar.value < 0x7F {
                        code.append(byte: UInt8(scalar.value))
                    } else if scalar.value < 0x20 || scalar.value == 0x7F || isInvisible(scalar) {
                        code.append("\\u{\(String(scalar.value, radix: 16, uppercase: true))}")
                    } else {
                        UTF8.encode(scalar) { code.append(byte: $0) }
                    }
                }
            }
        }
        code.appendLiteral("\"")
    }

    /// Whether any byte is outside printable ASCII, or is a backslash or a quote: whether
    /// the text cannot be written as it is. Tested without a branch a byte, in a loop the
    /// compiler vectorizes (a search for the first such byte tested them one by one).
    private static func hasSpecial(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var special: UInt8 = 0
        for byte in bytes {
            // `byte &- 0x20` wraps below 0x20: both ends of the printable range in one test.
            special |= (byte &- 0x20 >= 0x5F ? 1 : 0) | (byte == UInt8(ascii: "\\") ? 1 : 0) | (byte == UInt8(ascii: "\"") ? 1 : 0)
        }
        return special != 0
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

    /// An identifier as Swift source: backticked if it is a keyword. The checks only let
    /// ASCII identifiers through; this is the second line of defence.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    private static let keywords = NameIndex(Array(Identifier.swiftKeywords))

    /// `lowerCamelCase` of a name (`BudgetSummary` -> `budgetSummary`).
    static func lowerFirst(_ name: String) -> String {
        if let mapped = mappingFirstASCII(of: name, from: UInt8(ascii: "A")...UInt8(ascii: "Z")) { return mapped }
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// `UpperCamelCase` of a name (`openBudget` -> `OpenBudget`).
    static func upperFirst(_ name: String) -> String {
        if let mapped = mappingFirstASCII(of: name, from: UInt8(ascii: "a")...UInt8(ascii: "z")) { return mapped }
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `lowerFirst` or `upperFirst` read off the bytes when the first character is an
    /// ASCII byte of its own (the next byte is ASCII too): the name as it is, or with that
    /// letter's case flipped when it is in `letters`. Nil for other names.
    private static func mappingFirstASCII(of name: String, from letters: ClosedRange<UInt8>) -> String? {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), first < 0x80 else { return nil }
        if let second = bytes.next(), second >= 0x80 { return nil }
        guard letters.contains(first) else { return name }
        var mapped = Array(name.utf8)
        mapped[0] = first ^ 0x20
        return String(decoding: mapped, as: UTF8.self)
    }

    /// A number as Swift writes it: `8`, `0.5`, `-1.25`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

extension SwiftCode.Interpolation {
    /// `SwiftLiteral.upperFirst(name)`, written straight into the code: state functions
    /// and token paths name one, and making it a String of its own cost more than the
    /// rest of their line.
    mutating func appendInterpolation(upperFirst name: String) {
        var name = name
        let written = name.withUTF8 { bytes in
            // As `mappingFirstASCII` maps it: a first character that is an ASCII byte of its own.
            guard let first = bytes.first, first < 0x80, bytes.count == 1 || bytes[1] < 0x80 else { return false }
            append(byte: first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") ? first ^ 0x20 : first)
            append(bytes: UnsafeBufferPointer(rebasing: bytes[1...]))
            return true
        }
        if !written { appendInterpolation(SwiftLiteral.upperFirst(name)) }
    }
}
