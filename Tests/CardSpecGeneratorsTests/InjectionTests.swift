import CardSpecCatalog
import Foundation
import Testing
@testable import CardSpecGenerators

/// Hostile strings in a spec come out of the generator as Swift literals that hold
/// exactly the spec's text: decoding every literal of the generated file gives back
/// every string the spec wrote, and nothing else gets into the code. (The same output
/// type-checks against the iOS stubs in GeneratedSwiftTypecheckTests.)
@Suite struct InjectionTests {
    static let hostile = [
        "end\"); fatalError(\"pwned",
        "quote \" backslash \\ interpolation \\(1 + 1)",
        "\"\"\" triple quotes \"\"\"",
        "#\"raw\"# and ## hashes",
        "line one\nline two\r\n\ttabbed",
        "nul \u{0} bell \u{7} escape \u{1B} del \u{7F}",
        "bidi \u{202E} override \u{2028} separator \u{200B} zero-width",
        "café 🍰 日本語 ǅ",
        "/* comment */ // comment",
        "}\n}\nclass X {",
        "\\", "\"", "$money",
        "\\u{41}",
    ]

    @Test func everyHostileStringRoundTrips() throws {
        let spec = try #require(try fixture("hostile-strings.cards.yaml"))
        let files = SwiftGenerator(catalog: .cardParts).generate(spec)
        let card = try #require(files.first { $0.name == "HostileStringsCard.swift" })
        let literals = try SwiftLiteralDecoder.literals(in: card.contents)
        for text in Self.hostile {
            #expect(literals.contains(text), "\(text.debugDescription) is not a literal of the generated card")
        }
        // Nothing the spec wrote reaches the code outside a literal.
        let code = try SwiftLiteralDecoder.codeOutsideLiterals(card.contents)
        #expect(!code.contains("fatalError"))
        #expect(!code.contains("class X"))
        #expect(!code.contains("pwned"))
    }

    @Test(arguments: [
        "plain", "a\"b", "a\\b", "\\(x)", "\n\r\t\0", "\u{202E}\u{2028}\u{FEFF}", "🍰", "\"\"\"", "#\"x\"#",
    ])
    func literalsDecodeToTheirText(_ text: String) throws {
        #expect(try SwiftLiteralDecoder.literals(in: "let x = " + SwiftLiteral.string(text)) == [text])
    }
}

/// Reads the one-line string literals of Swift source, as the compiler does, for the
/// escapes the generator writes.
enum SwiftLiteralDecoder {
    struct Malformed: Error {}

    static func literals(in source: String) throws -> [String] {
        try scan(source).literals
    }

    static func codeOutsideLiterals(_ source: String) throws -> String {
        try scan(source).code
    }

    private static func scan(_ source: String) throws -> (literals: [String], code: String) {
        var literals: [String] = []
        var code = ""
        var scalars = source.unicodeScalars.makeIterator()
        var inComment = false
        while let scalar = scalars.next() {
            if inComment {
                if scalar == "\n" { inComment = false; code.unicodeScalars.append(scalar) }
                continue
            }
            if scalar == "/" {
                code.unicodeScalars.append(scalar)
                if code.hasSuffix("//") { inComment = true; code.removeLast(2) }
                continue
            }
            guard scalar == "\"" else { code.unicodeScalars.append(scalar); continue }
            var text = String.UnicodeScalarView()
            while true {
                guard let next = scalars.next() else { throw Malformed() }
                if next == "\"" { break }
                if next == "\n" { throw Malformed() }
                guard next == "\\" else { text.append(next); continue }
                guard let escape = scalars.next() else { throw Malformed() }
                switch escape {
                case "\\": text.append("\\")
                case "\"": text.append("\"")
                case "n": text.append("\n")
                case "r": text.append("\r")
                case "t": text.append("\t")
                case "0": text.append("\0")
                case "u":
                    guard scalars.next() == "{" else { throw Malformed() }
                    var hex = ""
                    while let digit = scalars.next(), digit != "}" { hex.unicodeScalars.append(digit) }
                    guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { throw Malformed() }
                    text.append(decoded)
                default:
                    throw Malformed()  // includes `\(`: the generator never writes interpolation
                }
            }
            literals.append(String(text))
            code += "\"\""
        }
        return (literals, code)
    }
}
