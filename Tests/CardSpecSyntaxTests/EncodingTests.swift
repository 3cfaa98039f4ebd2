import CardSpecDiagnostics
import Testing
@testable import CardSpecSyntax

/// The pre-scan: size, byte-order marks, UTF-8 validity and control characters.
@Suite struct EncodingTests {
    @Test func fileOverTheSizeLimit() throws {
        let result = parse("a: 12345\n", limits: limits(maxFileSize: 8))
        #expect(result.root == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.kind == .fileTooLarge)
        #expect(lc(diagnostic.range) == "1:1-1:1")
        #expect(diagnostic.message == "file is 9 bytes, over the limit of 8 bytes (--max-file-size)")
        // At the limit is fine.
        #expect(parse("a: 1234\n", limits: limits(maxFileSize: 8)).diagnostics.isEmpty)
    }

    @Test(arguments: [
        ([0xFF, 0xFE, 0x61, 0x00], "file is UTF-16 (byte-order mark); cardspec reads UTF-8"),
        ([0xFE, 0xFF, 0x00, 0x61], "file is UTF-16 (byte-order mark); cardspec reads UTF-8"),
        ([0xFF, 0xFE, 0x00, 0x00, 0x61, 0, 0, 0], "file is UTF-32 (byte-order mark); cardspec reads UTF-8"),
        ([0x00, 0x00, 0xFE, 0xFF, 0, 0, 0, 0x61], "file is UTF-32 (byte-order mark); cardspec reads UTF-8"),
    ] as [([UInt8], String)])
    func foreignByteOrderMarks(bytes: [UInt8], message: String) throws {
        for format in [SourceFormat.yaml, .json] {
            let result = parse(bytes: bytes, format)
            let diagnostic = try #require(result.diagnostics.first)
            #expect(diagnostic.kind == .invalidEncoding)
            #expect(diagnostic.message == message)
            #expect(lc(diagnostic.range.start) == "1:1")
            #expect(result.root == nil)
        }
    }

    @Test func utf8ByteOrderMarkIsAccepted() throws {
        let result = parse(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8))
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?["a"]?.scalarValue == .int(1))
        let json = parse(bytes: [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8), .json)
        #expect(json.diagnostics.isEmpty)
        #expect(json.root?["a"]?.scalarValue == .int(1))
    }

    @Test(arguments: [
        // (bytes after "a: x\nb: ", problem, offset of the bad byte from that start)
        ([0x80], "invalid UTF-8: unexpected continuation byte 0x80"),
        ([0xC3, 0xA9, 0xBF], "invalid UTF-8: unexpected continuation byte 0xBF"),
        ([0xC0, 0xAF], "invalid UTF-8: overlong encoding (byte 0xC0)"),
        ([0xE0, 0x80, 0xAF], "invalid UTF-8: overlong encoding (bytes 0xE0 0x80)"),
        ([0xF0, 0x80, 0x80, 0xAF], "invalid UTF-8: overlong encoding (bytes 0xF0 0x80)"),
        ([0xED, 0xA0, 0x80], "invalid UTF-8: encoded surrogate (U+D800 range)"),
        ([0xF4, 0x90, 0x80, 0x80], "invalid UTF-8: code point above U+10FFFF"),
        ([0xF5, 0x80, 0x80, 0x80], "invalid UTF-8: byte 0xF5 never appears in UTF-8"),
        ([0xFF], "invalid UTF-8: byte 0xFF never appears in UTF-8"),
        ([0xE2, 0x82], "invalid UTF-8: truncated sequence (0xE2 starts a 3-byte character)"),
        ([0xE2, 0x82, 0x41], "invalid UTF-8: truncated sequence (0xE2 starts a 3-byte character)"),
        ([0xF0, 0x9F, 0x98], "invalid UTF-8: truncated sequence (0xF0 starts a 4-byte character)"),
    ] as [([UInt8], String)])
    func invalidUTF8IsReportedAtTheFirstBadByte(bad: [UInt8], message: String) throws {
        let prefix = Array("a: x\nb: ü".utf8)
        let result = parse(bytes: prefix + bad + Array(" rest\n".utf8))
        #expect(result.root == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.kind == .invalidEncoding)
        #expect(diagnostic.message == message)
        // "é" followed by a stray continuation: the bad byte is the third.
        let badOffset = prefix.count + (bad.starts(with: [0xC3, 0xA9]) ? 2 : 0)
        #expect(diagnostic.range.start.offset == badOffset)
        #expect(lc(diagnostic.range.start) == (badOffset == prefix.count ? "2:5" : "2:6"))
        #expect(diagnostic.range.end.column == diagnostic.range.start.column + 1)
    }

    @Test func latin1TextGetsAHint() throws {
        let diagnostic = try #require(parse(bytes: Array("title: Caf".utf8) + [0xE9] + Array("\n".utf8)).diagnostics.first)
        #expect(diagnostic.kind == .invalidEncoding)
        #expect(lc(diagnostic.range.start) == "1:11")
        #expect(diagnostic.notes.map(\.message) == ["this looks like Latin-1 or Windows-1252 text; save the file as UTF-8"])
    }

    @Test func nulByte() throws {
        let result = parse(bytes: Array("a: 1\nb: x".utf8) + [0] + Array("y\n".utf8))
        #expect(result.root == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.kind == .controlCharacter)
        #expect(diagnostic.message == "NUL byte (U+0000) is not allowed")
        #expect(lc(diagnostic.range) == "2:5-2:6")
        #expect(diagnostic.range.start.offset == 9)
    }

    @Test func utf16WithoutAByteOrderMarkIsRecognised() throws {
        let diagnostic = try #require(parse(bytes: Array("a: 1".utf16.flatMap { [UInt8($0), 0] })).diagnostics.first)
        #expect(diagnostic.message == "NUL byte (U+0000) is not allowed")
        #expect(lc(diagnostic.range.start) == "1:2")
        #expect(diagnostic.notes.map(\.message) == ["the file looks like UTF-16; cardspec reads UTF-8"])
    }

    @Test(arguments: [
        ("\u{07}", "control character U+0007 (BEL) is not allowed"),
        ("\u{1B}", "control character U+001B (ESC) is not allowed"),
        ("\u{0B}", "control character U+000B (VT) is not allowed"),
        ("\u{7F}", "control character U+007F (DEL) is not allowed"),
        ("\u{80}", "control character U+0080 is not allowed"),
        ("\u{9F}", "control character U+009F is not allowed"),
        ("\u{FFFE}", "noncharacter U+FFFE is not allowed"),
        ("\u{FFFF}", "noncharacter U+FFFF is not allowed"),
    ])
    func controlCharactersInYAML(character: String, message: String) throws {
        let result = parse("a: é\nb: \"x\(character)\"\n")
        #expect(result.root == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.kind == .controlCharacter)
        #expect(diagnostic.message == message)
        #expect(lc(diagnostic.range) == "2:6-2:7")
    }

    @Test func controlCharacterNoteSuggestsTheEscapeOfTheFormat() throws {
        #expect(parse("a: \"\u{07}\"").diagnostics.first?.notes.first?.message
            == "write it as an escape in a double-quoted string: \"\\x07\"")
        #expect(parse("[\"\u{07}\"]", .json).diagnostics.first?.notes.first?.message
            == "write it as an escape in a double-quoted string: \"\\u0007\"")
    }

    @Test func tabLineBreaksAndNextLineAreAllowed() {
        let result = parse("a:\t\"x\ty\"\r\nb: \"\u{85}\"\rc: d\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?.pairs.count == 3)
    }
}
