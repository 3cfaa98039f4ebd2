import CardSpecDiagnostics
import Testing
@testable import CardSpecSyntax

@Suite struct JSONTests {
    @Test func valuesAreWhatJSONMeans() throws {
        let text = "{\"s\": \"yes\", \"n\": null, \"t\": true, \"i\": -12, \"z\": -0, \"f\": 1.5e2, \"big\": 12345678901234567890, \"a\": [\"~\", \"1\", \"\"]}"
        let result = parse(text, .json)
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(root["s"]?.scalarValue == .string("yes"))
        #expect(root["s"]?.isBooleanLookalike == false)
        #expect(root["n"]?.scalarValue == .null)
        #expect(root["t"]?.scalarValue == .bool(true))
        #expect(root["i"]?.scalarValue == .int(-12))
        #expect(root["z"]?.scalarValue == .int(0))
        #expect(root["f"]?.scalarValue == .float(150))
        #expect(root["big"]?.scalarValue == .float(Double("12345678901234567890")!))
        #expect(root["a"]?.rendered == "[\"~\", \"1\", \"\"]")
        #expect(lc(try #require(root["a"]).range) == "1:101-1:115")
    }

    @Test func positionsInPrettyPrintedJSON() throws {
        let text = "{\n\t\"title\": \"Caf\u{E9}\",\n\t\"parts\": [\n\t\t{\"text\": \"\u{1F600}\"}\n\t]\n}\n"
        let file = SourceFile(path: "x.json", text: text)
        let result = SpecParser.parse(file, format: .json)
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(lc(root.range) == "1:1-6:2")
        #expect(lc(root.pairs[0].key.range) == "2:2-2:9")
        #expect(lc(try #require(root["parts"]).range) == "3:11-5:3")
        #expect(positionProblems(result, in: file).isEmpty)
    }

    @Test(arguments: [
        ("[1, 2,]", "trailing comma is not allowed in JSON", "1:6-1:7"),
        ("{\"a\": 1,\n}", "trailing comma is not allowed in JSON", "1:8-1:9"),
        ("[1 2]", "expected ',' or ']' after array element, found '2'", "1:4-1:5"),
        ("{\"a\": 1 \"b\": 2}", "expected ',' or '}' after object member, found '\"'", "1:9-1:10"),
        ("{\"a\" 1}", "expected ':' after object key, found '1'", "1:6-1:7"),
        ("{a: 1}", "object keys in JSON are strings in double quotes", "1:2-1:3"),
        ("{'a': 1}", "single-quoted strings are not allowed in JSON; use double quotes", "1:2-1:3"),
        ("['a']", "single-quoted strings are not allowed in JSON; use double quotes", "1:2-1:3"),
        ("[1] // note", "comments are not allowed in JSON", "1:5-1:7"),
        ("/* c */ [1]", "comments are not allowed in JSON", "1:1-1:3"),
        ("[1, # c\n2]", "comments are not allowed in JSON", "1:5-1:6"),
        ("[yes]", "'yes' is not a JSON value; strings in JSON need double quotes", "1:2-1:5"),
        ("[True]", "'True' is not a JSON value; JSON literals are lower-case", "1:2-1:6"),
        ("[NaN]", "'NaN' is not a JSON number", "1:2-1:5"),
        ("[-Infinity]", "'-Infinity' is not a JSON number", "1:2-1:11"),
        ("[01]", "leading zeros are not allowed in JSON numbers", "1:2-1:3"),
        ("[-007]", "leading zeros are not allowed in JSON numbers", "1:3-1:4"),
        ("[+1]", "JSON numbers cannot start with '+'", "1:2-1:3"),
        ("[.5]", "JSON numbers need a digit before '.'", "1:2-1:3"),
        ("[1.]", "expected a digit after '.' in a JSON number", "1:4-1:5"),
        ("[1e+]", "expected a digit in the exponent of a JSON number", "1:5-1:6"),
        ("[0x1F]", "hexadecimal numbers are not allowed in JSON", "1:2-1:6"),
        ("[-]", "expected a digit after '-'", "1:3-1:4"),
        ("[12abc]", "invalid JSON number '12abc'", "1:2-1:7"),
        ("[\"a\\x\"]", "invalid escape '\\x' in a JSON string", "1:4-1:6"),
        ("[\"\\u12G4\"]", "expected 4 hex digits after '\\u'", "1:3-1:8"),
        ("[\"a\tb\"]", "tab in a JSON string; write '\\t'", "1:4-1:5"),
        ("[\"a\nb\"]", "line break in a JSON string; close the string or write '\\n'", "1:4-1:4"),
        ("[\"abc", "unterminated string", "1:2-1:3"),
        ("[1, 2", "expected ']' before the end of the file", "1:6-1:6"),
        ("{\"a\": [1}", "expected ',' or ']' after array element, found '}'", "1:9-1:10"),
        ("{\"a\": }", "expected a value after ':', found '}'", "1:7-1:8"),
        ("[1,,2]", "expected a JSON value, found ','", "1:4-1:5"),
        ("[1] [2]", "unexpected '[' after the JSON value; a JSON file holds one value", "1:5-1:6"),
        ("{} x", "unexpected 'x' after the JSON value; a JSON file holds one value", "1:4-1:5"),
        ("[\u{A0}1]", "expected a JSON value, found U+00A0", "1:2-1:3"),
        ("[\u{7F}]", "expected a JSON value, found U+007F (DEL)", "1:2-1:3"),
        ("", "expected a JSON value; the file is empty", "1:1-1:1"),
        (" \n ", "expected a JSON value; the file is empty", "2:2-2:2"),
    ])
    func strictSyntax(text: String, message: String, range: String) throws {
        let result = parse(text, .json)
        #expect(result.root == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.kind == .jsonSyntax)
        #expect(diagnostic.message == message)
        #expect(lc(diagnostic.range) == range)
    }

    @Test func fixIts() throws {
        let comma = try #require(parse("[1,]", .json).diagnostics.first?.fixIts.first)
        #expect(comma.replacement == "")
        #expect(lc(comma.range) == "1:3-1:4")
        let literal = try #require(parse("[TRUE]", .json).diagnostics.first?.fixIts.first)
        #expect(literal.replacement == "true")
        #expect(lc(literal.range) == "1:2-1:6")
        let key = try #require(parse("{cards: 1}", .json).diagnostics.first?.fixIts.first)
        #expect(key.replacement == "\"cards\"")
    }

    @Test func unclosedContainerNotesWhereItOpened() throws {
        let diagnostic = try #require(parse("{\n  \"a\": [1,\n  2\n", .json).diagnostics.first)
        #expect(diagnostic.message == "expected ']' before the end of the file")
        #expect(diagnostic.notes.first?.message == "to match this '['")
        #expect(diagnostic.notes.first?.range.map(lc) == "2:8-2:9")
    }

    @Test func duplicateKeyIsCaughtAfterTheSyntaxCheck() throws {
        let result = parse("{\"a\": 1, \"b\": {\"a\": 2}, \"a\": 3}", .json)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.kind == .duplicateKey)
        #expect(lc(diagnostic.range) == "1:25-1:28")
        #expect(diagnostic.notes.first?.range.map(lc) == "1:2-1:5")
    }

    @Test func nestingLimitAppliesInTheChecker() throws {
        let result = parse(String(repeating: "[", count: 10) + String(repeating: "]", count: 10), .json, limits: limits(maxDepth: 9))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.kind == .nestingTooDeep)
        #expect(diagnostic.message == "nesting is deeper than the limit of 9 levels (--max-depth)")
        #expect(lc(diagnostic.range) == "1:10-1:11")
        #expect(parse(String(repeating: "[", count: 9) + String(repeating: "]", count: 9), .json, limits: limits(maxDepth: 9))
            .diagnostics.isEmpty)
    }

    @Test func yamlOnlyFeaturesAreRejected() {
        for text in ["a: 1", "- 1", "&a [1]", "[1, *a]", "!!str \"x\"", "---\n[1]", "{\"a\": 'b'}", "[1]\n...\n"] {
            #expect(parse(text, .json).diagnostics.first?.kind == .jsonSyntax, "\(text)")
        }
    }

    // libyaml reads JSON as YAML flow style; these are valid JSON that plain libyaml refuses or misreads.

    @Test func surrogatePairEscapesDecodeToOneCharacter() throws {
        let text = "[\"\\ud83d\\ude00 and \\uD834\\uDD1E\", \"x\"]"
        let result = parse(text, .json)
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(root[0]?.scalarText == "😀 and 𝄞")
        #expect(lc(try #require(root[1]).range) == "1:35-1:38")
    }

    @Test func loneSurrogateEscapeBecomesTheReplacementCharacter() {
        #expect(parse("[\"a\\udc00b\\ud800\"]", .json).root?[0]?.scalarText == "a\u{FFFD}b\u{FFFD}")
    }

    @Test func charactersYAMLRefusesInsideJSONStrings() throws {
        let text = "{\"k\u{2028}\": \"del\u{7F} c1\u{80} nel\u{85} ls\u{2028} ps\u{2029} nc\u{FFFF}\\n\"}"
        let result = parse(text, .json)
        #expect(result.diagnostics.isEmpty)
        let pair = try #require(result.root?.pairs.first)
        #expect(pair.key.scalarText == "k\u{2028}")
        #expect(pair.value.scalarText == "del\u{7F} c1\u{80} nel\u{85} ls\u{2028} ps\u{2029} nc\u{FFFF}\n")
    }

    @Test func whitespaceYAMLWouldRefuse() throws {
        // A tab before the top value, and a line break between a key and its colon.
        let result = parse("\t{\"a\"\n\t: 1, \"b\"\r\n:\t[\t2]}\t\n", .json)
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?.rendered == "{\"a\": 1, \"b\": [2]}")
        #expect(result.root.map { lc($0.range) } == "1:2-3:8")
    }

    @Test func veryLongKeysAreReportedClearly() throws {
        let key = String(repeating: "k", count: 1100)
        let diagnostic = try #require(parse("{\"\(key)\": 1}", .json).diagnostics.first)
        #expect(diagnostic.kind == .jsonSyntax)
        #expect(diagnostic.message.hasPrefix("object key is too long"))
        #expect(lc(diagnostic.range.start) == "1:2")
        #expect(parse("{\"\(String(repeating: "k", count: 1000))\": 1}", .json).diagnostics.isEmpty)
    }

    @Test func topLevelScalars() {
        #expect(parse("\"text\"", .json).root?.scalarValue == .string("text"))
        #expect(parse(" 42 ", .json).root?.scalarValue == .int(42))
        #expect(parse("null", .json).root?.scalarValue == .null)
        #expect(parse("-1.5e-3", .json).root?.scalarValue == .float(-0.0015))
    }
}
