/// The names a generator may give its files. Generators make bare file names; this is
/// the check that they did, before anything is written (defence in depth: a name that
/// fails it is cardspec's own bug, reported as an internal error).
enum GeneratedFileName {
    /// NAME_MAX on Linux and macOS.
    static let maximumBytes = 255

    /// Windows' device names, reserved with any extension (`CON.swift`): a repository
    /// with one cannot be checked out there.
    static let reservedStems: Set<String> = {
        var names: Set<String> = ["CON", "PRN", "AUX", "NUL"]
        for digit in 0...9 {
            names.insert("COM\(digit)")
            names.insert("LPT\(digit)")
        }
        return names
    }()

    /// Why `name` is not a safe bare file name ending in `fileExtension`; nil when it is.
    static func problem(with name: String, fileExtension: String) -> String? {
        let bytes = Array(name.utf8)
        if bytes.isEmpty { return "it is empty" }
        if bytes.contains(0) { return "it contains a NUL byte" }
        if bytes.contains(UInt8(ascii: "/")) || bytes.contains(UInt8(ascii: "\\")) {
            return "it contains a path separator"
        }
        // Also `.`, `..`, hidden files, and the names of cardspec's temporary files.
        if bytes.first == UInt8(ascii: ".") { return "it starts with a dot" }
        if bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) { return "it contains a control character" }
        if bytes.contains(UInt8(ascii: ":")) { return "it contains a colon" }
        if bytes.count > maximumBytes { return "it is longer than \(maximumBytes) bytes" }
        // On bytes: a build vets every file it makes, and `String`'s Unicode-aware
        // suffix and case mapping cost thousands of instructions a name.
        let ending = Array(fileExtension.utf8)
        if bytes.count <= ending.count || !bytes.suffix(ending.count).elementsEqual(ending) {
            return "it does not end in '\(fileExtension)'"
        }
        // Device names are ASCII: a stem with any other byte is none of them.
        let stem = bytes.prefix { $0 != UInt8(ascii: ".") }
        if stem.count <= 4, stem.allSatisfy({ $0 < 0x80 }) {
            let upper = String(decoding: stem.map { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) ? $0 - 32 : $0 },
                               as: UTF8.self)
            if reservedStems.contains(upper) { return "'\(upper)' is a reserved device name" }
        }
        return nil
    }
}
