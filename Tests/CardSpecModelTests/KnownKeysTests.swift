import CardSpecDiagnostics
import Testing
@testable import CardSpecModel

/// `KnownKeys` reads a key's position in `allCases` off the enum's storage.
@Suite struct KnownKeysTests {
    private func positionsMatch<Key: MappingKeys>(_: Key.Type) -> Bool {
        Key.allCases.indices.allSatisfy { KnownKeys.index(of: Key.allCases[$0]) == $0 }
    }

    @Test func everyKeyIsAtItsPosition() {
        #expect(positionsMatch(Lowerer.CardKey.self))
        #expect(positionsMatch(Lowerer.FileKey.self))
        #expect(positionsMatch(Lowerer.CardUseKey.self))
        #expect(positionsMatch(Lowerer.ModelPropertyKey.self))
        #expect(positionsMatch(Lowerer.ParameterKey.self))
    }

    @Test func partsKeepTheirVocabularyNumber() {
        let lowered = lower("""
            cardspec: 1
            cards:
              Card:
                parts:
                  - text: {text: Hi}
            """)
        // The generic vocabulary numbers nothing.
        #expect(lowered.spec?.cards.first?.states.first?.parts.first?.kindIndex == -1)
    }

    /// Keys matched on their bytes up to the first that is not (tagged, outside ASCII, or
    /// not allowed), the rest by the general path: every key found and every unknown one
    /// reported, in order, wherever the switch happens.
    @Test func keysAfterTheFirstUnmatchedOneAreStillFound() throws {
        let lowered = lower("""
            cardspec: 1
            cards:
              Card:
                model: {count: Int}
                !!str parameters: {title: String}
                modle: {other: Int}
                traits: {rounded: {cornerRadius: 4}}
                stätes: {}
                parts:
                  - text: {text: $param.title}
                onTap: open
            """)
        #expect(summary(lowered.diagnostics) == ["unknown-key@6:5", "unknown-key@8:5"])
        #expect(lowered.diagnostics.map(\.message).first?.hasSuffix("did you mean 'model'?") == true)
        let card = try #require(lowered.spec?.cards.first)
        #expect(card.model.map(\.name.text) == ["count"])
        #expect(card.parameters.map(\.name.text) == ["title"])
        #expect(card.traits.map(\.name.text) == ["rounded"])
        #expect(card.states.first?.parts.count == 1)
        #expect(card.onTap.map(\.action.name.text) == ["open"])
    }

    /// A typed declaration's keys, by either path, and its missing type reported with its place.
    @Test func typedDeclarationsFindTheirKeysOnEitherPath() throws {
        let lowered = lower("""
            cardspec: 1
            cards:
              Card:
                model:
                  a: {initial: 1, type: Int}
                  b: {!!str type: Int, initial: 2}
                  c: {initial: 3}
                  d: {type: Int, intial: 4}
                parameters:
                  p: {default: x}
                  q: {type: String, default: y}
            """)
        #expect(summary(lowered.diagnostics) == ["missing-key@7:10", "unknown-key@8:22", "missing-key@10:10"])
        #expect(lowered.diagnostics.map(\.message).contains("model property 'c' is missing the required key 'type'"))
        #expect(lowered.diagnostics.map(\.message).contains("parameter 'p' is missing the required key 'type'"))
        let card = try #require(lowered.spec?.cards.first)
        #expect(card.model.map { $0.type?.type.description } == ["Int", "Int", nil, "Int"])
        #expect(card.model.map { property -> Int? in
            if case .int(let number)? = property.initial?.kind { number } else { nil }
        } == [1, 2, 3, nil])
        #expect(card.parameters.map { $0.type?.type.description } == [nil, "String"])
        #expect(card.parameters.map { parameter -> String? in
            if case .string(let text)? = parameter.defaultValue?.kind { text } else { nil }
        } == ["x", "y"])
    }

    /// A mapping with many unknown keys after many known ones stays linear.
    @Test func manyUnknownKeys() {
        let keys = (0..<5_000).map { "unknown\($0): 1" }.joined(separator: "\n")
        let lowered = lower("cardspec: 1\n" + keys + "\n")
        #expect(lowered.diagnostics.count == 5_000)
    }
}
