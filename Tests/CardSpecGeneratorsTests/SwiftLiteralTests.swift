import Testing
@testable import CardSpecGenerators

/// No spec text can end a literal, interpolate, or hide a line: every string is escaped.
@Suite struct SwiftLiteralTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        (#"quote " and \ backslash"#, #""quote \" and \\ backslash""#),
        ("\\(interpolation)", #""\\(interpolation)""#),
        ("\"\"\"", "\"\\\"\\\"\\\"\""),
        ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#),
        ("nul\u{0}bell\u{7}", #""nul\0bell\u{7}""#),
        ("#\"raw\"#", ##""#\"raw\"#""##),
        ("caf\u{E9} \u{1F370}", "\"caf\u{E9} \u{1F370}\""),
        ("sep\u{2028}arator", #""sep\u{2028}arator""#),
        ("bidi\u{202E}override", #""bidi\u{202E}override""#),
    ])
    func stringLiterals(text: String, expected: String) {
        #expect(SwiftLiteral.string(text) == expected)
    }

    @Test func identifiers() {
        #expect(SwiftLiteral.identifier("title") == "title")
        #expect(SwiftLiteral.identifier("class") == "`class`")
        #expect(SwiftLiteral.identifier("self") == "`self`")
        #expect(SwiftLiteral.lowerFirst("BudgetSummary") == "budgetSummary")
        #expect(SwiftLiteral.upperFirst("openBudget") == "OpenBudget")
        #expect(SwiftLiteral.number(8) == "8")
        #expect(SwiftLiteral.number(0.5) == "0.5")
    }

    /// Written into code from the bytes, the name is what `upperFirst` makes of it.
    @Test(arguments: ["openBudget", "Open", "o", "", "1st", "\u{E9}t\u{E9}", "e\u{301}t\u{E9}", "\u{1F370}cake"])
    func upperFirstInCode(name: String) {
        let code: SwiftCode = "make\(upperFirst: name)Parts"
        #expect(code.description == "make" + SwiftLiteral.upperFirst(name) + "Parts")
    }

    @Test func datesAreSecondsSince1970() {
        #expect(ISODate.secondsSince1970("1970-01-01") == 0)
        #expect(ISODate.secondsSince1970("2024-05-01") == 1_714_521_600)
        #expect(ISODate.secondsSince1970("2024-05-01T09:30:00Z") == 1_714_555_800)
        #expect(ISODate.secondsSince1970("2024-05-01T09:30:00+02:00") == 1_714_548_600)
    }
}
