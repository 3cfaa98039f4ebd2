import Testing
@testable import CardSpecGenerators

/// A writer hands each finished file over as the array it was written into
/// (`SwiftWriter.takeFile`, `FileBuffer.takeBytes`) and starts the next in new room sized
/// from the files before. Each file must be what a new writer makes of it, whatever the
/// sizes before it.
@Suite struct FileHandOverTests {
    private func bytes(_ count: Int, from seed: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: ($0 &* 31) &+ seed) }
    }

    @Test func takenBytesAreTheBytesWrittenAndTheBufferStartsEmpty() {
        var buffer = FileBuffer(capacity: 16)
        // Empty, at the first capacity, past it (grown), and again after a large one.
        for (round, count) in [0, 16, 17, 5000, 3, 0, 40_000, 1].enumerated() {
            let expected = bytes(count, from: round)
            expected.withUnsafeBufferPointer { buffer.append($0) }
            #expect(buffer.count == count)
            let taken = buffer.takeBytes(nextCapacity: count / 2)
            #expect(taken == expected)
            #expect(buffer.count == 0)
            buffer.withUnsafeBytes { #expect($0.isEmpty) }
        }
    }

    @Test func aCopiedBufferKeepsItsBytes() {
        var buffer = FileBuffer(capacity: 64)
        buffer.append("shared")
        var copy = buffer
        copy.removeSuffix(from: 0)
        copy.append("other bytes")
        buffer.append("!")
        #expect(String(decoding: buffer) == "shared!")
        #expect(String(decoding: copy) == "other bytes")
        #expect(buffer.takeBytes(nextCapacity: 0) == Array("shared!".utf8))
        #expect(String(decoding: copy) == "other bytes")
    }

    /// Files of several sizes, each larger or smaller than the room the one before left:
    /// each taken file equals what a new writer writes.
    @Test func eachTakenFileIsWhatANewWriterWrites() {
        func write(lines: Int, into writer: inout SwiftWriter) {
            guard lines >= 0 else { return }  // an empty file: not even a header
            writer.header("// header \(lines)\n")
            writer.block("enum E\(lines)") { writer in
                for line in 0..<lines { writer.line("case c\(line) // \(String(repeating: "x", count: line % 90))") }
            }
        }
        var reused = SwiftWriter()
        // Nothing written at first (no room is made), then files around the room each left.
        for lines in [-1, 2, 0, -1, 300, 5, 2_000, -1, 40, 1_000, 1] {
            var fresh = SwiftWriter()
            write(lines: lines, into: &fresh)
            write(lines: lines, into: &reused)
            let taken = reused.takeFile()
            #expect(taken == fresh.bytesWritten, "\(lines) lines")
            #expect(lines >= 0 || taken.isEmpty)
        }
    }
}
