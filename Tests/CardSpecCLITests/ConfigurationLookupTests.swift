import Foundation
import Testing
@testable import CardSpecCLI
import CardSpecSyntax

/// `ConfigurationStore` answers an input in the same directory as the last one without
/// making its absolute path: it gives what a store that never saw the other inputs gives,
/// for paths relative and absolute, with `.`, `..` and odd names, in any order.
@Suite struct ConfigurationLookupTests {
    @Test func directoryTextIsThePathUpToItsName() {
        func text(_ path: String) -> String? {
            ConfigurationStore.directoryText(of: FilePath(path)).map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(text("a.cards.yaml") == "")
        #expect(text("p/q/a.cards.yaml") == "p/q/")
        #expect(text("/abs/a.yaml") == "/abs/")
        #expect(text("p/...") == "p/")
        #expect(text("p/..a") == "p/")
        #expect(text("p/.") == nil)
        #expect(text("p/..") == nil)
        #expect(text("..") == nil)
        #expect(text("p/") == nil)
        #expect(text("") == nil)
    }

    @Test func repeatedDirectoriesGetWhatAFreshLookupGets() throws {
        let directory = try TemporaryDirectory()
        try directory.write("p/.cardspec.yml", "disabled: [unused]\n")
        try directory.write("p/q/.cardspec.yml", "severity: {unused: error}\n")
        let working = AbsolutePath(FilePath(directory.url.appendingPathComponent("p/q").path), relativeTo: AbsolutePath(components: []))
        let absolute = directory.url.path
        let paths = [
            "a.cards.yaml", "b.cards.yaml", "../a.cards.yaml", "../b.cards.yaml", "r/a.cards.yaml", "./a.cards.yaml",
            "r/../a.cards.yaml", "r/../../a.cards.yaml", "../q/a.cards.yaml", "\(absolute)/p/a.cards.yaml",
            "\(absolute)/p/q/a.cards.yaml", "\(absolute)/a.cards.yaml", "..", "r/..", ".", "r/", "...", "r/...",
        ]
        var store = try ConfigurationStore(source: .nearest, limits: ParseLimits(), workingDirectory: working)
        for round in 0..<3 {
            for (index, path) in paths.enumerated() {
                // Each path twice in a row, then in another order each round.
                let input = paths[(index * (round + 1) * 7) % paths.count]
                for _ in 0..<2 {
                    var fresh = try ConfigurationStore(source: .nearest, limits: ParseLimits(), workingDirectory: working)
                    let expected = fresh.configuration(forInput: FilePath(input))
                    let found = store.configuration(forInput: FilePath(input))
                    #expect(found?.displayPath == expected?.displayPath, "\(input) after \(path)")
                    #expect(found?.directory == expected?.directory, "\(input) after \(path)")
                }
            }
        }
    }
}
