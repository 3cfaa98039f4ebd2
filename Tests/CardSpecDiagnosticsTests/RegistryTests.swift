import Testing
@testable import CardSpecDiagnostics

/// The registry is what `cardspec explain`, docs/diagnostics.md and every report's
/// `[code]` come from: its entries must be complete and consistent.
@Suite struct RegistryTests {
    static let kinds = DiagnosticRegistry.all

    static func isKebabCase(_ code: String) -> Bool {
        let words = code.split(separator: "-", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            guard let first = word.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
            return word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }

    @Test func codesAreUnique() {
        var seen: Set<String> = []
        for kind in Self.kinds {
            #expect(seen.insert(kind.code).inserted, "'\(kind.code)' is registered twice")
        }
        #expect(Set(Self.kinds).count == Self.kinds.count)
    }

    @Test func codesAreKebabCase() {
        for kind in Self.kinds {
            #expect(Self.isKebabCase(kind.code), "'\(kind.code)' is not kebab-case")
        }
        #expect(Self.isKebabCase("alias-expansion-limit"))
        #expect(Self.isKebabCase("utf8"))
        for bad in ["", "Unknown-key", "unknown_key", "unknown--key", "-key", "key-", "1st", "unknownKey"] {
            #expect(!Self.isKebabCase(bad), "'\(bad)'")
        }
    }

    @Test(arguments: DiagnosticRegistry.all.map(\.code))
    func kindIsDocumented(_ code: String) throws {
        let kind = try #require(DiagnosticRegistry.kind(forCode: code))
        func isBlank(_ text: String) -> Bool { text.allSatisfy(\.isWhitespace) }
        #expect(!isBlank(kind.summary), "empty summary")
        #expect(!kind.summary.contains("\n"), "the summary is not one line")
        #expect(kind.summary.hasSuffix("."), "the summary does not end with a period: \(kind.summary)")
        #expect(kind.summary.first?.isUppercase == true, "the summary does not start with a capital: \(kind.summary)")
        #expect(!isBlank(kind.explanation), "empty explanation")
        #expect(!isBlank(kind.wrongExample), "empty wrong example")
        #expect(!isBlank(kind.rightExample), "empty right example")
        #expect(kind.wrongExample != kind.rightExample, "the fixed example is the wrong one")
        for (name, example) in [("wrong", kind.wrongExample), ("right", kind.rightExample)] {
            #expect(example.hasSuffix("\n") && !example.hasSuffix("\n\n"), "the \(name) example does not end with one newline")
        }
        for (name, text) in [("summary", kind.summary), ("explanation", kind.explanation)] {
            #expect(text == text.trimmingSpaces, "the \(name) has leading or trailing whitespace")
            #expect(!text.contains("  "), "the \(name) has a double space (a line continuation missing its space?)")
        }
    }

    @Test func stageListsHoldTheirOwnStage() {
        for (stage, kinds) in [
            (DiagnosticKind.Stage.syntax, DiagnosticKind.syntaxKinds),
            (.structure, DiagnosticKind.structureKinds),
            (.semantic, DiagnosticKind.semanticKinds),
            (.configuration, DiagnosticKind.configurationKinds),
        ] {
            #expect(!kinds.isEmpty, "no \(stage) kinds")
            for kind in kinds {
                #expect(kind.stage == stage, "'\(kind.code)' is listed with the \(stage) kinds but is a \(kind.stage) kind")
            }
        }
    }

    @Test func lookupByCode() {
        for kind in Self.kinds {
            #expect(DiagnosticRegistry.kind(forCode: kind.code)?.summary == kind.summary)
        }
        #expect(DiagnosticRegistry.kind(forCode: "no-such-code") == nil)
        #expect(DiagnosticRegistry.kind(forCode: "[unknown-key]") == nil)
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
