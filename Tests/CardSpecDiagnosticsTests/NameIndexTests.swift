import Testing
import CardSpecDiagnostics

/// A `NameIndex` answers as a search of its names in order, with `String`'s
/// equality, would.
@Suite struct NameIndexTests {
    private let names = ["text", "textColor", "stack", "parts", "text", "", "margins"]

    @Test func findsTheFirstOfEachName() {
        let index = NameIndex(names)
        for name in Set(names) {
            #expect(index.position(of: name) == names.firstIndex(of: name), "\(name)")
        }
    }

    @Test func missesWhatIsNotThere() {
        let index = NameIndex(names)
        for name in ["tex", "texts", "Text", "textcolor", "stack ", "part"] {
            #expect(index.position(of: name) == nil, "\(name)")
        }
        #expect(NameIndex([]).position(of: "text") == nil)
    }

    @Test func manyNamesAllFound() {
        let many = (0..<500).map { "property\($0)" }
        let index = NameIndex(many)
        for (position, name) in many.enumerated() { #expect(index.position(of: name) == position) }
        #expect(index.position(of: "property500") == nil)
    }

    /// U+212A KELVIN SIGN is canonically equivalent to "K": `String` finds "Kind" by it.
    @Test func canonicallyEquivalentTextIsFound() {
        let index = NameIndex(["Kind", "kind"])
        #expect(index.position(of: "\u{212A}ind") == 0)
        #expect(index.position(of: "kïnd") == nil)
    }
}
