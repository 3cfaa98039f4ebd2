import CardSpecDiagnostics
import CardSpecSyntax
import Foundation
import Testing
@testable import CardSpecCLI

/// `.cardspec.yml` read in process: every key, and every mistake at its exact place.
@Suite struct ConfigReaderTests {
    struct Read {
        var configuration: ProjectConfiguration
        var diagnostics: [Diagnostic]

        /// Each diagnostic as "code@line:column-line:column".
        var places: [String] {
            diagnostics.map { "\($0.code)@\($0.range.start.line):\($0.range.start.column)-\($0.range.end.line):\($0.range.end.column)" }
        }

        var messages: [String] { diagnostics.map(\.message) }
    }

    func read(_ text: String) -> Read {
        let file = SourceFile(path: ".cardspec.yml", text: text)
        let parsed = SpecParser.parse(file, format: .yaml)
        let read = ConfigurationReader.read(parsed.root, in: file)
        return Read(configuration: read.configuration, diagnostics: Diagnostic.sortedForReport(parsed.diagnostics + read.diagnostics))
    }

    @Test func everyKey() throws {
        let read = read("""
            disabled: [unused, missing-argument]
            severity:
              binding-mismatch: warning
              unknown-enum-case: note
              unknown-property: error
              invalid-literal: off
              unused-suppression: error
            exclude:
              - Generated/**
              - 2024
            strict: false
            max-warnings: 3

            """)
        #expect(read.diagnostics.isEmpty)
        #expect(read.configuration.disabled == ["unused", "missing-argument", "invalid-literal"])
        #expect(read.configuration.severities == [
            "binding-mismatch": .warning, "unknown-enum-case": .note, "unknown-property": .error, "unused-suppression": .error,
        ])
        #expect(read.configuration.exclude.map(\.text) == ["Generated/**", "2024"])
        #expect(read.configuration.strict == false)
        #expect(read.configuration.maxWarnings == 3)
        #expect(read.configuration.warningLimit == 3)
    }

    /// The example in docs/configuration.md reads without a mistake and sets every key.
    @Test func theDocumentedExampleIsValid() throws {
        let document = try String(contentsOf: packageRoot.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        let start = try #require(document.range(of: "```yaml\n# .cardspec.yml"))
        let end = try #require(document.range(of: "```\n", range: start.upperBound..<document.endIndex))
        let example = String(document[document.index(start.lowerBound, offsetBy: 8)..<end.lowerBound])
        let read = read(example)
        #expect(read.diagnostics.isEmpty)
        #expect(read.configuration.disabled == ["unused", "binding-mismatch"])
        #expect(read.configuration.severities == ["unknown-enum-case": .warning, "unused-suppression": .error, "invalid-literal": .note])
        #expect(read.configuration.exclude.count == 2)
        #expect(read.configuration.strict == false && read.configuration.maxWarnings == 20)
    }

    @Test func emptyFilesAndEmptyKeysAreEmptyConfigurations() {
        for text in ["", "# only a comment\n", "~\n", "disabled:\nseverity:\nexclude:\nstrict:\nmax-warnings:\n"] {
            let read = read(text)
            #expect(read.diagnostics.isEmpty, "\(text)")
            #expect(read.configuration == ProjectConfiguration(), "\(text)")
        }
    }

    @Test func strictMakesTheLimitZero() {
        #expect(read("strict: true\nmax-warnings: 5\n").configuration.warningLimit == 0)
        #expect(read("strict: false\n").configuration.warningLimit == nil)
    }

    @Test func severityOfADiagnostic() {
        let configuration = read("disabled: [unused]\nseverity: {binding-mismatch: warning}\n").configuration
        let range = SourceRange(at: .start)
        #expect(configuration.severity(of: Diagnostic(.unused, "x", at: range)) == nil)
        #expect(configuration.severity(of: Diagnostic(.bindingMismatch, "x", at: range)) == .warning)
        #expect(configuration.severity(of: Diagnostic(.unknownPart, "x", at: range)) == .error)
    }

    @Test func unknownKeysWithDidYouMean() {
        let read = read("exlude: []\ndisabled_rules: []\nfoo: 1\n")
        #expect(read.places == ["config-unknown-key@1:1-1:7", "config-unknown-key@2:1-2:15", "config-unknown-key@3:1-3:4"])
        #expect(read.messages == [
            "unknown key 'exlude' in the configuration; did you mean 'exclude'?",
            "unknown key 'disabled_rules' in the configuration; did you mean 'disabled'?",
            "unknown key 'foo' in the configuration",
        ])
        #expect(read.diagnostics[0].fixIts == [FixIt(range: read.diagnostics[0].range, replacement: "exclude", message: "replace 'exlude' with 'exclude'")])
        #expect(read.diagnostics[2].fixIts.isEmpty)
        #expect(read.diagnostics[2].notes.map(\.message) == ["valid keys here: disabled, severity, exclude, strict, max-warnings"])
    }

    @Test func wrongKinds() {
        let read = read("""
            disabled: unused
            severity: [unused]
            exclude: {a: b}
            strict: yes
            max-warnings: -2
            [a]: 1

            """)
        #expect(read.places == [
            "config-wrong-kind@1:11-1:17", "config-wrong-kind@2:11-2:19", "config-wrong-kind@3:10-3:16",
            "config-wrong-kind@4:9-4:12", "config-wrong-kind@5:15-5:17", "config-wrong-kind@6:1-6:4",
        ])
        #expect(read.messages == [
            "expected a list of diagnostic codes for 'disabled', found the string 'unused'",
            "expected a mapping from diagnostic codes to severities for 'severity', found a list",
            "expected a list of glob patterns for 'exclude', found a mapping",
            "expected true or false for 'strict', found the string 'yes'",
            "expected a whole number of at least 0 for 'max-warnings', found the number -2",
            "expected a setting name as key, found a list",
        ])
        #expect(read.diagnostics[3].notes.map(\.message) == ["YAML 1.2 reads 'yes' as a string; write true or false"])
        #expect(read.configuration == ProjectConfiguration())
    }

    @Test func rootMustBeAMapping() {
        let read = read("- unused\n")
        #expect(read.places == ["config-wrong-kind@1:1-1:9"])
        #expect(read.messages == ["expected a mapping of settings (disabled, severity, exclude, strict, max-warnings), found a list"])
    }

    @Test func wrongKindsInsideLists() {
        let read = read("disabled: [1, [unused], unused]\nexclude: [~, [a]]\n")
        #expect(read.places == [
            "config-wrong-kind@1:12-1:13", "config-wrong-kind@1:15-1:23", "config-wrong-kind@2:11-2:12", "config-wrong-kind@2:14-2:17",
        ])
        #expect(read.messages == [
            "expected a diagnostic code, found the number 1", "expected a diagnostic code, found a list",
            "expected a glob pattern, found null", "expected a glob pattern, found a list",
        ])
        // The valid entry still counts.
        #expect(read.configuration.disabled == ["unused"])
    }

    @Test func unknownCodesWithDidYouMean() {
        let read = read("disabled: [unsued, nonsense]\nseverity:\n  binding-mismach: warning\n")
        #expect(read.places == ["config-unknown-code@1:12-1:18", "config-unknown-code@1:20-1:28", "config-unknown-code@3:3-3:18"])
        #expect(read.messages == [
            "unknown diagnostic code 'unsued'; did you mean 'unused'?",
            "unknown diagnostic code 'nonsense'",
            "unknown diagnostic code 'binding-mismach'; did you mean 'binding-mismatch'?",
        ])
        #expect(read.diagnostics[0].fixIts.map(\.replacement) == ["unused"])
        #expect(read.diagnostics[1].notes.map(\.message) == ["'cardspec explain --list' lists every code"])
    }

    @Test func syntaxAndConfigurationCodesCannotBeConfigured() {
        let read = read("disabled: [yaml-syntax, invalid-suppression]\nseverity: {config-wrong-kind: warning, unused: error}\n")
        #expect(read.places == ["config-unconfigurable-code@1:12-1:23", "config-unconfigurable-code@2:12-2:29"])
        #expect(read.messages == [
            "'yaml-syntax' cannot be configured: a syntax error means the file could not be read reliably, so it is always an error",
            "'config-wrong-kind' cannot be configured: it is about the configuration file itself",
        ])
        #expect(read.configuration.disabled == ["invalid-suppression"])
        #expect(read.configuration.severities == ["unused": .error])
    }

    @Test func aCodeIsConfiguredOnce() throws {
        let read = read("disabled: [unused, unused]\nseverity:\n  unused: error\n")
        #expect(read.places == ["config-duplicate-code@1:20-1:26", "config-duplicate-code@3:3-3:9"])
        #expect(read.messages == ["'unused' is already configured", "'unused' is already configured"])
        let note = try #require(read.diagnostics[1].notes.first)
        #expect(note.message == "first configured here")
        #expect(note.range.map { "\($0.start.line):\($0.start.column)" } == "1:12")
        // The first setting stands.
        #expect(read.configuration.disabled == ["unused"])
        #expect(read.configuration.severities.isEmpty)
    }

    @Test func invalidSeverities() {
        let read = read("severity:\n  unused: warn\n  unknown-part: fatal\n  unknown-trait: false\n  unknown-property: [error]\n")
        #expect(read.places == [
            "config-invalid-severity@2:11-2:15", "config-invalid-severity@3:17-3:22", "config-invalid-severity@4:18-4:23",
            "config-wrong-kind@5:21-5:28",
        ])
        #expect(read.messages == [
            "invalid severity 'warn'; did you mean 'warning'?", "invalid severity 'fatal'",
            "invalid severity 'false'; did you mean 'off'?",
            "expected a severity (error, warning, note or off), found a list",
        ])
        #expect(read.diagnostics[1].notes.map(\.message) == ["a severity is error, warning, note or off"])
    }

    @Test func invalidGlobsPointAtTheirMistake() {
        let read = read("""
            exclude:
              - Generated/**.cards.yaml
              - "drafts/[a-z.cards.yaml"
              - /abs/path
              - ../up
              - 'a//b'
              - "a\\u002A\\u002A.x"
              - ""
              - Legacy/**

            """)
        #expect(read.places == [
            "config-invalid-glob@2:15-2:17", "config-invalid-glob@3:13-3:14", "config-invalid-glob@4:5-4:6",
            "config-invalid-glob@5:5-5:7", "config-invalid-glob@6:8-6:9",
            // Written with an escape: the whole scalar.
            "config-invalid-glob@7:5-7:22", "config-invalid-glob@8:5-8:7",
        ])
        #expect(read.messages.last == "invalid pattern '': the pattern is empty")
        #expect(read.configuration.exclude.map(\.text) == ["Legacy/**"])
    }

    @Test func syntaxErrorsComeFromTheParser() {
        let read = read("disabled: [unused]\ndisabled: []\n")
        #expect(read.places == ["duplicate-key@2:1-2:9"])
        #expect(read.configuration.disabled == ["unused"])
    }
}

/// `exclude` patterns.
@Suite struct ConfigGlobTests {
    func matches(_ pattern: String, _ path: String) throws -> Bool {
        try GlobPattern(pattern).matches(path.split(separator: "/").map(String.init))
    }

    @Test func segmentsAndWildcards() throws {
        #expect(try matches("a.cards.yaml", "a.cards.yaml"))
        #expect(try !matches("a.cards.yaml", "sub/a.cards.yaml"), "patterns are anchored to the configuration's directory")
        #expect(try matches("*.cards.yaml", "x.cards.yaml"))
        #expect(try !matches("*.cards.yaml", "sub/x.cards.yaml"), "'*' stops at '/'")
        #expect(try matches("**/*.cards.yaml", "x.cards.yaml"), "'**' may be no directory")
        #expect(try matches("**/*.cards.yaml", "a/b/c/x.cards.yaml"))
        #expect(try matches("a/**/z.cards.yaml", "a/z.cards.yaml"))
        #expect(try matches("a/**/z.cards.yaml", "a/b/c/z.cards.yaml"))
        #expect(try !matches("a/**/z.cards.yaml", "b/z.cards.yaml"))
        #expect(try matches("draft?.cards.yaml", "draft1.cards.yaml"))
        #expect(try !matches("draft?.cards.yaml", "draft.cards.yaml"))
        #expect(try matches("v[0-9].cards.yaml", "v7.cards.yaml"))
        #expect(try !matches("v[!0-9].cards.yaml", "v7.cards.yaml"))
        #expect(try matches("v[!0-9].cards.yaml", "vx.cards.yaml"))
        #expect(try matches("[]]x", "]x"), "a ']' first in a set is a member")
        #expect(try matches("\\*.cards.yaml", "*.cards.yaml"))
        #expect(try !matches("\\*.cards.yaml", "a.cards.yaml"))
        #expect(try matches("./Generated", "Generated/a.cards.yaml"), "'.' segments are dropped")
        #expect(try matches("Ünïcode/*", "Ünïcode/a.cards.yaml"))
    }

    @Test func directoriesMatchEverythingInside() throws {
        #expect(try matches("Generated", "Generated/a.cards.yaml"))
        #expect(try matches("Generated", "Generated/deep/er/a.cards.yaml"))
        #expect(try matches("Generated/**", "Generated/a.cards.yaml"))
        #expect(try matches("Gen*", "Generated/a.cards.yaml"))
        #expect(try !matches("Generated", "NotGenerated/a.cards.yaml"))
        #expect(try matches("Generated/", "Generated/a.cards.yaml"))
        #expect(try !matches("a.cards.yaml/", "a.cards.yaml"), "a trailing '/' matches directories only")
        #expect(try matches("**/drafts/", "x/drafts/a.cards.yaml"))
    }

    @Test func invalidPatterns() {
        let cases: [(String, String, Range<Int>)] = [
            ("", "the pattern is empty", 0..<0),
            ("/abs", "a pattern cannot start with '/': it is relative to the directory of the configuration file", 0..<1),
            ("a/../b", "a pattern cannot contain '..': it never reaches outside the directory of the configuration file", 2..<4),
            ("a//b", "the pattern has an empty path segment ('//')", 2..<3),
            ("a**", "'**' must be a whole path segment, as in 'dir/**/name'; use '*' within a name", 1..<3),
            ("[ab", "the '[' is never closed; write '\\[' for a literal bracket", 0..<1),
            ("[z-a]", "the range 'z-a' is reversed; write 'a-z'", 1..<4),
            ("a\\", "the pattern ends with a lone '\\'; write '\\\\' for a backslash", 1..<2),
            ("./", "the pattern names the configuration file's own directory; it would exclude everything", 0..<2),
        ]
        for (pattern, message, scalars) in cases {
            #expect(throws: GlobPattern.Failure(message: message, scalars: scalars), "\(pattern)") { try GlobPattern(pattern) }
        }
    }
}
