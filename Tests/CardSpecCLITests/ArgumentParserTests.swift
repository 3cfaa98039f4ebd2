import CardSpecDiagnostics
import Testing
@testable import CardSpecCLI

@Suite struct ArgumentParserTests {
    static let flag = OptionDeclaration("strict", short: "s", help: "Be strict.")
    static let verbose = OptionDeclaration("verbose", short: "v", help: "Talk.")
    static let depth = OptionDeclaration("max-depth", short: "d", .count(name: "n", minimum: 1), help: "Depth.")
    static let name = OptionDeclaration("stdin-filename", .text(name: "name"), help: "Name.")
    static let size = OptionDeclaration("max-file-size", .byteSize(name: "bytes"), help: "Size.")
    static let color = OptionDeclaration("color", .choice(name: "when", ["auto", "always", "never"]), help: "Color.")

    static let command = CommandDeclaration(
        path: ["tool", "run"], abstract: "Runs.",
        arguments: [ArgumentDeclaration(name: "paths", help: "Paths.", isRepeating: true)],
        options: [flag, verbose, depth, name, size, color, .help])

    func parse(_ arguments: [String], _ command: CommandDeclaration = command) throws(UsageError) -> ParsedArguments {
        switch try ArgumentParser.parse(arguments, for: command) {
        case .help:
            throw UsageError(message: "unexpected help")
        case .arguments(let parsed):
            return parsed
        }
    }

    func error(_ arguments: [String], _ command: CommandDeclaration = command) -> String? {
        do {
            _ = try ArgumentParser.parse(arguments, for: command)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func flagsOptionsAndRepeatedPositionals() throws {
        let parsed = try parse(["a", "--strict", "b", "--max-depth", "3", "--stdin-filename=x.json", "c"])
        #expect(parsed.positionals == ["a", "b", "c"])
        #expect(parsed.isSet(Self.flag))
        #expect(!parsed.isSet(Self.verbose))
        #expect(parsed.number(Self.depth) == 3)
        #expect(parsed.text(Self.name) == "x.json")
        #expect(parsed.text(Self.color) == nil)
    }

    @Test func lastOccurrenceWins() throws {
        #expect(try parse(["a", "--max-depth", "3", "--max-depth=7"]).number(Self.depth) == 7)
    }

    @Test func shortOptionsBundleAndTakeValues() throws {
        let bundled = try parse(["-sv", "a"])
        #expect(bundled.isSet(Self.flag) && bundled.isSet(Self.verbose))
        #expect(try parse(["-d5", "a"]).number(Self.depth) == 5)
        #expect(try parse(["-d", "5", "a"]).number(Self.depth) == 5)
        let mixed = try parse(["-vd", "9", "a"])
        #expect(mixed.isSet(Self.verbose) && mixed.number(Self.depth) == 9)
    }

    @Test func doubleDashEndsOptionsAndDashIsAPositional() throws {
        #expect(try parse(["--", "--strict", "-h", "-"]).positionals == ["--strict", "-h", "-"])
        #expect(try parse(["-"]).positionals == ["-"])
        #expect(try parse(["--stdin-filename", "-", "a"]).text(Self.name) == "-")
    }

    @Test func helpWinsWhereverItIsBeforeDoubleDash() throws {
        #expect(try ArgumentParser.parse(["--bogus", "-h"], for: Self.command) == .help)
        #expect(try ArgumentParser.parse(["a", "--help"], for: Self.command) == .help)
        #expect(try ArgumentParser.parse([], for: CommandDeclaration(path: ["x"], abstract: "", options: [.help])) == .arguments(ParsedArguments()))
        #expect(try parse(["--", "--help"]).positionals == ["--help"])
        #expect(try ArgumentParser.parse(["-sh"], for: Self.command) == .help)
    }

    @Test func unknownOptionsSuggestTheClosest() {
        #expect(error(["--strcit"]) == "unknown option '--strcit'; did you mean '--strict'?")
        #expect(error(["--max-dept", "3"]) == "unknown option '--max-dept'; did you mean '--max-depth'?")
        #expect(error(["--colour=auto"]) == "unknown option '--colour'; did you mean '--color'?")
        #expect(error(["--nothing-like-it"]) == "unknown option '--nothing-like-it'")
        #expect(error(["-x"]) == "unknown option '-x'")
        #expect(error(["-sx"]) == "unknown option '-x'")
        #expect(error(["-strict"]) == "unknown option '-strict'; did you mean '--strict'?")
        #expect(error(["-max-depth", "3"]) == "unknown option '-max-depth'; did you mean '--max-depth'?")
    }

    @Test func missingAndBadValues() {
        #expect(error(["a", "--max-depth"]) == "missing value for '--max-depth <n>'")
        #expect(error(["a", "--max-depth", "--strict"]) == "missing value for '--max-depth <n>'")
        #expect(error(["a", "-d"]) == "missing value for '--max-depth <n>'")
        #expect(error(["a", "--max-depth", "0"]) == "invalid value '0' for '--max-depth <n>': expected a whole number of at least 1")
        #expect(error(["a", "--max-depth", "-1"]) == "invalid value '-1' for '--max-depth <n>': expected a whole number of at least 1")
        #expect(error(["a", "--max-depth", "1.5"]) == "invalid value '1.5' for '--max-depth <n>': expected a whole number of at least 1")
        #expect(error(["a", "--max-depth", "99999999999999999999999"]) != nil)
        #expect(error(["a", "--max-depth="]) == "invalid value '' for '--max-depth <n>': expected a whole number of at least 1")
        #expect(error(["a", "--stdin-filename="]) == "invalid value '' for '--stdin-filename <name>': expected a non-empty value")
        #expect(error(["a", "--max-file-size", "lots"])
            == "invalid value 'lots' for '--max-file-size <bytes>': expected a size in bytes, such as 1048576, 64KB or 32MiB")
        #expect(error(["a", "--color", "rainbow"]) == "invalid value 'rainbow' for '--color <when>': expected 'auto', 'always' or 'never'")
        #expect(error(["a", "--color", "nevr"]) == "invalid value 'nevr' for '--color <when>'; did you mean 'never'?")
        #expect(error(["a", "--strict=yes"]) == "'--strict' does not take a value")
    }

    @Test func positionalsAreChecked() {
        #expect(error([]) == "missing expected argument '<paths> ...'")
        #expect(error(["--strict"]) == "missing expected argument '<paths> ...'")
        let single = CommandDeclaration(
            path: ["x"], abstract: "", arguments: [ArgumentDeclaration(name: "file", help: "")], options: [.help])
        #expect(error(["a", "b"], single) == "unexpected argument 'b'")
        let none = CommandDeclaration(path: ["x"], abstract: "", options: [.help])
        #expect(error(["a"], none) == "unexpected argument 'a'")
        let optional = CommandDeclaration(
            path: ["x"], abstract: "", arguments: [ArgumentDeclaration(name: "file", help: "", isOptional: true)])
        #expect(error([], optional) == nil)
    }

    @Test func commandWithSubcommandsStopsAtTheFirstPositional() throws {
        let root = CommandDeclaration(path: ["tool"], abstract: "", options: [.version, .help], subcommands: [Self.command])
        let parsed = try parse(["--version", "run", "--strict", "-h", "x"], root)
        #expect(parsed.isSet(.version))
        #expect(parsed.positionals == ["run"])
        #expect(parsed.remainder == ["--strict", "-h", "x"])
        // Help after the subcommand's name belongs to the subcommand.
        #expect(try ArgumentParser.parse(["run", "--help"], for: root) == .arguments(ParsedArguments(positionals: ["run"], remainder: ["--help"])))
        #expect(try ArgumentParser.parse(["-h", "run"], for: root) == .help)
        #expect(error(["--strict", "run"], root) == "unknown option '--strict'")
    }

    @Test func listingReadsNaturally() {
        #expect(listing([], conjunction: "or") == "")
        #expect(listing(["a"], conjunction: "or") == "a")
        #expect(listing(["a", "b"], conjunction: "or") == "a or b")
        #expect(listing(["a", "b", "c"], conjunction: "and") == "a, b and c")
    }
}

@Suite struct ByteCountTests {
    @Test func parsesPlainNumbersAndUnits() {
        #expect(ByteCount.parse("0") == 0)
        #expect(ByteCount.parse("1048576") == 1_048_576)
        #expect(ByteCount.parse("64KB") == 64_000)
        #expect(ByteCount.parse("64kb") == 64_000)
        #expect(ByteCount.parse("64K") == 65_536)
        #expect(ByteCount.parse("64KiB") == 65_536)
        #expect(ByteCount.parse("32MiB") == 33_554_432)
        #expect(ByteCount.parse("32mib") == 33_554_432)
        #expect(ByteCount.parse("2MB") == 2_000_000)
        #expect(ByteCount.parse("1G") == 1 << 30)
        #expect(ByteCount.parse("1GB") == 1_000_000_000)
        #expect(ByteCount.parse("10B") == 10)
    }

    @Test func rejectsEverythingElse() {
        for text in ["", "MiB", "-1", "1.5MiB", "12XB", " 12", "12 MiB", "1e6", "99999999999999999999", "9223372036854775807GiB", "0x10"] {
            #expect(ByteCount.parse(text) == nil, "\(text)")
        }
    }

    @Test func formats() {
        #expect(ByteCount.compact(33_554_432) == "32MiB")
        #expect(ByteCount.compact(1 << 30) == "1GiB")
        #expect(ByteCount.compact(65_536) == "64KiB")
        #expect(ByteCount.compact(1000) == "1000")
        #expect(ByteCount.compact(0) == "0")
        #expect(ByteCount.describe(33_554_432) == "32 MiB")
        #expect(ByteCount.describe(1) == "1 byte")
        #expect(ByteCount.describe(0) == "0 bytes")
        #expect(ByteCount.describe(1500) == "1500 bytes")
        for bytes in [0, 1, 1000, 1024, 33_554_432, 3 << 30] {
            #expect(ByteCount.parse(ByteCount.compact(bytes)) == bytes)
        }
    }
}
