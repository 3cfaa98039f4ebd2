import Testing
@testable import CardSpecDiagnostics

@Suite struct SourceFileTests {
    @Test func linesEndAtLFCRLFAndCR() {
        let file = SourceFile(path: "x", text: "a\nb\r\nc\rd")
        #expect(file.lineStarts == [0, 2, 5, 7])
        #expect(file.lineText(2) == "b")
        #expect(file.lineText(4) == "d")
    }

    @Test func columnsCountUnicodeScalars() {
        let file = SourceFile(path: "x", text: "é: ü\nx")
        // "ü" starts at byte 4 (é is two bytes, then ':' and ' ').
        #expect(file.position(ofOffset: 4) == SourcePosition(offset: 4, line: 1, column: 4))
        #expect(file.position(ofOffset: 7) == SourcePosition(offset: 7, line: 2, column: 1))
    }

    /// How far the bytes are printable ASCII, tabs and line breaks, sixteen at a time or
    /// one by one, at every place in a word; and the lines, made on first use.
    @Test func plainASCIIPrefixEndsAtTheFirstOtherByte() {
        #expect(SourceFile(path: "x", bytes: []).plainASCIIPrefix == 0)
        #expect(SourceFile(path: "x", text: "a: 1\r\n\tb: [x, y]\r~").plainASCIIPrefix == 18)
        let plain = Array("key: value\n".utf8) + Array(repeating: UInt8(ascii: "z"), count: 37)
        for position in 0...plain.count {
            for odd: [UInt8] in [[0xC3, 0xA9], [0x7F], [0x00], [0x1B], [0x0B], [0xEF, 0xBB, 0xBF]] {
                var bytes = plain
                bytes.insert(contentsOf: odd, at: position)
                bytes += Array("\nmore: ü\n".utf8)
                let file = SourceFile(path: "x", bytes: bytes)
                #expect(file.plainASCIIPrefix == position, "\(odd) at \(position)")
                // The lines are the same as those of a byte-by-byte scan.
                var starts: [UInt32] = [0]
                var index = 0
                while index < bytes.count {
                    if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                    if bytes[index] == 0x0A || bytes[index] == 0x0D { starts.append(UInt32(index + 1)) }
                    index += 1
                }
                #expect(file.lineStarts == starts)
            }
        }
    }

    /// The sixteen-byte test is exact for every byte value, next to every byte it allows
    /// (tab, LF, CR, space, `~`) and at every place in the two words.
    @Test func plainASCIIPrefixIsExactForEveryByte() {
        let allowed: [UInt8] = [0x09, 0x0A, 0x0D, 0x20, 0x7E, 0x41]
        for value in 0...255 {
            let byte = UInt8(value)
            let isPlain = byte >= 0x20 && byte < 0x7F || byte == 0x09 || byte == 0x0A || byte == 0x0D
            for position in 0..<40 {
                var bytes = (0..<40).map { allowed[($0 * 7 + position) % allowed.count] }
                bytes[position] = byte
                let expected = isPlain ? bytes.count : position
                let found = bytes.withUnsafeBufferPointer { SourceFile.plainASCIIPrefix(of: $0) }
                #expect(found == expected, "\(byte) at \(position)")
            }
        }
    }

    @Test func lineSeparatorIsNotALineBreak() {
        let file = SourceFile(path: "x", text: "a\u{2028}b")
        #expect(file.lineCount == 1)
        #expect(file.position(ofOffset: 4).column == 3)
    }
}

@Suite struct ByteOrderMarkTests {
    @Test func markTakesNoColumn() {
        let file = SourceFile(path: "x", bytes: [0xEF, 0xBB, 0xBF] + Array("ab\ncd".utf8))
        #expect(file.hasByteOrderMark)
        #expect(file.position(ofOffset: 3) == SourcePosition(offset: 3, line: 1, column: 1))
        #expect(file.position(ofOffset: 4).column == 2)
        #expect(file.position(ofOffset: 7) == SourcePosition(offset: 7, line: 2, column: 2))
    }
}
