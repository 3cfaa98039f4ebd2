import CYAML
import CardSpecDiagnostics
import Foundation
import Testing
@testable import CardSpecSyntax

/// `TreeBuilder.placeInSource` trusts equal lengths for plain and single-quoted scalars
/// on one line instead of comparing bytes: for every scalar libyaml reports, in the
/// yaml-test-suite and in inputs made to bend lengths (folds, `''`, NEL, LS and PS, CR
/// alone, escapes that keep the length), it places the text where the comparison does.
@Suite struct PlacedTextTests {
    @Test(arguments: [
        "a: b c\n", "'a''b': 'x'\n", "k: 'it''s'\n", "k: a\rb\n", "k: 'a\rb'\n", "k: a\u{85}b\n", "k: 'a\u{85}b'\n",
        "k: a\u{2028}b\n", "k: 'a \u{2029}b'\n", "k: a \u{2028} b\n", "k: \"\\N\\_\"\n", "k: \"\\Lab\\x41\"\n",
        "- a\n  b\n- 'c\n  d'\n- \"e\n  f\"\n", "k: 'a\t b'\n", "{a: b, 'c': \"d\"}\n", "k: ''\n", "k: \"\"\n",
        "\u{FEFF}é: 'ü''x'\n", "k: a\u{85}\u{85}b\n", "k: 'a\u{2028}\u{85}b'\n", "k: |\n  x\n", "k: >\n  x\n  y\n",
    ])
    func craftedInputs(text: String) throws {
        #expect(try disagreements(in: Array(text.utf8)).isEmpty)
    }

    @Test func yamlTestSuite() throws {
        let cases = try Conformance.yamlSuiteCases()
        try #require(cases.count > 300, "Tests/Conformance/yaml-test-suite is missing its cases")
        var problems: [String] = []
        for name in cases {
            let url = Conformance.yamlSuiteDirectory.appendingPathComponent(name).appendingPathComponent("in.yaml")
            problems += try disagreements(in: Conformance.read(url)).map { "\(name): \($0)" }
        }
        #expect(problems.isEmpty, "\(problems.prefix(10))")
    }

    /// The scalars of `bytes` for which the shortcut and the comparison disagree.
    private func disagreements(in bytes: [UInt8]) throws -> [String] {
        let file = SourceFile(path: "x", bytes: bytes)
        guard case .success(let table) = file.bytes.withUnsafeBufferPointer({
            InputPrescan.run($0, file: file, format: .yaml, limits: ParseLimits())
        }) else { return [] }
        return file.bytes.withUnsafeBufferPointer { source in
            var cursor = MarkCursor(bytes: source, table: table, file: file)
            let parser = LibYAMLParser(input: source)
            var problems: [String] = []
            while parser.next() {
                let event = parser.event
                if event.pointee.type == YAML_STREAM_END_EVENT { break }
                guard event.pointee.type == YAML_SCALAR_EVENT else { continue }
                let style: ScalarStyle = switch event.pointee.data.scalar.style {
                case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
                case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
                case YAML_LITERAL_SCALAR_STYLE: .literal
                case YAML_FOLDED_SCALAR_STYLE: .folded
                default: .plain
                }
                let range = cursor.range(from: event.pointee.start_mark, to: event.pointee.end_mark)
                let value = UnsafeBufferPointer(start: event.pointee.data.scalar.value, count: event.pointee.data.scalar.length)
                let placed = TreeBuilder.placeInSource(of: value, in: source, style: style, range: range)
                let quote = style == .plain ? 0 : 1
                let start = range.start.offset + quote
                let compared = style != .literal && style != .folded
                    && range.end.offset - quote - start == value.count && start + value.count <= source.count
                    && TreeBuilder.spelledAt(start, value: value, in: source) ? start : nil
                if placed != compared {
                    problems.append("\(String(decoding: value, as: UTF8.self)) (\(style)): \(String(describing: placed)) "
                        + "against \(String(describing: compared))")
                }
            }
            return problems
        }
    }
}
