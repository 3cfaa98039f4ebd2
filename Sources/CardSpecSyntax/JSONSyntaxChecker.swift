import CardSpecDiagnostics

/// A strict RFC 8259 syntax check, run over a `.json` file before libyaml reads it
/// (libyaml would accept trailing commas, comments, single quotes, bare words and more).
/// It builds no tree: it walks the bytes once with an explicit stack of open containers
/// and stops at the first error.
///
/// It also prepares the file for libyaml, which reads JSON as YAML 1.1 flow style and so
/// refuses or misreads a few things that are valid JSON. Each is replaced in a copy of the
/// input by a character libyaml accepts, keeping every character's count of scalars so
/// marks still line up with the original bytes:
/// - tabs between tokens (a tab may not start a line in YAML's block context) and line
///   breaks between a key and its `:` (YAML keys are on one line) become spaces;
/// - in a string, surrogate escapes (`\uD83D\uDE00`), DEL, C1 controls, U+FFFE/U+FFFF and
///   U+2028/U+2029, which libyaml rejects or treats as line breaks, are replaced, and the
///   string is listed in `rawStrings` so the tree builder decodes it from the original bytes.
struct JSONSyntaxChecker {
    struct Preparation {
        /// The input for libyaml, if it differs from the file.
        var patchedBytes: [UInt8]?
        /// Byte offsets of the opening quotes of strings to decode from the original bytes.
        var rawStrings: Set<Int> = []
    }

    private enum State {
        case topValue, valueAfterColon, arrayFirst, arrayNext, objectFirst, objectNext, colon, afterValue
    }

    private struct Container {
        var isObject: Bool
        var open: Int
    }

    /// libyaml drops a possible key once it is more than 1024 scalars from its `:`.
    static let maxKeySpan = 1024

    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: SourceFile
    private let maxDepth: Int
    private var index: Int
    private var stack: [Container] = []
    private var lastComma = 0
    private var lastKeyStart = 0
    private var preparation = Preparation()

    static func check(
        _ bytes: UnsafeBufferPointer<UInt8>, file: SourceFile, bomLength: Int, limits: ParseLimits
    ) -> Result<Preparation, FatalDiagnostic> {
        var checker = JSONSyntaxChecker(bytes: bytes, file: file, maxDepth: limits.maxDepth, index: bomLength)
        do {
            try checker.run()
            return .success(checker.preparation)
        } catch {
            return .failure(error)
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, file: SourceFile, maxDepth: Int, index: Int) {
        self.bytes = bytes
        self.file = file
        self.maxDepth = maxDepth
        self.index = index
    }

    // MARK: - Structure

    private mutating func run() throws(FatalDiagnostic) {
        var state = State.topValue
        while true {
            try skipWhitespace(betweenKeyAndColon: state == .colon)
            let byte: UInt8? = index < bytes.count ? bytes[index] : nil
            switch state {
            case .topValue, .valueAfterColon, .arrayFirst, .arrayNext:
                if byte == UInt8(ascii: "]"), state == .arrayFirst {
                    index += 1
                    stack.removeLast()
                    state = .afterValue
                } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}"), state == .arrayNext {
                    throw trailingComma()
                } else {
                    state = try value(byte, after: state)
                }
            case .objectFirst, .objectNext:
                if byte == UInt8(ascii: "}") || (byte == UInt8(ascii: "]") && state == .objectNext) {
                    if state == .objectNext { throw trailingComma() }
                    index += 1
                    stack.removeLast()
                    state = .afterValue
                } else if byte == UInt8(ascii: "\"") {
                    lastKeyStart = index
                    try string()
                    state = .colon
                } else {
                    throw badKey(byte, afterComma: state == .objectNext)
                }
            case .colon:
                guard byte == UInt8(ascii: ":") else {
                    throw error("expected ':' after object key, found \(found(index))", at: index)
                }
                try checkKeySpan()
                index += 1
                state = .valueAfterColon
            case .afterValue:
                guard let top = stack.last else {
                    if byte == nil { return }
                    throw error(
                        "unexpected \(found(index)) after the JSON value; a JSON file holds one value",
                        at: index)
                }
                let close = top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if byte == UInt8(ascii: ",") {
                    lastComma = index
                    index += 1
                    state = top.isObject ? .objectNext : .arrayNext
                } else if byte == close {
                    index += 1
                    stack.removeLast()
                    state = .afterValue
                } else if byte == nil {
                    throw unclosed(top)
                } else {
                    let what = top.isObject ? "',' or '}' after object member" : "',' or ']' after array element"
                    throw expected(what, found: index, openedAt: top)
                }
            }
        }
    }

    /// Reads one value starting at `byte`; returns the state after it.
    private mutating func value(_ byte: UInt8?, after state: State) throws(FatalDiagnostic) -> State {
        guard let byte else {
            switch state {
            case .topValue: throw error("expected a JSON value; the file is empty", at: index)
            case .arrayFirst: throw unclosed(stack[stack.count - 1])
            default: throw error("expected a JSON value before the end of the file", at: index)
            }
        }
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            if stack.count >= maxDepth {
                throw FatalDiagnostic(Diagnostic(
                    .nestingTooDeep,
                    "nesting is deeper than the limit of \(maxDepth) level\(maxDepth == 1 ? "" : "s") (--max-depth)",
                    at: range(index, index + 1)))
            }
            let isObject = byte == UInt8(ascii: "{")
            stack.append(Container(isObject: isObject, open: index))
            index += 1
            return isObject ? .objectFirst : .arrayFirst
        case UInt8(ascii: "\""):
            try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number()
        case UInt8(ascii: "+"):
            throw error("JSON numbers cannot start with '+'", at: index, fixIt: ("", "remove '+'"))
        case UInt8(ascii: "."):
            throw error("JSON numbers need a digit before '.'", at: index, fixIt: ("0.", "insert '0'"))
        case UInt8(ascii: "'"):
            throw error("single-quoted strings are not allowed in JSON; use double quotes", at: index)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            try word()
        case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","):
            let message = state == .valueAfterColon
                ? "expected a value after ':', found \(found(index))"
                : "expected a JSON value, found \(found(index))"
            throw error(message, at: index)
        default:
            throw error("expected a JSON value, found \(found(index))", at: index)
        }
        return .afterValue
    }

    private mutating func skipWhitespace(betweenKeyAndColon: Bool) throws(FatalDiagnostic) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20:
                break
            case 0x09:
                patch(index, to: 0x20)
            case 0x0A, 0x0D:
                if betweenKeyAndColon { patch(index, to: 0x20) }
            case UInt8(ascii: "/") where index + 1 < bytes.count
                && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")):
                throw error("comments are not allowed in JSON", at: index, length: 2)
            case UInt8(ascii: "#"):
                throw error("comments are not allowed in JSON", at: index)
            default:
                return
            }
            index += 1
        }
    }

    private func checkKeySpan() throws(FatalDiagnostic) {
        // Scalars from the key's opening quote to the ':'; bytes are an upper bound.
        guard index - lastKeyStart > Self.maxKeySpan else { return }
        var scalars = 0
        for offset in lastKeyStart..<index where bytes[offset] & 0xC0 != 0x80 { scalars += 1 }
        guard scalars > Self.maxKeySpan else { return }
        throw FatalDiagnostic(Diagnostic(
            .jsonSyntax,
            "object key is too long; cardspec reads keys of at most \(Self.maxKeySpan) characters",
            at: range(lastKeyStart, lastKeyStart + 1)))
    }

    // MARK: - Tokens

    private mutating func string() throws(FatalDiagnostic) {
        let open = index
        var needsOwnDecoding = false
        index += 1
        while true {
            guard index < bytes.count else {
                throw error("unterminated string", at: open)
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                if needsOwnDecoding { preparation.rawStrings.insert(open) }
                return
            case UInt8(ascii: "\\"):
                needsOwnDecoding = try escape() || needsOwnDecoding
            case 0x0A, 0x0D:
                throw FatalDiagnostic(Diagnostic(
                    .jsonSyntax, "line break in a JSON string; close the string or write '\\n'",
                    at: range(index, index + 1),
                    notes: [DiagnosticNote(message: "the string starts here", range: range(open, open + 1))]))
            case 0x09:
                throw error("tab in a JSON string; write '\\t'", at: index, fixIt: ("\\t", "replace with '\\t'"))
            case 0..<0x20:
                throw error("control character \(CharacterNames.describe(UInt32(byte))) must be escaped in a JSON string", at: index)
            case 0x7F:
                patch(index, to: UInt8(ascii: "?"))
                needsOwnDecoding = true
                index += 1
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] <= 0x9F:
                // C1 controls and NEL: libyaml refuses them or reads a line break.
                patch(index + 1, to: 0xA0)
                needsOwnDecoding = true
                index += 2
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                patch(index + 2, to: 0xA6)  // U+2028/U+2029 -> U+2026
                needsOwnDecoding = true
                index += 3
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE:
                patch(index + 2, to: 0xBD)  // U+FFFE/U+FFFF -> U+FFFD
                needsOwnDecoding = true
                index += 3
            default:
                index += byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            }
        }
    }

    /// At a backslash: checks the escape; true if libyaml cannot decode it (a surrogate).
    private mutating func escape() throws(FatalDiagnostic) -> Bool {
        let start = index
        index += 1
        guard index < bytes.count else { throw error("unterminated string", at: start) }
        switch bytes[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 1
            return false
        case UInt8(ascii: "u"):
            var value: UInt32 = 0
            for digit in 1...4 {
                guard index + digit < bytes.count, let nibble = Self.hexValue(bytes[index + digit]) else {
                    let end = min(index + digit + 1, bytes.count)
                    throw error("expected 4 hex digits after '\\u'", at: start, length: end - start)
                }
                value = value << 4 | nibble
            }
            let isSurrogate = value >= 0xD800 && value <= 0xDFFF
            if isSurrogate {
                for (position, digit) in "FFFD".utf8.enumerated() { patch(index + 1 + position, to: digit) }
            }
            index += 5
            return isSurrogate
        default:
            let length = charLength(at: index)
            let escaped = text(index, index + length)
            let shown = escaped.unicodeScalars.first.map(CharacterNames.quoted) ?? "?"
            let message = shown.hasPrefix("'")
                ? "invalid escape '\\\(escaped)' in a JSON string"
                : "invalid escape in a JSON string: '\\' followed by \(shown)"
            throw error(message, at: start, length: 1 + length)
        }
    }

    private mutating func number() throws(FatalDiagnostic) {
        let start = index
        if bytes[index] == UInt8(ascii: "-") {
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                if index < bytes.count, Self.isWordByte(bytes[index]) { throw invalidWord(from: start) }
                throw error("expected a digit after '-'", at: index)
            }
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count {
                let next = bytes[index]
                if Self.isDigit(next) {
                    throw error("leading zeros are not allowed in JSON numbers", at: index - 1)
                }
                if next == UInt8(ascii: "x") || next == UInt8(ascii: "X") {
                    throw error("hexadecimal numbers are not allowed in JSON", at: start, length: tokenLength(from: start))
                }
            }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw error("expected a digit after '.' in a JSON number", at: index)
            }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, Self.isDigit(bytes[index]) else {
                throw error("expected a digit in the exponent of a JSON number", at: index)
            }
            skipDigits()
        }
        if index < bytes.count, Self.isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            throw error(
                "invalid JSON number \(MessageText.quoted(text(start, start + tokenLength(from: start))))",
                at: start, length: tokenLength(from: start))
        }
    }

    private mutating func word() throws(FatalDiagnostic) {
        let start = index
        let length = tokenLength(from: start)
        let word = text(start, start + length)
        if word == "true" || word == "false" || word == "null" {
            index += length
            return
        }
        throw invalidWord(from: start)
    }

    private func invalidWord(from start: Int) -> FatalDiagnostic {
        let length = tokenLength(from: start)
        let word = text(start, start + length)
        let shown = MessageText.quoted(word)
        let message: String
        var fixIt: (String, String)?
        switch word.lowercased() {
        case "true", "false", "null":
            message = "\(shown) is not a JSON value; JSON literals are lower-case"
            fixIt = (word.lowercased(), "replace with '\(word.lowercased())'")
        case "nan", "-nan", "infinity", "-infinity", "inf", "-inf":
            message = "\(shown) is not a JSON number"
        case "none", "nil", "undefined":
            message = "\(shown) is not a JSON value; write null"
            fixIt = ("null", "replace with 'null'")
        default:
            message = "\(shown) is not a JSON value; strings in JSON need double quotes"
        }
        return error(message, at: start, length: length, fixIt: fixIt)
    }

    // MARK: - Errors

    private func trailingComma() -> FatalDiagnostic {
        error("trailing comma is not allowed in JSON", at: lastComma, fixIt: ("", "remove the comma"))
    }

    private func badKey(_ byte: UInt8?, afterComma: Bool) -> FatalDiagnostic {
        guard let byte else {
            return afterComma
                ? error("expected a string key before the end of the file", at: index)
                : unclosed(stack[stack.count - 1])
        }
        if byte == UInt8(ascii: "'") {
            return error("single-quoted strings are not allowed in JSON; use double quotes", at: index)
        }
        if Self.isWordByte(byte) {
            let length = tokenLength(from: index)
            return error(
                "object keys in JSON are strings in double quotes",
                at: index, length: length,
                fixIt: ("\"\(text(index, index + length))\"", "add quotes"))
        }
        return expected(afterComma ? "a string key in double quotes" : "a string key in double quotes or '}'", found: index)
    }

    private func unclosed(_ container: Container) -> FatalDiagnostic {
        let (open, close) = container.isObject ? ("{", "}") : ("[", "]")
        return FatalDiagnostic(Diagnostic(
            .jsonSyntax, "expected '\(close)' before the end of the file",
            at: range(index, index),
            notes: [DiagnosticNote(message: "to match this '\(open)'", range: range(container.open, container.open + 1))]))
    }

    private func expected(_ what: String, found offset: Int, openedAt container: Container? = nil) -> FatalDiagnostic {
        var notes: [DiagnosticNote] = []
        if let container, file.line(containing: container.open) != file.line(containing: offset) {
            let open = container.isObject ? "{" : "["
            notes.append(DiagnosticNote(
                message: "the \(container.isObject ? "object" : "array") starts here with '\(open)'",
                range: range(container.open, container.open + 1)))
        }
        return FatalDiagnostic(Diagnostic(
            .jsonSyntax, "expected \(what), found \(found(offset))",
            at: range(offset, offset + charLength(at: offset)), notes: notes))
    }

    private func error(_ message: String, at offset: Int, length: Int? = nil, fixIt: (String, String)? = nil) -> FatalDiagnostic {
        let errorRange = range(offset, offset + (length ?? charLength(at: offset)))
        let fixIts = fixIt.map { [FixIt(range: errorRange, replacement: $0.0, message: $0.1)] } ?? []
        return FatalDiagnostic(Diagnostic(.jsonSyntax, message, at: errorRange, fixIts: fixIts))
    }

    // MARK: - Helpers

    private mutating func patch(_ offset: Int, to byte: UInt8) {
        if preparation.patchedBytes == nil { preparation.patchedBytes = Array(bytes) }
        preparation.patchedBytes![offset] = byte
    }

    private func found(_ offset: Int) -> String { CharacterNames.quoted(bytes, at: offset) }

    /// A range in the file; a point when it starts at a line break, so it stays on its line.
    private func range(_ start: Int, _ end: Int) -> SourceRange {
        let startPosition = file.position(ofOffset: start)
        if start < bytes.count, bytes[start] == 0x0A || bytes[start] == 0x0D { return SourceRange(at: startPosition) }
        return SourceRange(start: startPosition, end: file.position(ofOffset: min(end, bytes.count)))
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    private func charLength(at offset: Int) -> Int {
        offset < bytes.count ? Self.scalarLength(bytes[offset]) : 0
    }

    /// Length of the run of word characters (letters, digits, '_', '-', '+', '.') from `start`.
    private func tokenLength(from start: Int) -> Int {
        var end = start
        while end < bytes.count, Self.isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: ".")
            || bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: "+") {
            end += 1
        }
        return max(end - start, 1)
    }

    private mutating func skipDigits() {
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    }
}
