import CardSpecDiagnostics

/// Where every 1024th Unicode scalar of the file starts, recorded by the pre-scan so that
/// libyaml's marks (which count scalars) can be turned into byte offsets without
/// decoding the file again from the start.
struct ScalarCheckpoints {
    struct Checkpoint {
        /// Byte offset of scalar `k * stride`.
        var offset: Int
        /// 1-based line of that scalar.
        var line: Int
        /// Index of the first scalar of that line, so `column == scalar - lineStartScalar + 1`.
        var lineStartScalar: Int
    }

    static let stride = 1024

    /// Byte length of a UTF-8 byte-order mark at the start (0 or 3). libyaml does not count
    /// it in its marks; `SourceFile` counts it as the first column of line 1.
    var bomLength = 0
    /// True when every byte is ASCII (and so there is no BOM): marks are byte offsets.
    var isASCII = true
    /// True when every byte is printable ASCII, a tab, a line feed or a carriage return,
    /// as the quick pass found (what libyaml's reader accepts, one character a byte).
    var isPlainASCII = false
    /// Scalars in the file, the BOM included.
    var scalarCount = 0
    var checkpoints: [Checkpoint] = []

    /// A scalar of more than one byte (the BOM aside): libyaml's index of it, and the
    /// bytes beyond one of it and of every such scalar before it.
    struct WideScalar: Equatable {
        var index: UInt32
        var extraThrough: UInt32
    }

    /// Every wide scalar in order, while they are few (at most one in `wideScalarRatio`
    /// bytes, so the table stays small beside the file); nil when there are more. With it
    /// a mark's byte offset is its index plus the extra bytes before it, without a walk.
    var wideScalars: [WideScalar]? = []
    static let wideScalarRatio = 16
    /// The file has a NEL, LS or PS, which libyaml counts as line breaks and we do not.
    var hasUnicodeLineBreaks = false
}

/// The one pass over the bytes before libyaml: size, byte-order marks, UTF-8 validity and
/// control characters. It stops at the first problem, since nothing after a bad byte can
/// be trusted to be text.
enum InputPrescan {
    /// `wordsAtATime: false` reads every byte alone, the long way (for the tests).
    static func run(
        _ bytes: UnsafeBufferPointer<UInt8>, file: SourceFile, format: SourceFormat, limits: ParseLimits,
        wordsAtATime: Bool = true
    ) -> Result<ScalarCheckpoints, FatalDiagnostic> {
        let count = bytes.count
        if count > limits.maxFileSize {
            return .failure(FatalDiagnostic(Diagnostic(
                .fileTooLarge,
                "file is \(count) bytes, over the limit of \(limits.maxFileSize) bytes (--max-file-size)",
                at: SourceRange(at: .start))))
        }
        if count > SourcePosition.maxOffset {
            return .failure(FatalDiagnostic(Diagnostic(
                .fileTooLarge,
                "file is \(count) bytes, over the \(SourcePosition.maxOffset) bytes that positions can point into",
                at: SourceRange(at: .start))))
        }
        if let encoding = foreignByteOrderMark(bytes) {
            let range = SourceRange(start: .start, end: file.position(ofOffset: encoding.bomLength))
            return .failure(FatalDiagnostic(Diagnostic(
                .invalidEncoding,
                "file is \(encoding.name) (byte-order mark); cardspec reads UTF-8",
                at: range)))
        }

        var table = ScalarCheckpoints()
        table.checkpoints.reserveCapacity(count / ScalarCheckpoints.stride + 2)
        table.checkpoints.append(.init(offset: 0, line: 1, lineStartScalar: 0))
        var index = 0
        var scalar = 0
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            table.bomLength = 3
            table.isASCII = false
            index = 3
            scalar = 1
        }
        let yamlRules = format == .yaml
        var line = 1
        var lineStartScalar = 0
        var nextCheckpoint = ScalarCheckpoints.stride
        let bomScalars = scalar
        // A quick pass finds how far the bytes are printable ASCII, tabs and line breaks
        // (all of most specs): then nothing is wrong, and no checkpoint is ever read (marks
        // are offsets; `MarkCursor` walks only files that are not ASCII), nor the lines.
        // Any other file is read from its start: its checkpoints need the lines, which
        // counted here cost less than the file's whole line table did (it needs none).
        let plain = bytes.baseAddress == file.bytes.withUnsafeBufferPointer(\.baseAddress) && table.bomLength == 0
            ? min(file.plainASCIIPrefix, count) : 0
        if plain == count {
            table.scalarCount = count
            table.isPlainASCII = true
            return .success(table)
        }
        let maxWideScalars = count / ScalarCheckpoints.wideScalarRatio
        var extraBytes = 0

        let base = UnsafeRawPointer(bytes.baseAddress)
        while index < count {
            // Eight printable ASCII bytes at a time (most of a spec), up to the next
            // checkpoint; anything else is read byte by byte below.
            if let base, wordsAtATime {
                let limit = min(count, index + nextCheckpoint - scalar)
                let skipped = ByteWords.firstFound(from: index, in: base, limit: limit, by: ByteWords.notPrintable) - index
                index += skipped
                scalar += skipped
                if index >= count { break }
            }
            if scalar == nextCheckpoint {
                table.checkpoints.append(.init(offset: index, line: line, lineStartScalar: lineStartScalar))
                nextCheckpoint += ScalarCheckpoints.stride
            }
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7F {
                index += 1
                scalar += 1
                continue
            }
            if byte < 0x80 {
                switch byte {
                case 0x0A:
                    line += 1
                    lineStartScalar = scalar + 1
                case 0x0D:
                    if index + 1 >= count || bytes[index + 1] != 0x0A {
                        line += 1
                        lineStartScalar = scalar + 1
                    }
                case 0x09:
                    break
                case 0x7F where !yamlRules:
                    break  // JSON allows DEL in strings; the JSON checker rejects it elsewhere.
                default:
                    return .failure(controlCharacter(UInt32(byte), at: index, length: 1, in: bytes, file: file, format: format))
                }
                index += 1
                scalar += 1
                continue
            }
            table.isASCII = false
            switch UTF8Decoding.decode(bytes, at: index) {
            case .invalid(let length, let problem):
                // One column wide: editors show the bad bytes as one replacement character.
                // SourceFile counts a continuation byte as part of the character before it;
                // a stray one is a character of its own.
                var start = file.position(ofOffset: index)
                if byte & 0xC0 == 0x80 { start.column += 1 }
                let end = SourcePosition(offset: index + length, line: start.line, column: start.column + 1)
                var notes: [DiagnosticNote] = []
                if byte >= 0xA0, index + 1 == count || bytes[index + 1] < 0x80 {
                    notes.append(DiagnosticNote(message: "this looks like Latin-1 or Windows-1252 text; save the file as UTF-8"))
                }
                return .failure(FatalDiagnostic(Diagnostic(
                    .invalidEncoding, "invalid UTF-8: \(problem)", at: SourceRange(start: start, end: end), notes: notes)))
            case .scalar(let value, let length):
                // JSON allows inside strings what YAML refuses.
                if yamlRules, !Self.yamlAllows(wide: value) {
                    return .failure(controlCharacter(value, at: index, length: length, in: bytes, file: file, format: format))
                }
                if value == 0x85 || value == 0x2028 || value == 0x2029 { table.hasUnicodeLineBreaks = true }
                extraBytes += length - 1
                if table.wideScalars != nil {
                    if table.wideScalars!.count < maxWideScalars {
                        table.wideScalars!.append(.init(index: UInt32(scalar - bomScalars), extraThrough: UInt32(extraBytes)))
                    } else {
                        table.wideScalars = nil
                    }
                }
                index += length
                scalar += 1
            }
        }
        table.scalarCount = scalar
        return .success(table)
    }

    /// Whether YAML, and so libyaml's reader, allows a character outside ASCII that strict
    /// UTF-8 decoding gave (no surrogate, nothing above U+10FFFF): any but the C1 controls
    /// other than NEL, and the noncharacters U+FFFE and U+FFFF. The pre-scan refuses the
    /// others; `DecodedInput` checks input by the same rule.
    @inline(__always)
    static func yamlAllows(wide value: UInt32) -> Bool {
        !((value >= 0x80 && value <= 0x9F && value != 0x85) || value == 0xFFFE || value == 0xFFFF)
    }

    private static func foreignByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> (name: String, bomLength: Int)? {
        let count = bytes.count
        if count >= 4 {
            if bytes[0] == 0xFF, bytes[1] == 0xFE, bytes[2] == 0, bytes[3] == 0 { return ("UTF-32", 4) }
            if bytes[0] == 0, bytes[1] == 0, bytes[2] == 0xFE, bytes[3] == 0xFF { return ("UTF-32", 4) }
        }
        if count >= 2 {
            if (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) { return ("UTF-16", 2) }
        }
        return nil
    }

    private static func controlCharacter(
        _ value: UInt32, at offset: Int, length: Int, in bytes: UnsafeBufferPointer<UInt8>, file: SourceFile,
        format: SourceFormat
    ) -> FatalDiagnostic {
        let range = SourceRange(start: file.position(ofOffset: offset), end: file.position(ofOffset: offset + length))
        let message: String
        var notes: [DiagnosticNote] = []
        if value == 0 {
            message = "NUL byte (U+0000) is not allowed"
            // "a\0b\0" is what ASCII text saved as UTF-16 without a byte-order mark looks like.
            let utf16 = offset >= 1 && bytes[offset - 1] != 0 && bytes[offset - 1] < 0x80
                || offset + 1 < bytes.count && bytes[offset + 1] != 0 && bytes[offset + 1] < 0x80
            if utf16, bytes.count >= 4, bytes[0] == 0 || bytes[1] == 0 {
                notes.append(DiagnosticNote(message: "the file looks like UTF-16; cardspec reads UTF-8"))
            }
        } else if value == 0xFFFE || value == 0xFFFF {
            message = "noncharacter \(CharacterNames.codePoint(value)) is not allowed"
        } else {
            message = "control character \(CharacterNames.describe(value)) is not allowed"
            let escape = format == .json
                ? "\\u" + CharacterNames.codePoint(value).dropFirst(2) : "\\x" + hex2(value)
            notes.append(DiagnosticNote(message: "write it as an escape in a double-quoted string: \"\(escape)\""))
        }
        return FatalDiagnostic(Diagnostic(.controlCharacter, message, at: range, notes: notes))
    }

    private static func hex2(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}

/// A problem that ends the parse before libyaml runs.
struct FatalDiagnostic: Error {
    var diagnostic: Diagnostic
    init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}

/// Strict UTF-8 decoding of one scalar (RFC 3629: no overlongs, surrogates or values
/// above U+10FFFF), with a reason for every way it can fail.
enum UTF8Decoding {
    enum Outcome {
        case scalar(UInt32, length: Int)
        /// `length` bytes from the start belong to the bad sequence (at least 1).
        case invalid(length: Int, problem: String)
    }

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Outcome {
        let lead = bytes[index]
        if lead < 0x80 { return .scalar(UInt32(lead), length: 1) }
        if lead < 0xC0 {
            return .invalid(length: 1, problem: "unexpected continuation byte \(hex(lead))")
        }
        if lead == 0xC0 || lead == 0xC1 {
            return .invalid(length: 1, problem: "overlong encoding (byte \(hex(lead)))")
        }
        if lead > 0xF4 {
            return .invalid(length: 1, problem: "byte \(hex(lead)) never appears in UTF-8")
        }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        // The allowed range of the second byte rules out overlongs, surrogates and > U+10FFFF.
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xE0: low = 0xA0
        case 0xED: high = 0x9F
        case 0xF0: low = 0x90
        case 0xF4: high = 0x8F
        default: break
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for position in 1..<length {
            guard index + position < bytes.count else {
                return .invalid(length: position, problem: truncated(lead, length))
            }
            let byte = bytes[index + position]
            guard byte & 0xC0 == 0x80 else {
                return .invalid(length: position, problem: truncated(lead, length))
            }
            if position == 1, byte < low || byte > high {
                let problem: String
                if lead == 0xED {
                    let surrogate = (value << 12) | (UInt32(byte & 0x3F) << 6)
                    problem = "encoded surrogate (\(CharacterNames.codePoint(surrogate)) range)"
                } else if lead == 0xF4 {
                    problem = "code point above U+10FFFF"
                } else {
                    problem = "overlong encoding (bytes \(hex(lead)) \(hex(byte)))"
                }
                return .invalid(length: 2, problem: problem)
            }
            value = (value << 6) | UInt32(byte & 0x3F)
        }
        return .scalar(value, length: length)
    }

    private static func truncated(_ lead: UInt8, _ length: Int) -> String {
        "truncated sequence (\(hex(lead)) starts a \(length)-byte character)"
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" + digits : digits)
    }
}

/// How messages name characters: U+0007 (BEL), 'x'.
enum CharacterNames {
    private static let c0Names = [
        "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "TAB", "LF", "VT", "FF", "CR",
        "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC",
        "FS", "GS", "RS", "US",
    ]

    static func codePoint(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// "U+0007 (BEL)" for a control character, the code point alone otherwise.
    static func describe(_ value: UInt32) -> String {
        if value < 0x20 { return "\(codePoint(value)) (\(c0Names[Int(value)]))" }
        if value == 0x7F { return "\(codePoint(value)) (DEL)" }
        return codePoint(value)
    }

    /// The character at `offset` as a message shows it: 'x' when visible, else U+XXXX.
    static func quoted(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        guard case .scalar(let value, _) = UTF8Decoding.decode(bytes, at: offset), let scalar = Unicode.Scalar(value) else {
            return UTF8Decoding.hex(bytes[offset])
        }
        return quoted(scalar)
    }

    static func quoted(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned,
             .surrogate, .nonspacingMark, .enclosingMark, .spacingMark:
            if scalar != " " { return describe(scalar.value) }
        default:
            break
        }
        return "'" + String(scalar) + "'"
    }
}
