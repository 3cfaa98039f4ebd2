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
}
