#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CardSpecDiagnostics

/// Text held back until it may be printed: `build` without `-o` prints the generated files
/// only once every spec has checked clean. It stays in memory while small; past
/// `memoryLimit` it goes to a temporary file, removed from its directory as soon as it is
/// made (so that it is never seen, and goes away with the process), to keep the memory a
/// large build needs small.
final class OutputSpool {
    static let memoryLimit = 4 << 20
    /// How much is read back at a time.
    static let chunkSize = 1 << 20

    /// Where the temporary file is made: `$TMPDIR`, or `/tmp`.
    let temporaryDirectory: String
    private var buffer: [UInt8] = []
    private var file: Int32 = -1
    /// Why the text could not be held, if it could not; later text is dropped.
    private(set) var failure: String?

    init(environment: [String: String]) {
        temporaryDirectory = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    deinit {
        if file >= 0 { close(file) }
    }

    /// Drops everything held: it is not going to be printed.
    func discard() {
        buffer = []
        if file >= 0 { close(file) }
        file = -1
    }

    func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    func append(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard failure == nil else { return }
        // Spilled before the limit is passed, the buffer (made that size at once) is not
        // grown and copied again and again.
        if !buffer.isEmpty, buffer.count + bytes.count > Self.memoryLimit {
            spill()
            guard failure == nil else { return }
        }
        if buffer.capacity == 0 { buffer.reserveCapacity(Self.memoryLimit) }
        buffer.append(contentsOf: bytes)
        if buffer.count > Self.memoryLimit { spill() }
    }

    /// Writes everything held to `sink`, in order.
    func replay(to sink: any TextSink) {
        guard failure == nil else { return }
        guard file >= 0 else {
            buffer.withUnsafeBytes { sink.write(bytes: $0) }
            return
        }
        spill()
        guard failure == nil else { return }
        guard lseek(file, 0, SEEK_SET) == 0 else { return fail("cannot read back the generated files from a temporary file", errno) }
        var block = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            let count = block.withUnsafeMutableBytes { posixRead(file, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return fail("cannot read back the generated files from a temporary file", errno)
            }
            if count == 0 { break }
            block.withUnsafeBytes { sink.write(bytes: UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        }
    }

    /// Moves the buffer to the temporary file, made at the first call.
    private func spill() {
        if file < 0 {
            var template = Array((temporaryDirectory + "/cardspec-build-XXXXXX").utf8CString)
            file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard file >= 0 else { return fail("cannot make a temporary file for the generated files in '\(shownDirectory)'", errno) }
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        }
        var written = 0
        while written < buffer.count {
            let result = buffer.withUnsafeBytes { posixWrite(file, $0.baseAddress! + written, $0.count - written) }
            if result > 0 {
                written += result
            } else if result < 0, errno == EINTR {
                continue
            } else {
                return fail("cannot write the generated files to a temporary file in '\(shownDirectory)'", result == 0 ? EIO : errno)
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private var shownDirectory: String { VisibleText.sanitized(temporaryDirectory) }

    private func fail(_ message: String, _ code: Int32) {
        failure = "\(message): \(errorDescription(code))"
        buffer = []
    }
}
