#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the spec files in a directory tree: every `*.cards.yaml`, `*.cards.yml` and
/// `*.cards.json`, sorted by the bytes of their paths so the order is the same on every
/// machine. Hidden directories (`.git`, `.build`, ...) are skipped, and so are symbolic
/// links to directories (no cycles); only regular files, or symbolic links to them, are
/// spec files.
enum SpecDiscovery {
    static let suffixes = [".cards.yaml", ".cards.yml", ".cards.json"]

    struct Result: Equatable {
        var files: [FilePath] = []
        /// Directories that could not be listed, with why.
        var failures: [Failure] = []
    }

    struct Failure: Equatable {
        var path: FilePath
        var errno: Int32
    }

    static func isSpecFileName(_ name: [UInt8]) -> Bool {
        suffixes.contains { name.count >= $0.utf8.count && name.suffix($0.utf8.count).elementsEqual($0.utf8) }
    }

    static func specFiles(in root: FilePath) -> Result {
        var result = Result()
        var pending = [root]
        while let directory = pending.popLast() {
            guard let stream = directory.withCString({ opendir($0) }) else {
                result.failures.append(Failure(path: directory, errno: errno))
                continue
            }
            defer { closedir(stream) }
            while true {
                errno = 0
                guard let entry = readdir(stream) else {
                    if errno != 0 { result.failures.append(Failure(path: directory, errno: errno)) }
                    break
                }
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    Array(raw.prefix { $0 != 0 })
                }
                if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
                let listed = listedKind(entry.pointee.d_type)
                // A regular file not named like a spec needs no path.
                if listed == .file, !isSpecFileName(name) { continue }
                let path = directory.appending(name)
                switch listed ?? kind(of: path) {
                case .directory:
                    if name.first != UInt8(ascii: ".") { pending.append(path) }
                case .file:
                    if isSpecFileName(name) { result.files.append(path) }
                case .skipped:
                    break
                }
            }
        }
        result.files.sort { $0.bytes.lexicographicallyPrecedes($1.bytes) }
        result.failures.sort { $0.path.bytes.lexicographicallyPrecedes($1.path.bytes) }
        return result
    }

    private enum EntryKind { case directory, file, skipped }

    /// The kind the listing itself gives, where it gives one: most file systems name each
    /// entry's type, which spares a `lstat` of every file (2,000 of them took about 4 ms
    /// before the first spec could be read). Symbolic links, and entries of a file system
    /// that does not say (`DT_UNKNOWN`), are looked at by `kind(of:)`.
    private static func listedKind(_ type: UInt8) -> EntryKind? {
        switch Int32(type) {
        case Int32(DT_DIR): .directory
        case Int32(DT_REG): .file
        case Int32(DT_LNK), Int32(DT_UNKNOWN): nil
        default: .skipped  // pipes, sockets and devices are never spec files
        }
    }

    private static func kind(of path: FilePath) -> EntryKind {
        var info = stat()
        // Something that vanished since the listing is simply not there.
        guard path.withCString({ lstat($0, &info) }) == 0 else { return .skipped }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            return .directory
        case S_IFREG:
            return .file
        case S_IFLNK:
            guard path.withCString({ stat($0, &info) }) == 0 else { return .skipped }
            return info.st_mode & S_IFMT == S_IFREG ? .file : .skipped
        default:
            // Pipes, sockets and devices are never spec files, whatever their names.
            return .skipped
        }
    }
}
