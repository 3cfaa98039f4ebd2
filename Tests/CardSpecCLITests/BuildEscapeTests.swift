import Foundation
import Testing

/// Issue 7's "nothing escapes", end to end: whatever names a spec or its path holds,
/// `cardspec build` writes nothing outside its output directory, for every emitter. The
/// names are refused by the checks (or made safe); the generated file names are checked
/// again before writing (BuildOutputDirectoryTests), and the fuzzer's generate target
/// checks them over fuzzed specs.
@Suite struct BuildEscapeTests {
    static let emitters = ["swift", "layout-json"]

    /// Hostile names in every place a spec has one.
    static let hostileSpecs: [String] = [
        "cardspec: 1\nmodule: ../../Evil\nscreens:\n  Home: {cards: [Summary]}\ncards:\n  Summary: {parts: [{text: {text: x}}]}\n",
        "cardspec: 1\nscreens:\n  ../Home: {cards: [\"/etc/passwd\"]}\ncards:\n  \"/etc/passwd\": {parts: []}\n",
        "cardspec: 1\nscreens:\n  CON: {cards: [Summary]}\ncards:\n  Summary: {parts: []}\n  \"..\": {parts: []}\n",
        "cardspec: 1\nscreens:\n  \"Home\\u0000x\": {cards: [\"a\\\\b\"]}\ncards:\n  \"a\\\\b\": {parts: []}\n  \".hidden\": {parts: []}\n",
        "cardspec: 1\nthemes:\n  \"../T\": {}\ntypes:\n  \"x/y\": {fields: {a: String}}\nbottomSheets:\n  \"~/S\": {}\n",
    ]

    /// Every regular file and directory under `url`, relative to it.
    static func tree(_ url: URL) -> Set<String> {
        var paths: Set<String> = []
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil, options: [])
        while let item = enumerator?.nextObject() as? URL {
            paths.insert(String(item.standardizedFileURL.path.dropFirst(url.standardizedFileURL.path.count + 1)))
        }
        return paths
    }

    @Test(arguments: emitters)
    func hostileNamesInASpecWriteNothingOutsideTheOutputDirectory(emitter: String) throws {
        for (index, spec) in Self.hostileSpecs.enumerated() {
            let root = try TemporaryDirectory()
            let work = root.url.appendingPathComponent("work/deeper")
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            try Data(spec.utf8).write(to: work.appendingPathComponent("spec.cards.yaml"))
            let before = Self.tree(root.url)
            let result = try runCardSpec(["build", "spec.cards.yaml", "--emit", emitter, "-o", "out"], in: work)
            #expect(result.status <= 1, "spec \(index): exit \(result.status): \(result.stderr)")
            let added = Self.tree(root.url).subtracting(before)
            #expect(added.allSatisfy { $0 == "work/deeper/out" || $0.hasPrefix("work/deeper/out/") }, "spec \(index): \(added.sorted())")
        }
    }

    /// The spec's path names the layout-JSON file: only its last component counts.
    @Test(arguments: emitters, ["../../outside.cards.yaml", "/tmp/abs.cards.yaml", "..", ".", "a/..", ".cards.yaml", "CON.cards.yaml"])
    func hostileStdinFilenamesWriteNothingOutsideTheOutputDirectory(emitter: String, name: String) throws {
        let root = try TemporaryDirectory()
        let work = root.url.appendingPathComponent("work/deeper")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let spec = "cardspec: 1\nscreens:\n  Home: {cards: [Summary]}\ncards:\n  Summary: {parts: [{text: {text: x}}]}\n"
        let result = try runCardSpec(
            ["build", "-", "--stdin-filename", name, "--emit", emitter, "-o", "out", "--no-config"], in: work, stdin: Array(spec.utf8))
        #expect(result.status <= 1, "exit \(result.status): \(result.stderr)")
        let added = Self.tree(root.url)
        #expect(added.allSatisfy { $0 == "work" || $0 == "work/deeper" || $0 == "work/deeper/out" || $0.hasPrefix("work/deeper/out/") },
                "\(added.sorted())")
    }
}
