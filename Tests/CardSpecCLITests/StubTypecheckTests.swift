import Foundation
import Testing

/// The iOS stub harness (Tests/SwiftStubs): the stub modules build, every Good proof
/// type-checks against them, and every Bad proof fails with exactly the errors its
/// `// expect:` lines name. The stubs are built once per test run, into a temporary
/// directory removed at exit.
@Suite struct StubTypecheckTests {
    @Test func proofsArePresent() throws {
        #expect(StubHarness.goodProofs.count >= 5)
        #expect(StubHarness.badProofs.count >= 7)
        for name in StubHarness.badProofs {
            let proof = try StubProof(name: name)
            #expect(!proof.expectations.isEmpty, "\(name) has no leading '// expect:' line")
            #expect(proof.namesRule, "\(name) has no '// Rule:' comment")
        }
    }

    @Test func stubModulesBuild() throws {
        let modules = try StubHarness.modules.get()
        for name in ["UIKit", "QuartzCore", "CoreLocation", "MapKit", "AVFoundation", "AVKit",
                     "RxSwift", "RxRelay", "RxCocoa", "CardParts"] {
            let module = modules.appendingPathComponent("\(name).swiftmodule")
            #expect(FileManager.default.fileExists(atPath: module.path), "\(name).swiftmodule was not built")
        }
    }

    /// The Good proofs are one app module (they refer to each other), as generated files are.
    @Test func goodProofsTypeCheck() throws {
        let files = StubHarness.goodProofs.map { StubHarness.proofsDirectory.appendingPathComponent("Good/\($0)").path }
        let result = try StubHarness.typecheck(files)
        #expect(result.status == 0, "Good proofs failed to type-check:\n\(result.output)")
    }

    @Test(arguments: StubHarness.badProofs)
    func badProofFailsForItsRule(_ name: String) throws {
        let proof = try StubProof(name: name)
        let result = try StubHarness.typecheck([proof.path])
        #expect(result.status != 0, "\(name) type-checked, but must fail")
        let errors = result.output.split(separator: "\n").map(String.init).filter(StubHarness.isErrorLine)
        for expectation in proof.expectations {
            #expect(errors.contains { $0.contains(expectation) },
                    "\(name): no error contains \"\(expectation)\"; swiftc said:\n\(result.output)")
        }
        for error in errors {
            #expect(proof.expectations.contains { error.contains($0) },
                    "\(name) fails for a reason its '// expect:' lines do not name: \(error)")
        }
    }
}

/// A Bad proof: its path, the substrings of its leading `// expect:` lines, and whether it
/// states its rule.
private struct StubProof {
    let path: String
    let expectations: [String]
    let namesRule: Bool

    init(name: String) throws {
        path = StubHarness.proofsDirectory.appendingPathComponent("Bad/\(name)").path
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let prefix = "// expect: "
        expectations = lines.prefix { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        namesRule = lines.contains { $0.hasPrefix("// Rule: ") }
    }
}

enum StubHarnessError: Error, CustomStringConvertible {
    case noCompiler([String])
    case buildFailed(Int32, String)

    var description: String {
        switch self {
        case .noCompiler(let places):
            "swiftc was found neither on PATH nor beside swift (looked at \(places.joined(separator: ", ")))"
        case .buildFailed(let status, let output):
            "Tests/SwiftStubs/build.sh exited with \(status):\n\(output)"
        }
    }
}

enum StubHarness {
    static let stubsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // CardSpecCLITests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("SwiftStubs")
    static let proofsDirectory = stubsDirectory.appendingPathComponent("Proofs")

    static let goodProofs = proofNames(in: "Good")
    static let badProofs = proofNames(in: "Bad")

    private static func proofNames(in folder: String) -> [String] {
        let directory = proofsDirectory.appendingPathComponent(folder).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// swiftc from PATH, else the one beside `swift` on PATH, else the toolchain's usual
    /// place. A missing compiler fails the tests; it never skips them.
    static let compiler: Result<String, StubHarnessError> = {
        let fileManager = FileManager.default
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let directories = path.split(separator: ":").map(String.init)
        var candidates = directories.map { $0 + "/swiftc" }
        candidates += directories.filter { fileManager.isExecutableFile(atPath: $0 + "/swift") }.map {
            URL(fileURLWithPath: $0 + "/swift").resolvingSymlinksInPath().deletingLastPathComponent()
                .appendingPathComponent("swiftc").path
        }
        candidates.append("/opt/swift/usr/bin/swiftc")
        if let found = candidates.first(where: { fileManager.isExecutableFile(atPath: $0) }) {
            return .success(found)
        }
        return .failure(.noCompiler(candidates))
    }()

    /// The directory holding the built stub modules (built on first use).
    static let modules: Result<URL, StubHarnessError> = {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("cardspec-swift-stubs-\(UUID().uuidString)", isDirectory: true)
        outputDirectory = directory.path
        atexit {
            if let directory = StubHarness.outputDirectory {
                try? FileManager.default.removeItem(atPath: directory)
            }
        }
        do {
            let result = try run(["/bin/bash", stubsDirectory.appendingPathComponent("build.sh").path, directory.path])
            guard result.status == 0 else { return .failure(.buildFailed(result.status, result.output)) }
        } catch let error as StubHarnessError {
            return .failure(error)
        } catch {
            return .failure(.buildFailed(-1, "\(error)"))
        }
        return .success(directory)
    }()

    /// Written once, by the initializer of `modules`; read by the exit handler.
    nonisolated(unsafe) private static var outputDirectory: String?

    /// Type-checks `files` as one module, in Swift 5 mode unless `swiftVersion` says otherwise.
    static func typecheck(_ files: [String], swiftVersion: Int = 5) throws -> (status: Int32, output: String) {
        let modules = try modules.get()
        return try run(["/bin/bash", stubsDirectory.appendingPathComponent("typecheck.sh").path, modules.path] + files,
                       swiftVersion: swiftVersion)
    }

    /// A line of swiftc's one-line diagnostics (`file:line:col: error: ...`), not the
    /// source excerpts drawn below it.
    static func isErrorLine(_ line: String) -> Bool {
        guard let first = line.first, !first.isWhitespace else { return false }
        return line.contains(".swift:") && line.contains(": error: ")
    }

    /// Runs a command with SWIFTC set, returning its status and its stdout and stderr
    /// interleaved.
    private static func run(_ arguments: [String], swiftVersion: Int = 5) throws -> (status: Int32, output: String) {
        let swiftc = try compiler.get()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFTC"] = swiftc
        environment["STUBS_SWIFT_VERSION"] = String(swiftVersion)
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
