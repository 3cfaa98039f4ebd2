import CardSpecDiagnostics
import Foundation
@testable import CardSpecSyntax

/// Tests/Conformance: the JSON parsing test suite and the YAML test suite, with their
/// licences, and the one list of the cases cardspec is known to get wrong.
enum Conformance {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Conformance")

    /// Expected failures, from Tests/Conformance/expected-failures.txt: `suite/case` to
    /// the reason. A case listed here must fail, and a case not listed must pass, so the
    /// list stays honest.
    static let expectedFailures: [String: String] = {
        let url = directory.appendingPathComponent("expected-failures.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var failures: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.allSatisfy(\.isWhitespace) {
            let fields = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            failures[String(fields[0])] = fields.count > 1 ? fields[1].trimmingCharacters(in: .whitespaces) : ""
        }
        return failures
    }()

    static let yamlSuiteDirectory = directory.appendingPathComponent("yaml-test-suite")

    /// The yaml-test-suite's cases, as `ABCD` or `ABCD/00` (a case with several inputs),
    /// sorted; each directory holds an `in.yaml`.
    static func yamlSuiteCases() throws -> [String] {
        let fileManager = FileManager.default
        var cases: [String] = []
        for name in try fileManager.contentsOfDirectory(atPath: yamlSuiteDirectory.path) where name.count == 4 {
            let base = yamlSuiteDirectory.appendingPathComponent(name)
            if fileManager.fileExists(atPath: base.appendingPathComponent("in.yaml").path) {
                cases.append(name)
            } else {
                for sub in (try? fileManager.contentsOfDirectory(atPath: base.path)) ?? []
                where fileManager.fileExists(atPath: base.appendingPathComponent(sub).appendingPathComponent("in.yaml").path) {
                    cases.append("\(name)/\(sub)")
                }
            }
        }
        return cases.sorted()
    }

    static func read(_ url: URL) -> [UInt8] {
        (try? Data(contentsOf: url)).map(Array.init) ?? []
    }

    /// Problems with where a diagnostic points: it must lie inside the file, at the line
    /// and column `SourceFile` gives its offsets (the range of invalid-encoding spans bad
    /// bytes, which have no column of their own: its offsets are checked alone).
    static func positionProblems(_ diagnostic: Diagnostic, in file: SourceFile) -> [String] {
        var problems: [String] = []
        var ranges = [diagnostic.range]
        ranges += diagnostic.notes.compactMap(\.range)
        ranges += diagnostic.fixIts.map(\.range)
        for range in ranges {
            if range.start.offset > range.end.offset || range.end.offset > file.bytes.count || range.start.line < 1 {
                problems.append("[\(diagnostic.code)] \(range) is not inside the file")
            } else if diagnostic.kind != .invalidEncoding,
                      file.position(ofOffset: range.start.offset) != range.start || file.position(ofOffset: range.end.offset) != range.end {
                problems.append("[\(diagnostic.code)] \(range) is not where SourceFile puts its offsets")
            }
        }
        return problems
    }
}

/// A JSON value, compared as JSON means it: numbers by value, objects by their members
/// whatever their order.
indirect enum JSONValue: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b || (a.isNaN && b.isNaN)
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        default: false
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): value.debugDescription
        case .array(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }

    /// The value of a positioned tree, as the YAML 1.2 core schema reads its scalars
    /// (cardspec's `scalarValue`): what the YAML test suite's in.json holds. nil when the
    /// tree has no JSON form (a key that is a collection).
    init?(_ node: SyntaxNode) {
        switch node.content {
        case .scalar:
            switch node.scalarValue {
            case .null, nil: self = .null
            case .bool(let value): self = .bool(value)
            case .int(let value): self = .number(Double(value))
            case .float(let value): self = .number(value)
            case .string(let value): self = .string(value)
            }
        case .sequence(let items):
            var values: [JSONValue] = []
            for item in items {
                guard let value = JSONValue(item) else { return nil }
                values.append(value)
            }
            self = .array(values)
        case .mapping(let pairs):
            var members: [String: JSONValue] = [:]
            for pair in pairs {
                guard case .scalar(let key, _) = pair.key.content, let value = JSONValue(pair.value) else { return nil }
                members[key] = value
            }
            self = .object(members)
        }
    }
}

/// A small, independent JSON reader for the expected values (in.json), which may hold
/// several values in a row (one per YAML document) or none (an empty stream).
struct JSONStreamReader {
    private let bytes: [UInt8]
    private var index = 0

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func values(_ bytes: [UInt8]) throws -> [JSONValue] {
        var reader = JSONStreamReader(bytes: bytes)
        var values: [JSONValue] = []
        reader.skipSpace()
        while reader.index < bytes.count {
            values.append(try reader.value())
            reader.skipSpace()
        }
        return values
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func value() throws -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw Failure(description: "unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [String: JSONValue] = [:]
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipSpace()
                guard case .string(let key) = try value() else { throw Failure(description: "a key that is not a string") }
                skipSpace()
                try expect(":")
                members[key] = try value()
                skipSpace()
                if try endOrComma("}") { return .object(members) }
            }
        case UInt8(ascii: "["):
            index += 1
            var items: [JSONValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            while true {
                items.append(try value())
                skipSpace()
                if try endOrComma("]") { return .array(items) }
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        default:
            let start = index
            while index < bytes.count, "+-.0123456789eE".utf8.contains(bytes[index]) { index += 1 }
            guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                throw Failure(description: "unexpected byte at \(start)")
            }
            return .number(number)
        }
    }

    private mutating func expect(_ character: Unicode.Scalar) throws {
        guard index < bytes.count, bytes[index] == UInt8(character.value) else { throw Failure(description: "expected \(character)") }
        index += 1
    }

    private mutating func endOrComma(_ close: Unicode.Scalar) throws -> Bool {
        guard index < bytes.count else { throw Failure(description: "unexpected end") }
        index += 1
        if bytes[index - 1] == UInt8(close.value) { return true }
        guard bytes[index - 1] == UInt8(ascii: ",") else { throw Failure(description: "expected ',' or \(close)") }
        return false
    }

    private mutating func word(_ word: String) throws {
        guard bytes[index...].starts(with: word.utf8) else { throw Failure(description: "expected \(word)") }
        index += word.utf8.count
    }

    private mutating func string() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
            utf8.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var unit = hex4()
                    if (0xD800...0xDBFF).contains(unit), bytes[index...].starts(with: "\\u".utf8) {
                        index += 2
                        let low = hex4()
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    }
                    scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                default: scalars.append(Unicode.Scalar(escaped))
                }
            default:
                utf8.append(byte)
            }
        }
        throw Failure(description: "unterminated string")
    }

    private mutating func hex4() -> UInt32 {
        let text = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self)
        index += 4
        return UInt32(text, radix: 16) ?? 0xFFFD
    }
}
