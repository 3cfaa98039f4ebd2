import Foundation

/// Builds Swift source line by line in swift-format's default layout: two-space
/// indentation, lines of at most 100 columns, braces on the opening line, one blank
/// line between members.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0
    private var pendingBlank = false

    static let indentation = "  "
    static let lineLength = 100

    /// One line at the current indentation; an empty string is a blank line. A line
    /// longer than the limit is broken at the commas of its first bracketed list.
    mutating func line(_ content: String = "") {
        if content.isEmpty {
            pendingBlank = !text.isEmpty
            return
        }
        if pendingBlank, !text.hasSuffix("{\n") { text += "\n" }
        pendingBlank = false
        let width = Self.lineLength - Self.indentation.count * depth
        if Self.characterCount(content) <= width {
            append(content, extra: 0)
            return
        }
        for (extra, part) in LineBreaker.lines(content, width: width) {
            append(part, extra: extra)
        }
    }

    private mutating func append(_ part: String, extra: Int) {
        for _ in 0..<(depth + extra) { text += Self.indentation }
        text += part
        text += "\n"
    }

    /// `text.count`, read off the bytes when they are ASCII without a carriage return
    /// (each byte is then a character of its own).
    static func characterCount<Text: StringProtocol>(_ text: Text) -> Int {
        let counted: Int?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var special: UInt8 = 0
            for byte in bytes { special |= byte & 0x80 | (byte == 0x0D ? 0x80 : 0) }
            return special == 0 ? bytes.count : nil
        }
        return (counted ?? nil) ?? text.count
    }

    /// `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        let width = Self.lineLength - Self.indentation.count * depth
        if Self.characterCount(header) + 2 > width, ASCIIText.contains(header, ", "), !ASCIIText.contains(header, "(") {
            // A long conformance list: packed onto continuation lines, brace alone.
            var current = ""
            var first = true
            for word in header.split(separator: " ", omittingEmptySubsequences: false) {
                let limit = first ? width : width - Self.indentation.count
                if !current.isEmpty, current.count + 1 + word.count > limit {
                    line(first ? current : Self.indentation + current)
                    current = ""
                    first = false
                }
                current += (current.isEmpty ? "" : " ") + word
            }
            line(first ? current : Self.indentation + current)
            line("{")
        } else {
            line(header + " {")
        }
        depth += 1
        body(&self)
        depth -= 1
        pendingBlank = false
        line("}")
    }

    /// Replaces the last line written (`}` closing a closure becomes `})`).
    mutating func replaceLastLine(with content: String) {
        // What splitting the text at its line breaks, dropping the last two pieces (the
        // last line and the nothing after its break) and joining the rest gives: the text
        // up to its second-to-last break, found from the end.
        let utf8 = text.utf8
        var breaks: [String.Index] = []
        var index = utf8.endIndex
        while index > utf8.startIndex, breaks.count < 2 {
            index = utf8.index(before: index)
            guard utf8[index] == UInt8(ascii: "\n") else { continue }
            // A CR LF is one character, which the split would not have broken at.
            if index > utf8.startIndex, utf8[utf8.index(before: index)] == UInt8(ascii: "\r") {
                replaceLastLineSlowly(with: content)
                return
            }
            breaks.append(index)
        }
        guard !breaks.isEmpty else { return }
        text = breaks.count == 2 ? String(text[...breaks[1]]) : ""
        line(content)
    }

    private mutating func replaceLastLineSlowly(with content: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2 else { return }
        lines.removeLast(2)
        text = lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
        line(content)
    }

    /// Lines one level deeper: the continuation lines of a chained call.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// `header` (a call ending in `{ … in`), the closure's body one level deeper, then `}`.
    mutating func closure(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header)
        depth += 1
        body(&self)
        depth -= 1
        pendingBlank = false
        line("}")
    }

    /// A `///` comment, wrapped at 100 columns like swift-format's default line length.
    mutating func doc(_ text: String) {
        let width = Self.lineLength - Self.indentation.count * depth - 4
        if Self.characterCount(text) == text.utf8.count {
            docASCII(text, width: width)
            return
        }
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            // `current.count`, added up while every word is ASCII (one character a byte).
            var currentCount = 0
            var currentIsASCII = true
            for word in paragraph.split(separator: " ") {
                let wordCount = Self.characterCount(word)
                if !current.isEmpty, currentCount + 1 + wordCount > width {
                    line("/// " + current)
                    current = ""
                    currentCount = 0
                    currentIsASCII = true
                }
                current += (current.isEmpty ? "" : " ") + word
                currentIsASCII = currentIsASCII && wordCount == word.utf8.count
                currentCount = currentIsASCII ? current.utf8.count : current.count
            }
            line(current.isEmpty ? "///" : "/// " + current)
        }
    }
}

extension SwiftWriter {
    /// `doc` for text of ASCII characters (no CR LF), whose bytes are its characters:
    /// the same lines, split and measured on the bytes.
    private mutating func docASCII(_ text: String, width: Int) {
        var text = text
        var lines: [String] = []
        text.withUTF8 { bytes in
            var current: [UInt8] = []
            var index = 0
            while true {
                // One paragraph: up to the next line break or the end.
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                current.removeAll(keepingCapacity: true)
                var wordStart = index
                while wordStart < end {
                    if bytes[wordStart] == UInt8(ascii: " ") {
                        wordStart += 1
                        continue
                    }
                    var wordEnd = wordStart
                    while wordEnd < end, bytes[wordEnd] != UInt8(ascii: " ") { wordEnd += 1 }
                    if !current.isEmpty, current.count + 1 + (wordEnd - wordStart) > width {
                        lines.append("/// " + String(decoding: current, as: UTF8.self))
                        current.removeAll(keepingCapacity: true)
                    }
                    if !current.isEmpty { current.append(UInt8(ascii: " ")) }
                    current.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[wordStart..<wordEnd]))
                    wordStart = wordEnd
                }
                lines.append(current.isEmpty ? "///" : "/// " + String(decoding: current, as: UTF8.self))
                guard end < bytes.count else { break }
                index = end + 1
            }
        }
        for line in lines { self.line(line) }
    }
}

/// Breaks a long line the way swift-format does: after the opening bracket of its first
/// bracketed list, one element a line one level deeper (a trailing comma in collection
/// literals), and the closing bracket back on the line's own level.
///
/// It reads the line's UTF-8 bytes: every bracket, comma, quote and backslash it looks for
/// is ASCII, and no byte of a longer character is one of them. Positions it compares with
/// a width are counted in Unicode scalars, as they always were.
enum LineBreaker {
    /// The pieces of `line` with their extra indentation levels.
    static func lines(_ line: String, width: Int) -> [(Int, String)] {
        guard SwiftWriter.characterCount(line) > width else { return [(0, line)] }
        var utf8 = line
        return utf8.withUTF8 { lines(of: $0, line, width: width) }
    }

    private static func lines(of bytes: UnsafeBufferPointer<UInt8>, _ line: String, width: Int) -> [(Int, String)] {
        let lists = candidateLists(in: bytes)
        guard let preferred = lists.first else { return breakAtAssignment(line, width: width) }
        // When what stays before the preferred list is itself too long, break the
        // outermost list instead.
        var (open, close) = preferred
        if scalarCount(bytes, 0..<open) + 1 > width, let outer = lists.last { (open, close) = outer }
        let elements = splitElements(bytes, (open + 1)..<close)
        guard !elements.isEmpty else { return [(0, line)] }
        let isCollection = bytes[open] == UInt8(ascii: "[")
        var result: [(Int, String)] = [(0, text(bytes, 0..<(open + 1)))]
        for (index, element) in elements.enumerated() {
            let comma = index < elements.count - 1 || isCollection ? "," : ""
            for (extra, piece) in lines(element + comma, width: width - SwiftWriter.indentation.count) {
                result.append((extra + 1, piece))
            }
        }
        result.append((0, text(bytes, close..<bytes.count)))
        return result
    }

    /// `name: Type = value` too long and without a list: the value on the next line.
    private static func breakAtAssignment(_ line: String, width: Int) -> [(Int, String)] {
        guard let range = ASCIIText.range(of: " = ", in: line) else { return [(0, line)] }
        return [(0, String(line[..<range.lowerBound]) + " ="), (1, String(line[range.upperBound...]))]
    }

    /// Lists to break at, best first: the first list of several elements, then the
    /// first (outermost-starting) list of all. Byte offsets of their brackets.
    private static func candidateLists(in bytes: UnsafeBufferPointer<UInt8>) -> [(Int, Int)] {
        var stack: [Int] = []
        var index = 0
        var candidates: [(Int, Int)] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index = endOfString(bytes, from: index)
                continue
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): stack.append(index)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                // Not a block, not empty, and not a type inside a generic's `<…>`.
                if let open = stack.popLast(), bytes[open] != UInt8(ascii: "{"), index > open + 1,
                   open == 0 || bytes[open - 1] != UInt8(ascii: "<") {
                    candidates.append((open, index))
                }
            default: break
            }
            index += 1
        }
        let sorted = candidates.sorted { $0.0 < $1.0 }
        guard let first = sorted.first else { return [] }
        let several = sorted.first { hasSeveralElements(bytes, ($0.0 + 1)..<$0.1) }
        return [several, first].compactMap { $0 }
    }

    /// The elements between a list's brackets, split at its own commas, trimmed.
    private static func splitElements(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [String] {
        var elements: [String] = []
        var start = range.lowerBound
        forEachComma(bytes, range) { comma in
            elements.append(trimmed(bytes, start..<comma))
            start = comma + 1
        }
        let last = trimmed(bytes, start..<range.upperBound)
        if !last.isEmpty { elements.append(last) }
        return elements
    }

    /// Whether `splitElements` finds more than one element, without building them.
    private static func hasSeveralElements(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var commas = 0
        var start = range.lowerBound
        forEachComma(bytes, range) { comma in
            commas += 1
            start = comma + 1
        }
        if commas > 1 { return true }
        return commas == 1 && !trimmed(bytes, start..<range.upperBound).isEmpty
    }

    /// Calls `body` with the offset of each comma of the list itself: outside string
    /// literals and nested brackets.
    private static func forEachComma(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ body: (Int) -> Void) {
        var depth = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index = min(endOfString(bytes, from: index, end: range.upperBound), range.upperBound)
                continue
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ",") where depth == 0: body(index)
            default: break
            }
            index += 1
        }
    }

    /// The index just past the string literal that starts at `start`.
    private static func endOfString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int? = nil) -> Int {
        let end = end ?? bytes.count
        var index = start + 1
        while index < end {
            if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
            if bytes[index] == UInt8(ascii: "\"") { return index + 1 }
            index += 1
        }
        return index
    }

    /// The text of `range` without the whitespace (Unicode category Zs and tabs) at its
    /// ends.
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var start = range.lowerBound, end = range.upperBound
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        let element = text(bytes, start..<end)
        guard start < end, bytes[start] >= 0x80 || bytes[end - 1] >= 0x80 else { return element }
        // A character outside ASCII at an end may be a space of its own.
        let scalars = element.unicodeScalars
        var first = scalars.startIndex, last = scalars.endIndex
        while first < last, isWhitespace(scalars[first]) { first = scalars.index(after: first) }
        while last > first, isWhitespace(scalars[scalars.index(before: last)]) { last = scalars.index(before: last) }
        return String(scalars[first..<last])
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Unicode scalars in `range`: its bytes that do not continue a scalar.
    private static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        for index in range where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
