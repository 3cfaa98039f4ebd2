import CardSpecCatalog
import CardSpecChecks
import CardSpecDiagnostics
@testable import CardSpecModel
import Testing
@testable import CardSpecGenerators

/// The helpers the Swift generator writes through, held to what they replaced.
@Suite struct TakenNamesTests {
    @Test func aNameIsTakenOnce() {
        var taken = TakenNames()
        let inserted = ["textPart", "textPart", "textPart2", "", ""].map { taken.insert($0) }
        #expect(inserted == [true, false, true, true, false])
    }

    @Test func numberedNamesSkipTakenOnes() {
        var taken = TakenNames()
        for name in ["textPart", "textPart2", "textPart4"] { _ = taken.insert(name) }
        let numbered = [taken.insertNumbered("textPart"), taken.insertNumbered("textPart"), taken.insertNumbered("other")]
        #expect(numbered == ["textPart3", "textPart5", "other2"])
        let again = taken.insert("textPart5")
        #expect(!again)
    }

    /// Outside ASCII, names are equal as `String`s are: canonically equivalent text is one
    /// name, whatever its bytes.
    @Test func textOutsideASCIIIsComparedAsStrings() {
        var taken = TakenNames()
        let first = [taken.insert("caf\u{E9}"), taken.insert("cafe\u{301}")]
        #expect(first == [true, false])
        let numbered = taken.insertNumbered("cafe\u{301}")
        #expect(numbered == "cafe\u{301}2")
        let then = [taken.insert("caf\u{E9}2"), taken.insert("cafe")]
        #expect(then == [false, true])
    }

    /// Against the `Set<String>` it replaced, over many names (the table grows).
    @Test func answersAsASetDoes() {
        var taken = TakenNames()
        var set: Set<String> = []
        for index in 0..<500 {
            let name = ["textPart", "stackPart", "a", "textPart\(index % 7)", "x\(index)"][index % 5]
            let inserted = taken.insert(name)
            #expect(inserted == set.insert(name).inserted)
            var counter = 2
            while set.contains(name + String(counter)) { counter += 1 }
            set.insert(name + String(counter))
            let numbered = taken.insertNumbered(name)
            #expect(numbered == name + String(counter))
        }
    }

    /// Numbering goes on from a base's last number: held to the `Set<String>` answer when
    /// numbered names are also taken as they are, ahead of the numbering and behind it,
    /// and when the table grows in between.
    @Test func numberingFromTheLastNumberAnswersAsASetDoes() {
        var taken = TakenNames()
        var set: Set<String> = []
        var random = SystemRandomNumberGenerator()
        for step in 0..<2_000 {
            let base = ["textPart", "stackPart", "a", "layout"][Int.random(in: 0..<4, using: &random)]
            if Bool.random(using: &random) {
                let name = base + (step % 3 == 0 ? "" : String(Int.random(in: 2...40, using: &random)))
                #expect(taken.insert(name) == set.insert(name).inserted, "\(name)")
            } else {
                var counter = 2
                while set.contains(base + String(counter)) { counter += 1 }
                set.insert(base + String(counter))
                #expect(taken.insertNumbered(base) == base + String(counter))
            }
        }
    }
}

@Suite struct ByteBufferLineTests {
    private func line(indentation: Int, prefix: StaticString = "", _ content: String, suffix: StaticString = "") -> String {
        var buffer = ByteBuffer(capacity: 1)
        buffer.append("before\n")
        Array(content.utf8).withUnsafeBufferPointer { buffer.appendLine(indentation: indentation, prefix: prefix, $0, suffix: suffix) }
        return String(decoding: buffer)
    }

    @Test(arguments: [0, 1, 2, 7, 8, 9, 16, 30])
    func indentsByAnyCount(_ indentation: Int) {
        #expect(line(indentation: indentation, "let x = 1") == "before\n" + String(repeating: " ", count: indentation) + "let x = 1\n")
    }

    @Test func writesPrefixContentAndSuffix() {
        #expect(line(indentation: 2, prefix: "/// ", "A comment.") == "before\n  /// A comment.\n")
        #expect(line(indentation: 4, "init()", suffix: " {") == "before\n    init() {\n")
        #expect(line(indentation: 0, "", suffix: ",") == "before\n,\n")
        #expect(line(indentation: 3, "") == "before\n   \n")
    }
}

@Suite struct SwiftWriterReuseTests {
    /// A writer reset after a file writes the next as a new writer does.
    @Test func aResetWriterWritesAsANewOne() {
        func write(into writer: inout SwiftWriter) {
            writer.header("// header\n")
            writer.block("enum E") { writer in
                writer.line("case a")
                writer.line()
                writer.doc("A long comment \(String(repeating: "word ", count: 30))")
                writer.line("case b")
            }
        }
        var fresh = SwiftWriter()
        write(into: &fresh)
        var reused = SwiftWriter()
        reused.header("// another file\n")
        reused.block("struct S: A, B") { writer in writer.line("let x = \"\(String(repeating: "y", count: 200))\"") }
        reused.reset()
        write(into: &reused)
        #expect(reused.bytesWritten == fresh.bytesWritten)
    }
}

@Suite struct FileNameTests {
    @Test(arguments: ["a/b/screen.cards.yaml", "screen.yaml", "/abs/path/x.json", "dir/sub/", "dir//x", "///", "", "a/b//",
                      "caf\u{E9}/x.yaml", "a/\u{301}b/c", "a/b\u{301}", "e\u{301}/"])
    func isTheLastComponentAsSplitGivesIt(_ path: String) {
        #expect(GenerationContext.fileName(of: path) == (path.split(separator: "/").last.map(String.init) ?? path))
    }
}

@Suite struct ExpressionInterpolationTests {
    private func token(_ namespace: Reference.Namespace, _ name: String) -> TypedValue {
        let position = SourcePosition(offset: 0, line: 1, column: 1)
        let range = SourceRange(start: position, end: position)
        return .token(Reference(namespace: namespace, name: name, range: range, nameRange: range))
    }

    /// A value written in place in a line is the expression made apart.
    @Test func writesTheExpression() {
        let expressions = SwiftExpressions(tokensType: "T", catalog: .cardParts)
        let values: [(TypedValue, ValueType)] = [
            (.string("a \"quoted\" text"), .string), (.int(3), .int), (.enumCase(type: "Axis", name: "horizontal", arguments: []), .enumeration("Axis")),
            (token(.number, "gap"), .number(.cgFloat)),
            (token(.color, "brand"), .color), (token(.number, "gap"), .number(.double)), (token(.number, "gap"), .int),
            (.list([.int(1), .int(2)]), .list(.int)),
        ]
        for (value, type) in values {
            let line: SwiftCode = "x = \(value, as: type, by: expressions)"
            #expect(line.description == "x = " + expressions.expression(value, as: type).description)
        }
        let converted: SwiftCode = "\(token(.number, "gap"), as: .number(.cgFloat), by: expressions)"
        #expect(converted.description == "CGFloat(T.Number.gap)")
    }
}



/// `SwiftWriter.nonEmptyLines` splits on the bytes; held to the split of `text` by
/// Characters it replaces.
@Suite struct WriterLineSplitTests {
    @Test func nonEmptyLinesAsSplitText() {
        let texts = [
            "", "\n", "\n\n", "a", "a\n", "\na", "a\nb", "a\n\nb\n", "part.text = \"caf\u{E9}\"\npart.x = 1\n",
            "e\u{301}\n\u{301}x\n", "a\r\nb\nc", "a\rb\nc", "\r\n", String(repeating: "line\n", count: 20_000),
        ]
        for text in texts {
            var writer = SwiftWriter()
            writer.header(text)
            #expect(writer.nonEmptyLines == writer.text.split(separator: "\n").map(String.init), "\(text.debugDescription)")
        }
    }

    @Test func linesWrittenComeBackWithoutIndentationOrBlanks() {
        var writer = SwiftWriter()
        writer.line("part.title = \"x\"")
        writer.line()
        writer.line("part.isHidden = viewModel.hidden.value")
        #expect(writer.nonEmptyLines == writer.text.split(separator: "\n").map(String.init))
        #expect(writer.nonEmptyLines.count == 2)
    }
}
