#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes text. Writes go straight to the file descriptor (no
/// buffering to flush at exit), whole, retried on EINTR and EAGAIN.
protocol TextSink: AnyObject {
    func write(_ text: String)
    /// UTF-8 as it is, in pieces that may split a character between two writes: what
    /// `build` copies out of its spool, without making a `String` of each piece.
    func write(bytes: UnsafeRawBufferPointer)
    /// The errno of the first write that failed, if any did; later writes are dropped.
    var failure: Int32? { get }
}

final class FileDescriptorSink: TextSink {
    let descriptor: Int32
    private(set) var failure: Int32?

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: UnsafeRawBufferPointer($0)) }
    }

    func write(bytes buffer: UnsafeRawBufferPointer) {
        guard failure == nil, let base = buffer.baseAddress, !buffer.isEmpty else { return }
        var written = 0
        while written < buffer.count {
            let result = posixWrite(descriptor, base + written, buffer.count - written)
            if result >= 0 {
                written += result
            } else if errno == EINTR {
                continue
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                // A non-blocking descriptor inherited from the parent (node does this).
                waitUntilReady(descriptor, for: Int16(POLLOUT))
            } else {
                failure = errno
                return
            }
        }
    }
}

/// Keeps what is written, for tests.
final class CapturedText: TextSink {
    private var bytes: [UInt8] = []
    var failure: Int32? { nil }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    func write(_ text: String) {
        bytes += text.utf8
    }

    func write(bytes more: UnsafeRawBufferPointer) {
        bytes += more
    }
}

/// Everything a command touches of its process besides the file system.
struct CommandIO {
    enum StandardInput {
        case descriptor(Int32)
        case bytes([UInt8])
    }

    var stdout: any TextSink
    var stderr: any TextSink
    var stdin: StandardInput
    var environment: [String: String]
    var stdoutIsTerminal: Bool
    /// For `build` without `-o`, which reports on standard error.
    var stderrIsTerminal: Bool = false

    static func process(environment: [String: String]) -> CommandIO {
        CommandIO(
            stdout: FileDescriptorSink(descriptor: STDOUT_FILENO),
            stderr: FileDescriptorSink(descriptor: STDERR_FILENO),
            stdin: .descriptor(STDIN_FILENO),
            environment: environment,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1)
    }
}

/// Blocks until `descriptor` is ready for `events`, or fails; the caller retries.
func waitUntilReady(_ descriptor: Int32, for events: Int16) {
    var request = pollfd(fd: descriptor, events: events, revents: 0)
    _ = poll(&request, 1, -1)
}

/// The most bytes one `write` (or `writev`) is asked to take; callers loop over short
/// writes anyway. One call for a whole large file was several times slower in the kernel
/// than the same bytes in pieces: 414 MB written to a file on this machine's ext4 took
/// 0.4–1.2 s of system time in one `write` and 0.1–0.15 s in 256 KiB–4 MiB pieces.
let largestWrite = 1 << 20

func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    let count = min(count, largestWrite)
    #if canImport(Glibc)
    return Glibc.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    return Musl.write(descriptor, buffer, count)
    #else
    return Darwin.write(descriptor, buffer, count)
    #endif
}

func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}

/// The system's description of an errno value: "No such file or directory".
func errorDescription(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
}
