import Foundation
import Testing

/// The package's root directory, from this file's place in it.
let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // CardSpecCLITests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

enum BinaryLocationError: Error, CustomStringConvertible {
    case notFound([String])

    var description: String {
        switch self {
        case .notFound(let places):
            "the cardspec executable was not found next to the test bundle (looked in \(places.joined(separator: ", "))); build it with 'swift build' or set CARDSPEC_BINARY"
        }
    }
}

/// The `cardspec` executable of the current build: it sits in the products directory
/// beside the test bundle, whatever `--scratch-path` was used. `CARDSPEC_BINARY`
/// overrides the search.
let cardspecBinary: Result<URL, BinaryLocationError> = {
    let fileManager = FileManager.default
    if let override = ProcessInfo.processInfo.environment["CARDSPEC_BINARY"], !override.isEmpty {
        return .success(URL(fileURLWithPath: override))
    }
    // The test process's executable (Linux: the .xctest binary itself), and every loaded
    // .xctest bundle (macOS: the bundle inside the products directory).
    var starts = [CommandLine.arguments.first ?? "", "/proc/self/exe", Bundle.main.executablePath ?? ""]
    starts += Bundle.allBundles.map(\.bundlePath).filter { $0.hasSuffix(".xctest") }
    var looked: [String] = []
    for start in starts where !start.isEmpty {
        var directory = URL(fileURLWithPath: start).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("cardspec")
            looked.append(directory.path)
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               fileManager.isExecutableFile(atPath: candidate.path) {
                return .success(candidate)
            }
            directory = directory.deletingLastPathComponent()
        }
    }
    return .failure(.notFound(looked))
}()

struct CommandResult: Equatable {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: Data
}

/// Runs the built `cardspec` with `arguments` in `directory`, feeding it `stdin`
/// (nothing when nil), with an environment cleared of everything that changes its
/// output (color, terminal), plus `environment`.
func runCardSpec(
    _ arguments: [String], in directory: URL = packageRoot, stdin: [UInt8]? = nil,
    environment: [String: String] = [:]
) throws -> CommandResult {
    let binary = try cardspecBinary.get()
    let scratch = try TemporaryDirectory()
    let stdoutURL = scratch.url.appendingPathComponent("stdout")
    let stderrURL = scratch.url.appendingPathComponent("stderr")
    try Data().write(to: stdoutURL)
    try Data().write(to: stderrURL)
    let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
    let stderrHandle = try FileHandle(forWritingTo: stderrURL)

    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var inherited = ProcessInfo.processInfo.environment
    for name in ["NO_COLOR", "TERM", "CARDSPEC_RECORD", "CARDSPEC_BINARY"] { inherited[name] = nil }
    process.environment = inherited.merging(environment) { $1 }
    process.standardOutput = stdoutHandle
    process.standardError = stderrHandle
    if let stdin {
        // Written whole before the child starts (small inputs fit in the pipe), so the
        // child may exit without reading all of it and no write ever meets a closed pipe.
        precondition(stdin.count < 60_000, "keep test input below a pipe's buffer")
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(stdin))
        try pipe.fileHandleForWriting.close()
        process.standardInput = pipe
    } else {
        process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    process.waitUntilExit()
    try stdoutHandle.close()
    try stderrHandle.close()

    let stdoutData = try Data(contentsOf: stdoutURL)
    let stderrData = try Data(contentsOf: stderrURL)
    let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    return CommandResult(
        status: status,
        stdout: String(decoding: stdoutData, as: UTF8.self),
        stderr: String(decoding: stderrData, as: UTF8.self),
        stdoutBytes: stdoutData)
}

/// A directory that is removed when the value goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("cardspec-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `contents` at the relative `path`, creating directories on the way.
    @discardableResult
    func write(_ path: String, _ contents: String) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
        return file
    }
}
