import CardSpecDiagnostics
import Foundation
import Testing
@testable import CardSpecSyntax

@Suite struct PositionTests {
    @Test func keysValuesAndFlowCollections() throws {
        let result = parse("a: 1\nb: [x, 'y', \"z\"]\n")
        let root = try #require(result.root)
        #expect(result.diagnostics.isEmpty)
        #expect(lc(root.pairs[0].key.range) == "1:1-1:2")
        #expect(lc(root.pairs[0].value.range) == "1:4-1:5")
        #expect(lc(root.pairs[1].key.range) == "2:1-2:2")
        // A flow collection ends just past its bracket; quoted scalars include their quotes.
        #expect(lc(try #require(root["b"]).range) == "2:4-2:17")
        #expect(lc(try #require(root["b"]?[1]).range) == "2:8-2:11")
        #expect(lc(try #require(root["b"]?[2]).range) == "2:13-2:16")
        #expect(root["b"]?[2]?.range.start.offset == 17)
    }

    @Test func multiByteCharactersBeforeANode() throws {
        // é is 2 bytes, 日本 6 bytes, 😀 4 bytes: columns count characters, offsets bytes.
        let text = "é: ü\nx: \"日本\" # 😀\ny: [😀, z]\n"
        let result = parse(text)
        let root = try #require(result.root)
        #expect(lc(root.pairs[0].value.range) == "1:4-1:5")
        #expect(root.pairs[0].value.range.start.offset == 4)
        let x = try #require(root["x"])
        #expect(lc(x.range) == "2:4-2:8")
        #expect(x.range.start.offset == offset(of: "\"日本\"", in: text))
        #expect(x.range.end.offset == offset(of: "\"日本\"", in: text) + 8)
        let z = try #require(root["y"]?[1])
        #expect(lc(z.range) == "3:8-3:9")
        #expect(z.range.start.offset == offset(of: "z]", in: text))
    }

    @Test func crlfAndLoneCRLineBreaks() throws {
        let crlf = try #require(parse("a: 1\r\nb: 2\r\n").root)
        #expect(lc(crlf.pairs[1].key.range) == "2:1-2:2")
        #expect(crlf.pairs[1].key.range.start.offset == 6)
        #expect(lc(crlf.range) == "1:1-2:5")
        let cr = try #require(parse("a: 1\rb: 2\r").root)
        #expect(lc(cr.pairs[1].value.range) == "2:4-2:5")
        #expect(cr.pairs[1].value.range.start.offset == 8)
    }

    /// Editors do not show the mark, so the first column starts after it.
    @Test func byteOrderMarkTakesNoColumnLikeSourceFile() throws {
        let file = SourceFile(path: "x", text: "\u{FEFF}a: é\nb: 2")
        let root = try #require(SpecParser.parse(file, format: .yaml).root)
        let key = root.pairs[0].key
        #expect(key.range.start == file.position(ofOffset: 3))
        #expect(key.range.start.offset == 3)
        #expect(key.range.start.column == 1)
        #expect(lc(root.pairs[0].value.range) == "1:4-1:5")
        #expect(lc(root.pairs[1].value.range) == "2:4-2:5")
        #expect(root.pairs[1].value.range.start.offset == 12)
    }

    @Test func tabsAsSeparatorsCountOneColumn() throws {
        let root = try #require(parse("a:\t1\nb: [1,\t2]\n").root)
        #expect(lc(root.pairs[0].value.range) == "1:4-1:5")
        #expect(lc(try #require(root["b"]?[1]).range) == "2:8-2:9")
    }

    @Test func unicodeLineSeparatorsAreOrdinaryCharacters() throws {
        // libyaml breaks lines at U+2028 and U+0085; SourceFile (and so we) do not.
        let text = "a: \"x\u{2028}y\"\nb: [\"\u{85}\", c]\n"
        let result = parse(text)
        let root = try #require(result.root)
        let c = try #require(root["b"]?[1])
        #expect(lc(c.range) == "2:10-2:11")
        #expect(c.range.start.offset == offset(of: "c]", in: text))
        #expect(lc(try #require(root["a"]).range) == "1:4-1:9")
    }

    @Test func blockCollectionEndsAtItsLastEntry() throws {
        let root = try #require(parse("a:\n  b: 1\n  c: [2]\n\n# comment\nd:\n  - x\n  - y\n\ne: 3\n").root)
        #expect(lc(try #require(root["a"]).range) == "2:3-3:9")
        #expect(lc(try #require(root["d"]).range) == "7:3-8:6")
        #expect(lc(root.range) == "1:1-10:5")
    }

    @Test func emptyPlainValueHasAnEmptyRangeWhereItWouldBe() throws {
        let root = try #require(parse("a:\nb: 1\n").root)
        let a = try #require(root["a"])
        #expect(a.scalarValue == .null)
        #expect(lc(a.range) == "1:3-1:3")
        #expect(a.range.isEmpty)
        let sequence = try #require(parse("- \n- x\n").root)
        #expect(lc(sequence.items[0].range) == "1:2-1:2")
    }

    @Test func blockScalarEndsAfterItsText() throws {
        let root = try #require(parse("a: |\n  line one\n  line two\n\n\nb: >-\n  folded\nc: 1\n").root)
        #expect(lc(try #require(root["a"]).range) == "1:4-3:11")
        #expect(root["a"]?.scalarText == "line one\nline two\n")
        #expect(lc(try #require(root["b"]).range) == "6:4-7:9")
        #expect(root["a"]?.style == .literal)
        #expect(root["b"]?.style == .folded)
    }

    @Test func multiLinePlainScalarAndPropertiesBelongToTheNode() throws {
        let root = try #require(parse("a: one\n  two\nb: &anchor !!str text\n").root)
        #expect(root["a"]?.scalarText == "one two")
        #expect(lc(try #require(root["a"]).range) == "1:4-2:6")
        #expect(lc(try #require(root["b"]).range) == "3:4-3:22")
    }

    @Test func positionsStayExactDeepIntoLargeNonASCIIFiles() throws {
        // Enough scalars to cross many checkpoints, with marks that jump forwards far.
        var text = ""
        for index in 0..<3000 {
            text += "k\(index): \"värde \(index) – ✓\"  # kommentar med åäö och 😀 \(String(repeating: "ü", count: index % 50))\n"
        }
        let file = SourceFile(path: "big", text: text)
        let result = SpecParser.parse(file, format: .yaml)
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?.pairs.count == 3000)
        #expect(positionProblems(result, in: file).isEmpty)
        let last = try #require(result.root?.pairs.last?.value)
        #expect(last.range.start.line == 3000)
        #expect(last.range.start.column == 8)
    }

    /// In a file of ASCII bytes positions come from libyaml's own line and column
    /// (`MarkCursor.position(of:)`); they must agree with `SourceFile` at every line break
    /// style, at the end of a file with and without a final line break, and around block
    /// scalars, whose ends libyaml puts after their trailing blank lines.
    @Test(arguments: [
        "a: 1\nb: [x, y]\n", "a: 1\nb: [x, y]", "a: 1\r\nb: {c: d}\r\n", "a: 1\rb: 2\r", "a: 1\rb: [2]",
        "- x\n- y", "k: |\n  one\n  two\n\n\nz: 1\n", "k: >-\n  folded\n  text\n\n", "k: |\n  last",
        "a:\n  - b: 'multi\n    line'\n    c: \"x\\\n      y\"\n", "plain\n  continued\n  again", "[a, b,\n c]",
        "# only a comment", "a: 1 # c\n\n\n", "{a: 1}\n...\n", "--- x\n", "? complex\n: value\n",
        "a: &x 1\nb: *x\n", "a:\tb\n", "a: 'it''s'\r\n\r\n",
    ])
    func asciiPositionsFromMarksAgreeWithSourceFile(text: String) {
        let file = SourceFile(path: "x", text: text)
        #expect(positionProblems(SpecParser.parse(file, format: .yaml), in: file).isEmpty)
    }

    /// The widest set of shapes at hand: every node of every case of the yaml-test-suite
    /// (ASCII or not) has the position `SourceFile` gives its offset.
    @Test func yamlTestSuiteNodePositionsAgreeWithSourceFile() throws {
        let cases = try Conformance.yamlSuiteCases()
        try #require(cases.count > 300, "Tests/Conformance/yaml-test-suite is missing its cases")
        var problems: [String] = []
        var nodes = 0
        for name in cases {
            let url = Conformance.yamlSuiteDirectory.appendingPathComponent(name).appendingPathComponent("in.yaml")
            let file = SourceFile(path: name, bytes: Conformance.read(url))
            let result = SpecParser.parse(file, format: .yaml)
            nodes += result.root?.allNodes.count ?? 0
            problems += positionProblems(result, in: file).map { "\(name): \($0)" }
        }
        #expect(nodes > 1000)
        #expect(problems.isEmpty, "\(problems.prefix(10))")
    }

    @Test func positionsAreConsistentWithSourceFileForMixedInput() {
        let text = "\u{FEFF}# ü\r\nlist:\r\n  - \"a\u{2029}b\"\r\n  - {k: 'v\u{85}w', n: [1, 2, 😀]}\rtail: |\n  ж\n  ж\n"
        let file = SourceFile(path: "x", text: text)
        let result = SpecParser.parse(file, format: .yaml)
        #expect(result.diagnostics.isEmpty)
        #expect(result.root != nil)
        #expect(positionProblems(result, in: file).isEmpty)
    }
}
