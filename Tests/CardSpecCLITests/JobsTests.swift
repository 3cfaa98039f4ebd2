import Foundation
import Testing

/// `--jobs`: files are checked in parallel, and the output is the same bytes whatever
/// the number of jobs.
@Suite struct JobsTests {
    @Test(arguments: ["text", "gnu", "json", "sarif"])
    func outputIsTheSameForOneAndManyJobs(format: String) throws {
        let arguments = ["check", "--format", format, "Fixtures/invalid", "Fixtures/valid"]
        let one = try runCardSpec(arguments + ["--jobs", "1"])
        let two = try runCardSpec(arguments + ["--jobs", "2"])
        let many = try runCardSpec(arguments + ["--jobs", "7"])
        #expect(one.status == 1)
        #expect(one.stdoutBytes.count > 10_000, "a real run over every fixture")
        #expect(one.stdoutBytes == two.stdoutBytes)
        #expect(one.stdoutBytes == many.stdoutBytes)
        #expect(one.stderr == two.stderr && one.stderr == many.stderr)
        #expect(one.status == two.status && one.status == many.status)
    }

    @Test func unreadableFilesAmongManyKeepTheirPlace() throws {
        let directory = try TemporaryDirectory()
        for index in 0..<30 {
            try directory.write("specs/s\(String(format: "%02d", index)).cards.yaml",
                                index % 7 == 3 ? "cardspec: 1\ncards: {Bad: []}\n" : "cardspec: 1\n")
        }
        let one = try runCardSpec(["check", "--jobs", "1", "specs", "missing.cards.yaml"], in: directory.url)
        let four = try runCardSpec(["check", "--jobs", "4", "specs", "missing.cards.yaml"], in: directory.url)
        #expect(one.status == 3)
        #expect(one == four)
        #expect(one.stdout.hasSuffix("checked 30 files: 4 errors, 1 unreadable path\n"))
    }

    /// The deepest nesting `--max-depth` allows is checked on worker threads too: they
    /// are made with a stack large enough for the recursive stages.
    @Test func deepNestingOnWorkerThreads() throws {
        let levels = 249
        let yaml = "cardspec: 1\ncards:\n  C:\n    parts: " + String(repeating: "[{stack: {parts: ", count: levels)
            + "[]" + String(repeating: "}}]", count: levels) + "\n"
        let directory = try TemporaryDirectory()
        for name in ["a", "b", "c"] { try directory.write("\(name).cards.yaml", yaml) }
        let result = try runCardSpec(["check", "--jobs", "3", "--max-depth", "1000", "."], in: directory.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "checked 3 files: no problems\n")
    }

    @Test func jobsMustBeAPositiveNumber() throws {
        let result = try runCardSpec(["check", "--jobs", "0", "Fixtures/valid"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: invalid value '0' for '--jobs <n>': expected a whole number from 1 to 256"))
    }
}
