import CardSpecDiagnostics
import CardSpecSyntax
import Foundation
import Testing
@testable import CardSpecCLI

/// `check` in process, with captured output, for what the binary tests cannot reach.
@Suite struct CheckCommandTests {
    struct Run {
        var status: ExitCode
        var stdout: String
        var stderr: String
    }

    func run(
        _ arguments: [String], stdin: [UInt8] = [], terminal: Bool = false, environment: [String: String] = [:]
    ) -> Run {
        let stdout = CapturedText(), stderr = CapturedText()
        let io = CommandIO(stdout: stdout, stderr: stderr, stdin: .bytes(stdin), environment: environment, stdoutIsTerminal: terminal)
        let status = CardSpecCommand.run(arguments: arguments, io: io)
        return Run(status: status, stdout: stdout.text, stderr: stderr.text)
    }

    @Test func colorAutoFollowsTheTerminalNoColorAndTerm() {
        let auto = ColorMode.auto
        #expect(auto.isEnabled(stdoutIsTerminal: true, environment: [:]))
        #expect(auto.isEnabled(stdoutIsTerminal: true, environment: ["NO_COLOR": "", "TERM": "xterm-256color"]))
        #expect(!auto.isEnabled(stdoutIsTerminal: false, environment: [:]))
        #expect(!auto.isEnabled(stdoutIsTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!auto.isEnabled(stdoutIsTerminal: true, environment: ["TERM": "dumb"]))
        #expect(ColorMode.always.isEnabled(stdoutIsTerminal: false, environment: ["NO_COLOR": "1"]))
        #expect(!ColorMode.never.isEnabled(stdoutIsTerminal: true, environment: [:]))
    }

    @Test func colorReachesTheRendererOnATerminal() {
        let colored = run(["check", "-", "--max-file-size", "0"], stdin: [0x61], terminal: true)
        #expect(colored.stdout.hasPrefix("\u{1B}[1m<stdin>:1:1: \u{1B}[0m"))
        let noColor = run(["check", "-", "--max-file-size", "0"], stdin: [0x61], terminal: true, environment: ["NO_COLOR": "1"])
        #expect(noColor.stdout.hasPrefix("<stdin>:1:1: error: "))
    }

    @Test func summaryLineCountsRight() {
        #expect(CheckSummary(files: 1).line == "checked 1 file: no problems")
        #expect(CheckSummary(files: 0).line == "checked 0 files: no problems")
        #expect(CheckSummary(files: 3, errors: 2, warnings: 1).line == "checked 3 files: 2 errors, 1 warning")
        #expect(CheckSummary(files: 2, errors: 1, warnings: 2).line == "checked 2 files: 1 error, 2 warnings")
        #expect(CheckSummary(files: 2, warnings: 1).line == "checked 2 files: 1 warning")
        #expect(CheckSummary(files: 1, unreadablePaths: 2).line == "checked 1 file: 2 unreadable paths")
    }

    @Test func exitStatusPrecedence() {
        #expect(ExitCode.success.combined(with: .errorsFound) == .errorsFound)
        #expect(ExitCode.errorsFound.combined(with: .failure) == .failure)
        #expect(ExitCode.failure.combined(with: .errorsFound) == .failure)
        #expect(ExitCode.success.combined(with: .success) == .success)
    }

    @Test func limitsReachThePipeline() {
        // The pipeline reports over-limit input itself, from the parsed --max-file-size.
        // A valid spec padded with a comment to exactly 1 KiB, and one byte more.
        let spec = Array("cardspec: 1\n#".utf8) + Array(repeating: UInt8(ascii: " "), count: 1024 - 14) + [0x0A]
        #expect(spec.count == 1024)
        let small = run(["check", "-", "--max-file-size", "1KiB"], stdin: spec + [0x0A])
        #expect(small.stdout.hasPrefix("<stdin>:1:1: error: input is larger than the 1 KiB limit"))
        #expect(small.status == .errorsFound)
        let fits = run(["check", "-", "--max-file-size", "1KiB"], stdin: spec)
        #expect(fits.stdout == "checked 1 file: no problems\n")
    }

    @Test func stdinIsReadOnce() {
        let result = run(["check", "-", "-", "--stdin-filename", "s.cards.json"], stdin: Array(#"{"cardspec": 1}"#.utf8))
        #expect(result.stdout == "checked 1 file: no problems\n")
    }

    @Test func exitStatusFromTheSummary() {
        #expect(CheckSummary(files: 2).status(strict: true) == .success)
        #expect(CheckSummary(files: 2, warnings: 3).status(strict: false) == .success)
        #expect(CheckSummary(files: 2, warnings: 3).status(strict: true) == .errorsFound)
        #expect(CheckSummary(files: 2, errors: 1).status(strict: false) == .errorsFound)
        #expect(CheckSummary(files: 2, errors: 1, unreadablePaths: 1).status(strict: false) == .failure)
        #expect(CheckSummary(files: 0, unreadablePaths: 1).status(strict: false) == .failure)
    }

    @Test func strictIsAcceptedAndCleanRunsStillPass() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.cards.yaml", "cardspec: 1\n")
        let strict = run(["check", directory.url.appendingPathComponent("a.cards.yaml").path, "--strict"])
        #expect(strict.status == .success)
        #expect(strict.stdout == "checked 1 file: no problems\n")
        #expect(strict.stderr == "")
    }

    @Test func pipelineFileTooLargeDiagnostic() {
        var limits = ParseLimits()
        limits.maxFileSize = 32 << 20
        let pipeline = CheckPipeline(limits: limits)
        let known = pipeline.fileTooLarge(path: "big.cards.yaml", size: 40 << 20)
        #expect(known.file.path == "big.cards.yaml")
        #expect(known.diagnostics.map(\.code) == ["file-too-large"])
        #expect(known.diagnostics.first?.message == "file is 40 MiB, over the 32 MiB limit (raise it with --max-file-size)")
        #expect(known.diagnostics.first?.range == SourceRange(at: .start))
        #expect(known.errorCount == 1 && known.warningCount == 0)
        let stream = pipeline.fileTooLarge(path: "<stdin>", size: nil)
        #expect(stream.diagnostics.first?.message == "input is larger than the 32 MiB limit (raise it with --max-file-size)")
    }

    @Test func pipelineSortsAndKeepsTheFile() {
        let file = SourceFile(path: "x.cards.json", text: "{}")
        let result = CheckPipeline().check(file)
        #expect(result.file === file)
        #expect(result.diagnostics == Diagnostic.sortedForReport(result.diagnostics))
    }
}

/// Help and the version fail as every command's output does when standard output cannot
/// take them (`cardspec --help > /dev/full` exited 0).
@Suite struct UnwritableHelpTests {
    /// A standard output on a full disk: every write fails.
    final class FullDisk: TextSink {
        var failure: Int32? { ENOSPC }
        func write(_ text: String) {}
        func write(bytes: UnsafeRawBufferPointer) {}
    }

    @Test(arguments: [["--help"], ["--version"], ["help", "build"], ["check", "--help"], []])
    func helpThatCannotBeWrittenFails(_ arguments: [String]) {
        let stderr = CapturedText()
        let io = CommandIO(stdout: FullDisk(), stderr: stderr, stdin: .bytes([]), environment: [:], stdoutIsTerminal: false)
        let status = CardSpecCommand.run(arguments: arguments, io: io)
        if arguments.isEmpty {
            // Bare `cardspec` prints its help to standard error, as a usage error.
            #expect(status == .usageError)
        } else {
            #expect(status == .failure)
            #expect(stderr.text.hasPrefix("error: cannot write to standard output: "))
        }
    }
}

/// `--stdin-filename` without the path `-` names an input that is never read: most likely
/// a `-` left out, which a warning says.
@Suite struct UnusedStdinNameTests {
    func run(_ arguments: [String]) -> (status: ExitCode, stderr: String) {
        let stdout = CapturedText(), stderr = CapturedText()
        let io = CommandIO(stdout: stdout, stderr: stderr, stdin: .bytes(Array("cardspec: 1\n".utf8)), environment: [:],
                           stdoutIsTerminal: false)
        return (CardSpecCommand.run(arguments: arguments, io: io), stderr.text)
    }

    @Test func aNameForStandardInputThatIsNotReadIsAWarning() {
        let unread = run(["check", "--stdin-filename", "a.cards.yaml", "Fixtures/valid/budgets.cards.yaml"])
        #expect(unread.status == .success)
        #expect(unread.stderr == "warning: --stdin-filename names standard input, which is read only for the path '-'; it has no effect here\n")
        #expect(run(["check", "--stdin-filename", "a.cards.yaml", "-"]).stderr == "")
        #expect(run(["check", "--quiet", "--stdin-filename", "a.cards.yaml", "Fixtures/valid/budgets.cards.yaml"]).stderr == "")
    }
}
