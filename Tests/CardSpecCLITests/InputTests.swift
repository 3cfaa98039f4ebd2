import Foundation
import Testing
@testable import CardSpecCLI
import CardSpecDiagnostics

@Suite struct BoundedReaderTests {
    @Test func readsAFileWithinTheLimit() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("a.cards.yaml", "cardspec: 1\n")
        #expect(BoundedReader.read(FilePath(file.path), limit: 12) == .contents(.padded(Array("cardspec: 1\n".utf8))))
        #expect(BoundedReader.read(FilePath(file.path), limit: 11) == .tooLarge(size: 12))
        #expect(BoundedReader.read(FilePath(file.path), limit: 0) == .tooLarge(size: 12))
        #expect(BoundedReader.read(FilePath(file.path), limit: .max) == .contents(.padded(Array("cardspec: 1\n".utf8))))
    }

    @Test func readsAnEmptyFile() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("empty.cards.yaml", "")
        #expect(BoundedReader.read(FilePath(file.path), limit: 0) == .contents(.padded([])))
    }

    @Test func readsALargerFileWhole() throws {
        let directory = try TemporaryDirectory()
        let text = String(repeating: "key: value\n", count: 20_000)
        let file = try directory.write("big.cards.yaml", text)
        #expect(BoundedReader.read(FilePath(file.path), limit: 1 << 20) == .contents(.padded(Array(text.utf8))))
    }

    @Test func reportsMissingFilesAndDirectories() throws {
        let directory = try TemporaryDirectory()
        #expect(BoundedReader.read(FilePath(directory.url.appendingPathComponent("nope").path), limit: 10) == .failed(errno: ENOENT))
        #expect(BoundedReader.read(FilePath(directory.url.path), limit: 10) == .failed(errno: EISDIR))
    }

    @Test func streamsStopOneBytePastTheLimit() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        let data = Array(repeating: UInt8(ascii: "x"), count: 1000)
        #expect(data.withUnsafeBytes { write(descriptors[1], $0.baseAddress!, $0.count) } == 1000)
        close(descriptors[1])
        defer { close(descriptors[0]) }
        #expect(BoundedReader.read(descriptor: descriptors[0], limit: 10) == .tooLarge(size: nil))
        // It read limit + 1 bytes and no more: the rest is still in the pipe.
        var rest = [UInt8](repeating: 0, count: 2000)
        #expect(rest.withUnsafeMutableBytes { read(descriptors[0], $0.baseAddress!, $0.count) } == 989)
    }

    @Test func streamsWithinTheLimitAreReadWhole() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        let data = Array("a: 1\n".utf8)
        _ = data.withUnsafeBytes { write(descriptors[1], $0.baseAddress!, $0.count) }
        close(descriptors[1])
        defer { close(descriptors[0]) }
        #expect(BoundedReader.read(descriptor: descriptors[0], limit: 5) == .contents(FileBytes(data)))
    }

    @Test func aRegularFileIsReadIntoPaddedStorage() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("a.cards.yaml", "cardspec: 1\n")
        guard case .contents(let read) = BoundedReader.read(FilePath(file.path), limit: 100) else {
            Issue.record("not read")
            return
        }
        #expect(read.isPadded)
        #expect(read.bytes.capacity >= read.bytes.count + FileBytes.padding)
        // What the parser reads past the end, in place.
        let padding = read.bytes.withUnsafeBufferPointer { bytes in
            Array(UnsafeBufferPointer(start: bytes.baseAddress! + bytes.count, count: FileBytes.padding))
        }
        #expect(padding == Array(repeating: 0, count: FileBytes.padding))
    }

    @Test func badDescriptorFails() {
        #expect(BoundedReader.read(descriptor: -1, limit: 5) == .failed(errno: EBADF))
    }
}

@Suite struct SpecDiscoveryTests {
    @Test func specFileNames() {
        for name in ["a.cards.yaml", "a.cards.yml", "a.cards.json", ".cards.yaml", "x.y.cards.json"] {
            #expect(SpecDiscovery.isSpecFileName(Array(name.utf8)), "\(name)")
        }
        for name in ["a.yaml", "a.cards.YAML", "a.cards.yaml.bak", "cards.yaml", "a.cards", ""] {
            #expect(!SpecDiscovery.isSpecFileName(Array(name.utf8)), "\(name)")
        }
    }

    @Test func findsSpecsSortedByPathBytes() throws {
        let directory = try TemporaryDirectory()
        for path in ["Z.cards.yaml", "a/b.cards.yml", "a.cards.json", "a-b.cards.yaml", "ä.cards.yaml",
                     ".git/x.cards.yaml", "a/.build/y.cards.yaml", "readme.md", "x.yaml"] {
            try directory.write(path, "")
        }
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("link.cards.yaml").path, withDestinationPath: "a.cards.json")
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("loop").path, withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("dangling.cards.yaml").path, withDestinationPath: "nowhere")
        let root = FilePath(directory.url.path)
        let found = SpecDiscovery.specFiles(in: root)
        #expect(found.failures.isEmpty)
        let prefix = directory.url.path + "/"
        #expect(found.files.map { String($0.display.dropFirst(prefix.count)) } == [
            "Z.cards.yaml", "a-b.cards.yaml", "a.cards.json", "a/b.cards.yml", "link.cards.yaml", "ä.cards.yaml",
        ])
    }

    @Test func missingDirectoryIsAFailure() {
        let found = SpecDiscovery.specFiles(in: FilePath("/nonexistent-cardspec-dir"))
        #expect(found.files.isEmpty)
        #expect(found.failures == [SpecDiscovery.Failure(path: FilePath("/nonexistent-cardspec-dir"), errno: ENOENT)])
    }

    @Test func namesKeepTheirBytes() throws {
        // A file name that is not UTF-8 is still found and still readable.
        let directory = try TemporaryDirectory()
        let name: [UInt8] = [0x66, 0xFF] + Array(".cards.yaml".utf8)
        let full = FilePath(directory.url.path).appending(name)
        let descriptor = full.withCString { open($0, O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        // FileManager cannot name it, so it is removed here rather than with the directory.
        defer { _ = full.withCString { unlink($0) } }
        let found = SpecDiscovery.specFiles(in: FilePath(directory.url.path))
        #expect(found.files == [full])
        #expect(BoundedReader.read(full, limit: 10) == .contents(.padded([])))
        #expect(full.display.hasSuffix("f\u{FFFD}.cards.yaml"))
    }

    @Test func pathJoining() {
        #expect(FilePath(".").appending(Array("a".utf8)) == FilePath("a"))
        #expect(FilePath("dir/").appending(Array("a".utf8)) == FilePath("dir/a"))
        #expect(FilePath("dir").appending(Array("a".utf8)) == FilePath("dir/a"))
        #expect(FilePath("/").appending(Array("a".utf8)) == FilePath("/a"))
    }
}

