import Testing
@testable import CardSpecDiagnostics

/// A long line is laid out from the bytes around the range only, and shows what laying
/// it out whole showed: the same window, ellipses and marker.
@Suite struct LongLineSnippetTests {
    /// 100 KB of varied ASCII, no tabs (whose stops a cut would move).
    static let line: [UInt8] = (0..<100_000).map { UInt8(ascii: "a") + UInt8($0 % 26) }

    @Test(arguments: [(0, 1), (5, 5), (3_000, 3_004), (50_000, 50_010), (50_000, 53_500), (99_990, 100_000),
                      (100_000, 100_000), (1_100, 1_100), (97_000, 99_999)])
    func theCutLineShowsWhatTheWholeLineShowed(_ range: (Int, Int)) {
        let line = Self.line[...]
        let cut = SnippetLayout.make(line: line, start: range.0, end: range.1, textColumn: 6)
        let whole = SnippetLayout.layoutWhole(line: line, start: range.0, end: range.1, textColumn: 6)
        #expect(cut == whole, "\(range)")
    }

    /// Cut inside a multi-byte character, the part starts and ends on whole characters.
    @Test func aCutFallsBetweenCharacters() {
        let line = Array(String(repeating: "é", count: 20_000).utf8)[...]
        let layout = SnippetLayout.make(line: line, start: 20_000, end: 20_002, textColumn: 0)
        #expect(layout.source.hasPrefix("…é"))
        #expect(layout.source.hasSuffix("é…"))
        #expect(!layout.source.contains("\u{FFFD}"))
        #expect(layout.marker == "^")
    }
}
