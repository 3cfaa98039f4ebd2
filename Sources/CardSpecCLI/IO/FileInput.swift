#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CardSpecDiagnostics

/// A path as bytes, as the file system has it (a name need not be valid UTF-8), with
/// the text to show for it.
struct FilePath: Hashable, Sendable {
    var bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// For reports; bytes that are not UTF-8 show as U+FFFD.
    var display: String { String(decoding: bytes, as: UTF8.self) }

    /// `dir/name`; children of `.` are named without the `./`.
    func appending(_ name: [UInt8]) -> FilePath {
        if bytes == [UInt8(ascii: ".")] { return FilePath(bytes: name) }
        if bytes.last == UInt8(ascii: "/") { return FilePath(bytes: bytes + name) }
        return FilePath(bytes: bytes + [UInt8(ascii: "/")] + name)
    }

    func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }
}

/// The kind of file at a path, following symbolic links.
enum FileKind: Equatable {
    case directory
    case other
    case missing(errno: Int32)

    init(at path: FilePath) {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else {
            self = .missing(errno: errno)
            return
        }
        self = info.st_mode & S_IFMT == S_IFDIR ? .directory : .other
    }
}

/// Reads an input without ever holding more than `limit + 1` bytes of it: a regular
/// file's size is checked before reading, and anything else (a pipe, a terminal, a
/// device) is read until the limit is passed.
enum BoundedReader {
    enum Outcome: Equatable {
        case contents(FileBytes)
        /// Larger than the limit; `size` when the file system says how large.
        case tooLarge(size: Int?)
        case failed(errno: Int32)
    }

    static func read(_ path: FilePath, limit: Int) -> Outcome {
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return .failed(errno: errno) }
        defer { close(descriptor) }
        return read(descriptor: descriptor, limit: limit)
    }

    static func read(descriptor: Int32, limit: Int) -> Outcome {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failed(errno: errno) }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { return .failed(errno: EISDIR) }
        let cap = limit == Int.max ? limit : limit + 1
        var count = 0
        var progress = Fill.full
        if kind == S_IFREG {
            let size = Int(info.st_size)
            if size > limit { return .tooLarge(size: size) }
            // Into padded storage, which the parser reads in place; one byte more than the
            // size, to see the end of the file in one read. (Left uninitialized until read:
            // zeroing it first wrote every byte twice.)
            let read = FileBytes.read(capacity: size + 1) { storage in
                progress = fill(storage, from: descriptor, count: &count)
                return count
            }
            switch progress {
            case .failed(let code): return .failed(errno: code)
            case .ended: return .contents(read)
            // It has grown since it was measured: read on as a stream would be.
            case .full: return readOn(read.bytes, count: count, cap: cap, limit: limit, from: descriptor)
            }
        }
        let buffer = [UInt8](unsafeUninitializedCapacity: max(1, min(cap, 64 * 1024))) { storage, initialized in
            progress = fill(UnsafeMutableRawBufferPointer(storage), from: descriptor, count: &count)
            initialized = count
        }
        if case .failed(let code) = progress { return .failed(errno: code) }
        guard case .full = progress else { return .contents(FileBytes(buffer)) }
        return readOn(buffer, count: count, cap: cap, limit: limit, from: descriptor)
    }

    /// Reads on after `buffer` (all `count` bytes of it read) filled up, doubling it each
    /// time, until the input ends or `cap` bytes are read.
    private static func readOn(_ buffer: [UInt8], count: Int, cap: Int, limit: Int, from descriptor: Int32) -> Outcome {
        var buffer = buffer, count = count
        var progress = Fill.full
        while case .full = progress, count < cap {
            buffer += [UInt8](repeating: 0, count: min(buffer.count, cap - buffer.count))
            progress = buffer.withUnsafeMutableBytes { fill($0, from: descriptor, count: &count) }
        }
        if case .failed(let code) = progress { return .failed(errno: code) }
        if count > limit { return .tooLarge(size: nil) }
        buffer.removeSubrange(count...)
        return .contents(FileBytes(buffer))
    }

    private enum Fill {
        case full, ended
        case failed(Int32)
    }

    /// Reads into `storage` from `count` on, until it is full or the input ends or fails.
    private static func fill(_ storage: UnsafeMutableRawBufferPointer, from descriptor: Int32, count: inout Int) -> Fill {
        while count < storage.count {
            let result = posixRead(descriptor, storage.baseAddress! + count, storage.count - count)
            if result > 0 {
                count += result
            } else if result == 0 {
                return .ended
            } else if errno == EINTR {
                continue
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                waitUntilReady(descriptor, for: Int16(POLLIN))
            } else {
                return .failed(errno)
            }
        }
        return .full
    }
}
