import Foundation
import Testing
@testable import CardSpecCLI

/// Schemas/cardspec.schema.json is generated from the catalog by `cardspec schema`; these
/// tests keep the checked-in file equal to what the binary prints.
///
/// `CARDSPEC_RECORD=1 swift test --filter SchemaCommandTests` rewrites it instead of
/// comparing (and says so), like the golden files.
@Suite struct SchemaCommandTests {
    static let schemaPath = "Schemas/cardspec.schema.json"
    static let regenerate = "swift run cardspec schema > Schemas/cardspec.schema.json"
    static let isRecording = ProcessInfo.processInfo.environment["CARDSPEC_RECORD"] == "1"

    @Test func checkedInSchemaMatchesTheCatalog() throws {
        let result = try runCardSpec(["schema"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let url = packageRoot.appendingPathComponent(Self.schemaPath)

        if Self.isRecording {
            let previous = try? Data(contentsOf: url)
            if previous != result.stdoutBytes {
                try result.stdoutBytes.write(to: url)
                print("recorded \(Self.schemaPath)" + (previous == nil ? " (new)" : " (changed)"))
            }
            return
        }
        guard let expected = try? Data(contentsOf: url) else {
            Issue.record("\(Self.schemaPath) is missing; generate it with '\(Self.regenerate)'")
            return
        }
        if expected != result.stdoutBytes {
            Issue.record("""
                \(Self.schemaPath) is out of date with the catalog; regenerate it with \
                '\(Self.regenerate)' (or CARDSPEC_RECORD=1 swift test --filter SchemaCommandTests) \
                and review the diff
                \(ExplainMarkdownTests.firstDifference(expected: String(decoding: expected, as: UTF8.self), actual: result.stdout))
                """)
        }
    }

    @Test func printsTheSameBytesEveryRun() throws {
        let first = try runCardSpec(["schema"])
        let second = try runCardSpec(["schema"])
        #expect(first.stdoutBytes == second.stdoutBytes)
        let parsed = try JSONSerialization.jsonObject(with: first.stdoutBytes) as? [String: Any]
        #expect(parsed?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    @Test func takesNoArguments() throws {
        let result = try runCardSpec(["schema", "Specs"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("error: unexpected argument 'Specs'"))
    }

    @Test func isListedInTheHelp() throws {
        let help = try runCardSpec(["--help"])
        #expect(help.stdout.contains("schema"))
        let own = try runCardSpec(["schema", "--help"])
        #expect(own.status == 0)
        #expect(own.stdout.contains("JSON Schema"))
    }
}
