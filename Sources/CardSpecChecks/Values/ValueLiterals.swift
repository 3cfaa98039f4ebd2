import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel

/// The literal forms of colors, fonts, URLs and the small records (insets, sizes, ...).
enum ValueLiterals {
    static func color(_ text: String, at range: SourceRange, checker: inout ValueChecker) -> TypedValue? {
        if let packed = hexColor(text) { return .color(RGBA(packed: packed), name: nil) }
        // Only `#` as a whole character starts a hex color (not `#` with a combining mark).
        if text.utf8.first == UInt8(ascii: "#"), text.hasPrefix("#") {
            checker.report(.invalidLiteral,
                           "'\(text)' is not a color; write #RGB, #RRGGBB or #RRGGBBAA with hexadecimal digits",
                           at: range)
            return nil
        }
        if let rgba = checker.catalog.namedColor(text) { return .color(RGBA(packed: rgba), name: text) }
        let names = checker.catalog.namedColors.map(\.name)
        var message = "'\(text)' is not a color; write \"#RRGGBB\" or a UIColor name such as lightGray"
        var fixIts: [FixIt] = []
        if let suggestion = Suggestions.closest(to: text, in: names) {
            message = "'\(text)' is not a color; did you mean '\(suggestion)'?"
            fixIts.append(FixIt(range: range, replacement: suggestion, message: "replace '\(text)' with '\(suggestion)'"))
        }
        checker.report(.invalidLiteral, message, at: range,
                       notes: [DiagnosticNote(message: "color names: \(names.joined(separator: ", "))")], fixIts: fixIts)
        return nil
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA` as `RRGGBBAA`. Hex digits are ASCII, so the bytes
    /// are read rather than the characters.
    private static func hexColor(_ text: String) -> UInt32? {
        var utf8 = text.utf8[...]
        guard utf8.popFirst() == UInt8(ascii: "#") else { return nil }
        switch utf8.count {
        case 3, 6, 8: break
        default: return nil
        }
        var value: UInt32 = 0
        for byte in utf8 {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return expand(value, digits: utf8.count)
    }

    /// `#RGB` -> `#RRGGBBFF`, `#RRGGBB` -> `#RRGGBBFF`, `#RRGGBBAA` as is.
    private static func expand(_ value: UInt32, digits: Int) -> UInt32 {
        switch digits {
        case 3:
            let r = value >> 8 & 0xF, g = value >> 4 & 0xF, b = value & 0xF
            return (r * 17) << 24 | (g * 17) << 16 | (b * 17) << 8 | 0xFF
        case 6: return value << 8 | 0xFF
        default: return value
        }
    }

    static func url(_ text: String, at range: SourceRange, checker: inout ValueChecker) -> TypedValue? {
        if let colon = text.firstIndex(of: ":"), hasURLScheme(text[..<colon]),
           text.index(after: colon) < text.endIndex,
           !text.unicodeScalars.contains(where: { $0 == " " || $0.value < 0x20 }) {
            return .url(text)
        }
        checker.report(.invalidLiteral,
                       "'\(text)' is not an absolute URL; write it with its scheme, such as https://example.com/video.mp4",
                       at: range)
        return nil
    }

    /// ISO 8601: a date (`2024-05-01`) or a date and time with a zone
    /// (`2024-05-01T09:30:00Z`, `2024-05-01T09:30:00+02:00`).
    static func date(_ text: String, at range: SourceRange, checker: inout ValueChecker) -> TypedValue? {
        let digits = Array(text.utf8)
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= digits.count else { return nil }
            var value = 0
            for byte in digits[from..<from + count] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        let dateOK = digits.count >= 10 && digits[4] == UInt8(ascii: "-") && digits[7] == UInt8(ascii: "-")
            && number(0, 4) != nil && (1...12).contains(number(5, 2) ?? 0) && (1...31).contains(number(8, 2) ?? 0)
        let timeOK = digits.count == 10 || (digits.count >= 20 && digits[10] == UInt8(ascii: "T")
            && (0...23).contains(number(11, 2) ?? -1) && digits[13] == UInt8(ascii: ":")
            && (0...59).contains(number(14, 2) ?? -1) && digits[16] == UInt8(ascii: ":")
            && (0...60).contains(number(17, 2) ?? -1)
            && (text.hasSuffix("Z") && digits.count == 20
                || digits.count == 25 && [UInt8(ascii: "+"), UInt8(ascii: "-")].contains(digits[19])
                && number(20, 2) != nil && digits[22] == UInt8(ascii: ":") && number(23, 2) != nil))
        if dateOK && timeOK { return .date(text) }
        checker.report(.invalidLiteral,
                       "'\(text)' is not an ISO 8601 date; write 2024-05-01 or 2024-05-01T09:30:00Z",
                       at: range)
        return nil
    }

    /// RFC 3986: a letter, then letters, digits, `+`, `-` and `.`.
    private static func hasURLScheme(_ scheme: Substring) -> Bool {
        guard let first = scheme.unicodeScalars.first, first.isASCIILetter else { return false }
        return scheme.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) }
    }

    /// `{system: 14, weight: bold}` or `{name: HelveticaNeue, size: 14}`.
    static func font(_ fields: [Property], at range: SourceRange, checker: inout ValueChecker, scope: Scope) -> TypedValue? {
        let isSystem = fields["system"] != nil
        let shape = isSystem ? systemFontShape : namedFontShape
        guard let values = record(fields, shape: shape, at: range, checker: &checker, scope: scope, owner: .text("a font")) else {
            return nil
        }
        if isSystem {
            guard let size = values["system"]?.numeric else { return nil }
            var weight = "regular"
            // (Left as it is when nothing is kept, `ValueChecker.kept`: nor is the font.)
            if case .enumCase(_, let name, _)? = values["weight"] { weight = name }
            return positiveSize(size, field: fields["system"], checker: &checker).map { .font(.system(size: $0, weight: weight)) }
        }
        guard case .string(let name)? = values["name"], let size = values["size"]?.numeric else { return nil }
        return positiveSize(size, field: fields["size"], checker: &checker).map { .font(.named(name, size: $0)) }
    }

    private static let systemFontShape = [
        RecordField("system", .number(.cgFloat)), RecordField("weight", .enumeration("UIFont.Weight"), isRequired: false),
    ]
    private static let namedFontShape = [RecordField("name", .string), RecordField("size", .number(.cgFloat))]

    private static func positiveSize(_ size: Double, field: Property?, checker: inout ValueChecker) -> Double? {
        guard size > 0 else {
            checker.report(.valueOutOfRange, "a font size must be greater than 0, found \(size.compact)",
                           at: field?.value.range ?? SourceRange(at: .start))
            return nil
        }
        return size
    }

    /// `{top:, left:, bottom:, right:}`; a missing side is 0.
    static func insets(_ fields: [Property], at range: SourceRange, checker: inout ValueChecker, scope: Scope) -> TypedValue? {
        guard let values = record(fields, shape: insetsShape, at: range, checker: &checker, scope: scope, owner: .text("insets")) else {
            return nil
        }
        func number(_ key: String) -> Double { values[key]?.numeric ?? 0 }
        return .insets(top: number("top"), left: number("left"), bottom: number("bottom"), right: number("right"))
    }

    private static let insetsShape = ["top", "left", "bottom", "right"].map {
        RecordField($0, .number(.cgFloat), isRequired: false)
    }

    /// Sizes, points, map locations and spans: records of named numbers, all required.
    static func record(_ type: ValueType, _ fields: [Property], at range: SourceRange, checker: inout ValueChecker, scope: Scope) -> TypedValue? {
        let shape: [RecordField]
        let recordOwner: ValueOwner
        switch type {
        case .size: (shape, recordOwner) = (sizeShape, .text(sizeArticle))
        case .point: (shape, recordOwner) = (pointShape, .text(pointArticle))
        case .location: (shape, recordOwner) = (locationShape, .text(locationArticle))
        default: (shape, recordOwner) = (spanShape, .text(spanArticle))
        }
        guard let values = record(fields, shape: shape, at: range, checker: &checker, scope: scope, owner: recordOwner),
              let first = values[shape[0].name]?.numeric, let second = values[shape[1].name]?.numeric else { return nil }
        switch type {
        case .size: return .size(width: first, height: second)
        case .point: return .point(x: first, y: second)
        case .location:
            if abs(first) > 90 || abs(second) > 180 {
                checker.report(.valueOutOfRange,
                               "a location's latitude must be within -90...90 and its longitude within -180...180",
                               at: range)
                return nil
            }
            return .location(latitude: first, longitude: second)
        default:
            if first <= 0 || second <= 0 {
                checker.report(.valueOutOfRange, "a map span's deltas must be greater than 0", at: range)
                return nil
            }
            return .span(latitudeDelta: first, longitudeDelta: second)
        }
    }

    // Made once, not for every size or point written.
    private static let sizeShape = numberShape("width", "height")
    private static let pointShape = numberShape("x", "y")
    private static let locationShape = numberShape("latitude", "longitude")
    private static let spanShape = numberShape("latitudeDelta", "longitudeDelta")
    // Named as a message names them ("a CGSize"), made once too.
    private static let sizeArticle = ValueType.size.article
    private static let pointArticle = ValueType.point.article
    private static let locationArticle = ValueType.location.article
    private static let spanArticle = ValueType.span.article

    private static func numberShape(_ first: String, _ second: String) -> [RecordField] {
        [RecordField(first, .number(.double)), RecordField(second, .number(.double))]
    }

    /// Checks a mapping with a fixed set of fields: unknown fields (with a did-you-mean),
    /// missing required ones, and each field's type. Returns the typed fields, or nil if
    /// anything was wrong.
    static func record(
        _ fields: [Property], shape: [RecordField],
        at range: SourceRange, checker: inout ValueChecker, scope: Scope, owner: ValueOwner
    ) -> RecordValues? {
        let reported = checker.diagnostics.count
        var values = RecordValues(shape: shape)
        // The positions in the shape of the fields written, a bit each (records are small;
        // beyond 64 fields, and for a field not marked, the fields are searched).
        var written: UInt64 = 0
        // In place: iterating the fields or taking a shape entry would copy each whole, and
        // a field's value passed to the checks was copied too (see `ValueChecker.check`).
        // `fields` holds the buffer for the loop.
        fields.withUnsafeBufferPointer { fields in
            for index in fields.indices {
                let name = fields[index].name.text
                guard let position = shape.firstIndex(where: { $0.name == name }) else {
                    checker.reportUnknown(fields[index].name, kind: .unknownProperty, in: owner.description, candidates: shape.map(\.name))
                    continue
                }
                if position < 64 { written |= 1 << position }
                // The field's owner points at the record's: both are in place for the call.
                guard let typed = withUnsafePointer(to: owner, { recordOwner in
                    checker.check((fields.baseAddress! + index).pointerToValue, as: shape[position].type, scope: scope,
                                  binding: nil, owner: .field(shape[position].name, of: recordOwner))
                }) else { continue }
                guard case .number = shape[position].type else {
                    values.set(position, typed)
                    continue
                }
                // A record is written out as one literal (`UIEdgeInsets(top: 8, ...)`), so its
                // numbers must be known here: a `$number` token is written in as its value.
                guard let number = literalNumber(typed, checker: &checker) else {
                    let value = fields[index].value
                    let spelled = value.reference?.spelled ?? "this value"
                    checker.report(.invalidReference,
                                   "\(spelled) cannot be used inside \(owner.description); write a number or a $number token",
                                   at: value.range)
                    continue
                }
                values.set(position, number)
            }
        }
        for position in shape.indices where shape[position].isRequired {
            if position < 64, written & (1 << position) != 0 { continue }
            let name = shape[position].name
            if fields.contains(where: { $0.name.text == name }) { continue }
            checker.report(.missingArgument, "\(owner.description) needs '\(name)'", at: range,
                           notes: [DiagnosticNote(message: "write \(shape.map { "\($0.name): …" }.joined(separator: ", ")) as the fields of \(owner.description)")])
        }
        return checker.diagnostics.count == reported ? values : nil
    }

    // `inout`, not a copy: passed by value, the whole checker (the catalog with it) was
    // copied for every number field.
    private static func literalNumber(_ typed: TypedValue, checker: inout ValueChecker) -> TypedValue? {
        switch typed {
        case .int, .number: typed
        case .token(let reference): checker.literalNumber(of: reference).map(TypedValue.number)
        default: nil
        }
    }
}

extension ValueChecker {
    /// "unknown property 'txt' of text; did you mean 'text'?" with a fix-it and the list.
    mutating func reportUnknown(_ name: Name, kind: DiagnosticKind, in owner: String, candidates: [String],
                                noun: String = "property", plural: String? = nil) {
        let plural = plural ?? (noun.hasSuffix("property") ? String(noun.dropLast()) + "ies" : noun + "s")
        var message = "unknown \(noun) '\(name.text)' of \(owner)"
        var fixIts: [FixIt] = []
        if let suggestion = Suggestions.closest(to: name.text, in: candidates) {
            message += "; did you mean '\(suggestion)'?"
            fixIts.append(FixIt(range: name.range, replacement: suggestion,
                                message: "replace '\(name.text)' with '\(suggestion)'"))
        }
        let notes = candidates.isEmpty ? [DiagnosticNote(message: "\(owner) has no \(plural)")]
            : [DiagnosticNote(message: "\(plural) of \(owner): \(candidates.joined(separator: ", "))")]
        report(kind, message, at: name.range, notes: notes, fixIts: fixIts)
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

/// A field of a record that `ValueLiterals.record` checks.
struct RecordField {
    let name: String
    let type: ValueType
    let isRequired: Bool

    init(_ name: String, _ type: ValueType, isRequired: Bool = true) {
        self.name = name
        self.type = type
        self.isRequired = isRequired
    }
}

/// The typed fields of a record, by their position in its shape: a handful, so a list
/// rather than a dictionary built for every font and insets of a spec.
struct RecordValues {
    let shape: [RecordField]
    private var values: [TypedValue?]

    init(shape: [RecordField]) {
        self.shape = shape
        // Appended as literals: `Array(repeating:count:)` allocates through generic code,
        // and a copied `nil` went through the optional's value witnesses.
        values = []
        values.reserveCapacity(shape.count)
        for _ in shape.indices { values.append(nil) }
    }

    subscript(name: String) -> TypedValue? {
        shape.firstIndex { $0.name == name }.flatMap { values[$0] }
    }

    /// Each field is set once: a record's fields are the keys of one mapping.
    mutating func set(_ position: Int, _ value: TypedValue) {
        values[position] = value
    }

    /// The fields written, labeled, in the order of the shape.
    var labeled: [(label: String, value: TypedValue)] {
        // Sized at once: `compactMap` grew the list field by field.
        var fields: [(label: String, value: TypedValue)] = []
        fields.reserveCapacity(values.count)
        for position in shape.indices {
            if let value = values[position] { fields.append((shape[position].name, value)) }
        }
        return fields
    }
}
