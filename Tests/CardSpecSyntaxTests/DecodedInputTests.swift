import CYAML
import CardSpecDiagnostics
import Foundation
import Testing
@testable import CardSpecSyntax

/// `DecodedInput` hands libyaml its input already decoded. These tests hold it to libyaml's
/// own reader: the same events at the same marks, and the same errors, for every input of
/// the YAML and JSON test suites, the fixtures, and inputs made to cross the reader's
/// chunks and every kind of character it treats apart.
struct DecodedInputTests {
    /// Every event of `input` as libyaml gives it, or its error, spelled out to compare:
    /// the first `limit` of them. (libyaml takes time quadratic in the depth of flow
    /// collections, which the tree builder stops at `ParseLimits.maxDepth`; a few inputs of
    /// the JSON suite nest 100,000 deep.)
    /// `padded`: read in place from storage with `FileBytes`' padding, as a file read
    /// from disk is, rather than from a padded copy.
    static func events(
        _ input: [UInt8], reading: LibYAMLParser.Reading, knownCharacters: Int? = nil, padded: Bool = false,
        limit: Int = 5_000
    ) -> [String] {
        let stored = padded ? FileBytes.padded(input).bytes : input
        return stored.withUnsafeBufferPointer { bytes in
            let parser = LibYAMLParser(input: bytes, knownCharacters: knownCharacters, inputIsPadded: padded, reading: reading)
            var events: [String] = []
            while events.count < limit {
                guard parser.next() else {
                    let failure = parser.failure
                    events.append("error \(failure.kind.rawValue) \(failure.problem ?? "-") \(failure.context ?? "-") "
                        + "\(failure.problemMark) \(failure.contextMark) \(failure.problemOffset) \(failure.problemValue)")
                    return events
                }
                let event = parser.event.pointee
                events.append(describe(event))
                if event.type == YAML_STREAM_END_EVENT { return events }
            }
            return events
        }
    }

    static func describe(_ event: yaml_event_t) -> String {
        func mark(_ mark: yaml_mark_t) -> String { "\(mark.index):\(mark.line):\(mark.column)" }
        func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String {
            pointer.map { String(cString: $0) } ?? "-"
        }
        var line = "\(event.type.rawValue) \(mark(event.start_mark))-\(mark(event.end_mark))"
        switch event.type {
        case YAML_STREAM_START_EVENT:
            line += " encoding \(event.data.stream_start.encoding.rawValue)"
        case YAML_DOCUMENT_START_EVENT:
            line += " implicit \(event.data.document_start.implicit)"
        case YAML_DOCUMENT_END_EVENT:
            line += " implicit \(event.data.document_end.implicit)"
        case YAML_ALIAS_EVENT:
            line += " *\(text(event.data.alias.anchor))"
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let value = Array(UnsafeBufferPointer(start: scalar.value, count: scalar.length))
            line += " &\(text(scalar.anchor)) !\(text(scalar.tag)) \(scalar.style.rawValue)"
                + " \(scalar.plain_implicit)\(scalar.quoted_implicit) \(value)"
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            line += " &\(text(start.anchor)) !\(text(start.tag)) \(start.style.rawValue) \(start.implicit)"
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            line += " &\(text(start.anchor)) !\(text(start.tag)) \(start.style.rawValue) \(start.implicit)"
        default:
            break
        }
        return line
    }

    /// Compares the readings of `input`: by libyaml's reader; decoded in advance after
    /// `DecodedInput`'s own check; and, where the YAML pre-scan accepts the input, decoded
    /// in advance with the pre-scan's count, as the pipeline does, from a copy and in place
    /// (`FileBytes`). True if it was decoded in advance.
    @discardableResult
    static func expectSameEvents(_ input: [UInt8], _ name: String) -> Bool {
        let library = events(input, reading: .byLibYAMLReader)
        let decoded = events(input, reading: .decodedInAdvance)
        #expect(decoded == library, "\(name): the decoded input reads otherwise than libyaml's reader")
        let file = SourceFile(path: name, bytes: input)
        let prescan = input.withUnsafeBufferPointer {
            InputPrescan.run($0, file: file, format: .yaml, limits: ParseLimits())
        }
        if case .success(let table) = prescan, !input.isEmpty {
            let counted = events(input, reading: .decodedInAdvance, knownCharacters: table.scalarCount)
            #expect(counted == library, "\(name): the input the pre-scan counted reads otherwise than libyaml's reader")
            let inPlace = events(input, reading: .decodedInAdvance, knownCharacters: table.scalarCount, padded: true)
            #expect(inPlace == library, "\(name): the input read in place reads otherwise than libyaml's reader")
        }
        return input.withUnsafeBufferPointer { DecodedInput($0) != nil }
    }

    static func files(in directory: URL, suffixes: [String]) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        var urls: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if suffixes.contains(where: url.lastPathComponent.hasSuffix) { urls.append(url) }
        }
        return urls.sorted { $0.path < $1.path }
    }

    @Test func yamlTestSuiteReadsAsLibYAMLsReaderReadsIt() throws {
        let inputs = Self.files(in: Conformance.yamlSuiteDirectory, suffixes: ["in.yaml"])
        try #require(inputs.count > 300, "Tests/Conformance/yaml-test-suite is missing its files")
        for url in inputs {
            // Every case is valid UTF-8 of characters YAML allows.
            #expect(Self.expectSameEvents(Conformance.read(url), url.path), "\(url.path) was left to the reader")
        }
    }

    @Test func jsonTestSuiteReadsAsLibYAMLsReaderReadsIt() throws {
        let directory = Conformance.directory.appendingPathComponent("JSONTestSuite")
        let inputs = Self.files(in: directory, suffixes: [".json"])
        try #require(inputs.count > 300, "Tests/Conformance/JSONTestSuite is missing its files")
        var decoded = 0
        for url in inputs where Self.expectSameEvents(Conformance.read(url), url.path) { decoded += 1 }
        #expect(decoded > inputs.count * 3 / 4)
        #expect(decoded < inputs.count)
    }

    @Test func fixturesReadAsLibYAMLsReaderReadsThem() throws {
        let fixtures = Conformance.directory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        let inputs = Self.files(in: fixtures, suffixes: [".yaml", ".yml", ".json"])
        try #require(inputs.count > 40, "Fixtures/ is missing its files")
        // Two fixtures hold what the reader refuses (a NUL, Latin-1): its errors are theirs.
        let refused = ["control-character.cards.yaml", "invalid-encoding.cards.yaml"]
        for url in inputs {
            let decoded = Self.expectSameEvents(Conformance.read(url), url.path)
            #expect(decoded == !refused.contains(url.lastPathComponent), "\(url.path): decoded in advance \(decoded)")
        }
    }

    /// libyaml's reader fills its buffer from 16 KiB of raw input at a time, and stops a
    /// chunk short of a character split across it: text of every width, placed across
    /// those boundaries, in scalars longer than a chunk and at the end of the input.
    @Test func charactersAcrossTheReadersChunksReadTheSame() {
        let pieces: [String] = ["a", "é", "€", "😀", "\u{85}", "\u{2028}", "\t", "\r\n", "\u{FEFF}"]
        for piece in pieces {
            for shift in 0..<4 {
                let filler = String(repeating: "x", count: 16_384 - 8 + shift)
                let text = "key: \"\(filler)\(String(repeating: piece, count: 6))\"\nlong: \(filler)\(piece)end\n"
                let bytes = Array(text.utf8)
                Self.expectSameEvents(bytes, "\(piece.unicodeScalars.map(\.value)) shifted \(shift)")
                Self.expectSameEvents(Array(bytes.dropLast()), "\(piece.unicodeScalars.map(\.value)) without the last line break")
            }
        }
    }

    @Test func edgesOfTheInputReadTheSame() {
        let inputs: [(String, [UInt8])] = [
            ("empty", []),
            ("a byte-order mark alone", [0xEF, 0xBB, 0xBF]),
            ("a byte-order mark, then a mapping", [0xEF, 0xBB, 0xBF] + Array("a: b\n".utf8)),
            ("two byte-order marks", [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("a: b\n".utf8)),
            ("no line break at the end", Array("a: [b, c]".utf8)),
            ("a document end at the end", Array("a\n...".utf8)),
            ("a syntax error at the end", Array("a: [b,".utf8)),
            ("a syntax error in a long file", Array((String(repeating: "k: v\n", count: 5_000) + "a: b: c\n").utf8)),
            ("a lone carriage return", Array("a: b\rc: d\r".utf8)),
            ("text outside the BMP", Array("\u{1F600}: \u{10FFFF}\n".utf8)),
        ]
        for (name, bytes) in inputs {
            #expect(Self.expectSameEvents(bytes, name), "\(name) was left to the reader")
        }
    }

    /// What the reader refuses stays the reader's, so that its error is the one reported.
    @Test func inputTheReaderRefusesIsLeftToIt() {
        let refused: [(String, [UInt8])] = [
            ("NUL", Array("a: b".utf8) + [0]),
            ("DEL", Array("a: b".utf8) + [0x7F]),
            ("a C0 control", Array("a: \u{07}".utf8)),
            ("a C1 control", Array("a: \u{80}".utf8)),
            ("U+FFFE", Array("a: \u{FFFE}".utf8)),
            ("U+FFFF", Array("a: \u{FFFF}".utf8)),
            ("a stray continuation byte", Array("a: ".utf8) + [0x80]),
            ("an overlong slash", Array("a: ".utf8) + [0xC0, 0xAF]),
            ("an encoded surrogate", Array("a: ".utf8) + [0xED, 0xA0, 0x80]),
            ("a code point above U+10FFFF", Array("a: ".utf8) + [0xF4, 0x90, 0x80, 0x80]),
            ("a truncated character", Array("a: ".utf8) + [0xE2, 0x82]),
            ("Latin-1", Array("a: ".utf8) + [0xE9, 0x0A]),
        ]
        for (name, bytes) in refused {
            #expect(!Self.expectSameEvents(bytes, name), "\(name) was decoded in advance")
        }
    }

    @Test func charactersAreCountedAsLibYAMLCountsThem() {
        func count(_ text: String) -> Int? {
            Array(text.utf8).withUnsafeBufferPointer { DecodedInput.acceptedCharacters($0) }
        }
        #expect(count("") == 0)
        #expect(count("plain ASCII, longer than eight bytes\n") == 37)
        #expect(count("é€😀") == 3)
        #expect(count("tab\there\r\n") == 10)
        #expect(count("\u{85}\u{A0}\u{D7FF}\u{E000}\u{FFFD}\u{10000}\u{10FFFF}") == 7)
        #expect(count("\u{9F}") == nil)
        #expect(count("\u{7F}") == nil)
    }
}
