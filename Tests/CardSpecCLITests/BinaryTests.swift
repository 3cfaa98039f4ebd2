import Foundation
import Testing

/// The built executable, end to end: arguments in; stdout, stderr and status out, exactly.
@Suite struct BinaryTests {
    static let checkUsage = "Usage: cardspec check [<options>] <paths> ...\nSee 'cardspec check --help'.\n"

    @Test func binaryIsFound() throws {
        let binary = try cardspecBinary.get()
        #expect(binary.lastPathComponent == "cardspec")
    }

    @Test func version() throws {
        let result = try runCardSpec(["--version"])
        #expect(result == CommandResult(status: 0, stdout: "cardspec 0.1.0\n", stderr: "", stdoutBytes: Data("cardspec 0.1.0\n".utf8)))
    }

    @Test func rootHelp() throws {
        let expected = """
            OVERVIEW: Validate and compile CardParts card specs.

            USAGE: cardspec <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              check                   Check card specs for errors.
              build                   Compile card specs to Swift or to layout JSON.
              explain                 Explain a diagnostic code and how to fix it.
              schema                  Print the JSON Schema of the spec language.

              See 'cardspec help <subcommand>' for detailed help.

            """
        for arguments in [["--help"], ["-h"], ["help"], ["help", "help"]] {
            let result = try runCardSpec(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.stdout == expected, "\(arguments)")
            #expect(result.stderr == "", "\(arguments)")
        }
    }

    @Test func bareCommandPrintsHelpAsAUsageError() throws {
        let result = try runCardSpec([])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("OVERVIEW: Validate and compile CardParts card specs.\n"))
    }

    @Test func checkHelp() throws {
        let expected = """
            OVERVIEW: Check card specs for errors.

            A directory is searched recursively for *.cards.yaml, *.cards.yml and
            *.cards.json files, in path order, skipping hidden directories. A file named
            explicitly is checked whatever its name: as JSON if the name ends in .json, as
            YAML otherwise. Diagnostics go to standard output, followed by a one-line
            summary. Each file follows the nearest .cardspec.yml above it
            (docs/configuration.md).

            USAGE: cardspec check [<options>] <paths> ...

            ARGUMENTS:
              <paths>                 Spec files or directories to check, or '-' to read
                                      standard input.

            OPTIONS:
              --strict                Treat warnings as errors: exit with status 1 when
                                      there are any.
              --max-warnings <n>      Exit with status 1 when there are more than n
                                      warnings.
              --quiet                 Report errors only: warnings and notes are neither
                                      printed nor counted in the summary (--strict and
                                      --max-warnings still count them).
              --config <path>         The configuration file for every input, instead of the
                                      nearest .cardspec.yml above each.
              --no-config             Use no configuration file.
              --force-exclude         Leave out files named on the command line too when a
                                      configuration's exclude matches them.
              --format <format>       The report's format: text (for people), gnu (a line
                                      per diagnostic), json, sarif (SARIF 2.1.0) or github
                                      (text, then Actions annotations); see
                                      docs/output-formats.md. (default: text)
              --color <when>          When to color diagnostics: auto (if standard output is
                                      a terminal, NO_COLOR is not set and TERM is not
                                      'dumb'), always or never. (default: auto)
              --jobs <n>              Files checked at once; the output is the same for any
                                      number. (default: the number of cores)
              --stdin-filename <name> The path to report standard input as; its extension
                                      chooses JSON or YAML. (default: <stdin>)
              --max-file-size <bytes> The largest input to read, in bytes or with a unit:
                                      64KB, 512KiB, 32MiB. (default: 32MiB)
              --max-depth <n>         The deepest nesting of collections (at most 1000).
                                      (default: 256)
              --max-alias-expansion <n>
                                      The most nodes that YAML aliases and merge keys may
                                      add. (default: 100000)
              --max-scalar-length <bytes>
                                      The longest single value (scalar), in bytes or with a
                                      unit: 4KB, 1MiB. (default: 1MiB)
              --max-files <n>         The most spec files one run checks; with more, nothing
                                      is checked (exit status 2). (default: 10000)
              --max-diagnostics-per-file <n>
                                      The most diagnostics shown for one file; one note
                                      counts the rest (the summary counts all). (default:
                                      1000)
              -h, --help              Show help information.

            EXIT STATUS:
              0  No errors were found (warnings alone do not fail).
              1  Errors were found (in specs or a configuration file), or warnings
                 with --strict or past --max-warnings, or past the strict or
                 max-warnings of a configuration file.
              2  The command line is invalid, or names more spec files than
                 --max-files; nothing was checked.
              3  A path could not be read, or cardspec failed. The other paths are
                 still checked; 3 takes precedence over 1, and 1 over 0.

            """
        for arguments in [["check", "--help"], ["check", "x", "-h"], ["help", "check"]] {
            let result = try runCardSpec(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.stdout == expected, "\(arguments)")
            #expect(result.stderr == "", "\(arguments)")
        }
    }

    @Test func unknownOptionSuggestsTheClosestOne() throws {
        let result = try runCardSpec(["check", "--strcit", "Fixtures"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: unknown option '--strcit'; did you mean '--strict'?\n" + Self.checkUsage)
    }

    @Test func usageErrors() throws {
        let cases: [([String], String)] = [
            (["check"], "error: missing expected argument '<paths> ...'\n" + Self.checkUsage),
            (["check", "x", "--max-depth"], "error: missing value for '--max-depth <n>'\n" + Self.checkUsage),
            (["check", "x", "--max-depth", "deep"],
             "error: invalid value 'deep' for '--max-depth <n>': expected a whole number from 1 to 1000\n" + Self.checkUsage),
            (["check", "x", "--max-file-size=12XB"],
             "error: invalid value '12XB' for '--max-file-size <bytes>': expected a size in bytes, such as 1048576, 64KB or 32MiB\n"
                + Self.checkUsage),
            (["check", "x", "--color", "alwyas"],
             "error: invalid value 'alwyas' for '--color <when>'; did you mean 'always'?\n" + Self.checkUsage),
            (["check", "--zzz", "x"], "error: unknown option '--zzz'\n" + Self.checkUsage),
            (["chek", "x"], "error: unknown subcommand 'chek'; did you mean 'check'?\nUsage: cardspec <subcommand>\nSee 'cardspec --help'.\n"),
            (["--verison"], "error: unknown option '--verison'; did you mean '--version'?\nUsage: cardspec <subcommand>\nSee 'cardspec --help'.\n"),
            (["help", "nope"], "error: unknown subcommand 'nope'\nUsage: cardspec <subcommand>\nSee 'cardspec --help'.\n"),
        ]
        for (arguments, stderr) in cases {
            let result = try runCardSpec(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr == stderr, "\(arguments)")
        }
    }

    @Test func cleanFileExitsZero() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.cards.yaml", "cardspec: 1\n")
        let result = try runCardSpec(["check", "a.cards.yaml"], in: directory.url)
        #expect(result == CommandResult(
            status: 0, stdout: "checked 1 file: no problems\n", stderr: "",
            stdoutBytes: Data("checked 1 file: no problems\n".utf8)))
    }

    /// With the size limit at one byte every non-trivial file gets a diagnostic, which
    /// makes the order in which files are checked visible.
    @Test func directoryDiscoveryOrderAndSkipping() throws {
        let directory = try TemporaryDirectory()
        for path in [
            "specs/b.cards.yaml", "specs/B.cards.yaml", "specs/a.cards.json", "specs/a/z.cards.yml",
            "specs/a-b.cards.yaml", "specs/é.cards.yaml", "specs/notes.yaml", "specs/x.cards.yaml.bak",
            "specs/.hidden/h.cards.yaml", "specs/.build/debug/d.cards.yaml", "specs/a/.git/g.cards.yaml",
        ] {
            try directory.write(path, "cardspec: 1\n")
        }
        let result = try runCardSpec(["check", "specs", "--max-file-size", "1"], in: directory.url)
        let headers = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }.map { $0.prefix { $0 != ":" } }
        #expect(headers == [
            "specs/B.cards.yaml", "specs/a-b.cards.yaml", "specs/a.cards.json", "specs/a/z.cards.yml",
            "specs/b.cards.yaml", "specs/é.cards.yaml",
        ])
        #expect(result.stdout.hasSuffix("\n\nchecked 6 files: 6 errors\n"))
        #expect(result.stderr == "")
        #expect(result.status == 1)
    }

    @Test func checkingTheCurrentDirectoryNamesFilesWithoutDotSlash() throws {
        let directory = try TemporaryDirectory()
        try directory.write("sub/a.cards.yaml", "cardspec: 1\n")
        let result = try runCardSpec(["check", ".", "--max-file-size", "1"], in: directory.url)
        #expect(result.stdout == """
            sub/a.cards.yaml:1:1: error: file is 12 bytes, over the 1 byte limit (raise it with --max-file-size) [file-too-large]

            checked 1 file: 1 error

            """)
    }

    @Test func explicitFilesAreCheckedWhateverTheirNameAndOnlyOnce() throws {
        let directory = try TemporaryDirectory()
        try directory.write("spec.txt", "cardspec: 1\n")
        try directory.write("d/a.cards.yaml", "cardspec: 1\n")
        let result = try runCardSpec(["check", "spec.txt", "d", "d/a.cards.yaml", "spec.txt"], in: directory.url)
        #expect(result.stdout == "checked 2 files: no problems\n")
        #expect(result.status == 0)
    }

    @Test func missingPathIsReportedAndTheOthersAreStillChecked() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.cards.yaml", "cardspec: 1\n")
        try directory.write("b.cards.yaml", "cardspec: 1\n")
        let result = try runCardSpec(
            ["check", "a.cards.yaml", "missing.cards.yaml", "b.cards.yaml", "--max-file-size", "4"], in: directory.url)
        #expect(result.status == 3)
        #expect(result.stderr == "error: cannot read 'missing.cards.yaml': No such file or directory\n")
        #expect(result.stdout == """
            a.cards.yaml:1:1: error: file is 12 bytes, over the 4 bytes limit (raise it with --max-file-size) [file-too-large]

            b.cards.yaml:1:1: error: file is 12 bytes, over the 4 bytes limit (raise it with --max-file-size) [file-too-large]

            checked 2 files: 2 errors, 1 unreadable path

            """)
    }

    @Test func missingPathAloneExitsThree() throws {
        let directory = try TemporaryDirectory()
        let result = try runCardSpec(["check", "nope"], in: directory.url)
        #expect(result == CommandResult(
            status: 3, stdout: "checked 0 files: 1 unreadable path\n",
            stderr: "error: cannot read 'nope': No such file or directory\n",
            stdoutBytes: Data("checked 0 files: 1 unreadable path\n".utf8)))
    }

    @Test func directoryWithoutSpecsWarnsAndExitsZero() throws {
        let directory = try TemporaryDirectory()
        try directory.write("empty/readme.md", "hi\n")
        let result = try runCardSpec(["check", "empty"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.stdout == "checked 0 files: no problems\n")
        #expect(result.stderr == "warning: no spec files found in 'empty' (looked for *.cards.yaml, *.cards.yml and *.cards.json)\n")
    }

    @Test func stdinIsNamedByStdinFilename() throws {
        let named = try runCardSpec(
            ["check", "-", "--stdin-filename", "Budgets.cards.json", "--max-file-size", "2"], stdin: Array("{}\n".utf8))
        #expect(named.status == 1)
        #expect(named.stderr == "")
        #expect(named.stdout == """
            Budgets.cards.json:1:1: error: input is larger than the 2 bytes limit (raise it with --max-file-size) [file-too-large]

            checked 1 file: 1 error

            """)
        let spec = Array("cardspec: 1\n".utf8)
        let unnamed = try runCardSpec(["check", "--max-file-size=11", "-"], stdin: spec)
        #expect(unnamed.stdout.hasPrefix("<stdin>:1:1: error: input is larger than the 11 bytes limit"))
        let fits = try runCardSpec(["check", "-", "--max-file-size", "12"], stdin: spec)
        #expect(fits.stdout == "checked 1 file: no problems\n")
        #expect(fits.status == 0)
    }

    @Test func stdinAndFilesTogether() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.cards.yaml", "cardspec: 1\n")
        let result = try runCardSpec(
            ["check", "a.cards.yaml", "-", "-", "--stdin-filename", "b.cards.json"], in: directory.url,
            stdin: Array(#"{"cardspec": 1}"#.utf8))
        #expect(result.stdout == "checked 2 files: no problems\n")
        #expect(result.status == 0)
    }

    @Test func doubleDashEndsOptions() throws {
        let directory = try TemporaryDirectory()
        try directory.write("--strict", "cardspec: 1\n")
        let result = try runCardSpec(["check", "--", "--strict"], in: directory.url)
        #expect(result.stdout == "checked 1 file: no problems\n")
        #expect(result.status == 0)
    }

    @Test func colorAlwaysColorsAndAutoDoesNotOnAPipe() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.cards.yaml", "cardspec: 1\n")
        let always = try runCardSpec(["check", "a.cards.yaml", "--color", "always", "--max-file-size", "1"], in: directory.url)
        #expect(always.stdout.hasPrefix("\u{1B}[1ma.cards.yaml:1:1: \u{1B}[0m\u{1B}[0;1;31merror: \u{1B}[0m\u{1B}[1mfile is 12 bytes"))
        let auto = try runCardSpec(["check", "a.cards.yaml", "--max-file-size", "1"], in: directory.url)
        #expect(!auto.stdout.contains("\u{1B}"))
        let never = try runCardSpec(["check", "a.cards.yaml", "--color=never", "--max-file-size", "1"], in: directory.url)
        #expect(never.stdout == auto.stdout)
    }

    @Test func outputIsByteIdenticalAcrossRuns() throws {
        let directory = try TemporaryDirectory()
        for name in ["c", "a", "b", "d", "e"] {
            try directory.write("specs/\(name).cards.yaml", "cardspec: 1\ncards: {}\n")
        }
        let first = try runCardSpec(["check", "specs", "--max-file-size", "8"], in: directory.url)
        #expect(first.stdout.contains("specs/a.cards.yaml:1:1"))
        for _ in 0..<3 {
            #expect(try runCardSpec(["check", "specs", "--max-file-size", "8"], in: directory.url).stdoutBytes == first.stdoutBytes)
        }
    }
}
