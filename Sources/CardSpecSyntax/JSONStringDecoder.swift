/// Decodes a JSON string literal from the original bytes, for the few strings libyaml
/// cannot decode as JSON means them (see `JSONSyntaxChecker`). The literal has been
/// checked already. A lone surrogate escape, which Swift strings cannot hold, becomes
/// U+FFFD.
enum JSONStringDecoder {
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, openingQuote: Int) -> String {
        var utf8: [UInt8] = []
        func append(_ scalar: Unicode.Scalar) { UTF8.encode(scalar) { utf8.append($0) } }
        var index = openingQuote + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                index += 1
                continue
            }
            let escaped = index + 1 < bytes.count ? bytes[index + 1] : 0
            index += 2
            switch escaped {
            case UInt8(ascii: "b"): append("\u{08}")
            case UInt8(ascii: "f"): append("\u{0C}")
            case UInt8(ascii: "n"): append("\n")
            case UInt8(ascii: "r"): append("\r")
            case UInt8(ascii: "t"): append("\t")
            case UInt8(ascii: "u"):
                let unit = hex4(bytes, at: index)
                index += 4
                if unit >= 0xD800, unit <= 0xDBFF, index + 5 < bytes.count,
                   bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    let low = hex4(bytes, at: index + 2)
                    if low >= 0xDC00, low <= 0xDFFF {
                        index += 6
                        append(Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!)
                        continue
                    }
                }
                append(Unicode.Scalar(unit) ?? "\u{FFFD}")
            default:
                append(Unicode.Scalar(escaped))  // '"', '\\' or '/'
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    private static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in index..<min(index + 4, bytes.count) {
            value = value << 4 | (JSONSyntaxChecker.hexValue(bytes[offset]) ?? 0)
        }
        return value
    }
}
