import CardSpecDiagnostics
import CardSpecSyntax
import Testing
@testable import CardSpecModel

/// The lowering's fast paths beside the general ones they stand in for: strings made from
/// a scalar's bytes (not through `SyntaxTree.scalarValue` and `text`), keys matched in a
/// table of their bytes, each part's child slots from its own kind.
@Suite struct LoweringFastPathTests {
    private static let range = SourceRange(at: .start)

    /// The value the lowering makes of one scalar, and what the tree's general path says it is.
    private func lowered(_ text: String, style: ScalarStyle, tag: String? = nil) -> (Value, ScalarValue?) {
        let node = SyntaxNode(content: .scalar(text, style), range: Self.range, tag: tag)
        let tree = SyntaxTree(root: node)
        var lowerer = Lowerer(tree: tree, vocabulary: GenericPartVocabulary())
        return (lowerer.value(tree.root!, scope: .literal), tree.scalarValue(tree.root!))
    }

    private func same(_ kind: Value.Kind, _ scalar: ScalarValue?) -> Bool {
        switch (kind, scalar) {
        case (.null, .null?), (.null, nil): true
        case (.bool(let one), .bool(let other)?): one == other
        case (.int(let one), .int(let other)?): one == other
        case (.float(let one), .float(let other)?): one.bitPattern == other.bitPattern || (one.isNaN && other.isNaN)
        case (.string(let one), .string(let other)?): one == other
        default: false
        }
    }

    /// Every printable ASCII first byte, alone and followed by text that completes a null,
    /// a boolean or a number, in every style: the fast path decides as the schema does.
    @Test(arguments: [ScalarStyle.plain, .singleQuoted, .doubleQuoted, .literal, .folded])
    func everyFirstByteAsTheSchemaReadsIt(style: ScalarStyle) {
        let rests = ["", "x", "rue", "RUE", "alse", "ull", "ULL", "1", "12", ".5", "inf", "nan", " words that go on past fifteen bytes"]
        for byte in UInt8(0x20)...UInt8(0x7E) where byte != UInt8(ascii: "$") {
            for rest in rests {
                let text = String(decoding: [byte], as: UTF8.self) + rest
                let (value, general) = lowered(text, style: style)
                #expect(same(value.kind, general), "\(style) '\(text)': \(value.kind) against \(String(describing: general))")
                #expect(value.scalarStyle == style)
            }
        }
        for text in ["", "~", "null", "true", "False", "0x1F", "0o17", "-3", "+4.5e3", ".inf", "-.Inf", ".NaN", "123456789012345678901"] {
            let (value, general) = lowered(text, style: style)
            #expect(same(value.kind, general), "\(style) '\(text)'")
        }
    }

    /// A tag or text outside ASCII takes the general path, with the same answers.
    @Test func taggedAndNonASCIIScalars() {
        for (text, tag) in [("12", "tag:yaml.org,2002:str"), ("hello", "tag:yaml.org,2002:str"), ("true", nil as String?),
                            ("héllo", nil), ("ünïcode text longer than fifteen bytes", nil)] {
            let (value, general) = lowered(text, style: .plain, tag: tag)
            #expect(same(value.kind, general), "'\(text)' tagged \(tag ?? "-")")
        }
    }

    /// `SyntaxTree.plainMayBeNonString` is the schema's own rule, byte for byte: any plain text
    /// starting with a byte it refuses is a string.
    @Test func plainFirstBytes() {
        for byte in UInt8(0)...UInt8(0x7F) where !SyntaxTree.plainMayBeNonString(startingWith: byte) {
            for rest in ["", "rue", "ull", "1", ".5"] {
                let text = String(decoding: [byte], as: UTF8.self) + rest
                let (_, general) = lowered(text, style: .plain)
                if byte != 0 || !rest.isEmpty { #expect(general == .string(text), "'\(text)'") }
            }
        }
    }

    /// Keys are found in the byte table as by their raw values, and nothing else is.
    @Test func spelledKeysMatchRawValues() {
        func check<Key: MappingKeys>(_: Key.Type) {
            for (position, key) in Key.allCases.enumerated() {
                var spelling = key.rawValue
                #expect(spelling.withUTF8 { Key.index(spelledBy: $0) } == position)
                for other in [spelling + "s", String(spelling.dropLast()), spelling.uppercased(), ""] where other != spelling {
                    var other = other
                    #expect(other.withUTF8 { Key.index(spelledBy: $0) } == Key.allCases.firstIndex { $0.rawValue == other })
                }
            }
        }
        check(Lowerer.CardKey.self)
        check(Lowerer.FileKey.self)
        check(Lowerer.CardUseKey.self)
        check(Lowerer.ModelPropertyKey.self)
        check(Lowerer.ParameterKey.self)
        for namespace in Reference.Namespace.allCases {
            var spelling = namespace.rawValue
            #expect(spelling.withUTF8 { Reference.Namespace(spelling: $0) } == namespace)
        }
    }

    /// A vocabulary that gives every kind its own slots, and counts the questions.
    private final class CountingVocabulary: PartVocabulary, @unchecked Sendable {
        var asked = 0
        func childSlots(ofPartKind partKind: String) -> ChildSlots {
            asked += 1
            // `box<n>` holds its children in `slot<n>`.
            return ChildSlots([(property: "slot" + partKind.dropFirst(3), slot: .list)], kindIndex: Int32(partKind.utf8.count))
        }
    }

    /// Many kinds, in a mixed order: each part gets its own kind's slots and number.
    @Test func eachPartGetsItsOwnKindsSlots() {
        let kinds = (0..<300).map { "box\($0 * 7919 % 1000)" }
        var yaml = "cardspec: 1\ncards:\n  Card:\n    parts:\n"
        for (position, kind) in kinds.enumerated() {
            let own = "slot" + kind.dropFirst(3)
            let other = "slot" + kinds[(position + 1) % kinds.count].dropFirst(3)
            yaml += "      - \(kind): {\(own): [{text: {text: a}}], \(other): x}\n"
        }
        let file = SourceFile(path: "test.cards.yaml", text: yaml)
        let parsed = SpecParser.parse(file, format: .yaml, limits: ParseLimits())
        let vocabulary = CountingVocabulary()
        let lowered = SpecLowering.lower(parsed.root, in: file, vocabulary: vocabulary)
        let parts = lowered.spec?.cards.first?.states.first?.parts ?? []
        #expect(parts.count == kinds.count)
        for (part, kind) in zip(parts, kinds) {
            #expect(part.kind.text == kind)
            #expect(part.kindIndex == Int32(kind.utf8.count))
            // Its own slot holds parts; the next kind's slot is an ordinary value here.
            if case .parts(let children)? = part.properties.first?.value.kind { #expect(children.count == 1) } else {
                Issue.record("\(kind): its slot was not lowered as parts")
            }
            if case .string? = part.properties.last?.value.kind {} else { Issue.record("\(kind): a slot of another kind") }
        }
        // The vocabulary is asked at most once per part.
        #expect(vocabulary.asked <= 2 * kinds.count)
    }

    /// A card with 20,000 parts of a few kinds and 20,000 model properties lowers in linear time.
    @Test func manyPartsAndProperties() {
        var yaml = "cardspec: 1\ncards:\n  Card:\n    model:\n"
        for index in 0..<20_000 { yaml += "      p\(index): String\n" }
        yaml += "    parts:\n"
        for index in 0..<20_000 { yaml += "      - \(["text", "stack", "title"][index % 3]): {text: t\(index)}\n" }
        let lowered = lower(yaml)
        #expect(lowered.spec?.cards.first?.model.count == 20_000)
        #expect(lowered.spec?.cards.first?.states.first?.parts.count == 20_000)
    }

    /// `parts:` and `states:` together, in one array: `none` first, then the states in order.
    @Test func partsAndStatesTogether() {
        let lowered = lower("""
            cardspec: 1
            cards:
              Card:
                parts: [{text: {text: a}}]
                states:
                  loading: [{text: {text: b}}]
                  custom(stale): [{text: {text: c}}]
            """)
        let states = lowered.spec?.cards.first?.states ?? []
        #expect(states.map(\.state.description) == ["none", "loading", "custom(stale)"])
    }

    /// Type names without nesting are stored inline; nested ones still read the same.
    @Test func typeReferences() {
        #expect(TypeSyntax.parse("String") == .named("String"))
        #expect(TypeSyntax.parse("[UIView.ContentMode]?") == .optional(.list(.named("UIView.ContentMode"))))
        #expect(TypeSyntax.parse("[Item]??")?.description == "[Item]??")
    }
}
