/// How many terminal columns a character takes, in the spirit of `wcwidth`: East Asian
/// wide and fullwidth characters and emoji take two, combining marks and other
/// zero-width characters none, everything else one. A small table of ranges, enough to
/// line a caret up under the source in a terminal; not a full UAX #11 implementation.
enum DisplayWidth {
    static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        if contains(zeroWidth, value) { return 0 }
        if contains(wide, value) { return 2 }
        return 1
    }

    /// The width of a run of text, each scalar on its own (no grapheme clustering).
    static func columns(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
    }

    private static func contains(_ table: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0, high = table.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if table[mid].upperBound < value {
                low = mid + 1
            } else if table[mid].lowerBound > value {
                high = mid - 1
            } else {
                return true
            }
        }
        return false
    }

    /// Combining marks, joiners, variation selectors and emoji modifiers. Sorted.
    static let zeroWidth: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x05BF...0x05BF,
        0x05C1...0x05C2, 0x05C4...0x05C5, 0x05C7...0x05C7, 0x0610...0x061A,
        0x064B...0x065F, 0x0670...0x0670, 0x06D6...0x06DC, 0x06DF...0x06E4,
        0x06E7...0x06E8, 0x06EA...0x06ED, 0x0900...0x0902, 0x093A...0x093A,
        0x093C...0x093C, 0x0941...0x0948, 0x094D...0x094D, 0x0951...0x0957,
        0x0E31...0x0E31, 0x0E34...0x0E3A, 0x0E47...0x0E4E, 0x1160...0x11FF,
        0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200D, 0x20D0...0x20FF,
        0x302A...0x302D, 0x3099...0x309A, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
        0x1F3FB...0x1F3FF, 0xE0000...0xE007F, 0xE0100...0xE01EF,
    ]

    /// East Asian wide and fullwidth ranges, and emoji shown two columns wide. Sorted.
    static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC,
        0x23F0...0x23F0, 0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615,
        0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
        0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
        0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755,
        0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF,
        0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55, 0x2E80...0x3029,
        0x302E...0x303E, 0x3041...0x3098, 0x309B...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
        0x1F260...0x1F265, 0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C,
        0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0,
        0x1F3F4...0x1F3F4, 0x1F3F8...0x1F3FA, 0x1F400...0x1F43E, 0x1F440...0x1F440,
        0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567,
        0x1F57A...0x1F57A, 0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F,
        0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7,
        0x1F6DC...0x1F6DF, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB,
        0x1F7F0...0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF,
        0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}

/// Characters that must not reach a terminal as they are: C0 and C1 controls (tab is
/// handled by the caller), DEL, bidirectional overrides and isolates (which reorder
/// the text around them), and the Unicode line and paragraph separators. They are
/// shown as `<U+XXXX>`, the way clang shows them.
public enum VisibleText {
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x2028, 0x2029: true
        default: false
        }
    }

    static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }

    /// A message, path or other one-line text with every character that could break the
    /// line or the terminal escaped, tabs and newlines included.
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// One character of a source line as it will be shown: its text, its width and the
/// bytes it came from (relative to the start of the line).
struct DisplayCell: Equatable {
    var text: String
    var width: Int
    var bytes: Range<Int>
    var isTab: Bool

    /// Decodes the bytes of one line, turning each invalid UTF-8 sequence (each maximal
    /// ill-formed subpart, as Unicode recommends) into U+FFFD, escaping controls, and
    /// dropping a byte-order mark from view.
    static func cells(of line: ArraySlice<UInt8>) -> [DisplayCell] {
        var cells: [DisplayCell] = []
        cells.reserveCapacity(line.count)
        let base = line.startIndex
        var index = line.startIndex
        while index < line.endIndex {
            let (scalar, length) = decodeScalar(line, at: index)
            let bytes = (index - base)..<(index - base + length)
            index += length
            guard let scalar else {
                cells.append(DisplayCell(text: "\u{FFFD}", width: 1, bytes: bytes, isTab: false))
                continue
            }
            if scalar == "\t" {
                cells.append(DisplayCell(text: "\t", width: 0, bytes: bytes, isTab: true))
            } else if scalar == "\u{FEFF}" {
                cells.append(DisplayCell(text: "", width: 0, bytes: bytes, isTab: false))
            } else if VisibleText.needsEscape(scalar) {
                let text = VisibleText.escape(scalar)
                cells.append(DisplayCell(text: text, width: text.utf8.count, bytes: bytes, isTab: false))
            } else {
                cells.append(DisplayCell(
                    text: String(Character(scalar)), width: DisplayWidth.columns(of: scalar),
                    bytes: bytes, isTab: false))
            }
        }
        return cells
    }

    /// The scalar at `index` and how many bytes it takes; nil and the length of the
    /// maximal ill-formed subpart when the bytes there are not valid UTF-8.
    static func decodeScalar(_ bytes: ArraySlice<UInt8>, at index: Int) -> (Unicode.Scalar?, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let count: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: count = 2; value = UInt32(lead & 0x1F)
        case 0xE0: count = 3; value = UInt32(lead & 0x0F); secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: count = 3; value = UInt32(lead & 0x0F)
        case 0xED: count = 3; value = UInt32(lead & 0x0F); secondRange = 0x80...0x9F
        case 0xF0: count = 4; value = UInt32(lead & 0x07); secondRange = 0x90...0xBF
        case 0xF1...0xF3: count = 4; value = UInt32(lead & 0x07)
        case 0xF4: count = 4; value = UInt32(lead & 0x07); secondRange = 0x80...0x8F
        default: return (nil, 1)
        }
        for offset in 1..<count {
            let position = index + offset
            let range: ClosedRange<UInt8> = offset == 1 ? secondRange : 0x80...0xBF
            guard position < bytes.endIndex, range.contains(bytes[position]) else {
                return (nil, offset)
            }
            value = value << 6 | UInt32(bytes[position] & 0x3F)
        }
        return (Unicode.Scalar(value), count)
    }
}
