#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An output directory that did not exist, built whole under a hidden name beside where
/// it goes (`.cardspec-<random>.tmp`, a directory) and renamed into place once complete:
/// the directory appears at once, with every file in it, or not at all.
///
/// Its files are written under their own names, without a temporary file each: in a
/// directory no one sees, a create is enough, where a file in a directory that exists
/// takes a create, a link and an unlink to appear atomically (`OutputDirectory.stage`).
/// Making the 42,730 files of the benchmark's 2,000 specs cost about 40% less system
/// time so (docs/performance.md).
///
/// The hidden directory is locked (`flock`) while its build runs, so that the next build
/// into the same place can tell one a killed build left (unlocked) from one being
/// written, and remove only the first (`removeLeftovers`).
final class FreshOutputDirectory {
    /// The hidden directory, named in messages as the output directory.
    let directory: OutputDirectory
    /// The files written so far, in order.
    private(set) var written: [String] = []
    /// The directory the output directory goes in.
    private let parentDirectory: OutputDirectory
    private var parent: Int32 { parentDirectory.descriptor }
    private let hiddenName: String
    /// The output directory's own name, as bytes: a path need not be UTF-8.
    private let finalName: [UInt8]
    private var published = false

    /// A seam for tests: called just before the hidden directory is renamed into place.
    var beforePublish: (() -> Void)?

    private init(directory: OutputDirectory, parent: OutputDirectory, hiddenName: String, finalName: [UInt8]) {
        self.directory = directory
        self.parentDirectory = parent
        self.hiddenName = hiddenName
        self.finalName = finalName
    }

    deinit {
        if !published { discard() }
    }

    /// Where a path's last component goes: the path of its parent and the component, or
    /// nil for a path whose last component is `.` or `..` (or none), which names a
    /// directory there always is.
    static func split(_ path: FilePath) -> (parent: FilePath, name: [UInt8])? {
        let slash = UInt8(ascii: "/")
        var bytes = path.bytes
        while bytes.count > 1, bytes.last == slash { bytes.removeLast() }
        let name: [UInt8], parent: [UInt8]
        if let last = bytes.lastIndex(of: slash) {
            name = Array(bytes[(last + 1)...])
            parent = last == 0 ? [slash] : Array(bytes[..<last])
        } else {
            (name, parent) = (bytes, [UInt8(ascii: ".")])
        }
        guard !name.isEmpty, name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")] else { return nil }
        return (FilePath(bytes: parent), name)
    }

    /// Starts the directory `path` names, which does not exist: its missing parents are
    /// created (listed in `made`, outermost first, as `OutputDirectory.creating` does),
    /// then the hidden directory in the last of them. Nil for a path `split` does not take.
    static func create(at path: FilePath, made: inout [FilePath]) throws(FileSystemError) -> FreshOutputDirectory? {
        guard let (parentPath, name) = split(path) else { return nil }
        let parentDirectory = try OutputDirectory.creating(at: parentPath, made: &made)
        let parent = parentDirectory.descriptor
        removeLeftovers(in: parentDirectory)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let hidden = OutputDirectory.temporaryName(generator.next())
            if mkdirat(parent, hidden, 0o777) != 0 {
                if errno == EEXIST { continue }
                throw cannotCreate(path, errno)
            }
            let descriptor = openat(parent, hidden, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else {
                let code = errno
                unlinkat(parent, hidden, AT_REMOVEDIR)
                throw cannotCreate(path, code)
            }
            // Held while the directory is open: the sign that its build is alive.
            _ = flock(descriptor, LOCK_EX | LOCK_NB)
            return FreshOutputDirectory(directory: OutputDirectory(path: path, descriptor: descriptor), parent: parentDirectory,
                                        hiddenName: hidden, finalName: name)
        }
        throw cannotCreate(path, EEXIST)
    }

    /// Writes the file `name` into the directory.
    func write(_ pieces: [[UInt8]], as name: String) throws(FileSystemError) {
        try directory.writeNew(pieces, as: name)
        written.append(name)
    }

    /// Flushes the files to disk and renames the directory into place. False, with the
    /// hidden directory as it was, when something is there now: another build made the
    /// output directory meanwhile.
    func publish() throws(FileSystemError) -> Bool {
        try directory.flushStaged()
        // Its entries too, where files were flushed one by one rather than by `syncfs`.
        if !OutputDirectory.flushesStagedFilesTogether { try directory.synchronize() }
        beforePublish?()
        guard Self.renameWithoutReplacing(parent, hiddenName, finalName) else {
            let code = errno
            if code == EEXIST || code == ENOTEMPTY { return false }
            throw Self.cannotCreate(directory.path, code)
        }
        published = true
        // The rename itself, made durable: the parent holds the new entry.
        try parentDirectory.synchronize(namedInMessagesAs: directory.path)
        return true
    }

    /// Removes the files written and the hidden directory: nothing is published.
    func discard() {
        guard !published else { return }
        for name in written { directory.discard(name) }
        written = []
        unlinkat(parent, hiddenName, AT_REMOVEDIR)
    }

    /// Removes what killed builds left in `parent`: hidden directories of this kind that no
    /// build holds locked and that hold only regular files. Anything else stays.
    private static func removeLeftovers(in parentDirectory: OutputDirectory) {
        let parent = parentDirectory.descriptor
        guard let names = try? parentDirectory.entryNames() else { return }
        for name in names where OutputDirectory.isTemporaryName(name) {
            let text = String(decoding: name, as: UTF8.self)
            let descriptor = openat(parent, text, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            // Closed, and its lock let go, when `leftover` goes.
            let leftover = OutputDirectory(path: FilePath(text), descriptor: descriptor)
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, let files = try? leftover.entryNames(),
                  files.allSatisfy({ (try? leftover.entry(String(decoding: $0, as: UTF8.self))).map(isFile) ?? false })
            else { continue }
            for file in files { leftover.discard(String(decoding: file, as: UTF8.self)) }
            unlinkat(parent, text, AT_REMOVEDIR)
        }
    }

    private static func isFile(_ entry: OutputDirectory.Entry) -> Bool {
        if case .file = entry { return true }
        return false
    }

    /// The error for a name that is taken by something that is not a directory: most
    /// likely a symbolic link to nowhere, which is said so, with where it points.
    static func somethingInTheWay(of path: FilePath) -> FileSystemError {
        var info = stat()
        guard path.withCString({ lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFLNK else {
            return cannotCreate(path, EEXIST)
        }
        var target = [UInt8](repeating: 0, count: Int(PATH_MAX))
        let count = path.withCString { name in target.withUnsafeMutableBufferPointer { readlink(name, $0.baseAddress!, $0.count) } }
        let shownTarget = count > 0 ? " '" + OutputDirectory.shown(FilePath(bytes: Array(target[..<count]))) + "'" : ""
        return FileSystemError(message: "cannot create the output directory '\(OutputDirectory.shown(path))': it is a symbolic "
            + "link to\(shownTarget.isEmpty ? " something" : shownTarget), which does not exist")
    }

    private static func cannotCreate(_ path: FilePath, _ code: Int32) -> FileSystemError {
        FileSystemError(message: "cannot create the output directory '\(OutputDirectory.shown(path))': \(errorDescription(code))")
    }

    /// `renameat` that fails with EEXIST where `to` exists: Linux's `renameat2` with
    /// RENAME_NOREPLACE, looked up by name as Swift's Glibc module does not declare it.
    /// Where there is none, or the file system does not take the flag, a plain rename,
    /// which still never replaces a directory with anything in it.
    private static func renameWithoutReplacing(_ directory: Int32, _ from: String, _ to: [UInt8]) -> Bool {
        FilePath(bytes: to).withCString { to in
            #if os(Linux)
            if let rename = renameWithFlags {
                let noReplace: UInt32 = 1
                if rename(directory, from, directory, to, noReplace) == 0 { return true }
                guard errno == EINVAL || errno == ENOSYS else { return false }
            }
            #endif
            return renameat(directory, from, directory, to) == 0
        }
    }

    #if os(Linux)
    private static let renameWithFlags: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32)? = {
        guard let symbol = dlsym(nil, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32).self)
    }()
    #endif
}
