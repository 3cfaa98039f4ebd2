/// Where a reported file is, for formats read by other programs (SARIF, GitHub
/// annotations): relative to a base directory (the working directory, which is the
/// repository root in CI) when the file is inside it, absolute otherwise. The paths are
/// cleaned lexically (`./` and `a/..` removed; symbolic links are not followed), with
/// forward slashes as on every platform cardspec runs on.
public struct ArtifactPath: Hashable, Sendable {
    /// Relative to the base directory (`specs/a.cards.yaml`), or absolute
    /// (`/elsewhere/a.cards.yaml`), or relative with leading `..` segments when there is
    /// no base directory to resolve them against.
    public var path: String
    public var isRelative: Bool

    /// `path` as the user gave it (relative to `directory`, or absolute), seen from the
    /// absolute `directory`; nil `directory` keeps a relative path relative.
    public init(_ path: String, relativeTo directory: String?) {
        let base = directory.map { Self.clean($0, absolute: true) }
        var absolute = path.hasPrefix("/")
        var segments = Self.clean(path, absolute: absolute)
        if !absolute, segments.first == "..", let base {
            segments = Self.clean((["/"] + base + segments).joined(separator: "/"), absolute: true)
            absolute = true
        }
        if absolute, let base, segments.count > base.count, Array(segments.prefix(base.count)) == base {
            segments.removeFirst(base.count)
            absolute = false
        }
        self.path = (absolute ? "/" : "") + segments.joined(separator: "/")
        self.isRelative = !absolute
    }

    /// The segments of `path`, without empty ones and `.`, each `..` taking away the one
    /// before it (at the root of an absolute path, it takes nothing).
    static func clean(_ path: String, absolute: Bool) -> [String] {
        var segments: [String] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..":
                if let last = segments.last, last != ".." {
                    segments.removeLast()
                } else if !absolute {
                    segments.append("..")
                }
            default: segments.append(String(segment))
            }
        }
        return segments
    }

    /// As a URI reference: the relative path percent-encoded (to be resolved against
    /// the base directory's URI), or a `file://` URI for an absolute path.
    public var uriReference: String {
        isRelative ? Self.percentEncoded(path) : "file://" + Self.percentEncoded(path)
    }

    /// The `file://` URI of an absolute directory, ending in a slash so that relative
    /// references resolve inside it.
    public static func directoryURI(_ directory: String) -> String {
        let segments = clean(directory, absolute: true)
        return "file://" + percentEncoded("/" + segments.map { $0 + "/" }.joined())
    }

    /// Every byte of the UTF-8 path as `%XX` (uppercase hex) except the RFC 3986
    /// unreserved characters (letters, digits, `-`, `.`, `_`, `~`) and `/`. Encoding
    /// `:` keeps a first segment such as `a:b` from reading as a URI scheme.
    public static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
