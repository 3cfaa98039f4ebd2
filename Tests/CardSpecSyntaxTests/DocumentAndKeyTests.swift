import CardSpecDiagnostics
import Testing
@testable import CardSpecSyntax

@Suite struct DocumentAndKeyTests {
    @Test func duplicateKey() throws {
        let result = parse("a: 1\nb: 2\na: 3\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.kind == .duplicateKey)
        #expect(diagnostic.message == "duplicate key 'a'")
        #expect(lc(diagnostic.range) == "3:1-3:2")
        #expect(diagnostic.notes.map(\.message) == ["'a' first defined here"])
        #expect(diagnostic.notes.first?.range.map(lc) == "1:1-1:2")
        // The first pair stays; the duplicate is dropped so later stages see one 'a'.
        #expect(result.root?.pairs.count == 2)
        #expect(result.root?.pairs.last?.value.scalarText == "2")
    }

    @Test func keysCompareByTextWhateverTheirStyle() {
        #expect(codes(parse("a: 1\n\"a\": 2\n'a': 3\n")) == ["duplicate-key@2:1", "duplicate-key@3:1"])
        #expect(codes(parse("{x: 1, \"x\": 2}\n")) == ["duplicate-key@1:8"])
        // Different text, different keys, even when they mean the same value.
        #expect(parse("1: a\n01: b\n~: c\nnull: d\n").diagnostics.isEmpty)
    }

    @Test func duplicatesInLargeMappings() throws {
        var text = ""
        for index in 0..<500 { text += "key\(index): \(index)\n" }
        #expect(parse(text).diagnostics.isEmpty)
        text += "key3: again\nkey499: again\n"
        let result = parse(text)
        #expect(codes(result) == ["duplicate-key@501:1", "duplicate-key@502:1"])
        #expect(result.diagnostics.first?.notes.first?.range.map { lc($0.start) } == "4:1")
        #expect(result.diagnostics.last?.notes.first?.range.map { lc($0.start) } == "500:1")
    }

    @Test func messagesShortenLongKeysAndEscapeLineBreaks() {
        let key = String(repeating: "x", count: 100)
        #expect(parse("\(key): 1\n\(key): 2\n").diagnostics.first?.message
            == "duplicate key '\(String(repeating: "x", count: 40))…'")
        #expect(parse("\"a\\nb\": 1\n\"a\\nb\": 2\n").diagnostics.first?.message == "duplicate key 'a\\nb'")
    }

    @Test func sameKeyInDifferentMappingsIsFine() {
        #expect(parse("a: {x: 1}\nb: {x: 2}\nc:\n  - x: 1\n  - x: 2\n").diagnostics.isEmpty)
    }

    @Test func nonScalarKeysAreKept() throws {
        let result = parse("? [a, b]\n: 1\n? {c: d}\n: 2\n")
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(root.pairs.count == 2)
        #expect(root.pairs[0].key.rendered == "[\"a\", \"b\"]")
        #expect(lc(root.pairs[0].key.range) == "1:3-1:9")
    }

    @Test func multipleDocuments() throws {
        let result = parse("a: 1\n---\nb: 2\n---\nc: 3\n")
        #expect(codes(result) == ["multiple-documents@2:1"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(lc(diagnostic.range) == "2:1-2:4")
        #expect(diagnostic.message == "a spec file holds one YAML document; this '---' starts a second one")
        // The first document is the tree; the rest is ignored.
        #expect(result.root?.rendered == "{\"a\": 1}")
    }

    @Test func multipleDocumentsAfterAnExplicitStartAndEnd() throws {
        let result = parse("---\na: 1\n...\n---\nb: 2\n")
        #expect(codes(result) == ["multiple-documents@4:1"])
        #expect(result.root?.rendered == "{\"a\": 1}")
        // The rest is not read, so an error there goes unreported.
        #expect(codes(parse("a: 1\n---\nb: [\n")) == ["multiple-documents@2:1"])
    }

    @Test(arguments: ["", "\n\n", "# only a comment\n", "  \n# one\n\n# two", "\u{FEFF}", "\u{FEFF}# c\n"])
    func emptyFilesHaveNoRootAndNoDiagnostic(text: String) {
        let result = parse(text)
        #expect(result.root == nil)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func documentMarkerAloneIsANullDocument() throws {
        let result = parse("---\n")
        #expect(result.diagnostics.isEmpty)
        #expect(try #require(result.root).scalarValue == .null)
    }

    @Test func scalarDocument() {
        let result = parse("just text\n")
        #expect(result.root?.scalarValue == .string("just text"))
        #expect(result.root.map { lc($0.range) } == "1:1-1:10")
    }
}
