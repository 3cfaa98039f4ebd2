#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import CardSpecGenerators
@testable import CardSpecCLI

/// The safe-writing layer of `build`, directly: atomic writes, and what they refuse.
@Suite struct BuildOutputDirectoryTests {
    func open(_ directory: TemporaryDirectory) throws -> OutputDirectory {
        try #require(try OutputDirectory.existing(at: FilePath(directory.url.path)))
    }

    func identity(of name: String, in directory: OutputDirectory) throws -> FileIdentity {
        guard case .file(let identity, _) = try directory.entry(name) else {
            Issue.record("'\(name)' is not a regular file")
            throw FileSystemError(message: "not a file")
        }
        return identity
    }

    func contents(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    func listing(_ directory: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
    }

    /// On Linux the staged files of a build are flushed by one `syncfs` before the first
    /// is renamed into place, not by an `fsync` each (a minute for 40,000 files).
    @Test func stagedFilesAreFlushedTogetherOnLinux() throws {
        #if os(Linux)
        #expect(OutputDirectory.flushesStagedFilesTogether)
        #else
        #expect(!OutputDirectory.flushesStagedFilesTogether)
        #endif
        let temporary = try TemporaryDirectory()
        let directory = try open(temporary)
        let staged = try directory.stage([Array("on".utf8), [], Array("e\n".utf8)], for: "A.swift", permissions: nil)
        try directory.flushStaged()
        try directory.install(staged, as: "A.swift", replacing: nil)
        #expect(try listing(temporary) == ["A.swift"])
        #expect(try contents(temporary.url.appendingPathComponent("A.swift")) == "one\n")
    }

    @Test func writesAndReplacesLeavingNoTemporaryFile() throws {
        let temporary = try TemporaryDirectory()
        let directory = try open(temporary)
        try directory.writeAtomically(Array("one\n".utf8), to: "A.swift", replacing: nil)
        #expect(try contents(temporary.url.appendingPathComponent("A.swift")) == "one\n")
        let old = try identity(of: "A.swift", in: directory)
        try directory.writeAtomically(Array("two\n".utf8), to: "A.swift", replacing: old)
        #expect(try contents(temporary.url.appendingPathComponent("A.swift")) == "two\n")
        #expect(try identity(of: "A.swift", in: directory).inode != old.inode, "a new file renamed over the old one")
        #expect(try listing(temporary) == ["A.swift"])
    }

    /// A write interrupted after the temporary file is complete and before the rename
    /// leaves the old file whole and no temporary file behind.
    @Test func anInterruptedReplaceLeavesTheOldFileIntact() throws {
        let temporary = try TemporaryDirectory()
        try temporary.write("A.swift", "old contents\n")
        let directory = try open(temporary)
        let old = try identity(of: "A.swift", in: directory)
        var interrupted: [String] = []
        directory.beforeInstall = { name throws(FileSystemError) in
            interrupted.append(name)
            // The staged file is complete at this point.
            let staged = ((try? FileManager.default.contentsOfDirectory(atPath: temporary.url.path)) ?? []).filter { $0.hasPrefix(".cardspec-") }
            #expect(staged.count == 1)
            if let name = staged.first {
                #expect((try? String(contentsOfFile: temporary.url.appendingPathComponent(name).path, encoding: .utf8)) == "new contents\n")
            }
            throw FileSystemError(message: "interrupted")
        }
        #expect(throws: FileSystemError(message: "interrupted")) {
            try directory.writeAtomically(Array("new contents\n".utf8), to: "A.swift", replacing: old)
        }
        #expect(interrupted == ["A.swift"])
        #expect(try contents(temporary.url.appendingPathComponent("A.swift")) == "old contents\n")
        #expect(try identity(of: "A.swift", in: directory) == old)
        #expect(try listing(temporary) == ["A.swift"], "no temporary file left behind")
    }

    @Test func anInterruptedCreateLeavesNothing() throws {
        let temporary = try TemporaryDirectory()
        let directory = try open(temporary)
        directory.beforeInstall = { _ throws(FileSystemError) in throw FileSystemError(message: "interrupted") }
        #expect(throws: FileSystemError.self) {
            try directory.writeAtomically(Array("new\n".utf8), to: "B.swift", replacing: nil)
        }
        #expect(try listing(temporary) == [])
    }

    @Test func aFileChangedSinceItWasReadIsNotReplaced() throws {
        let temporary = try TemporaryDirectory()
        let url = try temporary.write("A.swift", "as read\n")
        let directory = try open(temporary)
        let read = try identity(of: "A.swift", in: directory)
        try FileManager.default.removeItem(at: url)
        try temporary.write("A.swift", "written by someone else meanwhile\n")
        #expect(throws: FileSystemError.self) {
            try directory.writeAtomically(Array("ours\n".utf8), to: "A.swift", replacing: read)
        }
        #expect(try contents(url) == "written by someone else meanwhile\n")
        #expect(try listing(temporary) == ["A.swift"])
    }

    @Test func aFileThatAppearedIsNotReplacedByACreate() throws {
        let temporary = try TemporaryDirectory()
        let directory = try open(temporary)
        directory.beforeInstall = { _ throws(FileSystemError) in
            _ = try? temporary.write("C.swift", "appeared\n")
        }
        #expect(throws: FileSystemError.self) {
            try directory.writeAtomically(Array("ours\n".utf8), to: "C.swift", replacing: nil)
        }
        #expect(try contents(temporary.url.appendingPathComponent("C.swift")) == "appeared\n")
        #expect(try listing(temporary) == ["C.swift"])
    }

    @Test func aSymbolicLinkIsNeitherWrittenThroughNorReplaced() throws {
        let temporary = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        let target = try outside.write("T.swift", "outside\n")
        try FileManager.default.createSymbolicLink(
            atPath: temporary.url.appendingPathComponent("L.swift").path, withDestinationPath: target.path)
        let directory = try open(temporary)
        #expect(try directory.entry("L.swift") == .symbolicLink)
        #expect(throws: FileSystemError.self) {
            try directory.writeAtomically(Array("ours\n".utf8), to: "L.swift", replacing: nil)
        }
        #expect(try contents(target) == "outside\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: temporary.url.appendingPathComponent("L.swift").path) == target.path)
        #expect(try listing(temporary) == ["L.swift"])
    }

    @Test func unsafeGeneratedNamesAreRejected() {
        let bad = [
            "", "a/b.swift", "/etc/passwd.swift", "../x.swift", "..", ".", ".hidden.swift", "a\\b.swift", "a\0.swift",
            "a\nb.swift", "a:b.swift", "CON.swift", "nul.swift", "Lpt1.swift", "x.txt", ".swift",
            String(repeating: "a", count: 250) + ".swift",
        ]
        for name in bad {
            #expect(GeneratedFileName.problem(with: name, fileExtension: ".swift") != nil, "\(name.debugDescription)")
        }
        for name in ["BudgetsTokens.swift", "A.swift", "Console.swift", "Cafe\u{301}Card.swift"] {
            #expect(GeneratedFileName.problem(with: name, fileExtension: ".swift") == nil, "\(name)")
        }
    }

    /// The bytes looked for are found word by word: at every position of names of every
    /// length around a word's, the last bytes included.
    @Test func aBadByteIsFoundWhereverItStands() {
        for length in 1...20 {
            for position in 0..<length {
                for (byte, problem) in [(UInt8(ascii: "/"), "it contains a path separator"),
                                        (UInt8(ascii: "\\"), "it contains a path separator"),
                                        (UInt8(ascii: ":"), "it contains a colon"), (0x1F, "it contains a control character"),
                                        (0x7F, "it contains a control character"), (0, "it contains a NUL byte")] {
                    var bytes = Array(repeating: UInt8(ascii: "b"), count: length)
                    bytes[position] = byte
                    let name = String(decoding: bytes, as: UTF8.self) + ".swift"
                    #expect(GeneratedFileName.problem(with: name, fileExtension: ".swift") == problem,
                            "\(name.debugDescription)")
                }
            }
        }
    }

    @Test func aNameIsRejectedForItsFirstProblem() {
        let cases = [
            ("", "it is empty"), ("a\0/b.swift", "it contains a NUL byte"), (".a/b.swift", "it contains a path separator"),
            (".a\n.swift", "it starts with a dot"), ("a\u{7F}:.swift", "it contains a control character"),
            ("a:b.swift", "it contains a colon"), ("x.txt", "it does not end in '.swift'"),
            ("Lpt1.swift", "'LPT1' is a reserved device name"),
        ]
        for (name, problem) in cases {
            #expect(GeneratedFileName.problem(with: name, fileExtension: ".swift") == problem, "\(name.debugDescription)")
        }
    }

    @Test func theExtensionIsComparedAsTheWholeEnding() {
        for (name, ending, fits) in [
            ("a.swift", ".swift", true), ("a.Swift", ".swift", false), ("aswift", ".swift", false), ("a.layout.json", ".layout.json", true),
            ("a.json", ".layout.json", false), (".layout.json", ".layout.json", false), ("b.swift.swift", ".swift", true),
            ("a.swif", ".swift", false), ("caf\u{E9}.swift", ".swift", true),
        ] {
            let problem = GeneratedFileName.problem(with: name, fileExtension: ending)
            if fits {
                #expect(problem == nil, "\(name) \(ending)")
            } else {
                #expect(problem != nil, "\(name) \(ending)")
            }
        }
    }

    @Test func generatedFilesAreKnownByTheirHeader() {
        for emitter in Emitter.all {
            let marker = Array(emitter.headerMarker.utf8)
            #expect(emitter.isGenerated(marker))
            #expect(emitter.isGenerated(marker + Array(" from x.yaml\n".utf8)))
            #expect(!emitter.isGenerated(Array(marker.dropLast())))
            #expect(!emitter.isGenerated([]))
            var changed = marker
            changed[changed.count - 1] ^= 0x20
            #expect(!emitter.isGenerated(changed))
            #expect(!emitter.isGenerated(Array("// written by hand\n".utf8)))
        }
    }

    @Test func generatedNamesAreComparedAsLowercased() {
        for name in ["BudgetsTokens.swift", "lower.swift", "\u{C4}rger.swift", "MIXED\u{130}.swift"] {
            #expect(GeneratedFileVetting.caseless(name) == name.lowercased(), "\(name)")
        }
    }

    /// Names compared without case on their words: equal to their own upper case, with the
    /// same hash; unequal to a name one byte away, wherever the byte stands.
    @Test func caselessNamesAreEqualExactlyWhenTheirLowercaseIs() {
        for length in 1...20 {
            let name = String((0..<length).map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
            let lower = CaselessName(name), upper = CaselessName(name.uppercased())
            #expect(lower == upper && lower.hashValue == upper.hashValue, "\(name)")
            for position in 0..<length {
                var bytes = Array(name.utf8)
                bytes[position] = UInt8(ascii: "0")
                #expect(CaselessName(String(decoding: bytes, as: UTF8.self)) != lower, "\(name) at \(position)")
            }
            #expect(CaselessName(name + "a") != lower)
        }
        // Outside ASCII, as `caseless` (`lowercased()`) has it, with the ASCII names too:
        // the Kelvin sign's lowercase is `k`.
        #expect(CaselessName("\u{C4}rger.swift") == CaselessName("\u{E4}RGER.swift"))
        #expect(CaselessName("\u{212A}.swift") == CaselessName("K.swift"))
        #expect(CaselessName("\u{212A}.swift").hashValue == CaselessName("k.swift").hashValue)
        #expect(CaselessName("\u{C4}rger.swift") != CaselessName("Arger.swift"))
    }

    /// The vetting compares ASCII names on their bytes and the others by their lowercase
    /// (`caseless`): the same files are refused, and the same names listed, either way.
    @Test func vettingFindsTheSameClashesWithAndWithoutNamesThatAreNotASCII() {
        func file(_ name: String) -> GeneratedFile {
            GeneratedFile(name: name, contents: SwiftGenerator.headerMarker + " from x.yaml\n")
        }
        for later in [[], ["\u{C4}rger.swift"]] {
            var vetting = GeneratedFileVetting(emitter: .swift)
            #expect(vetting.accept(["ATokens.swift", "ACard.swift"].map(file), of: "a.yaml").map(\.name)
                    == ["ATokens.swift", "ACard.swift"])
            #expect(vetting.accept((later + ["Other.swift"]).map(file), of: "b.yaml").map(\.name) == later + ["Other.swift"])
            // The same name, and the same name in another case, from another spec.
            #expect(vetting.accept(["ATokens.swift", "acard.swift", "New.swift"].map(file), of: "c.yaml").map(\.name)
                    == ["New.swift"])
            // Twice from one spec.
            #expect(vetting.accept(["Twice.swift", "TWICE.swift"].map(file), of: "d.yaml").map(\.name) == ["Twice.swift"])
            #expect(vetting.status != .success)
            #expect(vetting.messages.count == 3, "\(vetting.messages)")
            #expect(vetting.messages.contains { $0.contains("'a.yaml' generates 'ACard.swift' and 'c.yaml' 'acard.swift'") })
            #expect(vetting.messages.contains { $0.contains("'a.yaml' and 'c.yaml' both generate 'ATokens.swift'") })
            #expect(vetting.generatedNames
                    == Set((["atokens.swift", "acard.swift", "other.swift", "new.swift", "twice.swift"]
                            + later.map { $0.lowercased() })))
        }
    }
}
