import CardSpecModel
import Testing
@testable import CardSpecGenerators

@Suite struct NameTableTests {
    /// Whatever the name, the table answers as the Set it was made from.
    @Test func answersAsTheSetDoes() {
        let names: Set<String> = Identifier.swiftKeywords.union(["", "viewModel", "caf\u{E9}"])
        let table = NameTable(names)
        let asked = Array(names) + [
            "selfish", "sel", "Self", "self ", "x", "inn", "precedencegroups", "associatedtypes", "viewmodel",
            "cafe\u{301}", "caf\u{E9}", "\u{212A}", "_2", "throws\u{301}",
        ]
        for name in asked {
            #expect(table.contains(name) == names.contains(name), "\(name)")
        }
    }
}
