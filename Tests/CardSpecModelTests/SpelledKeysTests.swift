import Testing
@testable import CardSpecModel

/// `SpelledKeys` finds a spelling through a table of hashes; here it is held to a plain
/// search of the spellings, for the language's key sets and for sets whose spellings share
/// slots of the table.
@Suite struct SpelledKeysTests {
    private func found(_ keys: SpelledKeys, _ text: String) -> Int? {
        Array(text.utf8).withUnsafeBufferPointer { keys.index(of: $0) }
    }

    /// Every spelling, and texts that differ from one in length, in one byte or by case.
    private func agrees(_ spellings: [String]) {
        let keys = SpelledKeys(spellings)
        var texts = ["", "a", "zz", "x" + String(repeating: "y", count: 40)]
        for spelling in spellings {
            texts += [spelling, spelling + "s", String(spelling.dropLast()), spelling.uppercased(), "_" + spelling]
            let utf8 = Array(spelling.utf8)
            for place in utf8.indices {
                var changed = utf8
                changed[place] ^= 0x01
                texts.append(String(decoding: changed, as: UTF8.self))
            }
        }
        for text in texts {
            #expect(found(keys, text) == spellings.firstIndex(of: text), "\(spellings) '\(text)'")
        }
    }

    @Test func theLanguagesKeySets() {
        let sets: [[String]] = [
            Lowerer.CardKey.spellings, Lowerer.FileKey.spellings, Lowerer.CardUseKey.spellings,
            Lowerer.ModelPropertyKey.spellings, Lowerer.ParameterKey.spellings,
            Reference.Namespace.allCases.map(\.rawValue),
        ]
        for spellings in sets {
            agrees(spellings)
            // Each has a slot of its own: no key set of the language is searched in order.
            #expect(!SpelledKeys(spellings).hasSharedSlots, "\(spellings)")
        }
    }

    /// Spellings that share slots (same length, second and last byte) are searched in order.
    @Test func sharedSlots() {
        let spellings = ["abc", "xbc", "ybc", "q", "qq", "b", "bb"]
        #expect(SpelledKeys(spellings).hasSharedSlots)
        agrees(spellings)
        let many = (0..<64).map { "k\($0)x" }
        agrees(many)
    }
}
