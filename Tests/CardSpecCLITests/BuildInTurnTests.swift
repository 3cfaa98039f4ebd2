import CardSpecDiagnostics
import CardSpecGenerators
import Foundation
import Testing
@testable import CardSpecCLI

/// A spec of `CheckPipeline.largeFileBytes` or more is generated in its turn, its files
/// vetted and handed on one at a time (and a large layout piece by piece): what `build`
/// writes is what the generators make of the spec, to standard output and to an output
/// directory alike, in order with the specs generated beside the check.
@Suite struct BuildInTurnTests {
    /// A valid spec of more than `largeFileBytes`: cards of one long text each, whose
    /// layout takes several of the JSON stream's pieces.
    static let largeSpec: String = {
        let text = String(repeating: "Budget summary text ", count: 100)
        var spec = "cardspec: 1\nmodule: Large\ncards:\n"
        var index = 0
        while spec.utf8.count <= CheckPipeline.largeFileBytes {
            spec += "  Card\(index):\n    parts:\n      - text: {text: \"\(text)\(index)\"}\n"
            index += 1
        }
        return spec
    }()

    static let smallSpec = "cardspec: 1\nmodule: Small\ncards:\n  Hello:\n    parts:\n      - title: {title: \"Hi\"}\n"

    /// The files the generators make of `text` checked as `path`, in process.
    static func files(_ text: String, path: String, emitter: Emitter) throws -> [GeneratedFile] {
        let result = CheckPipeline().checkWholeSpec(SourceFile(path: path, bytes: Array(text.utf8)))
        let checked = try #require(result.checked, "\(result.diagnostics)")
        return emitter.files(checked, .cardParts)
    }

    /// Files as `build` prints them: each after a blank line and its separator, ending
    /// with a line break.
    static func printed(_ files: [GeneratedFile], emitter: Emitter) -> Data {
        var out = Data()
        for (index, file) in files.enumerated() {
            if index > 0 { out.append(10) }
            if !emitter.separatorBeforeName.isEmpty || !emitter.separatorAfterName.isEmpty {
                out.append(contentsOf: Array((emitter.separatorBeforeName + file.name + emitter.separatorAfterName).utf8))
            }
            out.append(contentsOf: file.bytes)
            if file.lastByte != 10 { out.append(10) }
        }
        return out
    }

    @Test(arguments: ["swift", "layout-json"])
    func aLargeSpecIsWrittenAsGenerated(emit: String) throws {
        let emitter = try #require(Emitter.named(emit))
        #expect(Self.largeSpec.utf8.count > CheckPipeline.largeFileBytes)
        let directory = try TemporaryDirectory()
        try directory.write("specs/a.cards.yaml", Self.smallSpec)
        try directory.write("specs/b.cards.yaml", Self.largeSpec)
        try directory.write("specs/c.cards.yaml", Self.smallSpec.replacingOccurrences(of: "Small", with: "Last"))
        let expected = try Self.files(Self.smallSpec, path: "specs/a.cards.yaml", emitter: emitter)
            + Self.files(Self.largeSpec, path: "specs/b.cards.yaml", emitter: emitter)
            + Self.files(Self.smallSpec.replacingOccurrences(of: "Small", with: "Last"), path: "specs/c.cards.yaml", emitter: emitter)
        if emit == "layout-json" { #expect(expected[1].pieces.count > 1, "the large layout comes in pieces") }

        for jobs in ["1", "2"] {
            let printed = try runCardSpec(["build", "specs", "--emit", emit, "--jobs", jobs], in: directory.url)
            #expect(printed.status == 0, "\(printed.stderr)")
            // Compared as a Bool: a failed comparison would print megabytes.
            #expect(printed.stdoutBytes == Self.printed(expected, emitter: emitter))
        }

        let written = try runCardSpec(["build", "specs", "--emit", emit, "-o", "out"], in: directory.url)
        #expect(written.status == 0, "\(written.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("out").path)
        #expect(names.sorted() == expected.map(\.name).sorted())
        for file in expected {
            let onDisk = try Data(contentsOf: directory.url.appendingPathComponent("out/\(file.name)"))
            #expect(onDisk.elementsEqual(file.bytes), "\(file.name)")
        }
        let again = try runCardSpec(["build", "specs", "--emit", emit, "-o", "out", "--check"], in: directory.url)
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    }

    /// The output directory compares a large file with the one on disk a block at a time:
    /// one byte changed deep inside, the file cut short, or one byte more, each is out of
    /// date, and the build puts it right.
    @Test func aLargeFileOnDiskIsComparedWhole() throws {
        let directory = try TemporaryDirectory()
        try directory.write("b.cards.yaml", Self.largeSpec)
        let arguments = ["build", "b.cards.yaml", "--emit", "layout-json", "-o", "out"]
        #expect(try runCardSpec(arguments, in: directory.url).status == 0)
        let path = directory.url.appendingPathComponent("out/b.layout.json")
        let original = try Data(contentsOf: path)
        #expect(original.count > 2 << 20)
        var changed = original
        changed[original.count / 2] ^= 0x01
        for edited in [changed, original.dropLast(1), original + Data([0x20])] {
            try edited.write(to: path)
            let check = try runCardSpec(arguments + ["--check"], in: directory.url)
            #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
            let build = try runCardSpec(arguments, in: directory.url)
            #expect(build.status == 0, "\(build.stderr)")
            #expect(try Data(contentsOf: path) == original)
        }
        #expect(try runCardSpec(arguments + ["--check"], in: directory.url).status == 0)
    }

    /// A spec generated in its turn that makes a file another spec made: the clash is
    /// reported and nothing is written, to standard output or to the directory.
    @Test func aClashWithALargeSpecWritesNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("specs/a.cards.yaml", Self.smallSpec.replacingOccurrences(of: "Small", with: "Large")
            .replacingOccurrences(of: "Hello", with: "Card3"))
        try directory.write("specs/b.cards.yaml", Self.largeSpec)
        for output in [[], ["-o", "out"]] {
            let result = try runCardSpec(["build", "specs", "--emit", "swift"] + output, in: directory.url)
            #expect(result.status == 1)
            #expect(result.stderr.contains("both generate 'LargeCard3Card.swift'"), "\(result.stderr)")
            #expect(output.isEmpty ? result.stdoutBytes.isEmpty : !FileManager.default.fileExists(
                atPath: directory.url.appendingPathComponent("out").path))
        }
    }
}
