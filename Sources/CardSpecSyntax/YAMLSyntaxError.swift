import CYAML
import CardSpecDiagnostics

/// Turns libyaml's error report into a positioned diagnostic, in our words where
/// libyaml's are misleading.
enum YAMLSyntaxError {
    static func diagnostic(
        _ failure: LibYAMLParser.Failure, cursor: inout MarkCursor,
        bytes: UnsafeBufferPointer<UInt8>, file: SourceFile
    ) -> Diagnostic {
        let problem = failure.problem ?? "could not parse the file"
        if failure.kind == YAML_MEMORY_ERROR {
            return Diagnostic(.yamlSyntax, "out of memory while parsing", at: SourceRange(at: .start))
        }
        if failure.kind == YAML_READER_ERROR {
            // The pre-scan rejects what libyaml's reader would; kept for safety.
            let position = file.position(ofOffset: failure.problemOffset)
            var message = problem
            if failure.problemValue >= 0 { message += " (\(CharacterNames.codePoint(UInt32(failure.problemValue))))" }
            return Diagnostic(.yamlSyntax, message, at: characterRange(at: position, bytes: bytes, file: file))
        }

        // The context mark is usually before the problem mark: read it first, then move on.
        let contextPosition = failure.context != nil ? cursor.position(ofMark: failure.contextMark) : nil
        let position = cursor.position(ofMark: failure.problemMark)
        let range = characterRange(at: position, bytes: bytes, file: file)

        if isIndentationTab(at: position.offset, bytes: bytes, file: file) {
            return Diagnostic(.yamlSyntax, "tabs are not allowed in indentation; use spaces", at: range)
        }
        if problem == "found character that cannot start any token", position.offset < bytes.count,
           bytes[position.offset] == UInt8(ascii: "@") || bytes[position.offset] == UInt8(ascii: "`") {
            let character = Character(Unicode.Scalar(bytes[position.offset]))
            return Diagnostic(
                .yamlSyntax, "'\(character)' is reserved in YAML and cannot start a plain value; put the value in quotes",
                at: range)
        }
        var message = problem
        if let context = failure.context { message += " " + context }
        var notes: [DiagnosticNote] = []
        if let context = failure.context, let contextPosition, contextPosition.offset != position.offset {
            notes.append(DiagnosticNote(
                message: "\(subject(ofContext: context)) starts here",
                range: characterRange(at: contextPosition, bytes: bytes, file: file)))
        }
        if problem == "mapping values are not allowed in this context" {
            notes.append(DiagnosticNote(message: followsAKeyOnItsLine(position, bytes: bytes, file: file)
                ? "a plain value cannot contain ': '; put the value in quotes"
                : "this line is read as part of the value above it; check its indentation"))
        }
        return Diagnostic(.yamlSyntax, message, at: range, notes: notes)
    }

    /// A tab with only spaces and tabs before it on its line.
    private static func isIndentationTab(at offset: Int, bytes: UnsafeBufferPointer<UInt8>, file: SourceFile) -> Bool {
        guard offset < bytes.count, bytes[offset] == 0x09 else { return false }
        let lineStart = file.lineStart(file.line(containing: offset))
        return bytes[lineStart..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// Whether a `: ` comes before `position` on its line, as in `title: Note: this`.
    private static func followsAKeyOnItsLine(_ position: SourcePosition, bytes: UnsafeBufferPointer<UInt8>, file: SourceFile) -> Bool {
        let lineStart = file.lineStart(position.line)
        guard position.offset > lineStart + 1 else { return false }
        for offset in lineStart..<(position.offset - 1) where bytes[offset] == UInt8(ascii: ":")
            && (bytes[offset + 1] == 0x20 || bytes[offset + 1] == 0x09) {
            return true
        }
        return false
    }

    /// "while parsing a block mapping" -> "the block mapping".
    static func subject(ofContext context: String) -> String {
        var words = context.split(separator: " ").map(String.init)
        if words.first == "while" { words.removeFirst() }
        if words.first == "parsing" || words.first == "scanning" { words.removeFirst() }
        if words.first == "a" || words.first == "an" { words.removeFirst() }
        if words == ["simple", "key"] { words = ["key"] }
        return "the " + words.joined(separator: " ")
    }

    /// The one character at `position` (empty at the end of the file).
    static func characterRange(at position: SourcePosition, bytes: UnsafeBufferPointer<UInt8>, file: SourceFile) -> SourceRange {
        guard position.offset < bytes.count else { return SourceRange(at: position) }
        let lead = bytes[position.offset]
        if lead == 0x0A || lead == 0x0D { return SourceRange(at: position) }
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        let end = SourcePosition(offset: position.offset + length, line: position.line, column: position.column + 1)
        return SourceRange(start: position, end: end)
    }
}
