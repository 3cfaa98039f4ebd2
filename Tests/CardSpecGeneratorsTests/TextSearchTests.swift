import CardSpecCatalog
import Foundation
import Testing
@testable import CardSpecGenerators

/// `ASCIIText` reads the bytes of its Strings in place; held to Foundation's answers.
@Suite struct ASCIITextInPlaceTests {
    private let cases: [(text: String, needle: String)] = [
        ("actions?.$0(value)", "$0"), ("$0", "$0"), ("a $0 b $0 c $0", "$0"), ("aaaa", "aa"),
        ("tableView.rx.items", ".rx."), ("collectionView", ".rx."), ("", "x"), ("x", "xyz"),
        ("@objc func didTap(_ sender: UIButton)", "func "), ("var isHidden: Bool { get }", "func "),
        ("caf\u{E9} $0", "$0"), ("cafe\u{301}", "e"),
    ]

    @Test func rangeAndContainsAsFoundation() {
        for (text, needle) in cases {
            #expect(ASCIIText.range(of: needle, in: text) == text.range(of: needle), "\(text) / \(needle)")
            #expect(ASCIIText.contains(text, needle) == (text.range(of: needle) != nil), "\(text) / \(needle)")
        }
    }

    @Test func replacingAsFoundation() {
        for (text, needle) in cases {
            for replacement in ["", "X", "viewModel.title.value", "\u{E9}"] {
                #expect(ASCIIText.replacing(needle, with: replacement, in: text)
                    == text.replacingOccurrences(of: needle, with: replacement), "\(text) / \(needle) / \(replacement)")
            }
        }
    }

    @Test func firstOffsetFromAStart() {
        Array("a,b,,c".utf8).withUnsafeBufferPointer { text in
            Array(",".utf8).withUnsafeBufferPointer { comma in
                #expect(ASCIIText.firstOffset(of: comma, in: text, from: 0) == 1)
                #expect(ASCIIText.firstOffset(of: comma, in: text, from: 2) == 3)
                #expect(ASCIIText.firstOffset(of: comma, in: text, from: 5) == nil)
            }
        }
    }
}

/// The line breaker with its storage kept from line to line breaks each line as with
/// storage of its own.
@Suite struct LineBreakerStorageTests {
    private func pieces(_ line: String, width: Int, openLists: inout LineBreaker.OpenLists?) -> [String] {
        var lines = ByteBuffer(capacity: 0)
        Array(line.utf8).withUnsafeBufferPointer { bytes in
            var lists = openLists ?? []
            LineBreaker.writePieces(of: bytes, width: width, openLists: &lists, depth: 0, into: &lines)
            if openLists != nil { openLists = lists }
        }
        return String(decoding: lines).split(separator: "\n").map(String.init)
    }

    @Test func keptStorageBreaksAsFreshStorage() {
        let lines = [
            "init(parameters: BudgetsSummaryParameters, viewModel: BudgetsSummaryViewModel = BudgetsSummaryViewModel(), actions: BudgetsSummaryActions? = nil) {",
            "let stackPart = CardPartStackView(axis: .vertical, spacing: 8, arrangedSubviews: [CardPartTextView(type: .title), CardPartTextView(type: .normal), CardPartSeparatorView()])",
            "let titlePart = CardPartTextView(type: .title, text: \"A title, with commas (and brackets) in a string literal that is long enough\")",
            "let veryLongNameWithoutAnyListInItAtAllSoThatItIsBrokenAtItsAssignment = someOtherRatherLongIdentifier",
            "short(a, b)",
        ]
        var kept: LineBreaker.OpenLists? = []
        for width in [100, 60, 30] {
            for line in lines {
                var fresh: LineBreaker.OpenLists?
                #expect(pieces(line, width: width, openLists: &kept) == pieces(line, width: width, openLists: &fresh))
            }
        }
    }
}

/// A theme's properties found by a search in place: the first value the spec gives a
/// property is the one written, and the base's for the rest.
@Suite struct ThemePropertySearchTests {
    @Test func givenPropertiesAndTheBaseForTheRest() throws {
        let spec = try #require(checkedSpec("""
            cardspec: 1
            themes:
              Brand: {base: mint, titleColor: $theme.barColor, barColor: $theme.titleColor}
            theme: Brand
            """))
        let theme = try #require(SwiftGenerator(catalog: .cardParts).generate(spec).first { $0.name == "BrandTheme.swift" })
        #expect(theme.contents.contains("    titleColor = base.barColor\n"))
        #expect(theme.contents.contains("    barColor = base.titleColor\n"))
        // Every property of the catalog's is set once, the others from the base.
        for property in Catalog.cardParts.themeProperties {
            let assignments = theme.contents.components(separatedBy: "\n    \(property.name) = ").count - 1
            #expect(assignments == 1, "\(property.name)")
            if !["titleColor", "barColor"].contains(property.name) {
                #expect(theme.contents.contains("    \(property.name) = base.\(property.name)\n"))
            }
        }
    }
}

/// A doc comment that fits on one line is written as it is only when packing its words
/// gives the same text (`isOneLine`): held to that packing, done on Strings.
@Suite struct OneLineDocTests {
    private func packed(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph -> [String] in
            var lines: [String] = [], current = ""
            for word in paragraph.split(separator: " ") {
                if !current.isEmpty, current.count + 1 + word.count > width {
                    lines.append(current)
                    current = ""
                }
                current += (current.isEmpty ? "" : " ") + word
            }
            lines.append(current)
            return lines.map { $0.isEmpty ? "///" : "/// " + $0 }
        }
    }

    @Test(arguments: [
        "The parts of the state none.", "two  spaces", " leading", "trailing ", "line\nbreak", "tab\there", "a b c d e",
        "carriage\rreturn", "caf\u{E9} au lait", "x", "   ", "end.  Next", "a\u{7}bell",
    ])
    func writesWhatPackingGives(_ text: String) {
        var writer = SwiftWriter()
        writer.doc("\(text)")
        #expect(writer.text == packed(text, width: 96).joined(separator: "\n") + "\n", "\(text.debugDescription)")
    }
}
