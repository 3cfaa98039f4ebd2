import CardSpecCatalog
import Testing
@testable import CardSpecChecks

/// Hex colors are read from their bytes: only ASCII hex digits, three, six or eight of them.
@Suite struct ColorLiteralTests {
    private func packed(_ text: String) -> UInt32? {
        guard case .color(let rgba, _)? = CatalogLiterals.typed(text, as: .color, catalog: .cardParts) else { return nil }
        return rgba.packed
    }

    @Test func hexColorsExpandToRGBA() {
        #expect(packed("#abc") == 0xAABB_CCFF)
        #expect(packed("#2BB673") == 0x2BB6_73FF)
        #expect(packed("#2bb67380") == 0x2BB6_7380)
    }

    @Test func malformedHexColorsAreRejected() {
        for text in ["#", "#12", "#12345", "#1234567", "#12G", "#+FF", "#-0F", "#ＡＢＣ", "#abc "] {
            #expect(packed(text) == nil, "\(text)")
        }
    }

    @Test func namedColorsKeepTheirName() {
        guard case .color(_, let name)? = CatalogLiterals.typed("lightGray", as: .color, catalog: .cardParts) else {
            Issue.record("lightGray is a color")
            return
        }
        #expect(name == "lightGray")
        #expect(packed("lightGrey") == nil)
    }
}
