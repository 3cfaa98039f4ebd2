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

    /// `allocatePart(ofKind:)` does not look its names up among the reserved ones.
    @Test func noReservedNameEndsInPart() {
        #expect(!PartScope.reservedNames.contains { $0.hasSuffix("Part") })
    }

    /// `allocatePart(ofKind:)` gives what `allocate(kind + "Part")` gives, mixed with ids
    /// that take the same names, kinds that start upper-case, and kinds outside ASCII.
    @Test func partNamesAreAllocatedAsTheirKindsWithPart() {
        let requests: [(id: String?, kind: String)] = [
            (nil, "text"), (nil, "text"), ("textPart3", "text"), (nil, "text"), (nil, "Text"), ("textPart", "text"),
            (nil, "t"), (nil, "T"), ("tPart2", "t"), (nil, "t"), (nil, "élan"), (nil, "élan"), (nil, "Écran"),
            (nil, "aé"), (nil, "aé"), (nil, "stack"), ("stackPart", "stack"), ("for", "stack"), (nil, "for"),
        ] + (0..<300).map { (nil, "kind\($0 % 7)") }
        var general = PartScope(owner: "self")
        var fast = PartScope(owner: "self")
        for (id, kind) in requests {
            let expected = general.allocate(id ?? kind + "Part")
            let given = if let id { fast.allocate(id) } else { fast.allocatePart(ofKind: kind) }
            #expect(given == expected, "\(id ?? kind)")
        }
    }

    /// `allocate` does not look numbered names up among the reserved ones: none has a digit.
    @Test func noReservedNameHasADigit() {
        #expect(!Identifier.swiftKeywords.contains { $0.contains(where: \.isNumber) })
    }
}
