#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CardSpecDiagnostics

/// Text held back until it may be printed: `build` without `-o` prints the generated files
/// only once every spec has checked clean.
///
/// The spool never copies what it is given: while the batches add up to at most
/// `memoryLimit` it keeps them as they are (the generated files' own arrays); past it,
/// they go to a temporary file, removed from its directory as soon as it is made (so that
/// it is never seen, and goes away with the process), and every later batch is written
/// there at once, with one `writev`, while its bytes are still in the cache. (Copied into
/// a buffer of the limit's size first, larger than the cache, every byte was written to
/// memory once more, and the copy evicted the check's own data and code.) The replay
/// copies the file to standard output in the kernel where it can (`sendfile`).
final class OutputSpool {
    /// Text that goes out together: the files of one spec with their separators. The
    /// files' bytes are held by reference; the short text between them (separators,
    /// names) is copied into `glue`, so that the batch is a few arrays, not a piece each.
    struct Batch {
        /// The text before each file's bytes and after the last, one after the other.
        fileprivate var glue: [UInt8] = []
        /// Each file's bytes and where the text before them ends in `glue`.
        fileprivate var files: [(glueEnd: Int, bytes: [UInt8])] = []
        private(set) var byteCount = 0

        /// Room for `files` files and their separators, so that the arrays do not grow.
        init(files: Int = 0) {
            self.files.reserveCapacity(files)
            glue.reserveCapacity(files * 64)
        }

        mutating func append(_ text: String) {
            byteCount += text.withUTF8InPlace { bytes in
                glue.append(contentsOf: bytes)
                return bytes.count
            }
        }

        mutating func append(bytes: [UInt8]) {
            files.append((glue.count, bytes))
            byteCount += bytes.count
        }
    }

    /// Small, well under a core's cache: the files held stay allocated, so the generators
    /// take fresh memory for the next ones, where files written out at once leave theirs
    /// to be reused while in the cache (`build --emit swift` of the 100 specs of
    /// feature00 missed a 1 MB L2 745,000 times with 4 MiB held, 603,000 with 512 KiB).
    static let memoryLimit = 512 << 10
    /// How much is read back at a time, where the kernel does not copy the file itself.
    static let chunkSize = 1 << 20
    /// The most files one `writev` takes, two vectors each (IOV_MAX is 1024 on Linux and
    /// macOS).
    static let filesPerWrite = 256

    /// Where the temporary file is made: `$TMPDIR`, or `/tmp`.
    let temporaryDirectory: String
    /// What the spool holds while it is under `memoryLimit`, in order.
    private var held: [Batch] = []
    private var heldByteCount = 0
    private var file: Int32 = -1
    /// The size of the temporary file.
    private var spilledByteCount = 0
    /// Why the text could not be held, if it could not; later text is dropped.
    private(set) var failure: String?

    init(environment: [String: String]) {
        temporaryDirectory = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    deinit {
        if file >= 0 { close(file) }
    }

    /// Whether the text went to the temporary file.
    var isSpilled: Bool { file >= 0 }

    /// Drops everything held: it is not going to be printed.
    func discard() {
        held = []
        heldByteCount = 0
        if file >= 0 { close(file) }
        file = -1
        spilledByteCount = 0
    }

    /// Appends text that goes out together: once the spool is in its temporary file, it is
    /// written there in one call.
    func append(_ batch: Batch) {
        guard failure == nil else { return }
        if file >= 0 { return write(batch) }
        held.append(batch)
        heldByteCount += batch.byteCount
        if heldByteCount > Self.memoryLimit { spill() }
    }

    /// Writes everything held to `sink`, in order. With `copyingInKernel`, the temporary
    /// file goes to a file descriptor's sink through `sendfile` as far as the kernel takes
    /// it; the rest is read back and written.
    func replay(to sink: any TextSink, copyingInKernel: Bool = true) {
        guard failure == nil else { return }
        guard file >= 0 else {
            // At most `memoryLimit`, gathered for one write.
            var gathered: [UInt8] = []
            gathered.reserveCapacity(heldByteCount)
            for batch in held {
                var glueStart = 0
                for (glueEnd, bytes) in batch.files {
                    gathered += batch.glue[glueStart..<glueEnd]
                    gathered += bytes
                    glueStart = glueEnd
                }
                gathered += batch.glue[glueStart...]
            }
            gathered.withUnsafeBytes { sink.write(bytes: $0) }
            return
        }
        var offset = 0
        #if os(Linux)
        if copyingInKernel, let output = sink as? FileDescriptorSink {
            offset = copyInKernel(to: output.descriptor)
        }
        #endif
        readBack(from: offset, to: sink)
    }

    #if os(Linux)
    /// Copies the temporary file to `descriptor` without it passing through this process,
    /// as far as `sendfile` goes; returns where it stopped. Whatever stops it (an output
    /// it does not take, one opened with O_APPEND, a full disk, a closed pipe, output that
    /// would block), `readBack` takes over from there: it copes with what can be coped
    /// with, and the sink reports what cannot.
    private func copyInKernel(to descriptor: Int32) -> Int {
        var offset = off_t(0)
        while Int(offset) < spilledByteCount {
            let count = sendfile(descriptor, file, &offset, min(spilledByteCount - Int(offset), 1 << 30))
            if count > 0 || (count < 0 && errno == EINTR) { continue }
            break
        }
        return Int(offset)
    }
    #endif

    /// Reads the temporary file back from `offset` and writes it to `sink`.
    private func readBack(from start: Int, to sink: any TextSink) {
        var offset = start
        var block = [UInt8](repeating: 0, count: Self.chunkSize)
        while offset < spilledByteCount, sink.failure == nil {
            let count = block.withUnsafeMutableBytes { pread(file, $0.baseAddress!, $0.count, off_t(offset)) }
            if count < 0 {
                if errno == EINTR { continue }
                return fail("cannot read back the generated files from a temporary file", errno)
            }
            if count == 0 { return fail("cannot read back the generated files from a temporary file", EIO) }
            block.withUnsafeBytes { sink.write(bytes: UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            offset += count
        }
    }

    /// Moves what is held to the temporary file, made now.
    private func spill() {
        var template = Array((temporaryDirectory + "/cardspec-build-XXXXXX").utf8CString)
        file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard file >= 0 else { return fail("cannot make a temporary file for the generated files in '\(shownDirectory)'", errno) }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let batches = held
        held = []
        heldByteCount = 0
        for batch in batches where failure == nil { write(batch) }
    }

    /// Writes `batch` at the end of the temporary file: one `writev` for up to
    /// `filesPerWrite` files.
    private func write(_ batch: Batch) {
        batch.glue.withUnsafeBytes { glue in
            var vectors: [iovec] = []
            vectors.reserveCapacity(2 * min(batch.files.count, Self.filesPerWrite) + 1)
            var first = 0
            repeat {
                let end = min(first + Self.filesPerWrite, batch.files.count)
                let glueStart = first == 0 ? 0 : batch.files[first - 1].glueEnd
                vectors.removeAll(keepingCapacity: true)
                Self.withVectors(batch.files[first..<end], glue: glue, from: glueStart, &vectors) { vectors, glueEnd in
                    if end == batch.files.count { Self.add(glue[glueEnd...], to: &vectors) }
                    writeToFile(&vectors)
                }
                first = end
            } while first < batch.files.count && failure == nil
        }
    }

    /// Calls `body` with an iovec for the text before each file and for its bytes, all
    /// valid at once (each file's bytes are pinned by a call nested in the previous
    /// one's), and where the text after the last file starts.
    private static func withVectors(
        _ files: ArraySlice<(glueEnd: Int, bytes: [UInt8])>, glue: UnsafeRawBufferPointer, from glueStart: Int,
        _ vectors: inout [iovec], _ body: (inout [iovec], _ glueEnd: Int) -> Void
    ) {
        guard let (glueEnd, bytes) = files.first else { return body(&vectors, glueStart) }
        add(glue[glueStart..<glueEnd], to: &vectors)
        bytes.withUnsafeBytes { bytes in
            add(bytes[...], to: &vectors)
            withVectors(files.dropFirst(), glue: glue, from: glueEnd, &vectors, body)
        }
    }

    private static func add(_ bytes: Slice<UnsafeRawBufferPointer>, to vectors: inout [iovec]) {
        guard !bytes.isEmpty, let base = bytes.base.baseAddress else { return }
        vectors.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: base + bytes.startIndex), iov_len: bytes.count))
    }

    /// `writev` of `vectors`, at most `largestWrite` bytes a call, repeated for what each
    /// call leaves: the vectors that fit in one call, or the start of one larger than that.
    private func writeToFile(_ vectors: inout [iovec]) {
        var first = 0
        while first < vectors.count {
            var end = first + 1
            var total = vectors[first].iov_len
            while end < vectors.count, total + vectors[end].iov_len <= largestWrite {
                total += vectors[end].iov_len
                end += 1
            }
            let result = total > largestWrite
                ? posixWrite(file, vectors[first].iov_base!, total)
                : vectors.withUnsafeBufferPointer { writev(file, $0.baseAddress! + first, Int32(end - first)) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else {
                return fail("cannot write the generated files to a temporary file in '\(shownDirectory)'", result == 0 ? EIO : errno)
            }
            spilledByteCount += result
            var left = result
            while first < vectors.count, left >= vectors[first].iov_len {
                left -= vectors[first].iov_len
                first += 1
            }
            if left > 0 {
                vectors[first].iov_base = vectors[first].iov_base! + left
                vectors[first].iov_len -= left
            }
        }
    }

    private var shownDirectory: String { VisibleText.sanitized(temporaryDirectory) }

    private func fail(_ message: String, _ code: Int32) {
        failure = "\(message): \(errorDescription(code))"
        held = []
        heldByteCount = 0
    }
}
