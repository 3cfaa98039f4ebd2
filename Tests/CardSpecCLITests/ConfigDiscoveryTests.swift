import Foundation
import Testing

/// A spec with one `unused` warning (line 3), and one with one `unknown-enum-case` error
/// (line 5) beside it.
let specWithAWarning = "cardspec: 1\ntokens:\n  color: {legacy: \"#333333\"}\n"
let specWithAnError = "cardspec: 1\nscreens: {Home: {cards: [A]}}\ncards:\n  A:\n    parts: [{text: {textAlignment: centre}}]\n"

/// Which `.cardspec.yml` applies to which file, and what `exclude` leaves out, through
/// the built binary.
@Suite struct ConfigDiscoveryTests {
    /// The `[code]` and severity of each diagnostic line of a text report, as
    /// "path:line: severity [code]".
    static func findings(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").compactMap { line in
            guard let code = line.range(of: " [", options: .backwards), line.hasSuffix("]"),
                  let severity = ["error", "warning", "note"].first(where: { line.contains(": \($0): ") }) else { return nil }
            let location = line.prefix { $0 != ":" } + ":" + line.split(separator: ":")[1]
            return "\(location): \(severity) \(line[line.index(after: code.lowerBound)...])"
        }
    }

    @Test func theNearestConfigurationWins() throws {
        let directory = try TemporaryDirectory()
        try directory.write("project/.cardspec.yml", "severity: {unused: error}\n")
        try directory.write("project/a.cards.yaml", specWithAWarning)
        try directory.write("project/inner/b.cards.yaml", specWithAWarning)
        try directory.write("project/inner/leaf/c.cards.yaml", specWithAWarning)
        try directory.write("project/inner/.cardspec.yml", "severity: {unused: note}\n")
        try directory.write("elsewhere/d.cards.yaml", specWithAWarning)

        let result = try runCardSpec(["check", "project", "elsewhere"], in: directory.url)
        #expect(Self.findings(result.stdout) == [
            "project/a.cards.yaml:3: error [unused]",
            "project/inner/b.cards.yaml:3: note [unused]",
            "project/inner/leaf/c.cards.yaml:3: note [unused]",
            "elsewhere/d.cards.yaml:3: warning [unused]",
        ])
        #expect(result.stdout.hasSuffix("checked 4 files: 1 error, 1 warning\n"))
        #expect(result.status == 1)
        #expect(result.stderr == "")

        // The same from inside a directory, and with paths that go up.
        let inner = try runCardSpec(["check", "leaf/c.cards.yaml", "../a.cards.yaml", "./../inner/b.cards.yaml"],
                                    in: directory.url.appendingPathComponent("project/inner"))
        #expect(Self.findings(inner.stdout) == [
            "leaf/c.cards.yaml:3: note [unused]", "../a.cards.yaml:3: error [unused]", "./../inner/b.cards.yaml:3: note [unused]",
        ])
    }

    @Test func absolutePathsFindTheirConfigurationToo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("p/.cardspec.yml", "disabled: [unused]\n")
        let spec = try directory.write("p/q/a.cards.yaml", specWithAWarning)
        let result = try runCardSpec(["check", spec.path])
        #expect(result.stdout == "checked 1 file: no problems\n")
        #expect(result.status == 0)
    }

    @Test func explicitConfigIsUsedForEveryFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a/.cardspec.yml", "severity: {unused: note}\n")
        try directory.write("a/x.cards.yaml", specWithAWarning)
        try directory.write("b/y.cards.yaml", specWithAWarning)
        try directory.write("shared/strict.yml", "severity: {unused: error}\n")

        let result = try runCardSpec(["check", "--config", "shared/strict.yml", "a", "b"], in: directory.url)
        #expect(Self.findings(result.stdout) == ["a/x.cards.yaml:3: error [unused]", "b/y.cards.yaml:3: error [unused]"])
        #expect(result.status == 1)

        let equals = try runCardSpec(["check", "--config=shared/strict.yml", "-"], in: directory.url, stdin: Array(specWithAWarning.utf8))
        #expect(Self.findings(equals.stdout) == ["<stdin>:3: error [unused]"])
    }

    @Test func noConfigIgnoresEveryConfiguration() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".cardspec.yml", "severity: {unused: error}\nexclude: [skipped]\nbogus: 1\n")
        try directory.write("a.cards.yaml", specWithAWarning)
        try directory.write("skipped/b.cards.yaml", specWithAWarning)
        let result = try runCardSpec(["check", "--no-config", "."], in: directory.url)
        #expect(Self.findings(result.stdout) == ["a.cards.yaml:3: warning [unused]", "skipped/b.cards.yaml:3: warning [unused]"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
    }

    @Test func configAndNoConfigTogetherIsAUsageError() throws {
        let result = try runCardSpec(["check", "--config", "x.yml", "--no-config", "Fixtures/valid"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("error: '--config' and '--no-config' cannot be used together\nUsage: cardspec check"))
    }

    @Test func anUnreadableExplicitConfigIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.cards.yaml", specWithAWarning)
        for path in ["missing.yml", "."] {
            let result = try runCardSpec(["check", "--config", path, "a.cards.yaml"], in: directory.url)
            #expect(result.status == 2, "\(path)")
            #expect(result.stdout == "", "\(path)")
            let reason = path == "." ? "Is a directory" : "No such file or directory"
            #expect(result.stderr.hasPrefix("error: cannot read configuration file '\(path)': \(reason)\n"), "\(path)")
        }
    }

    @Test func stdinUsesTheWorkingDirectoryOrTheStdinFilename() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".cardspec.yml", "severity: {unused: error}\n")
        try directory.write("sub/.cardspec.yml", "severity: {unused: note}\n")
        let spec = Array(specWithAWarning.utf8)
        let plain = try runCardSpec(["check", "-"], in: directory.url, stdin: spec)
        #expect(Self.findings(plain.stdout) == ["<stdin>:3: error [unused]"])
        let named = try runCardSpec(["check", "-", "--stdin-filename", "sub/new.cards.yaml"], in: directory.url, stdin: spec)
        #expect(Self.findings(named.stdout) == ["sub/new.cards.yaml:3: note [unused]"])
        let fromSub = try runCardSpec(["check", "-"], in: directory.url.appendingPathComponent("sub"), stdin: spec)
        #expect(Self.findings(fromSub.stdout) == ["<stdin>:3: note [unused]"])
    }

    @Test func aBrokenConfigurationIsReportedOnceAndItsValidPartsStillApply() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".cardspec.yml", "severity:\n  unused: note\n  unknown-enum-case: warn\n")
        try directory.write("a.cards.yaml", specWithAWarning)
        try directory.write("b.cards.yaml", specWithAnError)
        let result = try runCardSpec(["check", "."], in: directory.url)
        #expect(result.stdout == """
            .cardspec.yml:3:22: error: invalid severity 'warn'; did you mean 'warning'? [config-invalid-severity]
             3 |   unknown-enum-case: warn
               |                      ^~~~
            note: a severity is error, warning, note or off
            fix-it: replace 'warn' with 'warning'

            a.cards.yaml:3:11: note: color token 'legacy' is never used [unused]
             3 |   color: {legacy: "#333333"}
               |           ^~~~~~

            b.cards.yaml:5:36: error: 'centre' is not a case of NSTextAlignment ('textAlignment' of text); did you mean 'center'? [unknown-enum-case]
             5 |     parts: [{text: {textAlignment: centre}}]
               |                                    ^~~~~~
            note: cases of NSTextAlignment: left, center, right, justified, natural
            fix-it: replace 'centre' with 'center'

            checked 2 files: 2 errors

            """)
        #expect(result.status == 1)
        #expect(result.stderr == "")
    }

    @Test func aConfigurationWithErrorsFailsACleanRun() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".cardspec.yml", "disabled: [unsued]\n")
        try directory.write("a.cards.yaml", "cardspec: 1\n")
        let result = try runCardSpec(["check", "a.cards.yaml"], in: directory.url)
        #expect(Self.findings(result.stdout) == [".cardspec.yml:1: error [config-unknown-code]"])
        #expect(result.stdout.hasSuffix("\n\nchecked 1 file: 1 error\n"))
        #expect(result.status == 1)
    }

    @Test func aConfigurationWithASyntaxErrorIsReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".cardspec.yml", "disabled: [unused\n")
        try directory.write("a.cards.yaml", specWithAWarning)
        let result = try runCardSpec(["check", "a.cards.yaml"], in: directory.url)
        #expect(Self.findings(result.stdout) == [".cardspec.yml:2: error [yaml-syntax]", "a.cards.yaml:3: warning [unused]"])
        #expect(result.status == 1)
    }

    @Test func anUnreadableDiscoveredConfigurationExitsThree() throws {
        let directory = try TemporaryDirectory()
        // A directory where the file should be cannot be read.
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("p/.cardspec.yml"), withIntermediateDirectories: true)
        try directory.write("p/a.cards.yaml", specWithAWarning)
        let result = try runCardSpec(["check", "p"], in: directory.url)
        #expect(result.stderr == "error: cannot read 'p/.cardspec.yml': Is a directory\n")
        #expect(Self.findings(result.stdout) == ["p/a.cards.yaml:3: warning [unused]"])
        #expect(result.stdout.hasSuffix("checked 1 file: 1 warning, 1 unreadable path\n"))
        #expect(result.status == 3)
    }

    @Test func anOversizedConfigurationIsReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".cardspec.yml", "disabled: [unused]\n" + String(repeating: "#", count: 100) + "\n")
        try directory.write("a.cards.yaml", "cardspec: 1\n")
        let result = try runCardSpec(["check", "--max-file-size", "64", "a.cards.yaml"], in: directory.url)
        #expect(Self.findings(result.stdout) == [".cardspec.yml:1: error [file-too-large]"])
        #expect(result.status == 1)
    }

    @Test func excludeLeavesOutFilesFoundInDirectories() throws {
        let directory = try TemporaryDirectory()
        try directory.write("app/.cardspec.yml", """
            exclude:
              - Generated
              - "**/*.draft.cards.yaml"
              - legacy/v[12]/

            """)
        for path in [
            "app/a.cards.yaml", "app/Generated/g.cards.yaml", "app/deep/x.draft.cards.yaml", "app/x.draft.cards.yaml",
            "app/legacy/v1/l.cards.yaml", "app/legacy/v3/l.cards.yaml", "app/sub/Generated/kept.cards.yaml",
        ] {
            try directory.write(path, specWithAWarning)
        }
        let result = try runCardSpec(["check", "app"], in: directory.url)
        #expect(Self.findings(result.stdout) == [
            "app/a.cards.yaml:3: warning [unused]", "app/legacy/v3/l.cards.yaml:3: warning [unused]",
            "app/sub/Generated/kept.cards.yaml:3: warning [unused]",
        ])
        #expect(result.stdout.hasSuffix("checked 3 files: 3 warnings\n"))
        #expect(result.stderr == "")

        // From inside the configuration's directory, and from inside an excluded one.
        let inside = try runCardSpec(["check", "."], in: directory.url.appendingPathComponent("app"))
        #expect(inside.stdout.hasSuffix("checked 3 files: 3 warnings\n"))
        let excluded = try runCardSpec(["check", "."], in: directory.url.appendingPathComponent("app/Generated"))
        #expect(excluded.stdout == "checked 0 files: no problems\n")
        #expect(excluded.stderr == "warning: the one spec file in '.' is excluded by the configuration's exclude patterns\n")
        #expect(excluded.status == 0)
        let legacy = try runCardSpec(["check", "app/legacy/v1", "app/deep"], in: directory.url)
        #expect(legacy.stderr == """
            warning: the one spec file in 'app/legacy/v1' is excluded by the configuration's exclude patterns
            warning: the one spec file in 'app/deep' is excluded by the configuration's exclude patterns

            """)
        try directory.write("app/Generated/h.cards.yaml", specWithAWarning)
        let two = try runCardSpec(["check", "--quiet", "app/Generated"], in: directory.url)
        #expect(two.stderr == "", "--quiet hides the warning")
        let loud = try runCardSpec(["check", "app/Generated"], in: directory.url)
        #expect(loud.stderr == "warning: all 2 spec files in 'app/Generated' are excluded by the configuration's exclude patterns\n")
    }

    @Test func filesNamedExplicitlyAreCheckedUnlessForceExclude() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".cardspec.yml", "exclude: [Generated]\n")
        try directory.write("Generated/g.cards.yaml", specWithAWarning)
        let named = try runCardSpec(["check", "Generated/g.cards.yaml"], in: directory.url)
        #expect(Self.findings(named.stdout) == ["Generated/g.cards.yaml:3: warning [unused]"])
        let forced = try runCardSpec(["check", "--force-exclude", "Generated/g.cards.yaml", "-"], in: directory.url,
                                     stdin: Array(specWithAWarning.utf8))
        // Standard input is never excluded.
        #expect(Self.findings(forced.stdout) == ["<stdin>:3: warning [unused]"])
        #expect(forced.stdout.hasSuffix("checked 1 file: 1 warning\n"))
    }

    @Test func explicitConfigExcludesRelativeToItsOwnDirectory() throws {
        let directory = try TemporaryDirectory()
        try directory.write("conf/cardspec.yml", "exclude: [specs/old]\n")
        try directory.write("conf/specs/old/a.cards.yaml", specWithAWarning)
        try directory.write("conf/specs/new/b.cards.yaml", specWithAWarning)
        try directory.write("other/specs/old/c.cards.yaml", specWithAWarning)
        let result = try runCardSpec(["check", "--config", "conf/cardspec.yml", "conf", "other"], in: directory.url)
        #expect(Self.findings(result.stdout) == [
            "conf/specs/new/b.cards.yaml:3: warning [unused]", "other/specs/old/c.cards.yaml:3: warning [unused]",
        ])
    }

    @Test func theRepositoryHasNoConfigurationThatWouldApplyToTheFixtures() {
        var directory: URL? = packageRoot.appendingPathComponent("Fixtures")
        while let current = directory, current.path != "/" {
            #expect(!FileManager.default.fileExists(atPath: current.appendingPathComponent(".cardspec.yml").path),
                    "\(current.path)/.cardspec.yml would apply to every fixture")
            directory = current.deletingLastPathComponent()
        }
    }
}
