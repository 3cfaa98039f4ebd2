import CardSpecDiagnostics
import Testing
@testable import CardSpecSyntax

/// The tree builder's shortcuts give what the long ways give: positions from libyaml's marks
/// in files that are not ASCII, a pre-scan that reads eight bytes at a time and stops at
/// the first plain ASCII file's end, duplicate keys found by a scan up to a larger mapping, the tags and
/// anchors of open collections kept apart, the stacks grown.
@Suite struct FastPathTests {
    /// Files that are not ASCII: libyaml's line and column with the byte offset from the
    /// table of wide scalars, or a walk when the file has a NEL, LS or PS (libyaml breaks
    /// lines there) or is JSON; YAML errors included.
    @Test(arguments: [
        "é: ü\n", "\u{FEFF}a: é\nb: [x, 😀, y]\n", "\u{FEFF}ü", "ü", "a: [é", "é: 1\né: 2\n", "- 日本\n- ж: [1, 😀]\n",
        "a: 1\nb: 'ж'\nc: {d: \"日本\", e: [1, 2]}\n# ü\nf: |\n  ж\n  x\n\n", "k: >\n  é\n\n  ü\nz: 1",
        "k: \"x\u{85}y\"\nz: [é]\n", "k: \"x\u{2028}y\"\r\nz: é\r\n", "a: é\rb: [ü]\r", "a: &x é\nb: *x\nc: *y\n",
        "é: {a: 1, b: 2", "x: é\n\t- y\n",
    ])
    func nonASCIIPositionsAgreeWithSourceFile(text: String) {
        let file = SourceFile(path: "x", text: text)
        #expect(positionProblems(SpecParser.parse(file, format: .yaml), in: file).isEmpty)
        let json = SourceFile(path: "x.json", text: "{\"é\": [\"ü\", 1, {\"日本\": \"😀\"}],\n \"k\": \"ж\"}\n")
        #expect(positionProblems(SpecParser.parse(json, format: .json), in: json).isEmpty)
    }

    /// Few wide scalars use the table; many (more than one in 16 bytes) the walk, which
    /// starts from the pre-scan's checkpoints, the first ones in the plain prefix.
    @Test(arguments: [0, 1, 40])
    func positionsAfterALongASCIIPrefix(widePerLine: Int) throws {
        var text = ""
        for index in 0..<400 { text += "key\(index): value \(index)\n" }
        for index in 0..<400 {
            text += "k\(index): \"\(String(repeating: "é", count: widePerLine))x \(index)\" # ü\n  \n"
        }
        let file = SourceFile(path: "x", text: text)
        #expect(file.plainASCIIPrefix == offset(of: widePerLine > 0 ? "é" : "ü", in: text))
        let result = SpecParser.parse(file, format: .yaml)
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?.pairs.count == 800)
        #expect(positionProblems(result, in: file).isEmpty)
        let table = try prescan(file)
        #expect((table.wideScalars == nil) == (widePerLine == 40))
        #expect(!table.hasUnicodeLineBreaks)
    }

    /// The pre-scan of a file's own bytes tells a plain file by its plain prefix; of a copy
    /// it cannot, and reads every byte: both find the same table and the same first
    /// problem, as does a byte-by-byte read.
    @Test(arguments: [
        "a: 1\n", "", "é", "\u{FEFF}a: é", "x: \u{85}\n", "x: \u{2028}", "x: \u{7F}", "x: 1\u{0}", "x: \u{1B}y",
        "x: 😀\ty\r\nz: \u{9F}", "x: \u{FFFE}",
    ])
    func prescanOfThePlainPrefixIsTheFullOne(tail: String) {
        for prefix in [0, 7, 1023, 1024, 1025, 5000] {
            var bytes = (0..<prefix).map { UInt8(ascii: $0 % 40 == 39 ? "\n" : $0 % 7 == 0 ? "\t" : "a") }
            bytes += Array(tail.utf8)
            let file = SourceFile(path: "x", bytes: bytes)
            for format in [SourceFormat.yaml, .json] {
                let skipping = file.bytes.withUnsafeBufferPointer {
                    InputPrescan.run($0, file: file, format: format, limits: ParseLimits())
                }
                let copy = Array(bytes)
                let reading = copy.withUnsafeBufferPointer {
                    InputPrescan.run($0, file: file, format: format, limits: ParseLimits())
                }
                expectSame(skipping, reading, "\(prefix) \(tail)")
                let byteByByte = copy.withUnsafeBufferPointer {
                    InputPrescan.run($0, file: file, format: format, limits: ParseLimits(), wordsAtATime: false)
                }
                expectSame(reading, byteByByte, "\(prefix) \(tail) byte by byte")
            }
        }
    }

    /// The pre-scan's eight bytes at a time find what a byte at a time finds: lines,
    /// checkpoints, wide scalars and the first problem, for random mixtures of the bytes it
    /// tells apart, placed at every offset of a word.
    @Test func prescanByWordsIsTheOneByBytes() {
        let pieces: [[UInt8]] = [
            [0x61], [0x20], [0x7E], [0x0A], [0x0A, 0x0A], [0x09], [0x0D], [0x0D, 0x0A], Array("é".utf8),
            Array("日".utf8), Array("😀".utf8), [0x7F], [0x01], [0x8A], [0x89], [0xC3], Array("\u{85}".utf8),
            Array("\u{2028}".utf8),
        ]
        var generator = SeededGenerator(seed: 8)
        for round in 0..<3000 {
            let length = Int(generator.next() % 3000)
            // Mostly letters and line breaks, as specs are; now and then anything else.
            let rare = Int(generator.next() % 60) + 2
            var bytes: [UInt8] = []
            while bytes.count < length {
                let roll = Int(generator.next() % UInt64(rare * 4))
                bytes += roll < 4 ? pieces[Int(generator.next() % UInt64(pieces.count))] : roll % 9 == 0 ? [0x0A] : [0x61]
            }
            let file = SourceFile(path: "x", bytes: bytes)
            for format in [SourceFormat.yaml, .json] {
                let byWords = bytes.withUnsafeBufferPointer {
                    InputPrescan.run($0, file: file, format: format, limits: ParseLimits())
                }
                let byBytes = bytes.withUnsafeBufferPointer {
                    InputPrescan.run($0, file: file, format: format, limits: ParseLimits(), wordsAtATime: false)
                }
                expectSame(byWords, byBytes, "round \(round)")
            }
        }
    }

    /// A file of one long line of wide scalars, and one of tens of thousands of LFs:
    /// checkpoints every 1,024 scalars, the same either way.
    @Test func prescanByWordsAtCheckpoints() {
        for bytes in [Array(String(repeating: "aé\t", count: 5000).utf8), [UInt8](repeating: 0x0A, count: 40_000) + Array("é".utf8)] {
            let file = SourceFile(path: "x", bytes: bytes)
            let byWords = bytes.withUnsafeBufferPointer { InputPrescan.run($0, file: file, format: .yaml, limits: ParseLimits()) }
            let byBytes = bytes.withUnsafeBufferPointer {
                InputPrescan.run($0, file: file, format: .yaml, limits: ParseLimits(), wordsAtATime: false)
            }
            expectSame(byWords, byBytes, "\(bytes.count) bytes")
        }
    }

    private func expectSame(
        _ one: Result<ScalarCheckpoints, FatalDiagnostic>, _ other: Result<ScalarCheckpoints, FatalDiagnostic>,
        _ comment: String
    ) {
        switch (one, other) {
        case (.success(let one), .success(let other)):
            #expect(summary(one) == summary(other), "\(comment)")
        case (.failure(let one), .failure(let other)):
            #expect(one.diagnostic == other.diagnostic, "\(comment)")
        default:
            Issue.record("one pre-scan failed, the other did not: \(comment)")
        }
    }

    /// Up to 32 pairs a mapping's keys are compared one by one; from there, through an index.
    @Test(arguments: [2, 30, 31, 32, 33, 40, 100])
    func duplicatesAroundTheLinearScanLimit(pairs: Int) throws {
        var text = ""
        for index in 0..<pairs { text += "key\(index): \(index)\n" }
        text += "key0: again\nkey\(pairs - 1): again\n"
        let result = parse(text)
        #expect(codes(result) == ["duplicate-key@\(pairs + 1):1", "duplicate-key@\(pairs + 2):1"])
        #expect(result.diagnostics.last?.notes.first?.range.map { lc($0.start) } == "\(pairs):1")
        #expect(result.root?.pairs.count == pairs)
    }

    /// Text outside ASCII compares as `String` does: canonically equivalent keys are the
    /// same key, in a small mapping and in a large one.
    @Test(arguments: [0, 40])
    func canonicallyEquivalentKeysAreDuplicates(otherPairs: Int) {
        var text = "\u{E9}: 1\n"
        for index in 0..<otherPairs { text += "key\(index): \(index)\n" }
        text += "e\u{301}: 2\n"
        #expect(codes(parse(text)) == ["duplicate-key@\(otherPairs + 2):1"])
    }

    @Test func tagsAndAnchorsOfOpenCollectionsStayWithThem() throws {
        let text = "a: !!map\n  b: &in\n    - *in\n  c: &out {d: 1}\ne: *out\n"
        let result = parse(text)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == "alias '*in' refers to a node that contains it")
        #expect(diagnostic.notes.first?.range?.start.offset == offset(of: "&in", in: text))
        let root = try #require(result.root)
        #expect(root["a"]?.tag == "tag:yaml.org,2002:map")
        #expect(root["a"]?["c"]?.anchor == "out")
        #expect(root["e"]?["d"]?.scalarText == "1")
    }

    @Test func stacksGrowPastTheirFirstCapacity() {
        let stack = UnsafeStack<Int>(capacity: 4)
        for value in 0..<1000 { stack.push(value) }
        #expect(stack.count == 1000)
        #expect(stack[999].pointee == 999)
        #expect(Array(stack.elements(from: 996)) == [996, 997, 998, 999])
        #expect(stack.pop() == 999)
        stack.removeLast(989)
        #expect(stack.count == 10)
        #expect(stack.top.pointee == 9)
    }

    private func prescan(_ file: SourceFile) throws -> ScalarCheckpoints {
        try file.bytes.withUnsafeBufferPointer {
            try InputPrescan.run($0, file: file, format: .yaml, limits: ParseLimits()).get()
        }
    }

    private func summary(_ table: ScalarCheckpoints) -> String {
        // A file of ASCII bytes is never walked: its checkpoints are not read (and the pre-scan
        // of its own bytes makes none).
        let checkpoints = table.isASCII ? [] : table.checkpoints.map { "\($0.offset)/\($0.line)/\($0.lineStartScalar)" }
        return "\(table.bomLength) \(table.isASCII) \(table.scalarCount) \(table.hasUnicodeLineBreaks) "
            + "\(table.wideScalars.map { $0.map { "\($0.index)+\($0.extraThrough)" } } ?? ["none"]) \(checkpoints)"
    }
}
