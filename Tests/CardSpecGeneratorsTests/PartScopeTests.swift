import CardSpecModel
import Testing
@testable import CardSpecGenerators

@Suite struct PartScopeTests {
    @Test func namesAreNumberedFromTwoWhenTaken() {
        var scope = PartScope(owner: "self")
        #expect(["textPart", "textPart", "TextPart", "textPart2", "textPart"].map { scope.allocate($0) }
            == ["textPart", "textPart2", "textPart3", "textPart22", "textPart4"])
    }

    @Test func keywordsAndTheFunctionsOwnNamesAreNumbered() {
        var scope = PartScope(owner: "self")
        #expect(["self", "viewModel", "Bag", "_"].map { scope.allocate($0) } == ["self2", "viewModel2", "bag2", "_2"])
    }

    /// `allocate` does not look numbered names up among the reserved ones: none has a digit.
    @Test func noReservedNameHasADigit() {
        #expect(!Identifier.swiftKeywords.contains { $0.contains(where: \.isNumber) })
    }
}
