import Testing
@testable import CardSpecDiagnostics

/// A diagnostic over the bytes `start..<end` of `file`, positions computed by the file.
private func diagnostic(
    _ file: SourceFile, _ start: Int, _ end: Int, _ message: String = "bad",
    kind: DiagnosticKind = .duplicateKey, severity: Severity? = nil,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
) -> Diagnostic {
    Diagnostic(kind, message, at: range(file, start, end), notes: notes, fixIts: fixIts, severity: severity)
}

private func range(_ file: SourceFile, _ start: Int, _ end: Int) -> SourceRange {
    SourceRange(start: file.position(ofOffset: start), end: file.position(ofOffset: end))
}

/// The byte offset of the first occurrence of `needle` in the file's text.
private func offset(of needle: String, in file: SourceFile) -> Int {
    let haystack = file.bytes, pattern = Array(needle.utf8)
    for index in 0...(haystack.count - pattern.count) where Array(haystack[index..<index + pattern.count]) == pattern {
        return index
    }
    Issue.record("'\(needle)' not in file")
    return 0
}

@Suite struct TextRendererTests {
    let plain = TextRenderer()

    @Test func rendersTheDocumentedExample() {
        let file = SourceFile(
            path: "Fixtures/invalid/unknown-key.cards.yaml",
            text: "cardspec: 1\ncards:\n  Summary:\n    titel: Budgets\n")
        let key = offset(of: "titel", in: file)
        let card = offset(of: "Summary", in: file)
        let fix = FixIt(range: range(file, key, key + 5), replacement: "title", message: "replace 'titel' with 'title'")
        let unknownKey = DiagnosticKind(
            code: "unknown-key", stage: .structure, summary: "", explanation: "", wrong: "", right: "")
        let diagnostic = diagnostic(
            file, key, key + 5, "unknown key 'titel' in card 'Summary'", kind: unknownKey,
            notes: [
                DiagnosticNote(message: "card 'Summary' starts here", range: range(file, card, card + 7)),
                DiagnosticNote(message: "valid keys here: model, parts, state, states, traits"),
            ],
            fixIts: [fix])
        #expect(plain.render([diagnostic], in: file) == """
            Fixtures/invalid/unknown-key.cards.yaml:4:5: error: unknown key 'titel' in card 'Summary' [unknown-key]
             4 |     titel: Budgets
               |     ^~~~~
            Fixtures/invalid/unknown-key.cards.yaml:3:3: note: card 'Summary' starts here
             3 |   Summary:
               |   ^~~~~~~
            note: valid keys here: model, parts, state, states, traits
            fix-it: replace 'titel' with 'title'

            """)
    }

    @Test func noDiagnosticsRenderNothing() {
        #expect(plain.render([], in: SourceFile(path: "a", text: "x: 1\n")) == "")
    }

    @Test func sortsAndSeparatesDiagnosticsWithABlankLine() {
        let file = SourceFile(path: "a.yaml", text: "a: 1\nb: 2\n")
        let later = diagnostic(file, 5, 6, "second", severity: .warning)
        let earlier = diagnostic(file, 0, 1, "first")
        #expect(plain.render([later, earlier], in: file) == """
            a.yaml:1:1: error: first [duplicate-key]
             1 | a: 1
               | ^

            a.yaml:2:1: warning: second [duplicate-key]
             2 | b: 2
               | ^

            """)
    }

    @Test func emptyRangeIsALoneCaret() {
        let file = SourceFile(path: "a", text: "key: value\n")
        #expect(plain.render([diagnostic(file, 5, 5)], in: file).hasSuffix(" 1 | key: value\n   |      ^\n"))
    }

    @Test func multiLineRangeUnderlinesToTheEndOfTheFirstLine() {
        let file = SourceFile(path: "a", text: "items: [1,\n  2]\n")
        let text = plain.render([diagnostic(file, 7, 15)], in: file)
        #expect(text.hasSuffix(" 1 | items: [1,\n   |        ^~~\n"))
    }

    @Test func rangeAtEndOfLinePutsTheCaretPastTheLastCharacter() {
        let file = SourceFile(path: "a", text: "key: [1, 2\nnext: 1\n")
        let text = plain.render([diagnostic(file, 10, 10)], in: file)
        #expect(text.hasSuffix(" 1 | key: [1, 2\n   |           ^\n"))
        // A range that starts at the line break underlines nothing of the next line.
        let across = plain.render([diagnostic(file, 10, 14)], in: file)
        #expect(across.hasSuffix(" 1 | key: [1, 2\n   |           ^\n"))
    }

    @Test func rangeAtEndOfFileWithoutNewline() {
        let file = SourceFile(path: "a", text: "a: 'open")
        let text = plain.render([diagnostic(file, 8, 8)], in: file)
        #expect(text == "a:1:9: error: bad [duplicate-key]\n 1 | a: 'open\n   |         ^\n")
    }

    @Test func endOfFileAfterTheLastNewlineShowsTheEmptyLastLine() {
        let file = SourceFile(path: "a", text: "a: [\n")
        let text = plain.render([diagnostic(file, 5, 5)], in: file)
        // No trailing space after the gutter of an empty line.
        #expect(text == "a:2:1: error: bad [duplicate-key]\n 2 |\n   | ^\n")
    }

    @Test func emptyFileHasNoSnippet() {
        let file = SourceFile(path: "empty.cards.yaml", bytes: [])
        #expect(plain.render([diagnostic(file, 0, 0, "empty")], in: file) == "empty.cards.yaml:1:1: error: empty [duplicate-key]\n")
    }

    @Test func gutterFitsTheLargestLineNumberPrinted() {
        let text = (1...12).map { "k\($0): v" }.joined(separator: "\n") + "\n"
        let file = SourceFile(path: "a", text: text)
        let line12 = offset(of: "k12", in: file)
        let line2 = offset(of: "k2:", in: file)
        let diagnostic = diagnostic(
            file, line12, line12 + 3,
            notes: [DiagnosticNote(message: "first here", range: range(file, line2, line2 + 2))])
        #expect(plain.render([diagnostic], in: file) == """
            a:12:1: error: bad [duplicate-key]
             12 | k12: v
                | ^~~
            a:2:1: note: first here
              2 | k2: v
                | ^~

            """)
    }

    @Test func tabsStayTabsInTheMarkerIndent() {
        let file = SourceFile(path: "a", text: "\tkey:\tvalue\n")
        let text = plain.render([diagnostic(file, 6, 11)], in: file)
        #expect(text.hasSuffix(" 1 | \tkey:\tvalue\n   | \t    \t^~~~~\n"))
    }

    @Test func tabInsideTheRangeIsUnderlinedToTheNextTabStop() {
        // The text starts at screen column 5 (after " 1 | "); the tab at column 6 runs to 8.
        let file = SourceFile(path: "a", text: "a\tb\n")
        let text = plain.render([diagnostic(file, 0, 3)], in: file)
        #expect(text.hasSuffix(" 1 | a\tb\n   | ^~~~\n"))
    }

    @Test func wideAndCombiningCharactersKeepTheCaretAligned() {
        // 日本 is four columns wide, the e + combining acute one, the emoji two.
        let file = SourceFile(path: "a", text: "日本: e\u{301}🙂x\n")
        let x = offset(of: "x", in: file)
        #expect(plain.render([diagnostic(file, x, x + 1)], in: file).hasSuffix(" 1 | 日本: e\u{301}🙂x\n   |          ^\n"))
        let key = offset(of: "日", in: file)
        #expect(plain.render([diagnostic(file, key, key + 6)], in: file).hasSuffix("   | ^~~~\n"))
    }

    @Test func displayWidths() {
        #expect(DisplayWidth.columns(of: "a") == 1)
        #expect(DisplayWidth.columns(of: "é") == 1)
        #expect(DisplayWidth.columns(of: "\u{301}") == 0)
        #expect(DisplayWidth.columns(of: "\u{200D}") == 0)
        #expect(DisplayWidth.columns(of: "한") == 2)
        #expect(DisplayWidth.columns(of: "Ｗ") == 2)
        #expect(DisplayWidth.columns(of: "🚀") == 2)
        #expect(DisplayWidth.columns(of: "→") == 1)
        #expect(DisplayWidth.columns(of: "👍🏽") == 2)
        for table in [DisplayWidth.wide, DisplayWidth.zeroWidth] {
            #expect(zip(table, table.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
        }
    }

    @Test func invalidUTF8IsShownAsReplacementCharacters() {
        // "a: " then a Latin-1 é (E9), a truncated three-byte sequence (E2 82) and "x".
        let file = SourceFile(path: "a", bytes: Array("a: ".utf8) + [0xE9, 0xE2, 0x82] + Array("x\n".utf8))
        let text = plain.render([diagnostic(file, 3, 4)], in: file)
        #expect(text.hasSuffix(" 1 | a: \u{FFFD}\u{FFFD}x\n   |    ^\n"))
        let x = plain.render([diagnostic(file, 6, 7)], in: file)
        #expect(x.hasSuffix("   |      ^\n"))
    }

    @Test func decoderFollowsMaximalSubparts() {
        func widths(_ bytes: [UInt8]) -> [Int] { DisplayCell.cells(of: bytes[...]).map(\.bytes.count) }
        #expect(widths([0xC3, 0xA9]) == [2])
        #expect(widths([0xF0, 0x9F, 0x99, 0x82]) == [4])
        #expect(widths([0xE2, 0x82, 0x41]) == [2, 1])
        #expect(widths([0x80, 0x80]) == [1, 1])
        #expect(widths([0xED, 0xA0, 0x80]) == [1, 1, 1])  // a surrogate
        #expect(widths([0xC0, 0xAF]) == [1, 1])  // an overlong form
        #expect(widths([0xF4, 0x90, 0x80, 0x80]) == [1, 1, 1, 1])  // past U+10FFFF
        #expect(widths([0xF0, 0x9F]) == [2])  // truncated at the end of the line
    }

    @Test func controlCharactersAreEscaped() {
        let file = SourceFile(path: "a", text: "t: \"a\u{0}b\u{1B}[31m\"\n")
        let nul = offset(of: "\u{0}", in: file)
        let text = plain.render([diagnostic(file, nul, nul + 1)], in: file)
        #expect(text.hasSuffix(" 1 | t: \"a<U+0000>b<U+001B>[31m\"\n   |      ^~~~~~~~\n"))
        #expect(!text.contains("\u{1B}"))
    }

    @Test func bidiOverridesAndByteOrderMarks() {
        let file = SourceFile(path: "a", text: "\u{FEFF}a: \u{202E}x\n")
        let x = offset(of: "x", in: file)
        let text = plain.render([diagnostic(file, x, x + 1)], in: file)
        #expect(text.hasSuffix(" 1 | a: <U+202E>x\n   |            ^\n"))
    }

    @Test func messagesAndPathsCannotBreakTheLine() {
        let file = SourceFile(path: "we\nird", text: "a: 1\n")
        let text = plain.render([diagnostic(file, 0, 1, "unknown key 'a\u{1B}\n'", notes: [DiagnosticNote(message: "x\ty")])], in: file)
        #expect(text.hasPrefix("we<U+000A>ird:1:1: error: unknown key 'a<U+001B><U+000A>' [duplicate-key]\n"))
        #expect(text.hasSuffix("note: x<U+0009>y\n"))
    }

    @Test func longLinesAreShownAsAWindowAroundTheRange() {
        let prefix = String(repeating: "a", count: 300)
        let file = SourceFile(path: "a", text: "k: \(prefix)XYZ\(prefix)\n")
        let x = offset(of: "XYZ", in: file)
        let text = plain.render([diagnostic(file, x, x + 3)], in: file)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let shown = String(repeating: "a", count: SnippetLayout.contextBeforeRange)
        let after = String(repeating: "a", count: SnippetLayout.maximumWidth - SnippetLayout.contextBeforeRange - 3)
        #expect(lines[1] == " 1 | …\(shown)XYZ\(after)…")
        #expect(lines[2] == "   |  \(String(repeating: " ", count: shown.count))^~~")
    }

    @Test func longLineWindowAtTheStartAndTheEnd() {
        let long = String(repeating: "b", count: 250)
        let file = SourceFile(path: "a", text: "\(long)\n")
        let atStart = plain.render([diagnostic(file, 0, 1)], in: file)
        #expect(atStart.contains(" 1 | \(String(repeating: "b", count: 200))…\n   | ^\n"))
        let atEnd = plain.render([diagnostic(file, 250, 250)], in: file)
        #expect(atEnd.contains(" 1 | …\(String(repeating: "b", count: 200))\n   |  \(String(repeating: " ", count: 200))^\n"))
    }

    @Test func rangePastTheWindowIsUnderlinedUnderTheEllipsis() {
        let long = String(repeating: "c", count: 500)
        let file = SourceFile(path: "a", text: "\(long)\n")
        let text = plain.render([diagnostic(file, 0, 500)], in: file)
        #expect(text.contains("   | ^\(String(repeating: "~", count: 200))\n"))
    }

    @Test func lineWithOnlyShortContentIsNotWindowed() {
        let line = String(repeating: "d", count: SnippetLayout.maximumWidth)
        let file = SourceFile(path: "a", text: line + "\n")
        #expect(!plain.render([diagnostic(file, 0, 1)], in: file).contains("…"))
    }

    @Test func fixItsWithoutAMessageDescribeTheirEdit() {
        let file = SourceFile(path: "a", text: "enabled: yes\n")
        let value = range(file, 9, 12)
        #expect(TextRenderer.describe(FixIt(range: value, replacement: "true", message: ""), in: file) == "replace 'yes' with 'true'")
        #expect(TextRenderer.describe(FixIt(range: range(file, 9, 9), replacement: "x", message: ""), in: file) == "insert 'x'")
        #expect(TextRenderer.describe(FixIt(range: value, replacement: "", message: ""), in: file) == "remove 'yes'")
    }

    @Test func outOfRangeOffsetsDoNotCrash() {
        let file = SourceFile(path: "a", text: "a: 1\n")
        let bogus = SourceRange(
            start: SourcePosition(offset: 99, line: 9, column: 9),
            end: SourcePosition(offset: -5, line: 1, column: 1))
        let text = plain.render([Diagnostic(.yamlSyntax, "x", at: bogus, notes: [DiagnosticNote(message: "n", range: bogus)])], in: file)
        #expect(text.hasPrefix("a:9:9: error: x [yaml-syntax]\n 2 |\n   | ^\n"))
    }

    @Test func colorsLikeClang() {
        let file = SourceFile(path: "a.yaml", text: "a: 1\n")
        let colored = TextRenderer(options: .init(color: true))
        let warning = diagnostic(
            file, 0, 1, "boom", severity: .warning,
            notes: [DiagnosticNote(message: "here", range: range(file, 3, 4)), DiagnosticNote(message: "plain")],
            fixIts: [FixIt(range: range(file, 0, 1), replacement: "b", message: "rename")])
        let esc = "\u{1B}["
        #expect(colored.render([warning], in: file) == """
            \(esc)1ma.yaml:1:1: \(esc)0m\(esc)0;1;35mwarning: \(esc)0m\(esc)1mboom [duplicate-key]\(esc)0m
             1 | a: 1
               | \(esc)0;1;32m^\(esc)0m
            \(esc)1ma.yaml:1:4: \(esc)0m\(esc)0;1;30mnote: \(esc)0mhere
             1 | a: 1
               |    \(esc)0;1;32m^\(esc)0m
            \(esc)0;1;30mnote: \(esc)0mplain
            \(esc)0;32mfix-it: \(esc)0mrename

            """)
        let error = colored.render([diagnostic(file, 0, 1, "x")], in: file)
        #expect(error.contains("\(esc)0;1;31merror: \(esc)0m"))
        #expect(!TextRenderer().render([warning], in: file).contains(esc))
    }

    @Test func renderingIsDeterministic() {
        let file = SourceFile(path: "a", text: "a: 1\nb: 2\nc: 3\n")
        let diagnostics = (0..<3).map { diagnostic(file, $0 * 5, $0 * 5 + 1, "m\($0)") }
        let first = plain.render(diagnostics, in: file)
        #expect(plain.render(diagnostics.reversed(), in: file) == first)
        #expect(plain.render([diagnostics[1], diagnostics[0], diagnostics[2]], in: file) == first)
        #expect(first.split(separator: "\n").filter { $0.contains("error: m") }.count == 3)
    }
}
