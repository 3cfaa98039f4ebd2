import CardSpecCatalog
import CardSpecDiagnostics
import CardSpecModel
import CardSpecSyntax
import Testing
@testable import CardSpecChecks

/// The part ids the checks report are those of a plain walk of every part, in the same
/// order, whatever vocabulary the spec was lowered with (the checks walk the parts in
/// place, `Part.collectIDs(of:into:)`).
@Suite struct PartIDTests {
    private static let spec = """
        cardspec: 1
        screens:
          Home: {cards: [Card, Other]}
        cards:
          Card:
            parts:
              - text: {id: title, text: A}
              - stack:
                  id: row
                  parts:
                    - text: {id: title, text: B}
                    - mystery: {id: class, parts: [{text: {id: bag, text: C}}]}
                    - text: {id: amount, text: D, parts: [{text: {id: row, text: E}}]}
              - collection:
                  id: list
                  items: $model.rows
                  cell: {text: {id: cellText, text: F}}
            model:
              rows: {type: "[Row]", initial: []}
            states:
              loading:
                - text: {id: title, text: G}
          Other:
            parts:
              - text: {id: title, text: H}
        types:
          Row: {name: String}
        """

    /// The ids of `part` and of every part inside it, in source order: the general walk,
    /// by value.
    private static func ids(of part: Part) -> [Name] {
        var ids = part.id.map { [$0] } ?? []
        for property in part.properties {
            switch property.value.kind {
            case .part(let child): ids += Self.ids(of: child)
            case .parts(let children): for child in children { ids += Self.ids(of: child) }
            default: break
            }
        }
        return ids
    }

    /// The id reports as a walk of every part makes them.
    private static func expectedReports(_ spec: SpecFile) -> [String] {
        var reports: [String] = []
        for card in spec.cards {
            var ids: [Name] = []
            for state in card.states { for part in state.parts { ids += Self.ids(of: part) } }
            var inPlace: [Name] = []
            for state in card.states { Part.collectIDs(of: state.parts, into: &inPlace) }
            #expect(inPlace == ids, "the walk in place finds the ids a walk by value finds")
            var seen: Set<String> = []
            for id in ids {
                if Identifier.keywordIndex.contains(id.text) {
                    reports.append("keyword \(id.text)@\(id.range.start.offset)")
                } else if Catalog.cardParts.reservedCardMembers.contains(id.text) {
                    reports.append("reserved \(id.text)@\(id.range.start.offset)")
                } else if !seen.insert(id.text).inserted {
                    reports.append("twice \(id.text)@\(id.range.start.offset)")
                }
            }
        }
        return reports
    }

    private static func reports(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.compactMap { diagnostic in
            let at = "@\(diagnostic.range.start.offset)"
            let message = diagnostic.message
            guard let id = message.split(separator: "'").dropFirst().first.map(String.init) else { return nil }
            if message.hasPrefix("part id"), message.contains("Swift keyword") { return "keyword \(id)" + at }
            if message.hasPrefix("part id"), message.contains("taken by") { return "reserved \(id)" + at }
            if message.hasPrefix("two parts of card") {
                let repeated = message.split(separator: "'")[3]
                return "twice \(repeated)" + at
            }
            return nil
        }
    }

    @Test(arguments: [true, false])
    func sameIDsAsAWalkOfEveryPart(catalogVocabulary: Bool) {
        let file = SourceFile(path: "ids.cards.yaml", text: Self.spec)
        let parsed = SpecParser.parse(file, format: .yaml, limits: ParseLimits())
        let lowered = catalogVocabulary
            ? SpecLowering.lower(parsed.root, in: file, vocabulary: Catalog.cardParts)
            : SpecLowering.lower(parsed.root, in: file)
        guard let spec = lowered.spec else {
            Issue.record("the spec did not lower")
            return
        }
        let expected = Self.expectedReports(spec)
        #expect(expected.count >= 4, "the spec reports keyword, reserved and repeated ids")
        let diagnostics = Diagnostic.sortedForReport(SpecValidator.validate(spec, catalog: .cardParts, source: file))
        #expect(Self.reports(diagnostics) == expected.sorted { Int($0.split(separator: "@")[1])! < Int($1.split(separator: "@")[1])! })
    }
}
