import Foundation
import Testing

/// Severities from `.cardspec.yml`, and `--strict`, `--max-warnings` and `--quiet`,
/// through the built binary: what is printed, counted, and the exit status.
@Suite struct ConfigSeverityTests {
    /// A directory with `specs` (name to text) and an optional `.cardspec.yml`.
    func project(_ configuration: String? = nil, specs: [String: String]) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        if let configuration { try directory.write(".cardspec.yml", configuration) }
        for (name, text) in specs { try directory.write(name, text) }
        return directory
    }

    func check(_ directory: TemporaryDirectory, _ options: [String] = [], stdin: [UInt8]? = nil) throws -> CommandResult {
        try runCardSpec(["check", "."] + options, in: directory.url, stdin: stdin)
    }

    @Test func anErrorMadeAWarningPasses() throws {
        let directory = try project("severity: {unknown-enum-case: warning}\n", specs: ["a.cards.yaml": specWithAnError])
        let result = try check(directory)
        #expect(ConfigDiscoveryTests.findings(result.stdout) == ["a.cards.yaml:5: warning [unknown-enum-case]"])
        #expect(result.stdout.hasSuffix("checked 1 file: 1 warning\n"))
        #expect(result.status == 0)
    }

    @Test func aWarningMadeAnErrorFails() throws {
        let directory = try project("severity: {unused: error}\n", specs: ["a.cards.yaml": specWithAWarning])
        let result = try check(directory)
        #expect(ConfigDiscoveryTests.findings(result.stdout) == ["a.cards.yaml:3: error [unused]"])
        #expect(result.stdout.hasSuffix("checked 1 file: 1 error\n"))
        #expect(result.status == 1)
    }

    @Test func notesAreShownButNeverCounted() throws {
        let directory = try project("severity: {unknown-enum-case: note}\n", specs: ["a.cards.yaml": specWithAnError])
        let result = try check(directory, ["--strict"])
        #expect(ConfigDiscoveryTests.findings(result.stdout) == ["a.cards.yaml:5: note [unknown-enum-case]"])
        #expect(result.stdout.hasSuffix("checked 1 file: no problems\n"))
        #expect(result.status == 0)
    }

    @Test func offAndDisabledRemoveDiagnostics() throws {
        for configuration in ["disabled: [unused, unknown-enum-case]\n", "severity: {unused: off, unknown-enum-case: off}\n"] {
            let directory = try project(configuration, specs: ["a.cards.yaml": specWithAWarning, "b.cards.yaml": specWithAnError])
            let result = try check(directory)
            #expect(result.stdout == "checked 2 files: no problems\n", "\(configuration)")
            #expect(result.status == 0)
        }
    }

    @Test func syntaxErrorsStayErrorsWhateverTheConfiguration() throws {
        let directory = try project("severity: {unused: note}\n", specs: ["a.cards.yaml": "cardspec: 1\ncardspec: 1\n"])
        let result = try check(directory)
        #expect(ConfigDiscoveryTests.findings(result.stdout) == ["a.cards.yaml:2: error [duplicate-key]"])
        #expect(result.status == 1)
    }

    @Test func strictFailsOnAnyWarningAndSaysWhy() throws {
        let directory = try project(specs: ["a.cards.yaml": specWithAWarning])
        let result = try check(directory, ["--strict"])
        #expect(result.stdout.hasSuffix("checked 1 file: 1 warning\n"))
        #expect(result.stderr == "error: 1 warning, and --strict allows none\n")
        #expect(result.status == 1)
    }

    @Test func maxWarnings() throws {
        let directory = try project(specs: ["a.cards.yaml": specWithAWarning, "b.cards.yaml": specWithAWarning])
        let within = try check(directory, ["--max-warnings", "2"])
        #expect(within.stdout.hasSuffix("checked 2 files: 2 warnings\n"))
        #expect(within.stderr == "")
        #expect(within.status == 0)

        let over = try check(directory, ["--max-warnings=1"])
        #expect(over.stdout.hasSuffix("checked 2 files: 2 warnings\n"))
        #expect(over.stderr == "error: 2 warnings, more than the 1 that --max-warnings allows\n")
        #expect(over.status == 1)

        let zero = try check(directory, ["--max-warnings", "0"])
        #expect(zero.stderr == "error: 2 warnings, more than the 0 that --max-warnings allows\n")
        #expect(zero.status == 1)
    }

    @Test func maxWarningsIsAWholeNumber() throws {
        let result = try runCardSpec(["check", "--max-warnings", "-1", "Fixtures/valid"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: invalid value '-1' for '--max-warnings <n>': expected a whole number\n"))
        let word = try runCardSpec(["check", "--max-warnings", "many", "Fixtures/valid"])
        #expect(word.stderr.hasPrefix("error: invalid value 'many' for '--max-warnings <n>': expected a whole number\n"))
    }

    @Test func maxWarningsDoesNotMaskErrors() throws {
        let directory = try project(specs: ["b.cards.yaml": specWithAnError])
        let result = try check(directory, ["--max-warnings", "10"])
        #expect(result.status == 1)
        #expect(result.stderr == "")
    }

    @Test func quietShowsAndCountsErrorsOnly() throws {
        let directory = try project(specs: ["a.cards.yaml": specWithAWarning, "b.cards.yaml": specWithAnError])
        let result = try check(directory, ["--quiet"])
        #expect(ConfigDiscoveryTests.findings(result.stdout) == ["b.cards.yaml:5: error [unknown-enum-case]"])
        #expect(result.stdout.hasSuffix("checked 2 files: 1 error\n"))
        #expect(result.status == 1)

        let warningsOnly = try project(specs: ["a.cards.yaml": specWithAWarning])
        let clean = try check(warningsOnly, ["--quiet"])
        #expect(clean.stdout == "checked 1 file: no problems\n")
        #expect(clean.stderr == "")
        #expect(clean.status == 0)
    }

    @Test func quietHidesWarningsButStrictAndMaxWarningsStillCountThem() throws {
        let directory = try project(specs: ["a.cards.yaml": specWithAWarning, "b.cards.yaml": specWithAWarning])
        let strict = try check(directory, ["--quiet", "--strict"])
        #expect(strict.stdout == "checked 2 files: no problems\n")
        #expect(strict.stderr == "error: 2 warnings (hidden by --quiet), and --strict allows none\n")
        #expect(strict.status == 1)
        let limited = try check(directory, ["--quiet", "--max-warnings", "1"])
        #expect(limited.stderr == "error: 2 warnings (hidden by --quiet), more than the 1 that --max-warnings allows\n")
        #expect(limited.status == 1)
    }

    @Test func quietHidesNotesAndTheNoSpecFilesWarning() throws {
        let directory = try project("severity: {unused: note}\n", specs: ["a.cards.yaml": specWithAWarning])
        let result = try check(directory, ["--quiet"])
        #expect(result.stdout == "checked 1 file: no problems\n")
        let empty = try TemporaryDirectory()
        let nothing = try runCardSpec(["check", "--quiet", "."], in: empty.url)
        #expect(nothing.stderr == "")
        #expect(nothing.stdout == "checked 0 files: no problems\n")
    }

    @Test func quietStillShowsConfigurationErrors() throws {
        let directory = try project("disabled: [unsued]\n", specs: ["a.cards.yaml": specWithAWarning])
        let result = try check(directory, ["--quiet"])
        #expect(ConfigDiscoveryTests.findings(result.stdout) == [".cardspec.yml:1: error [config-unknown-code]"])
        #expect(result.status == 1)
    }

    @Test func configurationStrictAndMaxWarnings() throws {
        let strict = try project("strict: true\n", specs: ["a.cards.yaml": specWithAWarning])
        let strictRun = try check(strict)
        #expect(strictRun.stderr == "error: 1 warning in files configured by .cardspec.yml, and its 'strict: true' allows none\n")
        #expect(strictRun.status == 1)

        let limited = try project("max-warnings: 1\n", specs: ["a.cards.yaml": specWithAWarning, "b.cards.yaml": specWithAWarning])
        let limitedRun = try check(limited)
        #expect(limitedRun.stderr == "error: 2 warnings in files configured by .cardspec.yml, more than the 1 its 'max-warnings' allows\n")
        #expect(limitedRun.status == 1)

        let relaxed = try project("strict: false\nmax-warnings: 2\n", specs: ["a.cards.yaml": specWithAWarning, "b.cards.yaml": specWithAWarning])
        #expect(try check(relaxed).status == 0)
    }

    @Test func eachConfigurationCountsItsOwnFiles() throws {
        let directory = try project("max-warnings: 1\n", specs: [
            "a.cards.yaml": specWithAWarning,
            "team/.cardspec.yml": "max-warnings: 1\n",
            "team/b.cards.yaml": specWithAWarning,
            "loose/.cardspec.yml": "severity: {unused: warning}\n",
            "loose/c.cards.yaml": specWithAWarning, "loose/d.cards.yaml": specWithAWarning,
        ])
        // One warning under each limit, and two under a configuration without one.
        let result = try check(directory)
        #expect(result.stdout.hasSuffix("checked 4 files: 4 warnings\n"))
        #expect(result.stderr == "")
        #expect(result.status == 0)

        try directory.write("team/e.cards.yaml", specWithAWarning)
        let over = try check(directory)
        #expect(over.stderr == "error: 2 warnings in files configured by team/.cardspec.yml, more than the 1 its 'max-warnings' allows\n")
        #expect(over.status == 1)
    }

    @Test func theCommandLineDecidesOverTheConfiguration() throws {
        let directory = try project("strict: true\n", specs: ["a.cards.yaml": specWithAWarning, "b.cards.yaml": specWithAWarning])
        let result = try check(directory, ["--max-warnings", "5"])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let tighter = try project("max-warnings: 5\n", specs: ["a.cards.yaml": specWithAWarning])
        let strict = try check(tighter, ["--strict"])
        #expect(strict.stderr == "error: 1 warning, and --strict allows none\n")
        #expect(strict.status == 1)
    }

    @Test func anUnreadablePathStillOutranksWarnings() throws {
        let directory = try project(specs: ["a.cards.yaml": specWithAWarning])
        let result = try runCardSpec(["check", "--strict", "a.cards.yaml", "missing.cards.yaml"], in: directory.url)
        #expect(result.status == 3)
        #expect(result.stderr.contains("error: 1 warning, and --strict allows none\n"))
    }
}
