import Foundation
import Testing
@testable import CardSpecCLI

/// `build` without `-o` prints the same bytes whether its spool stayed in memory or went
/// to a temporary file, whatever standard output is (a regular file, a pipe, a file opened
/// for appending, which the kernel will not copy to) and however many jobs ran.
@Suite struct BuildStandardOutputTests {
    static let fixtures = ["budgets", "example-app", "hostile-strings", "model-types", "showcase"]

    /// Copies of the valid fixtures, each under a module name of its own so that no two
    /// generate the same file: `spec000` to `specNNN`, in path order.
    static func project(copies: Int) throws -> (TemporaryDirectory, [String]) {
        let directory = try TemporaryDirectory()
        var names: [String] = []
        for index in 0..<copies {
            let fixture = fixtures[index % fixtures.count]
            let text = try String(contentsOf: packageRoot.appendingPathComponent("Fixtures/valid/\(fixture).cards.yaml"),
                                  encoding: .utf8)
            let renamed = text.replacingOccurrences(
                of: #"(?m)^module: (\w+)"#, with: "module: $1\(index)", options: .regularExpression)
            let name = "many/spec\(String(format: "%03d", index)).cards.yaml"
            try directory.write(name, renamed)
            names.append(name)
        }
        return (directory, names)
    }

    /// Runs the binary through the shell, standard output redirected as `redirection`
    /// says (`> out` or `>> out`, or `| cat > out`), and returns what `out` holds.
    static func throughShell(_ arguments: [String], redirection: String, in directory: URL,
                             before: String = "") throws -> (status: Int32, stdout: Data) {
        let out = directory.appendingPathComponent("out")
        try Data(before.utf8).write(to: out)
        let binary = try cardspecBinary.get().path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "set -o pipefail; \"$0\" \"$@\" 2>/dev/null \(redirection) out", binary] + arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try Data(contentsOf: out))
    }

    @Test func manySpecsPrintWhatEachPrintsAlone() throws {
        // Past the spool's memory limit many times over.
        let (directory, names) = try Self.project(copies: 60)
        var expected = Data()
        for name in names {
            let alone = try runCardSpec(["build", name, "--emit", "swift"], in: directory.url)
            #expect(alone.status == 0, "\(alone.stderr)")
            if !expected.isEmpty { expected.append(contentsOf: Array("\n".utf8)) }
            expected.append(alone.stdoutBytes)
        }
        #expect(expected.count > 3 * OutputSpool.memoryLimit)
        for jobs in ["1", "2"] {
            let arguments = ["build", "many", "--emit", "swift", "--jobs", jobs]
            let toFile = try runCardSpec(arguments, in: directory.url)
            #expect(toFile.status == 0, "\(toFile.stderr)")
            #expect(toFile.stdoutBytes == expected)
            let toPipe = try Self.throughShell(arguments, redirection: "| cat >", in: directory.url)
            #expect(toPipe.status == 0)
            #expect(toPipe.stdout == expected)
            let appended = try Self.throughShell(arguments, redirection: ">>", in: directory.url, before: "before\n")
            #expect(appended.status == 0)
            #expect(appended.stdout == Data("before\n".utf8) + expected)
        }
    }

    /// A failing spec after many clean ones: nothing is printed, whatever was spooled.
    @Test func nothingIsPrintedWhenASpecFails() throws {
        let (directory, _) = try Self.project(copies: 30)
        try directory.write("many/zz.cards.yaml", "cardspec: 1\ncards:\n  A:\n    parts:\n      - nosuchpart: {}\n")
        for jobs in ["1", "2"] {
            let result = try runCardSpec(["build", "many", "--emit", "swift", "--jobs", jobs], in: directory.url)
            #expect(result.status == 1)
            #expect(result.stdoutBytes.isEmpty)
            let toPipe = try Self.throughShell(["build", "many", "--emit", "swift", "--jobs", jobs],
                                               redirection: "| cat >", in: directory.url)
            #expect(toPipe.stdout.isEmpty)
        }
    }
}
