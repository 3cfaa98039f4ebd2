import CardSpecCatalog
import CardSpecChecks
import CardSpecDiagnostics
import CardSpecModel
import CardSpecSyntax
import Foundation
@testable import CardSpecGenerators

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The checked form of a spec file or text, as `cardspec build` sees it.
func checkedSpec(path: String, bytes: [UInt8]) -> (checked: CheckedSpec?, diagnostics: [Diagnostic]) {
    let file = SourceFile(path: path, bytes: bytes)
    let parsed = SpecParser.parse(file, format: SourceFormat(path: path), limits: ParseLimits())
    let lowered = SpecLowering.lower(parsed.root, in: file, vocabulary: Catalog.cardParts)
    guard let spec = lowered.spec, parsed.diagnostics.isEmpty else { return (nil, parsed.diagnostics + lowered.diagnostics) }
    let result = SpecValidator.check(spec, catalog: .cardParts, source: file)
    return (result.checked, lowered.diagnostics + result.diagnostics)
}

func checkedSpec(_ yaml: String, path: String = "Test.cards.yaml") -> CheckedSpec? {
    checkedSpec(path: path, bytes: Array(yaml.utf8)).checked
}

func fixture(_ name: String) throws -> CheckedSpec? {
    let url = packageRoot.appendingPathComponent("Fixtures/valid").appendingPathComponent(name)
    return checkedSpec(path: name, bytes: [UInt8](try Data(contentsOf: url))).checked
}
