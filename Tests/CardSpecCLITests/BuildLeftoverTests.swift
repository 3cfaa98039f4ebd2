import Foundation
import Testing
@testable import CardSpecCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A build killed between staging a file and moving it into place leaves a temporary
/// file; the next build into the directory removes it, and two builds into one
/// directory take turns.
@Suite struct BuildLeftoverTests {
    static let spec = "cardspec: 1\nmodule: Left\nscreens:\n  Home: {cards: [Summary]}\ncards:\n  Summary:\n    parts:\n      - text: {text: x}\n"
    static let leftover = ".cardspec-00c0ffee12345678.tmp"

    func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("specs/left.cards.yaml", Self.spec)
        try directory.write("out/\(Self.leftover)", "half a file")
        try directory.write("out/.cardspec-mine.tmp", "not a name cardspec gives")
        try directory.write("out/notes.tmp", "the user's")
        return directory
    }

    func names(_ directory: TemporaryDirectory) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("out").path)) ?? []).sorted()
    }

    @Test func aBuildRemovesWhatAnInterruptedOneLeft() throws {
        let directory = try project()
        let result = try runCardSpec(["build", "specs", "--emit", "swift", "-o", "out"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        let left = names(directory)
        #expect(!left.contains(Self.leftover))
        #expect(left.contains(".cardspec-mine.tmp") && left.contains("notes.tmp"))
        #expect(left.contains { $0.hasSuffix(".swift") })
    }

    @Test func checkingWritesAndRemovesNothing() throws {
        let directory = try project()
        let before = names(directory)
        let result = try runCardSpec(["build", "specs", "--emit", "swift", "-o", "out", "--check"], in: directory.url)
        #expect(result.status == 1)
        #expect(names(directory) == before)
    }

    @Test func onlyTheNamesStagingGivesAreLeftovers() {
        let yes = [".cardspec-0123456789abcdef.tmp", Self.leftover]
        let no = [".cardspec-0123456789ABCDEF.tmp", ".cardspec-0123456789abcde.tmp", ".cardspec-0123456789abcdefa.tmp",
                  ".cardspec-0123456789abcdeg.tmp", "cardspec-0123456789abcdef.tmp", ".cardspec-0123456789abcdef.tmpx",
                  ".cardspec-0123456789abcdef.swift", ""]
        for name in yes + [0, 0xabc, .max].map(OutputDirectory.temporaryName) {
            #expect(OutputDirectory.isTemporaryName(Array(name.utf8)), "\(name)")
        }
        for name in no { #expect(!OutputDirectory.isTemporaryName(Array(name.utf8)), "\(name)") }
    }

    @Test func aBuildWaitsForAnotherWritingTheSameDirectory() throws {
        let directory = try project()
        // This test holds the directory's lock as a running build would.
        let held = open(directory.url.appendingPathComponent("out").path, O_RDONLY | O_DIRECTORY)
        #expect(held >= 0)
        defer { close(held) }
        #expect(flock(held, LOCK_EX) == 0)
        let process = Process()
        process.executableURL = try cardspecBinary.get()
        process.arguments = ["build", "specs", "--emit", "swift", "-o", "out"]
        process.currentDirectoryURL = directory.url
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        Thread.sleep(forTimeInterval: 1.0)
        #expect(process.isRunning, "the build did not wait for the lock")
        #expect(names(directory).contains(Self.leftover), "the build cleaned up before it had the lock")
        flock(held, LOCK_UN)
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(said.hasPrefix("note: waiting for another cardspec build writing to out/\n"), "\(said)")
        #expect(!names(directory).contains(Self.leftover))
    }
}
