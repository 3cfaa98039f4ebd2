import CardSpecDiagnostics
import Testing
@testable import CardSpecSyntax

/// libyaml's syntax errors, positioned and worded.
@Suite struct SyntaxErrorTests {
    @Test func mappingValueInAPlainScalar() throws {
        let result = parse("title: Note: this\n")
        #expect(result.root == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.kind == .yamlSyntax)
        #expect(diagnostic.message == "mapping values are not allowed in this context")
        #expect(lc(diagnostic.range) == "1:12-1:13")
        #expect(diagnostic.notes.map(\.message) == ["a plain value cannot contain ': '; put the value in quotes"])
    }

    @Test func mappingValueAfterAMisindentedLine() throws {
        let diagnostic = try #require(parse("key: value\n  bad: 1\n").diagnostics.first)
        #expect(diagnostic.message == "mapping values are not allowed in this context")
        #expect(lc(diagnostic.range.start) == "2:6")
        #expect(diagnostic.notes.map(\.message) == ["this line is read as part of the value above it; check its indentation"])
    }

    @Test func reservedIndicators() throws {
        for (text, character) in [("a: @home\n", "@"), ("a: `cmd`\n", "`")] {
            let diagnostic = try #require(parse(text).diagnostics.first)
            #expect(diagnostic.message == "'\(character)' is reserved in YAML and cannot start a plain value; put the value in quotes")
            #expect(lc(diagnostic.range) == "1:4-1:5")
        }
    }

    @Test func badIndentationNotesWhereTheMappingStarts() throws {
        let diagnostic = try #require(parse("cards:\n  a:\n    - 1\n   - 2\n").diagnostics.first)
        #expect(diagnostic.kind == .yamlSyntax)
        #expect(diagnostic.message == "did not find expected key while parsing a block mapping")
        #expect(lc(diagnostic.range.start) == "4:4")
        #expect(diagnostic.notes.count == 1)
        #expect(diagnostic.notes.first?.message == "the block mapping starts here")
        #expect(diagnostic.notes.first?.range.map { lc($0.start) } == "2:3")
    }

    @Test func unclosedQuoteAfterMultiByteText() throws {
        let diagnostic = try #require(parse("ü: 😀\nb: \"abc\n").diagnostics.first)
        #expect(diagnostic.message == "found unexpected end of stream while scanning a quoted scalar")
        #expect(lc(diagnostic.range) == "3:1-3:1")
        #expect(diagnostic.notes.first?.message == "the quoted scalar starts here")
        #expect(diagnostic.notes.first?.range.map(lc) == "2:4-2:5")
    }

    @Test func contextFarBehindInALargeNonASCIIFile() throws {
        // The quote opens 5000 characters before libyaml gives up: the cursor must go back.
        let text = "a: \"" + String(repeating: "ä", count: 5000) + "\n"
        let file = SourceFile(path: "x", text: text)
        let result = SpecParser.parse(file, format: .yaml)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(lc(diagnostic.range.start) == "2:1")
        #expect(diagnostic.notes.first?.range.map(lc) == "1:4-1:5")
        #expect(positionProblems(result, in: file).isEmpty)
    }

    @Test(arguments: [
        ("a:\n\tb: 1\n", "2:1"),
        ("a:\n  b: 1\n\tc: 2\n", "3:1"),
        ("a: |\n\t text\n", "2:1"),
        ("list:\n  - x\n \t- y\n", "3:2"),
    ])
    func tabIndentation(text: String, position: String) throws {
        let result = parse(text)
        #expect(result.root == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.kind == .yamlSyntax)
        #expect(diagnostic.message == "tabs are not allowed in indentation; use spaces")
        #expect(lc(diagnostic.range.start) == position)
        #expect(diagnostic.range.end.column == diagnostic.range.start.column + 1)
    }

    @Test func unclosedFlowSequence() throws {
        let diagnostic = try #require(parse("parts: [a, b\nnext: 1\n").diagnostics.first)
        #expect(diagnostic.kind == .yamlSyntax)
        #expect(diagnostic.message.hasPrefix("did not find expected ',' or ']' while parsing a flow sequence"))
        #expect(diagnostic.notes.first?.range.map { lc($0.start) } == "1:8")
    }

    @Test func diagnosticsBeforeTheErrorAreKept() throws {
        let result = parse("a: 1\na: 2\nb: [\n")
        #expect(result.root == nil)
        #expect(codes(result) == ["duplicate-key@2:1", "yaml-syntax@4:1"])
    }

    @Test func aBareDocumentAfterAnEndMarkerIsASyntaxError() throws {
        let result = parse("a: 1\n...\nb: 2\n")
        #expect(result.root == nil)
        #expect(codes(result) == ["yaml-syntax@3:1"])
        #expect(result.diagnostics.first?.message == "did not find expected <document start>")
    }
}
