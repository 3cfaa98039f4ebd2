#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CardSpecDiagnostics

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
        name.withUTF8InPlace { bytes in fileExtension.withUTF8InPlace { problem(with: bytes, fileExtension: $0) } }
    }

    /// `problem(with:fileExtension:)` on the UTF-8 bytes: a build vets every file it
    /// makes, and `String`'s Unicode-aware suffix and case mapping cost thousands of
    /// instructions a name.
    private static func problem(with bytes: UnsafeBufferPointer<UInt8>, fileExtension ending: UnsafeBufferPointer<UInt8>)
        -> String? {
        if bytes.isEmpty { return "it is empty" }
        // One pass for what the checks below look for, reported in their order.
        var nul = false, separator = false, control = false, colon = false
        // A name with none of the bytes looked for (every generated name) is told eight
        // bytes at a time; only one with some is looked at byte by byte.
        if hasAnyLookedFor(bytes) {
            for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ":")
                || byte == UInt8(ascii: "\\") || byte == 0x7F {
                switch byte {
                case 0: nul = true
                case UInt8(ascii: "/"), UInt8(ascii: "\\"): separator = true
                case UInt8(ascii: ":"): colon = true
                case ..<0x20, 0x7F: control = true
                default: break
                }
            }
        }
        if nul { return "it contains a NUL byte" }
        if separator { return "it contains a path separator" }
        // Also `.`, `..`, hidden files, and the names of cardspec's temporary files.
        if bytes[0] == UInt8(ascii: ".") { return "it starts with a dot" }
        if control { return "it contains a control character" }
        if colon { return "it contains a colon" }
        if bytes.count > maximumBytes { return "it is longer than \(maximumBytes) bytes" }
        // memcmp: `elementsEqual` on the buffers cost more than the rest of the checks.
        if bytes.count <= ending.count
            || !ending.isEmpty && memcmp(bytes.baseAddress! + (bytes.count - ending.count), ending.baseAddress!, ending.count) != 0 {
            return "it does not end in '\(String(decoding: ending, as: UTF8.self))'"
        }
        // Device names are ASCII, of four bytes at most: a stem with any other byte, or
        // longer, is none of them (and only its first five bytes are read to tell).
        var stemCount = 0
        while stemCount < min(bytes.count, 5), bytes[stemCount] != UInt8(ascii: ".") { stemCount += 1 }
        let stem = bytes[..<stemCount]
        if stemCount <= 4, stem.allSatisfy({ $0 < 0x80 }) {
            let upper = String(decoding: stem.map { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) ? $0 - 32 : $0 },
                               as: UTF8.self)
            if reservedStems.contains(upper) { return "'\(upper)' is a reserved device name" }
        }
        return nil
    }

    /// Whether `bytes` has a control character (`0x7F` included), a slash, a backslash or
    /// a colon: the bytes `problem` looks for. Word by word: a byte at a time cost a dozen
    /// instructions a byte.
    private static func hasAnyLookedFor(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // The five tests (`ByteWords`) or'ed together, for one branch a word.
        func looked(_ word: UInt64) -> Bool {
            (ByteWords.bytes(of: word, below: 0x20) | ByteWords.bytes(of: word, equalTo: UInt8(ascii: "/"))
                | ByteWords.bytes(of: word, equalTo: UInt8(ascii: ":")) | ByteWords.bytes(of: word, equalTo: UInt8(ascii: "\\"))
                | ByteWords.bytes(of: word, equalTo: 0x7F)) != 0
        }
        let start = UnsafeRawPointer(bytes.baseAddress!)
        var offset = 0
        while offset + 8 <= bytes.count {
            if looked(start.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return true }
            offset += 8
        }
        // The last bytes, with the bytes before them again when there are eight in all;
        // otherwise padded with a letter, which is not looked for.
        if offset == bytes.count { return false }
        if bytes.count >= 8 { return looked(start.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)) }
        var word = 0x0101_0101_0101_0101 &* UInt64(UInt8(ascii: "a"))
        for index in 0..<bytes.count { word ^= UInt64(bytes[index] ^ UInt8(ascii: "a")) << (8 * UInt64(index)) }
        return looked(word)
    }
}
