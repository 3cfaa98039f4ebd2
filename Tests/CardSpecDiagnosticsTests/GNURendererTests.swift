import Testing
@testable import CardSpecDiagnostics

@Suite struct GNURendererTests {
    let file = RendererFixture.file

    @Test func oneLinePerDiagnosticWithByteColumnsAndPlacedNotes() {
        // 'modèl' starts after "  Résumé: {": 11 scalars but 13 bytes. 'stätes' comes
        // after 2 × é, è, 日本語 (3 × 3 bytes) and 😀 (4 bytes): 56 scalars, 68 bytes.
        #expect(GNURenderer().render(RendererFixture.diagnostics, in: file) == """
            specs/Résumé.cards.yaml:3:14: error: unknown key 'modèl' in card 'Résumé'; did you mean 'model'? [unknown-key]
            specs/Résumé.cards.yaml:3:3: note: card 'Résumé' starts here
            specs/Résumé.cards.yaml:3:69: warning: state 'stätes' is never used [unused]

            """)
    }

    @Test func columnsDifferFromTheTextFormatAfterMultiByteText() {
        let text = TextRenderer().render(RendererFixture.diagnostics, in: file)
        #expect(text.hasPrefix("specs/Résumé.cards.yaml:3:12: error: unknown key 'modèl'"))
        #expect(text.contains("specs/Résumé.cards.yaml:3:57: warning: state 'stätes'"))
    }

    @Test func controlCharactersCannotBreakTheLine() {
        let file = SourceFile(path: "a\nb.yaml", text: "k: v\n")
        let diagnostic = Diagnostic(RendererFixture.unknownKey, "bad\rkey\n'x'", at: RendererFixture.range(file, 0, 1))
        #expect(GNURenderer().render([diagnostic], in: file) == "a<U+000A>b.yaml:1:1: error: bad<U+000D>key<U+000A>'x' [unknown-key]\n")
    }

    @Test func noDiagnosticsNoOutputAndFilesInOrder() {
        let clean = FileReport(file: SourceFile(path: "clean.yaml", text: "a: 1\n"), diagnostics: [])
        let other = SourceFile(path: "b.yaml", text: "b: 1\n")
        let dirty = FileReport(
            file: other, diagnostics: [Diagnostic(RendererFixture.unknownKey, "bad", at: RendererFixture.range(other, 0, 1))])
        #expect(GNURenderer().render([clean]) == "")
        #expect(GNURenderer().render([dirty, clean, dirty]) == "b.yaml:1:1: error: bad [unknown-key]\n" + "b.yaml:1:1: error: bad [unknown-key]\n")
    }
}
