#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CardSpecDiagnostics

/// A failure to read or write in the output directory, worded for the user.
struct FileSystemError: Error, Equatable {
    var message: String
}

/// What tells one version of a file from another: if any of it differs, the file was
/// replaced or written to since it was looked at.
struct FileIdentity: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modifiedSeconds = Int64(info.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
        #else
        modifiedSeconds = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        #endif
    }
}

/// The directory `build -o` writes in, held open: every operation is relative to its
/// descriptor and takes a bare name, so nothing reaches outside it, and no symbolic link
/// in it is ever followed (the directory itself, named by the user, may be one).
///
/// A file is written atomically: its bytes go to a new temporary file in the directory
/// (`.cardspec-<random>.tmp`), which is flushed to disk and then renamed over the target,
/// so a reader, or a crash, sees the old file or the new one, never part of either.
/// Where the system can flush a whole file system at once (Linux's `syncfs`), the staged
/// files are flushed together by `flushStaged` before any is renamed: one flush instead
/// of one per file, which for thousands of files is a minute against a second or two.
/// Replacing checks first that the target is still the file that was read; creating
/// never replaces a file that appeared meanwhile.
final class OutputDirectory {
    /// As the user gave it, for messages.
    let path: FilePath
    /// Open for as long as this is; every operation is relative to it.
    let descriptor: Int32

    /// A seam for tests: called with the target's name after its temporary file is
    /// written and before it is moved into place. A throw fails the write there.
    var beforeInstall: ((_ name: String) throws(FileSystemError) -> Void)?

    /// The directory open at `descriptor`, which it now owns; `path` names it in messages.
    init(path: FilePath, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    // MARK: - Opening

    /// The directory at `path`, or nil when there is nothing there.
    static func existing(at path: FilePath) throws(FileSystemError) -> OutputDirectory? {
        let descriptor = path.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw FileSystemError(message: "cannot open the output directory '\(shown(path))': \(errorDescription(code))")
        }
        return OutputDirectory(path: path, descriptor: descriptor)
    }

    /// The directory at `path`, created first with any missing parents (as `mkdir -p`).
    /// `made` gets the directories this call created, outermost first, for `removeEmpty`.
    static func creating(at path: FilePath, made: inout [FilePath]) throws(FileSystemError) -> OutputDirectory {
        var prefix: [UInt8] = []
        let slash = UInt8(ascii: "/")
        for (index, component) in path.bytes.split(separator: slash, omittingEmptySubsequences: false).enumerated() {
            if index > 0 { prefix.append(slash) }
            prefix += component
            guard !component.isEmpty, component != [UInt8(ascii: ".")] else { continue }
            let result = FilePath(bytes: prefix).withCString { mkdir($0, 0o777) }
            if result == 0 {
                made.append(FilePath(bytes: prefix))
            } else if errno != EEXIST {
                throw FileSystemError(
                    message: "cannot create the output directory '\(shown(FilePath(bytes: prefix)))': \(errorDescription(errno))")
            }
        }
        guard let directory = try existing(at: path) else {
            throw FileSystemError(message: "cannot create the output directory '\(shown(path))': \(errorDescription(ENOENT))")
        }
        return directory
    }

    /// Removes `directories` (innermost last, as `creating` lists them) if they are still
    /// empty: undoes the creation of an output directory that nothing was written to.
    static func removeEmpty(_ directories: [FilePath]) {
        for directory in directories.reversed() {
            _ = directory.withCString { rmdir($0) }
        }
    }

    // MARK: - Reading

    enum Entry: Equatable {
        case missing
        case file(FileIdentity, permissions: UInt32)
        case symbolicLink
        case directory
        /// A pipe, socket or device.
        case special
    }

    /// What is at `name`, without following a symbolic link.
    func entry(_ name: String) throws(FileSystemError) -> Entry {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            let code = errno
            if code == ENOENT { return .missing }
            throw failure("cannot look at", name, code)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file(FileIdentity(info), permissions: UInt32(info.st_mode & 0o7777))
        case S_IFLNK: return .symbolicLink
        case S_IFDIR: return .directory
        default: return .special
        }
    }

    /// The names in the directory, as bytes.
    func entryNames() throws(FileSystemError) -> [[UInt8]] {
        let copy = dup(descriptor)
        guard copy >= 0 else { throw listingFailure(errno) }
        guard let stream = fdopendir(copy) else {
            let code = errno
            close(copy)
            throw listingFailure(code)
        }
        defer { closedir(stream) }
        // The copy shares the original's position.
        rewinddir(stream)
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { throw listingFailure(errno) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")] { names.append(name) }
        }
        return names
    }

    /// Up to `limit` bytes from the start of the regular file `name`, which must still be
    /// the version `identity` describes.
    func read(_ name: String, expecting identity: FileIdentity, limit: Int) throws(FileSystemError) -> [UInt8] {
        let (file, size) = try openForReading(name, expecting: identity)
        defer { close(file) }
        var bytes = [UInt8](repeating: 0, count: max(0, min(limit, size)))
        let count = try readFully(file, into: &bytes, name: name)
        bytes.removeSubrange(count...)
        return bytes
    }

    /// Opens `name` for reading, if it is still the regular file that `identity`
    /// describes; with its size.
    private func openForReading(_ name: String, expecting identity: FileIdentity) throws(FileSystemError) -> (Int32, Int) {
        // O_NONBLOCK: a pipe put there since `entry` does not hang the open.
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard file >= 0 else { throw failure("cannot read", name, errno) }
        var info = stat()
        guard fstat(file, &info) == 0 else {
            let code = errno
            close(file)
            throw failure("cannot read", name, code)
        }
        guard info.st_mode & S_IFMT == S_IFREG, FileIdentity(info) == identity else {
            close(file)
            throw changedMeanwhile(name)
        }
        return (file, Int(info.st_size))
    }

    /// Reads from `file` until `buffer` is full or the file ends; how many bytes it read.
    private func readFully(_ file: Int32, into buffer: inout [UInt8], name: String) throws(FileSystemError) -> Int {
        var count = 0
        while count < buffer.count {
            let wanted = buffer.count - count
            let result = buffer.withUnsafeMutableBytes { posixRead(file, $0.baseAddress! + count, wanted) }
            if result > 0 {
                count += result
            } else if result == 0 {
                break
            } else if errno != EINTR {
                throw failure("cannot read", name, errno)
            }
        }
        return count
    }

    /// The first `headerCount` bytes of the file `name` (fewer if it is shorter), and
    /// whether it holds exactly the bytes of `pieces`, one after another: read a block at
    /// a time and compared with the pieces as they come (a large generated file is never
    /// gathered whole, and neither is the one it would replace).
    func compare(_ name: String, expecting identity: FileIdentity, with pieces: [[UInt8]],
                 headerCount: Int) throws(FileSystemError) -> (start: [UInt8], same: Bool) {
        let (file, size) = try openForReading(name, expecting: identity)
        defer { close(file) }
        let sameSize = size == pieces.reduce(0) { $0 + $1.count }
        var block = [UInt8](repeating: 0, count: max(1, min(sameSize ? size : headerCount, 1 << 20)))
        var start: [UInt8] = []
        var compared = 0
        var expected = PieceReader(pieces)
        var same = sameSize
        while compared < size, start.count < headerCount || same {
            if size - compared < block.count { block.removeSubrange((size - compared)...) }
            let count = try readFully(file, into: &block, name: name)
            // Shorter than it was a moment ago: not the same (and the install finds it changed).
            if count == 0 {
                same = false
                break
            }
            if start.count < headerCount { start += block[..<min(count, headerCount - start.count)] }
            if same { same = block.withUnsafeBufferPointer { expected.consume(UnsafeBufferPointer(rebasing: $0[..<count])) } }
            compared += count
        }
        return (start, same)
    }

    // MARK: - Writing

    /// Writes `bytes` to `name` atomically: the old file, if any, stays whole until the
    /// new one is complete on disk and takes its place. `replacing` is the version of the
    /// file being replaced (nil: there is none, and one that appears meanwhile is left
    /// alone); `permissions` those to give the new file (nil: the usual, after umask).
    /// On failure the old file is as it was and no temporary file is left.
    func writeAtomically(
        _ bytes: [UInt8], to name: String, replacing: FileIdentity?, permissions: UInt32? = nil
    ) throws(FileSystemError) {
        let temporary = try stage([bytes], for: name, permissions: permissions)
        do {
            try flushStaged()
            try install(temporary, as: name, replacing: replacing)
        } catch {
            discard(temporary)
            throw error
        }
    }

    // MARK: - One build at a time

    /// Waits until no other cardspec build is writing here, and keeps others waiting
    /// until this directory is closed (at the end of the process at the latest): two
    /// builds into one directory would replace each other's files half way.
    /// `waiting` is called once if the lock is taken and the build has to wait.
    func lockForWriting(waiting: () -> Void = {}) throws(FileSystemError) {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
        if errno == EWOULDBLOCK { waiting() }
        while flock(descriptor, LOCK_EX) != 0 {
            let code = errno
            if code == EINTR { continue }
            // File systems without locks (some network shares): write without one.
            if code == ENOLCK || code == EOPNOTSUPP { return }
            throw FileSystemError(message: "cannot lock the output directory '\(Self.shown(path))': \(errorDescription(code))")
        }
    }

    /// Removes the temporary files an interrupted build left (killed between staging a
    /// file and moving it into place). Call it holding `lockForWriting`, so that no
    /// other build's files are taken for leftovers.
    func removeLeftoverTemporaryFiles() throws(FileSystemError) {
        for name in try entryNames() where Self.isTemporaryName(name) {
            let text = String(decoding: name, as: UTF8.self)
            if case .file = try entry(text) { unlinkat(descriptor, text, 0) }
        }
    }

    /// A temporary file's name: the prefix, 16 lowercase hexadecimal digits, the suffix.
    static let temporaryPrefix = ".cardspec-", temporarySuffix = ".tmp"

    static func temporaryName(_ random: UInt64) -> String {
        let digits = String(random, radix: 16)
        return temporaryPrefix + String(repeating: "0", count: 16 - digits.count) + digits + temporarySuffix
    }

    /// Whether `name` is one `temporaryName` gives.
    static func isTemporaryName(_ name: [UInt8]) -> Bool {
        let prefix = Array(temporaryPrefix.utf8), suffix = Array(temporarySuffix.utf8)
        guard name.count == prefix.count + 16 + suffix.count, name.starts(with: prefix),
              name.suffix(suffix.count).elementsEqual(suffix) else { return false }
        return name[prefix.count..<prefix.count + 16].allSatisfy {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
        }
    }

    /// The first half of an atomic write: `pieces`, one after another, in a new temporary
    /// file, flushed to disk here or by `flushStaged`. Returns its name, for `install` or
    /// `discard`.
    func stage(_ pieces: [[UInt8]], for name: String, permissions: UInt32?) throws(FileSystemError) -> String {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let temporary = Self.temporaryName(generator.next())
            if try write(pieces, creating: temporary, for: name, permissions: permissions) { return temporary }
        }
        throw failure("cannot write", name, EEXIST)
    }

    /// `name`, a file that is not there yet, written whole under its own name: for a
    /// directory no one sees until it is complete (`FreshOutputDirectory`). Flushed to
    /// disk here or by `flushStaged`.
    func writeNew(_ pieces: [[UInt8]], as name: String) throws(FileSystemError) {
        guard try write(pieces, creating: name, for: name, permissions: nil) else { throw failure("cannot create", name, EEXIST) }
    }

    /// Creates the file `file` and writes `pieces` to it; false, with nothing written, when
    /// `file` exists. On failure no file is left. `name` is the file the messages name.
    private func write(_ pieces: [[UInt8]], creating file: String, for name: String,
                       permissions: UInt32?) throws(FileSystemError) -> Bool {
        let descriptor = openat(self.descriptor, file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        if descriptor < 0 {
            if errno == EEXIST { return false }
            throw failure("cannot write", name, errno)
        }
        var code: Int32 = 0
        if !pieces.allSatisfy({ writeAll($0, to: descriptor) }) {
            code = errno
        } else if let permissions, fchmod(descriptor, mode_t(permissions)) != 0 {
            code = errno
        } else if Self.flushFileSystem == nil, fsync(descriptor) != 0 {
            code = errno
        }
        // A failed close can be the first news of a failed write (NFS).
        if close(descriptor) != 0, code == 0 { code = errno }
        if code != 0 {
            unlinkat(self.descriptor, file, 0)
            throw failure("cannot write", name, code)
        }
        return true
    }

    /// The second half: the staged file takes `name`'s place, if `name` is still the
    /// version `replacing` describes (or, when nil, still missing).
    func install(_ temporary: String, as name: String, replacing: FileIdentity?) throws(FileSystemError) {
        try beforeInstall?(name)
        if let replacing {
            guard case .file(let identity, _) = try entry(name), identity == replacing else { throw changedMeanwhile(name) }
            guard renameat(descriptor, temporary, descriptor, name) == 0 else { throw failure("cannot replace", name, errno) }
            return
        }
        // A hard link is a rename that never replaces: a file put there meanwhile stays
        // (so no look at the name first: one lookup fewer in a directory of thousands).
        if linkat(descriptor, temporary, descriptor, name, 0) == 0 {
            unlinkat(descriptor, temporary, 0)
            return
        }
        let code = errno
        if code == EEXIST { throw changedMeanwhile(name) }
        // File systems without hard links (FAT, some network shares): a rename, only
        // while the name is still free.
        guard [EPERM, EOPNOTSUPP, EXDEV, EMLINK, ENOSYS].contains(code) else { throw failure("cannot create", name, code) }
        guard try entry(name) == .missing else { throw changedMeanwhile(name) }
        guard renameat(descriptor, temporary, descriptor, name) == 0 else { throw failure("cannot create", name, errno) }
    }

    /// Removes a staged file that is not to be installed.
    func discard(_ temporary: String) {
        unlinkat(descriptor, temporary, 0)
    }

    /// Removes `name` if it is still the version `identity` describes.
    func remove(_ name: String, expecting identity: FileIdentity) throws(FileSystemError) {
        guard case .file(let current, _) = try entry(name), current == identity else { throw changedMeanwhile(name) }
        guard unlinkat(descriptor, name, 0) == 0 else { throw failure("cannot remove", name, errno) }
    }

    /// `syncfs(2)`, where the C library has it: Swift's Glibc module does not declare it,
    /// so it is looked up by name, once.
    private static let flushFileSystem: (@convention(c) (Int32) -> Int32)? = {
        #if os(Linux)
        // A nil handle is RTLD_DEFAULT: the symbol wherever the process has it.
        guard let symbol = dlsym(nil, "syncfs") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
        #else
        return nil
        #endif
    }()

    /// Whether staged files wait for `flushStaged` instead of being flushed one by one.
    static var flushesStagedFilesTogether: Bool { flushFileSystem != nil }

    /// Flushes every file staged so far to disk, before any of them is installed (where
    /// `stage` has not flushed each already).
    func flushStaged() throws(FileSystemError) {
        guard let flush = Self.flushFileSystem, flush(descriptor) != 0 else { return }
        throw FileSystemError(message: "cannot flush the files written in '\(Self.shown(path))': \(errorDescription(errno))")
    }

    /// Flushes the directory itself, so that renames and removals survive a crash.
    func synchronize() throws(FileSystemError) {
        try synchronize(namedInMessagesAs: path)
    }

    /// `synchronize`, its failure naming `shownPath` (the output directory, when this is
    /// the one it is renamed into).
    func synchronize(namedInMessagesAs shownPath: FilePath) throws(FileSystemError) {
        guard fsync(descriptor) != 0 else { return }
        let code = errno
        // Some file systems cannot flush a directory; there is nothing more to do there.
        if code == EINVAL || code == EROFS || code == EBADF { return }
        throw FileSystemError(message: "cannot flush the output directory '\(Self.shown(shownPath))': \(errorDescription(code))")
    }

    // MARK: - Messages

    /// `Generated/FooCard.swift`, ready to print.
    func shown(_ name: String) -> String {
        Self.shown(path.appending(Array(name.utf8)))
    }

    static func shown(_ path: FilePath) -> String {
        VisibleText.sanitized(path.display)
    }

    private func failure(_ action: String, _ name: String, _ code: Int32) -> FileSystemError {
        FileSystemError(message: "\(action) '\(shown(name))': \(errorDescription(code))")
    }

    private func changedMeanwhile(_ name: String) -> FileSystemError {
        FileSystemError(message: "'\(shown(name))' changed while cardspec was writing; run it again")
    }

    private func listingFailure(_ code: Int32) -> FileSystemError {
        FileSystemError(message: "cannot list the output directory '\(Self.shown(path))': \(errorDescription(code))")
    }

    private func writeAll(_ bytes: [UInt8], to file: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let result = posixWrite(file, buffer.baseAddress! + written, buffer.count - written)
                if result > 0 {
                    written += result
                } else if result < 0, errno == EINTR {
                    continue
                } else {
                    if result == 0 { errno = EIO }
                    return false
                }
            }
            return true
        }
    }
}

/// Bytes in pieces read in order, compared with what comes.
private struct PieceReader {
    private let pieces: [[UInt8]]
    private var piece = 0
    private var offset = 0

    init(_ pieces: [[UInt8]]) {
        self.pieces = pieces
    }

    /// Whether the next `bytes.count` bytes of the file are `bytes`.
    mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var done = 0
        while done < bytes.count {
            guard piece < pieces.count else { return false }
            let available = pieces[piece].count - offset
            if available == 0 {
                piece += 1
                offset = 0
                continue
            }
            let count = min(available, bytes.count - done)
            let equal = pieces[piece].withUnsafeBufferPointer {
                memcmp($0.baseAddress! + offset, bytes.baseAddress! + done, count) == 0
            }
            guard equal else { return false }
            offset += count
            done += count
        }
        return true
    }
}
