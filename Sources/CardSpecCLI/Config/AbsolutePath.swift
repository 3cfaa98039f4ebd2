#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An absolute path as its segments, normalized by text alone (`.` dropped, `..` takes
/// the segment before it), the way the user sees the path rather than where symbolic
/// links lead. Finding configurations and matching `exclude` patterns work on these.
struct AbsolutePath: Hashable, Sendable {
    var components: [[UInt8]]

    init(components: [[UInt8]]) {
        self.components = components
    }

    /// `path` made absolute against `base` when relative.
    init(_ path: FilePath, relativeTo base: AbsolutePath) {
        components = path.bytes.first == UInt8(ascii: "/") ? [] : base.components
        for segment in path.bytes.split(separator: UInt8(ascii: "/")) {
            switch Array(segment) {
            case [UInt8(ascii: ".")]: continue
            case [UInt8(ascii: "."), UInt8(ascii: ".")]: if !components.isEmpty { components.removeLast() }
            default: components.append(Array(segment))
            }
        }
    }

    /// The working directory; the root if it cannot be found (it was removed, say).
    static func currentDirectory() -> AbsolutePath {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return AbsolutePath(components: []) }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return AbsolutePath(FilePath(bytes: bytes), relativeTo: AbsolutePath(components: []))
    }

    var parent: AbsolutePath? {
        components.isEmpty ? nil : AbsolutePath(components: Array(components.dropLast()))
    }

    func appending(_ name: String) -> AbsolutePath {
        AbsolutePath(components: components + [Array(name.utf8)])
    }

    var filePath: FilePath {
        FilePath(bytes: [UInt8(ascii: "/")] + Array(components.joined(separator: [UInt8(ascii: "/")])))
    }

    /// The segments after `base`, if this path is inside it (or is it: none).
    func segments(after base: AbsolutePath) -> [[UInt8]]? {
        guard components.count >= base.components.count,
              components.starts(with: base.components) else { return nil }
        return Array(components[base.components.count...])
    }

    /// For reports: relative to `workingDirectory` when inside it, absolute otherwise.
    func display(relativeTo workingDirectory: AbsolutePath) -> String {
        if let inside = segments(after: workingDirectory), !inside.isEmpty {
            return String(decoding: Array(inside.joined(separator: [UInt8(ascii: "/")])), as: UTF8.self)
        }
        return filePath.display
    }
}
