import Testing
import CardSpecGenerators
@testable import CardSpecCLI

/// The vetting against a plain model of it, over many specs whose names collide often:
/// the first spec to make a name (without case) keeps it; any later one, or the same
/// spec again, is refused. The vetting keeps each name's owner as a number into its list
/// of specs, which this holds to the model as that list grows.
struct GeneratedFileVettingModelTests {
    private func file(_ name: String) -> GeneratedFile {
        GeneratedFile(name: name, contents: SwiftGenerator.headerMarker + " from x.yaml\n")
    }

    @Test func vettingRefusesExactlyWhatTheModelRefuses() {
        var generator = SplitMix64(seed: 0x7E77_1D6E)
        var vetting = GeneratedFileVetting(emitter: .swift)
        var owners: [String: (spec: String, name: String)] = [:]
        var refusedCount = 0
        for specNumber in 0..<300 {
            let spec = "spec\(specNumber).cards.yaml"
            // Names from a small alphabet, in either case, so that specs clash often.
            let names = (0..<Int(generator.next() % 6)).map { _ in
                let stem = ["Card", "card", "CARD", "Tokens", "tokens", "Screen"][Int(generator.next() % 6)]
                return stem + String(generator.next() % 40) + ".swift"
            }
            var expected: [String] = []
            for name in names {
                let key = name.lowercased()
                if owners[key] == nil {
                    owners[key] = (spec, name)
                    expected.append(name)
                } else {
                    refusedCount += 1
                }
            }
            #expect(vetting.accept(names.map(file), of: spec).map(\.name) == expected, "\(spec): \(names)")
        }
        #expect(refusedCount > 100, "the names collide too seldom to test anything")
        #expect(vetting.generatedNames == Set(owners.keys))
        // Looked up name by name, as the stale files of an output directory are: the same
        // answers as the set, for names made and not, in any case, ASCII or not.
        var otherNames: Set<String>?
        var probes: [String] = ["card7.swift", "CARD7.SWIFT", "Card77.swift", "tokens3.swift", "Screen0.swift",
                                "card7.swif", "caf\u{E9}.swift", "\u{212A}ard7.swift", ""]
        for made in owners.keys.sorted().prefix(3) { probes.append(made.uppercased()) }
        for probe in probes {
            #expect(vetting.generates(probe, otherNames: &otherNames) == vetting.generatedNames.contains(probe.lowercased()),
                    "\(probe)")
        }
        #expect(otherNames != nil, "the names outside ASCII went through the set")
        #expect(vetting.status != .success)
        // Every clash names the spec that made the name first.
        let messages = vetting.messages.joined(separator: "\n")
        for (_, owner) in owners where messages.contains("'" + owner.name + "'") {
            #expect(messages.contains("'" + owner.spec + "'"), "\(owner)")
        }
    }
}
