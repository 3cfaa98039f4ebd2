#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import CardSpecCLI

/// The spool holds batches by reference under its memory limit and writes them to a
/// temporary file past it; replayed, both give back every byte in order, whichever way the
/// file is copied out (by the kernel, or read back and written).
@Suite struct OutputSpoolTests {
    /// A batch as `build` makes it: glue text before each file's bytes, some files without
    /// a final newline, and the expected bytes beside it.
    static func batch(_ index: Int, files: Int, fileSize: Int) -> (OutputSpool.Batch, [UInt8]) {
        var batch = OutputSpool.Batch(files: files)
        var expected: [UInt8] = []
        for file in 0..<files {
            let separator = "\n// MARK: - S\(index)F\(file) caf\u{E9}.swift\n\n"
            batch.append(separator)
            expected += separator.utf8
            let bytes = (0..<fileSize).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index &+ file) }
            batch.append(bytes: bytes)
            expected += bytes
            if file % 3 == 0 {
                batch.append("\n")
                expected += [10]
            }
        }
        return (batch, expected)
    }

    /// `count` batches into a new spool; what they should replay as.
    static func filled(_ count: Int, files: Int = 5, fileSize: Int = 3_000,
                       environment: [String: String] = [:]) -> (OutputSpool, [UInt8]) {
        let spool = OutputSpool(environment: environment)
        var expected: [UInt8] = []
        for index in 0..<count {
            let (batch, bytes) = batch(index, files: files, fileSize: fileSize)
            spool.append(batch)
            expected += bytes
        }
        return (spool, expected)
    }

    /// What a sink that is not a file descriptor gets (the bytes are not all UTF-8).
    static func captured(_ spool: OutputSpool) -> [UInt8] {
        let sink = CapturedBytes()
        spool.replay(to: sink)
        return sink.bytes
    }

    final class CapturedBytes: TextSink {
        var bytes: [UInt8] = []
        var failure: Int32? { nil }
        func write(_ text: String) { bytes += text.utf8 }
        func write(bytes more: UnsafeRawBufferPointer) { bytes += more }
    }

    /// Replays into a regular file through a `FileDescriptorSink`, as `build` writes to
    /// standard output; `flags` as `open` takes them (O_APPEND makes sendfile refuse).
    static func replayedToFile(_ spool: OutputSpool, copyingInKernel: Bool, flags: Int32 = 0,
                               before: [UInt8] = []) throws -> [UInt8] {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("out").path
        try Data(before).write(to: URL(fileURLWithPath: path))
        let descriptor = open(path, O_WRONLY | flags)
        #expect(descriptor >= 0)
        if flags & O_APPEND == 0 { lseek(descriptor, off_t(before.count), SEEK_SET) }
        let sink = FileDescriptorSink(descriptor: descriptor)
        spool.replay(to: sink, copyingInKernel: copyingInKernel)
        #expect(sink.failure == nil)
        close(descriptor)
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func underTheLimitItStaysInMemory() throws {
        let (spool, expected) = Self.filled(3)
        #expect(expected.count < OutputSpool.memoryLimit)
        #expect(!spool.isSpilled)
        #expect(Self.captured(spool) == expected)
        #expect(try Self.replayedToFile(spool, copyingInKernel: true) == expected)
        #expect(spool.failure == nil)
    }

    @Test func pastTheLimitItGoesToAFileAndComesBackTheSame() throws {
        let count = OutputSpool.memoryLimit / (5 * 3_000) * 3
        let (spool, expected) = Self.filled(count)
        #expect(spool.isSpilled)
        #expect(Self.captured(spool) == expected)
        #expect(try Self.replayedToFile(spool, copyingInKernel: true) == expected)
        #expect(try Self.replayedToFile(spool, copyingInKernel: false) == expected)
        #expect(spool.failure == nil)
    }

    /// An output opened for appending is refused by sendfile (EINVAL): the replay reads
    /// the file back and writes it instead.
    @Test func anOutputTheKernelWillNotCopyToGetsTheBytesAnyway() throws {
        let (spool, expected) = Self.filled(OutputSpool.memoryLimit / (5 * 3_000) * 2)
        #expect(spool.isSpilled)
        let before = Array("already there\n".utf8)
        #expect(try Self.replayedToFile(spool, copyingInKernel: true, flags: O_APPEND, before: before) == before + expected)
    }

    /// More files in one batch than one writev takes, and batches larger than the limit
    /// by themselves.
    @Test func largeBatchesAreWrittenWhole() throws {
        for (count, files, fileSize) in [(3, OutputSpool.filesPerWrite * 2 + 7, 100),
                                         (2, 3, OutputSpool.memoryLimit / 2),
                                         (400, OutputSpool.filesPerWrite + 1, 64)] {
            let (spool, expected) = Self.filled(count, files: files, fileSize: fileSize)
            #expect(spool.isSpilled == (expected.count > OutputSpool.memoryLimit))
            #expect(Self.captured(spool) == expected)
            #expect(try Self.replayedToFile(spool, copyingInKernel: true) == expected)
        }
    }

    /// Files larger than one write takes (`largestWrite`), and files around that size
    /// between small ones: each call takes at most that many bytes, and every byte arrives
    /// once, in order, by either way out of the spool and through a file descriptor sink.
    @Test func filesLargerThanOneWriteAreWrittenInPieces() throws {
        let sizes = [10, largestWrite * 5 / 2, 7, largestWrite - 1, largestWrite, largestWrite + 1, 3]
        let spool = OutputSpool(environment: [:])
        var expected: [UInt8] = []
        for (index, size) in sizes.enumerated() {
            var batch = OutputSpool.Batch(files: 1)
            batch.append("<\(index)>")
            // Not periodic at any power of two: a piece written twice or skipped shows.
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &+ $0 >> 8 &+ $0 >> 16 &+ index) }
            batch.append(bytes: bytes)
            spool.append(batch)
            expected += Array("<\(index)>".utf8) + bytes
        }
        #expect(spool.isSpilled)
        #expect(Self.captured(spool) == expected)
        #expect(try Self.replayedToFile(spool, copyingInKernel: true) == expected)
        #expect(try Self.replayedToFile(spool, copyingInKernel: false) == expected)

        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("direct").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        let sink = FileDescriptorSink(descriptor: descriptor)
        expected.withUnsafeBytes { sink.write(bytes: $0) }
        close(descriptor)
        #expect(sink.failure == nil)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == expected)
    }

    /// Text alone, bytes alone, empty batches and empty files, before and after the spill.
    @Test func batchesOfEveryShape() throws {
        for spilled in [false, true] {
            let spool = OutputSpool(environment: [:])
            var expected: [UInt8] = []
            func add(_ batch: OutputSpool.Batch, _ bytes: [UInt8]) {
                spool.append(batch)
                expected += bytes
            }
            add(OutputSpool.Batch(), [])
            add(OutputSpool.Batch(text: "text only\n"), Array("text only\n".utf8))
            add(OutputSpool.Batch(bytes: [1, 2, 3]), [1, 2, 3])
            var withEmptyFile = OutputSpool.Batch()
            withEmptyFile.append("a")
            withEmptyFile.append(bytes: [])
            withEmptyFile.append("b")
            add(withEmptyFile, Array("ab".utf8))
            if spilled {
                let big = [UInt8](repeating: 65, count: OutputSpool.memoryLimit + 1)
                add(OutputSpool.Batch(bytes: big), big)
            }
            #expect(spool.isSpilled == spilled)
            add(withEmptyFile, Array("ab".utf8))
            add(OutputSpool.Batch(bytes: []), [])
            #expect(Self.captured(spool) == expected)
            #expect(try Self.replayedToFile(spool, copyingInKernel: true) == expected)
            #expect(try Self.replayedToFile(spool, copyingInKernel: false) == expected)
        }
    }

    @Test func aDiscardedSpoolReplaysNothing() throws {
        for count in [2, OutputSpool.memoryLimit / (5 * 3_000) + 2] {
            let (spool, _) = Self.filled(count)
            spool.discard()
            #expect(Self.captured(spool) == [])
            #expect(try Self.replayedToFile(spool, copyingInKernel: true) == [])
        }
    }

    @Test func aTemporaryDirectoryThatCannotBeWrittenIsReported() throws {
        let (spool, _) = Self.filled(OutputSpool.memoryLimit / (5 * 3_000) + 2,
                                     environment: ["TMPDIR": "/nonexistent/cardspec"])
        #expect(!spool.isSpilled)
        #expect(Self.captured(spool) == [])
        #expect(spool.failure == "cannot make a temporary file for the generated files in '/nonexistent/cardspec': "
            + "No such file or directory")
        // Later batches are dropped, not held.
        spool.append(OutputSpool.Batch(text: "more"))
        #expect(Self.captured(spool) == [])
    }
}

/// Batches of one piece, for the tests (the build hands the spool a spec's files at once).
extension OutputSpool.Batch {
    init(text: String) {
        self.init()
        append(text)
    }

    init(bytes: [UInt8]) {
        self.init()
        append(bytes: bytes)
    }
}
