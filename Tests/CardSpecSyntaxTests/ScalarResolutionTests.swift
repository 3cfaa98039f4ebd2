import CardSpecDiagnostics
import Testing
@testable import CardSpecSyntax

/// YAML 1.2 core schema resolution, and tags.
@Suite struct ScalarResolutionTests {
    private func value(_ yaml: String) -> ScalarValue? {
        parse("v: \(yaml)\n").root?["v"]?.scalarValue
    }

    static let coreSchemaCases: [(String, ScalarValue)] = [
        ("~", ScalarValue.null), ("null", .null), ("Null", .null), ("NULL", .null), ("", .null),
        ("nULL", .string("nULL")), ("nil", .string("nil")), ("~x", .string("~x")),
        ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
        ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
        ("tRUE", .string("tRUE")), ("yes", .string("yes")), ("No", .string("No")), ("on", .string("on")),
        ("OFF", .string("OFF")), ("y", .string("y")), ("n", .string("n")),
        ("0", .int(0)), ("-0", .int(0)), ("+12", .int(12)), ("007", .int(7)), ("-42", .int(-42)),
        ("0o17", .int(15)), ("0x1F", .int(31)), ("0xff", .int(255)), ("0o", .string("0o")), ("0x", .string("0x")),
        ("0o8", .string("0o8")), ("0xG", .string("0xG")), ("0X1F", .string("0X1F")), ("-0x1F", .string("-0x1F")),
        ("9223372036854775807", .int(Int.max)), ("-9223372036854775808", .int(Int.min)),
        ("9223372036854775808", .float(9_223_372_036_854_775_808)),
        ("0xFFFFFFFFFFFFFFFFFF", .float(0x1p72)),
        ("1.5", .float(1.5)), ("1.", .float(1)), (".5", .float(0.5)), ("-.5", .float(-0.5)), ("+1e3", .float(1000)),
        ("1E-3", .float(0.001)), ("2.5e+2", .float(250)), (".inf", .float(.infinity)), ("-.Inf", .float(-.infinity)),
        ("+.INF", .float(.infinity)),
        ("1e", .string("1e")), ("1.2.3", .string("1.2.3")), (".", .string(".")), ("-x", .string("-x")),
        ("1_000", .string("1_000")), ("12:30", .string("12:30")), ("-.nan", .string("-.nan")), ("inf", .string("inf")),
        ("'1'", .string("1")), ("\"true\"", .string("true")), ("'~'", .string("~")), ("\"\"", .string("")),
        ("hello world", .string("hello world")), ("Ünïcode", .string("Ünïcode")),
        ("123456789012345678", .int(123_456_789_012_345_678)), ("-999999999999999999", .int(-999_999_999_999_999_999)),
        ("1234567890123456789", .int(1_234_567_890_123_456_789)), ("+", .string("+")), ("+-", .string("+-")),
        ("1-2", .string("1-2")), ("12a", .string("12a")),
        ("0.1", .float(0.1)), ("-0.25", .float(-0.25)), ("00.5", .float(0.5)), ("+3.", .float(3)),
        ("123456789012.345", .float(123_456_789_012.345)), ("1234567890123456.5", .float(1_234_567_890_123_456.5)),
        ("1.5.", .string("1.5.")), ("1..5", .string("1..5")), ("-.", .string("-.")), ("+.x", .string("+.x")),
        ("1.5x", .string("1.5x")), ("tree", .string("tree")), ("~~", .string("~~")),
    ]

    @Test(arguments: coreSchemaCases)
    func coreSchema(yaml: String, expected: ScalarValue) {
        #expect(value(yaml) == expected, "\(yaml)")
    }

    /// The flat tree reads common plain values (integers, booleans, null) off their bytes
    /// without the core schema's `String` path: it must answer the same for every case.
    @Test(arguments: coreSchemaCases)
    func flatTreeAgrees(yaml: String, expected: ScalarValue) throws {
        let tree = SpecParser.parseTree(SourceFile(path: "test", text: "v: \(yaml)\n"), format: .yaml).tree
        let root = try #require(tree.root)
        let pairs = tree.pairs(root)
        try #require(pairs.count == 1)
        #expect(tree.scalarValue(pairs[0].value) == expected, "\(yaml)")
    }

    /// Decimal fractions of up to 15 digits are read on the bytes, by a division: the same
    /// Double, to the bit, as parsing the text.
    @Test func shortDecimalFractionsReadAsParsed() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var texts = ["0.1", "0.3", "-0.0", "+.5", "999999999999999.", ".000000000000001", "123456789.012345"]
        for _ in 0..<5_000 {
            let count = next(15) + 1
            var digits = (0..<count).map { _ in Character(String(next(10))) }
            digits.insert(".", at: next(count + 1))
            texts.append(["", "-", "+"][next(3)] + String(digits))
        }
        for text in texts {
            let read = Array(text.utf8).withUnsafeBufferPointer(CoreSchema.readPlain)
            guard case .value(.float(let value)) = read else {
                Issue.record("\(text) is not read as a float: \(read)")
                continue
            }
            #expect(value.bitPattern == Double(text)!.bitPattern, "\(text)")
        }
    }

    @Test func notANumber() {
        for text in [".nan", ".NaN", ".NAN"] {
            guard case .float(let value) = self.value(text) else {
                Issue.record("\(text) is not a float")
                continue
            }
            #expect(value.isNaN)
        }
    }

    @Test func blockScalarsAreStrings() {
        #expect(parse("v: |\n  12\n").root?["v"]?.scalarValue == .string("12\n"))
        #expect(parse("v: >-\n  true\n").root?["v"]?.scalarValue == .string("true"))
    }

    @Test func collectionsHaveNoScalarValue() {
        #expect(parse("v: [1]\n").root?["v"]?.scalarValue == nil)
        #expect(parse("v: {a: 1}\n").root?.scalarValue == nil)
    }

    @Test func booleanLookalikes() {
        for text in ["yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n", "N"] {
            #expect(parse("v: \(text)\n").root?["v"]?.isBooleanLookalike == true, "\(text)")
        }
        for text in ["true", "'yes'", "\"no\"", "yess", "!!str yes", "nope", "1"] {
            #expect(parse("v: \(text)\n").root?["v"]?.isBooleanLookalike == false, "\(text)")
        }
        #expect(parse("{\"v\": \"yes\"}", .json).root?["v"]?.isBooleanLookalike == false)
    }

    @Test(arguments: [
        ("!!str 12", ScalarValue.string("12")), ("!!str", .string("")), ("!!str true", .string("true")),
        ("!!int \"12\"", .int(12)), ("!!int 0x10", .int(16)), ("!!float 1", .float(1)), ("!!float '2.5'", .float(2.5)),
        ("!!bool True", .bool(true)), ("!!null ~", .null), ("!!null", .null), ("! 12", .string("12")),
        ("! true", .string("true")), ("!<tag:yaml.org,2002:int> 5", .int(5)), ("&a !!str 5", .string("5")),
    ] as [(String, ScalarValue)])
    func standardTags(yaml: String, expected: ScalarValue) {
        let result = parse("v: \(yaml)\n")
        #expect(result.diagnostics.isEmpty, "\(yaml)")
        #expect(result.root?["v"]?.scalarValue == expected, "\(yaml)")
    }

    @Test func standardTagsAreRecordedExpanded() {
        #expect(parse("v: !!str 12\n").root?["v"]?.tag == "tag:yaml.org,2002:str")
        #expect(parse("v: ! 12\n").root?["v"]?.tag == "!")
        #expect(parse("v: 12\n").root?["v"]?.tag == nil)
    }

    @Test(arguments: [
        ("v: !!int abc\n", "'abc' is not a valid !!int", "1:4-1:13"),
        ("v: !!int 1.5\n", "'1.5' is not a valid !!int", "1:4-1:13"),
        ("v: !!int 99999999999999999999\n", "'99999999999999999999' is out of range for !!int", "1:4-1:30"),
        ("v: !!float x\n", "'x' is not a valid !!float", "1:4-1:13"),
        ("v: !!bool yes\n", "'yes' is not a valid !!bool", "1:4-1:14"),
        ("v: !!null 0\n", "'0' is not a valid !!null", "1:4-1:12"),
        ("v: !!seq abc\n", "!!seq cannot tag a scalar", "1:4-1:13"),
        ("v: !Ref greeting\n", "unsupported tag '!Ref'; cardspec reads the YAML 1.2 core schema", "1:4-1:8"),
        ("v: !!binary aGk=\n", "unsupported tag '!!binary'; cardspec reads the YAML 1.2 core schema", "1:4-1:12"),
        ("v: &x !Ref y\n", "unsupported tag '!Ref'; cardspec reads the YAML 1.2 core schema", "1:7-1:11"),
        ("v: !!map [1]\n", "!!map cannot tag a sequence", "1:4-1:9"),
        ("v: !!str {a: 1}\n", "!!str cannot tag a mapping", "1:4-1:9"),
        ("v: !Custom [1]\n", "unsupported tag '!Custom'; cardspec reads the YAML 1.2 core schema", "1:4-1:11"),
        ("v: &anchor\n  # comment\n  !Thing\n  a: 1\n", "unsupported tag '!Thing'; cardspec reads the YAML 1.2 core schema", "3:3-3:9"),
    ])
    func unsupportedTags(text: String, message: String, range: String) throws {
        let result = parse(text)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.kind == .unsupportedTag)
        #expect(diagnostic.message == message)
        #expect(lc(diagnostic.range) == range)
        // The tree is still there; the scalar reads as if it had no tag.
        #expect(result.root != nil)
    }

    @Test func taggedScalarThatDoesNotFitReadsAsUntagged() {
        #expect(parse("v: !!int abc\n").root?["v"]?.scalarValue == .string("abc"))
        #expect(parse("v: !Ref 12\n").root?["v"]?.scalarValue == .int(12))
        #expect(parse("v: !!seq [1]\n").diagnostics.isEmpty)
        #expect(parse("v: !!map {a: 1}\n").diagnostics.isEmpty)
        #expect(parse("v: ! [1]\n").diagnostics.isEmpty)
    }
}
