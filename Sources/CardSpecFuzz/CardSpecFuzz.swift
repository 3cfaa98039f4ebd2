// The libFuzzer target of cardspec; scripts/fuzz builds and runs it (docs/robustness.md).
//
// Built by scripts/fuzz with `--sanitize=fuzzer --sanitize=address -Xswiftc -DFUZZING`,
// this file defines only `LLVMFuzzerTestOneInput`, and libFuzzer supplies `main`. Built
// plainly (`swift build`), it is a small command that replays inputs instead, so the
// package builds and links without the fuzzer runtime:
//
//     CardSpecFuzz check|generate FILE...
//
// CARDSPEC_FUZZ_TARGET picks what the fuzzer runs: `check` (the default; the whole check
// pipeline and every report format) or `generate` (the same, then the generators for
// inputs that check clean). See FuzzHarness in CardSpecCLI.
import CardSpecCLI

#if FUZZING
import Foundation

private let target: FuzzHarness.Target = {
    let name = ProcessInfo.processInfo.environment["CARDSPEC_FUZZ_TARGET"] ?? "check"
    guard let target = FuzzHarness.Target(rawValue: name) else {
        preconditionFailure("CARDSPEC_FUZZ_TARGET must be check or generate, not '\(name)'")
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzHarness.run(target, bytes)
    return 0
}
#else
import Foundation

@main
enum ReplayCommand {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let first = arguments.first, let target = FuzzHarness.Target(rawValue: first), arguments.count > 1 else {
            FileHandle.standardError.write(Data("usage: CardSpecFuzz check|generate FILE...\n".utf8))
            exit(2)
        }
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("error: cannot read '\(path)'\n".utf8))
                exit(1)
            }
            let clean = FuzzHarness.run(target, Array(data))
            print("\(path): ok (\(clean) of 2 checked clean)")
        }
    }
}
#endif
