import Foundation

/// Substring search, replacement and trimming for the text the generator works on,
/// which is almost always ASCII (Swift it writes itself, declarations from the catalog):
/// done on the bytes when the text is ASCII, where that finds exactly what Foundation
/// finds, and by Foundation otherwise. Foundation's versions go through NSString and
/// were a tenth of the generator's time.
enum ASCIIText {
    static func isASCII<Text: StringProtocol>(_ text: Text) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var any: UInt8 = 0
            for byte in bytes { any |= byte }
            return any < 0x80
        } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// `text.range(of: needle)`.
    static func range(of needle: String, in text: String) -> Range<String.Index>? {
        guard isASCII(text), isASCII(needle), !needle.isEmpty else { return text.range(of: needle) }
        let haystack = Array(text.utf8), wanted = Array(needle.utf8)
        guard let start = firstOffset(of: wanted, in: haystack, from: 0) else { return nil }
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        return lower..<utf8.index(lower, offsetBy: wanted.count)
    }

    /// `text.contains(needle)`, as Foundation answers it.
    static func contains(_ text: String, _ needle: String) -> Bool {
        guard isASCII(text), isASCII(needle), !needle.isEmpty else { return text.contains(needle) }
        return firstOffset(of: Array(needle.utf8), in: Array(text.utf8), from: 0) != nil
    }

    /// `text.replacingOccurrences(of: needle, with: replacement)`.
    static func replacing(_ needle: String, with replacement: String, in text: String) -> String {
        guard isASCII(text), isASCII(needle), !needle.isEmpty else {
            return text.replacingOccurrences(of: needle, with: replacement)
        }
        let haystack = Array(text.utf8), wanted = Array(needle.utf8)
        guard var found = firstOffset(of: wanted, in: haystack, from: 0) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(haystack.count + replacement.utf8.count)
        var copied = 0
        while true {
            result.append(contentsOf: haystack[copied..<found])
            result.append(contentsOf: replacement.utf8)
            copied = found + wanted.count
            guard let next = firstOffset(of: wanted, in: haystack, from: copied) else { break }
            found = next
        }
        result.append(contentsOf: haystack[copied...])
        return String(decoding: result, as: UTF8.self)
    }

    /// `text.trimmingCharacters(in: .whitespaces)`.
    static func trimmingWhitespace<Text: StringProtocol>(_ text: Text) -> String {
        guard isASCII(text) else { return text.trimmingCharacters(in: .whitespaces) }
        let bytes = Array(text.utf8)
        var start = 0, end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func firstOffset(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }
}
