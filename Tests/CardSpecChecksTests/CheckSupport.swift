import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel
import CardSpecSyntax
@testable import CardSpecChecks

/// Parses, lowers and validates YAML text against the CardParts catalog.
func check(_ yaml: String) -> [Diagnostic] {
    let file = SourceFile(path: "test.cards.yaml", text: yaml)
    let parsed = SpecParser.parse(file, format: .yaml, limits: ParseLimits())
    let lowered = SpecLowering.lower(parsed.root, in: file, vocabulary: Catalog.cardParts)
    var diagnostics = parsed.diagnostics + lowered.diagnostics
    if let spec = lowered.spec {
        diagnostics += SpecValidator.validate(spec, catalog: .cardParts, source: file)
    }
    return Diagnostic.sortedForReport(diagnostics)
}

/// `code@line:column` of each diagnostic, in report order.
func summary(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.code)@\($0.range.start.line):\($0.range.start.column)" }
}

/// A one-card spec with the given card body (indented under the card), shown on a screen.
func card(_ body: String) -> String {
    let indented = body.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    return "cardspec: 1\nscreens:\n  Home: {cards: [Card]}\ncards:\n  Card:\n" + indented + "\n"
}
