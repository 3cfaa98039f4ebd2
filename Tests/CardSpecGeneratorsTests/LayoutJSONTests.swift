import CardSpecCatalog
import Foundation
import Testing
@testable import CardSpecGenerators

/// What the layout JSON says about a spec: resolved themes and tokens, defaults, typed
/// bindings, source locations. (Its shape is checked against Schemas/layout.schema.json
/// with check-jsonschema in scripts/test.)
@Suite struct LayoutJSONTests {
    static let spec = """
        cardspec: 1
        module: Demo
        tokens:
          color: {brand: "#0077C5"}
          number: {gap: 6}
        themes:
          Brand:
            base: mint
            titleTextColor: $color.brand
            headerTextColor: $theme.titleTextColor
        theme: Brand
        screens:
          Home:
            cards: [Summary, {card: Greeting, with: {name: Ann}}]
        cards:
          Summary:
            model:
              spent: {type: Double, initial: 0.42}
              query: String?
              state: {type: CardState, initial: hasData}
            state: $model.state
            traits: {rounded: 8}
            states:
              hasData:
                - bar: {percent: $model.spent}
                - textField: {text: {twoWay: $model.query}}
                - stack:
                    spacing: $number.gap
                    parts:
                      - label: {text: Hi, textColor: $theme.titleTextColor}
            onTap: {hasData: openSummary}
          Greeting:
            parameters:
              name: String
              greeting: {type: String, default: Hello}
            parts:
              - text: {text: $param.name}
        """

    /// The layout JSON of `yaml`, parsed.
    static func layout(_ yaml: String) throws -> [String: Any] {
        let checked = try #require(checkedSpec(yaml))
        let file = try #require(LayoutJSONGenerator(catalog: .cardParts).generate(checked).first)
        return try #require(try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any])
    }

    static func card(_ layout: [String: Any], _ name: String) -> [String: Any] {
        (layout["cards"] as? [[String: Any]] ?? []).first { $0["name"] as? String == name } ?? [:]
    }

    static func parts(_ card: [String: Any], state: Int = 0) -> [[String: Any]] {
        ((card["states"] as? [[String: Any]] ?? [])[state])["parts"] as? [[String: Any]] ?? []
    }

    /// `model.spent: Double (two-way)` for a binding object (JSONSerialization reads
    /// booleans as numbers on Linux).
    static func binding(_ value: Any?) -> String? {
        guard let object = value as? [String: Any], object.count == 3, let bind = object["bind"] as? String,
              let type = object["type"] as? String, let twoWay = object["twoWay"] as? NSNumber else { return nil }
        return "\(bind): \(type)" + (twoWay.boolValue ? " (two-way)" : "")
    }

    @Test func themeIsResolvedAgainstItsBase() throws {
        let layout = try Self.layout(Self.spec)
        let theme = try #require(layout["theme"] as? [String: Any])
        #expect(theme["name"] as? String == "Brand")
        #expect(theme["bases"] as? [String] == ["mint"])
        let properties = try #require(theme["properties"] as? [String: Any])
        #expect(properties.count == Catalog.cardParts.themeProperties.count)
        #expect(properties["titleTextColor"] as? String == "#0077C5FF")
        // `$theme.x` inside a theme is the base's value: mint's title color.
        #expect(properties["headerTextColor"] as? String == "#111111FF")
        #expect(properties["cardShadow"] as? Bool == true)
        let written = try #require(theme["written"] as? [String: Any])
        #expect(Set(written.keys) == ["titleTextColor", "headerTextColor"])
    }

    @Test func everyPropertyIsExplicitAndResolved() throws {
        let layout = try Self.layout(Self.spec)
        let parts = Self.parts(Self.card(layout, "Summary"))
        let bar = try #require(parts.first)
        let properties = try #require(bar["properties"] as? [String: Any])
        let catalogBar = try #require(Catalog.cardParts.part("bar"))
        #expect(Array(properties.keys).sorted() == Catalog.cardParts.properties(of: catalogBar).map(\.name).sorted())
        #expect(properties["barColor"] as? String == "#05A3B4FF")  // mint's barColor, a theme default
        #expect(properties["margins"] as? [String: Int] == ["top": 5, "left": 15, "bottom": 5, "right": 15])
        #expect(properties["alpha"] as? Int == 1)
        #expect(properties["backgroundColor"] is NSNull)
        let written = try #require(bar["written"] as? [String: Any])
        #expect(Array(written.keys) == ["percent"])
        let stack = parts[2]
        #expect((stack["properties"] as? [String: Any])?["spacing"] as? Int == 6)  // $number.gap
        let slots = try #require(stack["slots"] as? [[String: Any]])
        let label = try #require((slots.first?["parts"] as? [[String: Any]])?.first)
        #expect((label["properties"] as? [String: Any])?["textColor"] as? String == "#0077C5FF")  // the applied theme's
        let text = Self.parts(Self.card(layout, "Greeting")).first?["properties"] as? [String: Any]
        #expect((text?["font"] as? [String: String])?["computed"]?.contains("theme") == true)
    }

    @Test func referencesAreTypedBindings() throws {
        let layout = try Self.layout(Self.spec)
        let summary = Self.card(layout, "Summary")
        let parts = Self.parts(summary)
        #expect(Self.binding((parts[0]["properties"] as? [String: Any])?["percent"]) == "model.spent: Double")
        #expect(Self.binding((parts[1]["properties"] as? [String: Any])?["text"]) == "model.query: String? (two-way)")
        #expect(Self.binding(summary["state"]) == "model.state: CardState")
        #expect(summary["initialState"] as? String == "hasData")
        let state = (summary["states"] as? [[String: Any]])?.first
        #expect(state?["state"] as? String == "hasData")
        #expect(state?["onTap"] as? String == "openSummary")
        let greeting = Self.parts(Self.card(layout, "Greeting")).first?["properties"] as? [String: Any]
        #expect(Self.binding(greeting?["text"]) == "param.name: String")
        let trait = (summary["traits"] as? [[String: Any]])?.first
        #expect((trait?["parameters"] as? [String: Any])?["cornerRadius"] as? Int == 8)
    }

    @Test func cardUsesListEveryArgument() throws {
        let layout = try Self.layout(Self.spec)
        let screen = try #require((layout["screens"] as? [[String: Any]])?.first)
        let uses = try #require(screen["cards"] as? [[String: Any]])
        #expect(uses.map { $0["card"] as? String } == ["Summary", "Greeting"])
        #expect(uses[1]["arguments"] as? [String: String] == ["name": "Ann", "greeting": "Hello"])
        // A cards screen's margins default to the theme's (mint's) cardCellMargins.
        let margins = (screen["settings"] as? [String: Any])?["cardCellMargins"] as? [String: Int]
        #expect(margins == ["top": 9, "left": 12, "bottom": 12, "right": 12])
    }

    @Test func everyNodeSaysWhereItIsWritten() throws {
        let layout = try Self.layout(Self.spec)
        let bar = try #require(Self.parts(Self.card(layout, "Summary")).first)
        let source = try #require(bar["source"] as? [String: Any])
        let location = ["line", "column", "endLine", "endColumn"].map { "\(($0, source[$0] as? Int ?? 0))" }
        #expect(source["file"] as? String == "Test.cards.yaml")
        #expect(location == [("line", 25), ("column", 11), ("endLine", 25), ("endColumn", 39)].map { "\($0)" })
        let written = (bar["written"] as? [String: Any])?["percent"] as? [String: Any]
        #expect(written?["line"] as? Int == 25)
        #expect(written?["column"] as? Int == 26)
        let token = (layout["tokens"] as? [[String: Any]])?.first
        #expect((token?["source"] as? [String: Any])?["line"] as? Int == 4)
    }

    @Test func numbersJSONCannotHoldAreNull() throws {
        let layout = try Self.layout("""
            cardspec: 1
            cards:
              Wide:
                parts:
                  - stack: {spacing: .inf, parts: []}
            """)
        let stack = Self.parts(Self.card(layout, "Wide")).first
        #expect((stack?["properties"] as? [String: Any])?["spacing"] is NSNull)
    }

    @Test func builtInThemeByDefault() throws {
        let layout = try Self.layout("cardspec: 1\ncards:\n  Plain:\n    parts: [separator]\n")
        let theme = try #require(layout["theme"] as? [String: Any])
        #expect(theme["name"] as? String == Catalog.cardParts.defaultTheme)
        #expect(theme["source"] is NSNull)
        #expect(theme["bases"] as? [String] == [])
    }

    @Test(arguments: [
        ("Fixtures/valid/showcase.cards.yaml", "showcase.layout.json"),
        ("budgets.cards.yml", "budgets.layout.json"),
        ("transactions.cards.json", "transactions.layout.json"),
        ("notes.yaml", "notes.layout.json"),
        ("<stdin>", "<stdin>.layout.json"),
        (".hidden.cards.yaml", "hidden.layout.json"),
        (".cards.yaml", "spec.layout.json"),
        ("con.cards.yaml", "con_.layout.json"),
        ("a:b.cards.yaml", "a_b.layout.json"),
    ])
    func fileNames(_ path: String, _ expected: String) {
        #expect(LayoutJSONGenerator.fileName(forSpecAt: path) == expected)
    }

    @Test func filesStartWithTheHeaderMarker() throws {
        let checked = try #require(checkedSpec(Self.spec))
        let file = try #require(LayoutJSONGenerator(catalog: .cardParts).generate(checked).first)
        #expect(file.contents.hasPrefix(LayoutJSONGenerator.headerMarker))
        #expect(file.contents.hasSuffix("}\n"))
    }
}

/// The stream's bytes are kept in chunks and joined at the end: what crosses a chunk's
/// end, or is larger than any chunk, must come out whole and in order.
@Suite struct JSONStreamChunkTests {
    /// Strings of every length up to 300 bytes, then one of 3 MB (larger than a chunk),
    /// and the document they make.
    static let manyChunks: (texts: [String], expected: [UInt8]) = {
        var texts = (0..<40_000).map { index in String(repeating: Character(UnicodeScalar(UInt8(97 + index % 26))), count: index % 300) }
        texts.append(String(repeating: "z", count: 3 << 20))
        texts.append("last")
        return (texts, Array(("[\n" + texts.map { "  \"\($0)\"" }.joined(separator: ",\n") + "\n]\n").utf8))
    }()

    static func stream(of texts: [String]) -> JSONStream {
        var stream = JSONStream()
        stream.strings(texts)
        stream.endDocument()
        return stream
    }

    @Test func aDocumentOfManyChunksComesOutWhole() throws {
        var stream = Self.stream(of: Self.manyChunks.texts)
        let bytes = stream.takeBytes()
        #expect(bytes.count == Self.manyChunks.expected.count)
        // As a Bool: a failed comparison of arrays this large would print both of them.
        #expect(bytes.elementsEqual(Self.manyChunks.expected))
        #expect(stream.takeBytes().isEmpty, "taking the bytes leaves the stream empty")
    }

    /// Taken in pieces, the same document comes out in several, in order, none empty;
    /// a small one in one piece.
    @Test func aLargeDocumentIsHandedOverInPieces() throws {
        var stream = Self.stream(of: Self.manyChunks.texts)
        let pieces = stream.takePieces()
        #expect(pieces.count > 2)
        #expect(pieces.allSatisfy { !$0.isEmpty })
        #expect(pieces.joined().elementsEqual(Self.manyChunks.expected))
        #expect(stream.takePieces() == [[]], "taking the pieces leaves the stream empty")

        var small = Self.stream(of: ["a", "b"])
        #expect(small.takePieces() == [Array("[\n  \"a\",\n  \"b\"\n]\n".utf8)])

        // Pieces taken, then more written: the bytes taken next are only the new ones.
        var reused = Self.stream(of: Self.manyChunks.texts)
        _ = reused.takePieces()
        reused.strings(["again"])
        #expect(reused.takeBytes() == Array("[\n  \"again\"\n]".utf8))
    }
}
