import Testing
@testable import CardSpecDiagnostics

@Suite struct SuggestionsTests {
    @Test func findsTypos() {
        #expect(Suggestions.closest(to: "titel", in: ["text", "title", "type"]) == "title")
        #expect(Suggestions.closest(to: "Cards", in: ["cards", "screens"]) == "cards")
        #expect(Suggestions.closest(to: "scrrens", in: ["cards", "screens"]) == "screens")
    }

    @Test func rejectsUnrelatedNames() {
        #expect(Suggestions.closest(to: "zzz", in: ["cards", "screens"]) == nil)
        #expect(Suggestions.closest(to: "a", in: ["bb"]) == nil)
    }

    @Test func tiesGoToTheFirstCandidate() {
        #expect(Suggestions.closest(to: "cat", in: ["bat", "hat"]) == "bat")
    }
}
