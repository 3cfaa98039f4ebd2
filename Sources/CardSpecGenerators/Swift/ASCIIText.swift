import CardSpecDiagnostics
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
        guard let start = withBytes(of: text, needle, { firstOffset(of: $1, in: $0, from: 0) }) else { return nil }
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        return lower..<utf8.index(lower, offsetBy: needle.utf8.count)
    }

    /// `text.contains(needle)`, as Foundation answers it.
    static func contains(_ text: String, _ needle: String) -> Bool {
        guard isASCII(text), isASCII(needle), !needle.isEmpty else { return text.contains(needle) }
        return withBytes(of: text, needle) { firstOffset(of: $1, in: $0, from: 0) } != nil
    }

    /// `text.replacingOccurrences(of: needle, with: replacement)`.
    static func replacing(_ needle: String, with replacement: String, in text: String) -> String {
        guard isASCII(text), isASCII(needle), !needle.isEmpty else {
            return text.replacingOccurrences(of: needle, with: replacement)
        }
        var replacement = replacement
        return withBytes(of: text, needle) { haystack, wanted in
            guard var found = firstOffset(of: wanted, in: haystack, from: 0) else { return text }
            // Counted first, so that the result is made in one allocation of its size.
            var occurrences = 0
            var next: Int? = found
            while let offset = next {
                occurrences += 1
                next = firstOffset(of: wanted, in: haystack, from: offset + wanted.count)
            }
            return replacement.withUTF8 { replacement in
                let count = haystack.count + occurrences * (replacement.count - wanted.count)
                return String(unsafeUninitializedCapacity: count) { result in
                    var end = 0
                    func append(_ piece: UnsafeBufferPointer<UInt8>) {
                        end += UnsafeMutableBufferPointer(rebasing: result[end...]).initialize(fromContentsOf: piece)
                    }
                    var copied = 0
                    while true {
                        append(UnsafeBufferPointer(rebasing: haystack[copied..<found]))
                        append(replacement)
                        copied = found + wanted.count
                        guard let next = firstOffset(of: wanted, in: haystack, from: copied) else { break }
                        found = next
                    }
                    append(UnsafeBufferPointer(rebasing: haystack[copied...]))
                    return end
                }
            }
        }
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

    /// The bytes of `text` and `needle`, read in place: copying them into arrays cost
    /// more than the search.
    private static func withBytes<Result>(of text: String, _ needle: String,
                                          _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = text, needle = needle
        return text.withUTF8 { text in needle.withUTF8 { body(text, $0) } }
    }

    static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= haystack.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == first,
               UnsafeBufferPointer(rebasing: haystack[index..<(index + needle.count)]).hasSameBytes(as: needle) {
                return index
            }
            index += 1
        }
        return nil
    }
}
