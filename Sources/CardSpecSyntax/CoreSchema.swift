import CardSpecDiagnostics

/// The YAML 1.2 core schema: what a scalar means given its text, style and tag.
@usableFromInline
enum CoreSchema {
    static let tagPrefix = "tag:yaml.org,2002:"
    static let strTag = tagPrefix + "str"
    static let intTag = tagPrefix + "int"
    static let floatTag = tagPrefix + "float"
    static let boolTag = tagPrefix + "bool"
    static let nullTag = tagPrefix + "null"
    static let seqTag = tagPrefix + "seq"
    static let mapTag = tagPrefix + "map"
    /// The non-specific tag `!`: "not resolved by content", so a string for a scalar.
    static let nonSpecificTag = "!"

    enum Resolution: Equatable {
        case value(ScalarValue)
        /// A standard tag whose text does not fit it (`!!int abc`); the message says why.
        case invalid(String)
        /// A tag this schema does not know (`!Ref`, `!!binary`).
        case unsupportedTag
    }

    static func resolve(_ text: String, style: ScalarStyle, tag: String?) -> Resolution {
        guard let tag else {
            return .value(style == .plain ? resolvePlain(text) : .string(text))
        }
        switch tag {
        case strTag, nonSpecificTag:
            return .value(.string(text))
        case nullTag:
            return resolvePlain(text) == .null ? .value(.null) : invalid(text, tag)
        case boolTag:
            if case .bool(let value) = resolvePlain(text) { return .value(.bool(value)) }
            return invalid(text, tag)
        case intTag:
            if let value = integer(text) { return .value(.int(value)) }
            return isInteger(text) ? .invalid("\(MessageText.quoted(text)) is out of range for !!int") : invalid(text, tag)
        case floatTag:
            if let value = float(text) { return .value(.float(value)) }
            return invalid(text, tag)
        case seqTag, mapTag:
            return .invalid("\(displayName(tag)) cannot tag a scalar")
        default:
            return .unsupportedTag
        }
    }

    /// Plain scalars without a tag. Most text is decided on its bytes (`readPlain`).
    static func resolvePlain(_ text: String) -> ScalarValue {
        let reading = text.utf8.withContiguousStorageIfAvailable(readPlain)
            ?? Array(text.utf8).withUnsafeBufferPointer(readPlain)
        switch reading {
        case .value(let value): return value
        case .string: return .string(text)
        case .otherNumber:
            if let value = integer(text) { return .int(value) }
            if isInteger(text) { return .float(outOfRangeInteger(text)) }
            if let value = float(text) { return .float(value) }
            return .string(text)
        }
    }

    /// What plain text without a tag is, as far as its bytes tell without a `String`.
    enum PlainReading: Equatable {
        case value(ScalarValue)
        /// A string: the text itself.
        case string
        /// Text starting with a digit, a sign or a point that `commonPlainValue` leaves:
        /// octal, hexadecimal, long or exponent numbers, `.inf`, `.nan`, or a string;
        /// `resolvePlain` decides.
        case otherNumber
    }

    /// The flat tree's way to a plain scalar's meaning, and `resolvePlain`'s first step.
    static func readPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> PlainReading {
        guard let first = bytes.first else { return .value(.null) }
        guard mayStartNonString(first) else { return .string }
        if let value = commonPlainValue(bytes) { return .value(value) }
        // Past the common values, text starting with a letter or `~` is a string.
        return isDigit(first) || isSign(first) || first == UInt8(ascii: ".") ? .otherNumber : .string
    }

    /// The null (`~`, `null` in its three spellings), the booleans (`true`, `false`, the
    /// same), decimal integers of up to 18 digits and decimal fractions of up to 15 digits
    /// without an exponent, read on the bytes: the only place these spellings are written.
    /// Nil for anything else.
    static func commonPlainValue(_ bytes: UnsafeBufferPointer<UInt8>) -> ScalarValue? {
        guard let first = bytes.first else { return nil }
        if isDigit(first) || isSign(first) || first == UInt8(ascii: ".") {
            let body = bytes[(isSign(first) ? 1 : 0)...]
            guard (1...18).contains(body.count) else { return nil }
            var value = 0
            var point: Int?
            for (position, byte) in body.enumerated() {
                if isDigit(byte) {
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                } else if byte == UInt8(ascii: "."), point == nil {
                    point = position
                } else {
                    return nil
                }
            }
            let negative = first == UInt8(ascii: "-")
            guard let point else { return .int(negative ? -value : value) }
            guard (1...15).contains(body.count - 1) else { return nil }
            // The digits as an integer (below 2^53) and a power of ten up to 10^15 are both
            // exact Doubles, so one division, correctly rounded, gives the Double nearest the
            // decimal: what `Double(text)` gives.
            var scale = 1.0
            for _ in 0..<(body.count - point - 1) { scale *= 10 }
            let magnitude = Double(value) / scale
            return .float(negative ? -magnitude : magnitude)
        }
        switch bytes.count {
        case 1: return first == UInt8(ascii: "~") ? .null : nil
        case 4:
            if spells(bytes, "true", "True", "TRUE") { return .bool(true) }
            if spells(bytes, "null", "Null", "NULL") { return .null }
            return nil
        case 5: return spells(bytes, "false", "False", "FALSE") ? .bool(false) : nil
        default: return nil
        }
    }

    private static func spells(
        _ bytes: UnsafeBufferPointer<UInt8>, _ first: StaticString, _ second: StaticString, _ third: StaticString
    ) -> Bool {
        func equal(_ spelling: StaticString) -> Bool { spelling.withUTF8Buffer { $0.hasSameBytes(as: bytes) } }
        return equal(first) || equal(second) || equal(third)
    }

    /// Whether plain text starting with `byte` may be something other than a string:
    /// `resolvePlain` reads any other text as a string.
    @inlinable
    static func mayStartNonString(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
             UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
             UInt8(ascii: "+"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+` within Int's range.
    static func integer(_ text: String) -> Int? {
        let utf8 = text.utf8
        if utf8.count > 2, utf8.first == UInt8(ascii: "0") {
            let marker = utf8[utf8.index(after: utf8.startIndex)]
            let digits = text.dropFirst(2)
            if marker == UInt8(ascii: "o") {
                return digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") })
                    ? Int(digits, radix: 8) : nil
            }
            if marker == UInt8(ascii: "x") {
                return digits.utf8.allSatisfy({ JSONSyntaxChecker.hexValue($0) != nil }) ? Int(digits, radix: 16) : nil
            }
        }
        return isDecimalInteger(utf8) ? Int(text, radix: 10) : nil
    }

    /// Matches an integer form, whether or not it fits in Int.
    static func isInteger(_ text: String) -> Bool {
        let utf8 = text.utf8
        if utf8.count > 2, utf8.first == UInt8(ascii: "0") {
            let digits = text.utf8.dropFirst(2)
            switch utf8[utf8.index(after: utf8.startIndex)] {
            case UInt8(ascii: "o"): return digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }
            case UInt8(ascii: "x"): return digits.allSatisfy { JSONSyntaxChecker.hexValue($0) != nil }
            default: break
            }
        }
        return isDecimalInteger(utf8)
    }

    /// An integer form too large for Int, as the nearest Double.
    static func outOfRangeInteger(_ text: String) -> Double {
        let utf8 = Array(text.utf8)
        guard utf8.count > 2, utf8[0] == UInt8(ascii: "0"), utf8[1] == UInt8(ascii: "o") || utf8[1] == UInt8(ascii: "x") else {
            return Double(text) ?? .nan
        }
        let radix = utf8[1] == UInt8(ascii: "o") ? 8.0 : 16.0
        return utf8.dropFirst(2).reduce(0.0) { $0 * radix + Double(JSONSyntaxChecker.hexValue($1) ?? 0) }
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?\.(inf|Inf|INF)`, `\.(nan|NaN|NAN)`.
    static func float(_ text: String) -> Double? {
        let utf8 = Array(text.utf8)
        var index = 0
        if index < utf8.count, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") { index += 1 }
        let rest = utf8[index...]
        switch String(decoding: rest, as: UTF8.self) {
        case ".inf", ".Inf", ".INF":
            return utf8.first == UInt8(ascii: "-") ? -.infinity : .infinity
        case ".nan", ".NaN", ".NAN":
            return index == 0 ? .nan : nil
        default:
            break
        }
        var digitsBefore = 0, digitsAfter = 0
        while index < utf8.count, isDigit(utf8[index]) { index += 1; digitsBefore += 1 }
        if index < utf8.count, utf8[index] == UInt8(ascii: ".") {
            index += 1
            while index < utf8.count, isDigit(utf8[index]) { index += 1; digitsAfter += 1 }
            if digitsBefore == 0, digitsAfter == 0 { return nil }
        } else if digitsBefore == 0 {
            return nil
        }
        if index < utf8.count, utf8[index] == UInt8(ascii: "e") || utf8[index] == UInt8(ascii: "E") {
            index += 1
            if index < utf8.count, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") { index += 1 }
            var exponentDigits = 0
            while index < utf8.count, isDigit(utf8[index]) { index += 1; exponentDigits += 1 }
            if exponentDigits == 0 { return nil }
        }
        guard index == utf8.count else { return nil }
        return Double(text)  // The form is checked above; Swift parses all of them.
    }

    /// YAML 1.1 booleans that YAML 1.2 reads as strings.
    static func isBooleanLookalike(_ text: String) -> Bool {
        guard text.utf8.count <= 3 else { return false }
        switch text.lowercased() {
        case "yes", "no", "on", "off", "y", "n": return true
        default: return false
        }
    }

    /// `!!int` for standard tags, the tag as written otherwise.
    static func displayName(_ tag: String) -> String {
        tag.hasPrefix(tagPrefix) ? "!!" + tag.dropFirst(tagPrefix.count) : tag
    }

    private static func invalid(_ text: String, _ tag: String) -> Resolution {
        .invalid("\(MessageText.quoted(text)) is not a valid \(displayName(tag))")
    }

    private static func isDecimalInteger(_ utf8: String.UTF8View) -> Bool {
        var sawDigit = false
        for (position, byte) in utf8.enumerated() {
            if position == 0, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") { continue }
            guard isDigit(byte) else { return false }
            sawDigit = true
        }
        return sawDigit
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isSign(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") }
}
