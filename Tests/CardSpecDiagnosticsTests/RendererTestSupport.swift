@testable import CardSpecDiagnostics

/// Shared by the tests of the machine-readable renderers: a small file with multi-byte
/// text before its diagnostics, and ways to point into it by text.
enum RendererFixture {
    static let unknownKey = DiagnosticKind(
        code: "unknown-key", stage: .structure, summary: "An unknown key.", explanation: "Explained.",
        wrong: "titel: x\n", right: "title: x\n")
    static let unused = DiagnosticKind(
        code: "unused", stage: .semantic, severity: .warning, summary: "Unused.", explanation: "Explained.",
        wrong: "a: 1\n", right: "b: 1\n")

    /// `start..<end` as positions computed by the file.
    static func range(_ file: SourceFile, _ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: file.position(ofOffset: start), end: file.position(ofOffset: end))
    }

    /// The bytes of the first occurrence of `needle`.
    static func range(of needle: String, in file: SourceFile) -> SourceRange {
        let haystack = file.bytes, pattern = Array(needle.utf8)
        for index in 0...(haystack.count - pattern.count) where Array(haystack[index..<index + pattern.count]) == pattern {
            return range(file, index, index + pattern.count)
        }
        preconditionFailure("'\(needle)' not in file")
    }

    /// Like Fixtures/invalid/unknown-key-multibyte.cards.yaml: `é` (2 bytes), `日本語`
    /// (3 bytes each) and an emoji (4 bytes, 2 UTF-16 units) before the diagnostics.
    static let file = SourceFile(
        path: "specs/Résumé.cards.yaml",
        text: "cardspec: 1\ncards:\n  Résumé: {modèl: {}, parts: [{text: {text: \"日本語 😀\"}}], stätes: {}}\n")

    /// An error with a note that has a place, a note that has none and a fix-it, and a
    /// warning.
    static var diagnostics: [Diagnostic] {
        let key = range(of: "modèl", in: file)
        let card = range(of: "Résumé", in: file)
        return [
            Diagnostic(
                unused, "state 'stätes' is never used", at: range(of: "stätes", in: file)),
            Diagnostic(
                unknownKey, "unknown key 'modèl' in card 'Résumé'; did you mean 'model'?", at: key,
                notes: [
                    DiagnosticNote(message: "card 'Résumé' starts here", range: card),
                    DiagnosticNote(message: "valid keys here: model, parts"),
                ],
                fixIts: [FixIt(range: key, replacement: "model", message: "replace 'modèl' with 'model'")]),
        ]
    }
}
