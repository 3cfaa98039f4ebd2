import CardSpecDiagnostics
import CardSpecModel
import Testing

/// Swift's keywords and a function's reserved names are looked up in a `NameIndex`
/// (`SwiftLiteral.identifier`, `PartScope`): it must answer as the `Set` it is made from.
@Suite struct KeywordLookupTests {
    @Test func answersAsTheSetDoes() {
        let names: Set<String> = Identifier.swiftKeywords.union(["", "viewModel"])
        let index = NameIndex(Array(names))
        let asked = Array(names) + [
            "selfish", "sel", "Self", "self ", "x", "inn", "precedencegroups", "associatedtypes", "viewmodel",
            "cafe\u{301}", "caf\u{E9}", "\u{212A}", "_2", "throws\u{301}",
        ]
        for name in asked {
            #expect(index.contains(name) == names.contains(name), "\(name)")
        }
    }
}
