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
