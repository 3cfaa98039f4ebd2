import CardSpecDiagnostics
import CardSpecSyntax
@testable import CardSpecModel

/// Parses and lowers YAML text, as `cardspec check` does for one file.
func lower(_ yaml: String, format: SourceFormat = .yaml) -> (spec: SpecFile?, diagnostics: [Diagnostic]) {
    let file = SourceFile(path: "test.cards.yaml", text: yaml)
    let parsed = SpecParser.parse(file, format: format, limits: ParseLimits())
    let lowered = SpecLowering.lower(parsed.root, in: file)
    return (lowered.spec, parsed.diagnostics + lowered.diagnostics)
}

/// `code@line:column` of each diagnostic, in report order: compact and exact.
func summary(_ diagnostics: [Diagnostic]) -> [String] {
    Diagnostic.sortedForReport(diagnostics).map {
        "\($0.code)@\($0.range.start.line):\($0.range.start.column)"
    }
}
