#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds Swift source line by line in swift-format's default layout: two-space
/// indentation, lines of at most 100 columns, braces on the opening line, one blank
/// line between members.
///
/// It collects UTF-8 bytes and makes one String at the end (`text`): a line goes in as
/// it is made, and only a long line is looked at again.
struct SwiftWriter {
    private var bytes = ByteBuffer(capacity: 4096)
    /// Where the writer's own lines start: a file's header comes before them.
    private var start = 0
    private var depth = 0
    private var pendingBlank = false
    /// Kept for the line breaker from one long line to the next.
    private var lineBreakerLists: LineBreaker.OpenLists = []

    static let indentationWidth = 2
    static let lineLength = 100

    /// Everything written, the header first.
    var text: String { String(decoding: bytes) }

    /// The bytes the writer holds room for: what its largest file needed.
    var capacity: Int { bytes.capacity }

    /// `text` as UTF-8.
    var bytesWritten: [UInt8] { bytes.withUnsafeBytes { Array($0) } }

    /// `text.split(separator: "\n").map(String.init)`, split on the bytes: the String was
    /// split Character by Character, at hundreds of instructions each. A "\n" byte is a
    /// Character of its own unless a "\r" comes before it; text with "\r\n" (generated
    /// code has none) is split the slow way.
    var nonEmptyLines: [String] {
        bytes.withUnsafeBytes { text in
            var lines: [String] = []
            var lineStart = 0
            for index in text.indices where text[index] == UInt8(ascii: "\n") {
                if index > 0, text[index - 1] == UInt8(ascii: "\r") { return self.text.split(separator: "\n").map(String.init) }
                if index > lineStart {
                    lines.append(String(decoding: UnsafeBufferPointer(rebasing: text[lineStart..<index]), as: UTF8.self))
                }
                lineStart = index + 1
            }
            if lineStart < text.count {
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: text[lineStart...]), as: UTF8.self))
            }
            return lines
        }
    }

    /// Starts a new file, as a new writer would, but in the storage of this one: a spec's
    /// files are written one after another, and a new writer's first buffer (and its
    /// growing) cost an allocation of several kilobytes each.
    mutating func reset() {
        bytes.removeSuffix(from: 0)
        start = 0
        depth = 0
        pendingBlank = false
    }

    /// Text that goes before the lines (a file's header), as it is.
    mutating func header(_ text: String) {
        bytes.append(utf8: text)
        start = bytes.count
    }

    mutating func header(_ text: StaticString) {
        bytes.append(text)
        start = bytes.count
    }

    /// One line at the current indentation; an empty string is a blank line. A line
    /// longer than the limit is broken at the commas of its first bracketed list.
    mutating func line(_ content: SwiftCode = "") {
        content.withUTF8 { write($0) }
    }

    private mutating func line(bytes content: [UInt8]) {
        content.withUnsafeBufferPointer { write($0) }
    }

    private mutating func line(text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    /// `isPlainASCII` is `TextWidth.isPlainASCII(content)` when the caller knows it.
    private mutating func write(_ content: UnsafeBufferPointer<UInt8>, isPlainASCII: Bool? = nil) {
        guard !content.isEmpty else {
            pendingBlank = bytes.count > start
            return
        }
        startLine()
        let width = Self.lineLength - Self.indentationWidth * depth
        // No line has more characters than bytes: one that fits in bytes needs no look at
        // its characters (the line breaker would leave it whole).
        if content.count <= width {
            append(content, extra: 0)
            return
        }
        LineBreaker.writePieces(of: content, width: width, isPlainASCII: isPlainASCII ?? TextWidth.isPlainASCII(content),
                                openLists: &lineBreakerLists, depth: depth, into: &bytes)
    }

    /// The blank line asked for before this one, unless it would follow an opening brace.
    private mutating func startLine() {
        if pendingBlank, !endsWithOpeningBrace() { bytes.append(UInt8(ascii: "\n")) }
        pendingBlank = false
    }

    /// Whether the lines end with the Character `{` and a line break. A `{` after ASCII
    /// is a Character of its own; after anything else, the last line decides as a String
    /// (no Character spans a line break).
    private func endsWithOpeningBrace() -> Bool {
        let end = bytes.count
        guard end - start >= 2, bytes[end - 1] == UInt8(ascii: "\n"), bytes[end - 2] == UInt8(ascii: "{") else {
            return false
        }
        if end - start == 2 || bytes[end - 3] < 0x80 { return true }
        var lineStart = end - 2
        while lineStart > start, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        return bytes.withUnsafeBytes {
            String(decoding: UnsafeBufferPointer(rebasing: $0[lineStart...]), as: UTF8.self).hasSuffix("{\n")
        }
    }

    private mutating func append(_ piece: UnsafeBufferPointer<UInt8>, extra: Int, comma: Bool = false) {
        bytes.appendLine(indentation: (depth + extra) * Self.indentationWidth, piece, suffix: comma ? "," : "")
    }

    /// `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: SwiftCode, _ body: (inout SwiftWriter) -> Void) {
        beginBlock(header)
        body(&self)
        endBlock()
    }

    /// `block`'s opening, for a body written in several steps: `header {`, then the lines
    /// one level deeper until `endBlock()`.
    mutating func beginBlock(_ header: SwiftCode) {
        header.withUTF8 { openBlock($0) }
        depth += 1
    }

    /// Closes the block `beginBlock` opened: `}` on the block's own level, or, after an
    /// empty body, on the opening line (`{}`), as swift-format writes it.
    mutating func endBlock() {
        depth -= 1
        pendingBlank = false
        if endsWithOpeningBrace() {
            bytes.removeSuffix(from: bytes.count - 1)
            bytes.append("}\n")
            return
        }
        line("}")
    }

    /// A header too long for its line, of the shape `name(a, b, …)`, written as the line
    /// breaker breaks it (with ` {` after it) without the breaker's scans of it: `name(`,
    /// each parameter on a line one level deeper (one still too long broken after its
    /// ` =`), then `) {`. False, with nothing written, for a header of another shape. The
    /// controllers' and screens' initializers were most of the long lines, and each went
    /// through the breaker's several passes over its bytes.
    ///
    /// The shape, checked by `parameterListShape`: printable ASCII (each byte a character,
    /// no CR); a name without brackets, quotes or commas, not ending in `<`; then `(`, the
    /// last byte `)` closing it; inside, no quote and no bracket but empty `()` pairs (which
    /// the breaker does not break), and commas only as `, ` between parameters that neither
    /// start nor end with a space nor are empty. The breaker then finds one list to break
    /// (the outer one), splits it at the same commas, and breaks a parameter too long for
    /// its line, which holds no list, at its first ` = ` (`breakAtAssignment`), or leaves it
    /// whole: what is written here.
    private mutating func writeParameterListHeader(_ header: UnsafeBufferPointer<UInt8>) -> Bool {
        let width = Self.lineLength - Self.indentationWidth * depth
        let count = header.count
        guard count >= 4, header[count - 1] == UInt8(ascii: ")") else { return false }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: count / 2 + 1) { commas in
            let shape = Self.parameterListShape(header, commas: commas)
            guard let (open, found) = shape, open + 1 <= width else { return false }
            let close = count - 1
            let elementWidth = width - Self.indentationWidth
            startLine()
            bytes.appendLine(indentation: depth * Self.indentationWidth, UnsafeBufferPointer(rebasing: header[...open]))
            var start = open + 1
            for separator in 0...found {
                let comma = separator < found
                let end = comma ? commas[separator] : close
                let element = UnsafeBufferPointer(rebasing: header[start..<end])
                let suffix: StaticString = comma ? "," : ""
                if element.count + (comma ? 1 : 0) > elementWidth, let equals = LineBreaker.firstAssignment(in: element) {
                    bytes.appendLine(indentation: (depth + 1) * Self.indentationWidth, UnsafeBufferPointer(rebasing: element[..<(equals + 2)]))
                    bytes.appendLine(indentation: (depth + 2) * Self.indentationWidth, UnsafeBufferPointer(rebasing: element[(equals + 3)...]),
                                     suffix: suffix)
                } else {
                    bytes.appendLine(indentation: (depth + 1) * Self.indentationWidth, element, suffix: suffix)
                }
                start = end + 2
            }
            bytes.appendLine(indentation: depth * Self.indentationWidth, UnsafeBufferPointer(rebasing: header[close...]), suffix: " {")
            return true
        }
    }

    private mutating func openBlock(_ header: UnsafeBufferPointer<UInt8>) {
        let width = Self.lineLength - Self.indentationWidth * depth
        // A header that fits in bytes fits in characters too: written as it is.
        if header.count + 2 <= width {
            startLine()
            bytes.appendLine(indentation: depth * Self.indentationWidth, header, suffix: " {")
            return
        }
        if writeParameterListHeader(header) { return }
        guard TextWidth.isPlainASCII(header) else { return openBlock(String(decoding: header, as: UTF8.self)) }
        // `(` first: the long headers are mostly `init(…)`, where it comes within a few bytes.
        guard !Self.contains(header, "("), Self.contains(header, ", ") else {
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: header.count + 2) { line in
                _ = line.initialize(fromContentsOf: header)
                line[header.count] = UInt8(ascii: " ")
                line[header.count + 1] = UInt8(ascii: "{")
                write(UnsafeBufferPointer(line), isPlainASCII: true)
            }
        }
        // A long conformance list: packed onto continuation lines, brace alone. Each byte
        // is a character; `current` holds the continuation's indentation after the first.
        // (Built in a buffer on the stack: no line is longer than the header and its
        // indentation, and appending to an array cost more than the rest of the loop.)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: header.count + Self.indentationWidth) { current in
            var count = 0
            var indentation = 0
            var first = true
            var wordStart = 0
            while wordStart <= header.count {
                var wordEnd = wordStart
                while wordEnd < header.count, header[wordEnd] != UInt8(ascii: " ") { wordEnd += 1 }
                let limit = first ? width : width - Self.indentationWidth
                if count > indentation, count - indentation + 1 + (wordEnd - wordStart) > limit {
                    write(UnsafeBufferPointer(rebasing: current[..<count]))
                    indentation = Self.indentationWidth
                    UnsafeMutableBufferPointer(rebasing: current[..<indentation]).initialize(repeating: UInt8(ascii: " "))
                    count = indentation
                    first = false
                }
                if count > indentation {
                    current[count] = UInt8(ascii: " ")
                    count += 1
                }
                count += UnsafeMutableBufferPointer(rebasing: current[count...])
                    .initialize(fromContentsOf: UnsafeBufferPointer(rebasing: header[wordStart..<wordEnd]))
                wordStart = wordEnd + 1
            }
            write(UnsafeBufferPointer(rebasing: current[..<count]))
        }
        line("{")
    }

    /// `openBlock` for a header outside plain ASCII, measured in Characters.
    private mutating func openBlock(_ header: String) {
        let width = Self.lineLength - Self.indentationWidth * depth
        guard header.count + 2 > width, ASCIIText.contains(header, ", "), !ASCIIText.contains(header, "(") else {
            return line(text: header + " {")
        }
        let indentation = String(repeating: " ", count: Self.indentationWidth)
        var current = ""
        var first = true
        for word in header.split(separator: " ", omittingEmptySubsequences: false) {
            let limit = first ? width : width - Self.indentationWidth
            if !current.isEmpty, current.count + 1 + word.count > limit {
                line(text: first ? current : indentation + current)
                current = ""
                first = false
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        line(text: first ? current : indentation + current)
        line("{")
    }

    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { needle in
            guard let first = needle.first, needle.count <= bytes.count else { return needle.isEmpty }
            var offset = 0
            while offset <= bytes.count - needle.count {
                if bytes[offset] == first, UnsafeBufferPointer(rebasing: bytes[offset..<(offset + needle.count)]).elementsEqual(needle) {
                    return true
                }
                offset += 1
            }
            return false
        }
    }

    /// Replaces the last line written (`}` closing a closure becomes `})`).
    mutating func replaceLastLine(with content: SwiftCode) {
        // What splitting the text at its line breaks, dropping the last two pieces (the
        // last line and the nothing after its break) and joining the rest gives: the text
        // up to its second-to-last break, found from the end.
        var breaks: [Int] = []
        var index = bytes.count
        while index > start, breaks.count < 2 {
            index -= 1
            guard bytes[index] == UInt8(ascii: "\n") else { continue }
            // A CR LF is one character, which the split would not have broken at.
            if index > start, bytes[index - 1] == UInt8(ascii: "\r") {
                replaceLastLineSlowly(with: content)
                return
            }
            breaks.append(index)
        }
        guard !breaks.isEmpty else { return }
        bytes.removeSuffix(from: breaks.count == 2 ? breaks[1] + 1 : start)
        line(content)
    }

    private mutating func replaceLastLineSlowly(with content: SwiftCode) {
        let text = bytes.withUnsafeBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[start...]), as: UTF8.self) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2 else { return }
        lines.removeLast(2)
        bytes.removeSuffix(from: start)
        bytes.append(utf8: lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n"))
        line(content)
    }

    /// Lines one level deeper: the continuation lines of a chained call.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// `header` (a call ending in `{ … in`), the closure's body one level deeper, then `}`.
    mutating func closure(_ header: SwiftCode, _ body: (inout SwiftWriter) -> Void) {
        line(header)
        depth += 1
        body(&self)
        depth -= 1
        pendingBlank = false
        line("}")
    }

    /// A `///` comment, wrapped at 100 columns like swift-format's default line length:
    /// each paragraph's words (split at spaces) packed onto lines.
    mutating func doc(_ text: SwiftCode) {
        text.withUTF8 { doc(bytes: $0) }
    }
}

extension SwiftWriter {
    private mutating func doc(bytes text: UnsafeBufferPointer<UInt8>) {
        let width = Self.lineLength - Self.indentationWidth * depth - 4
        if text.count <= width, Self.isOneLine(text) {
            // What the loop below makes of it: `/// ` and the text, a line that fits.
            startLine()
            bytes.appendLine(indentation: depth * Self.indentationWidth, prefix: "/// ", text)
            return
        }
        guard Self.breaksAtBytes(text) else { return doc(String(decoding: text, as: UTF8.self), width: width) }
        let prefix = 4  // "/// "
        var line: [UInt8] = Array("/// ".utf8)
        line.reserveCapacity(prefix + width + 1)
        var lineWidth = 0
        var index = 0
        while true {
            // One paragraph: up to the next line break or the end.
            var end = index
            while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
            line.removeSubrange(prefix...)
            lineWidth = 0
            var wordStart = index
            while wordStart < end {
                if text[wordStart] == UInt8(ascii: " ") {
                    wordStart += 1
                    continue
                }
                var wordEnd = wordStart
                while wordEnd < end, text[wordEnd] != UInt8(ascii: " ") { wordEnd += 1 }
                let word = UnsafeBufferPointer(rebasing: text[wordStart..<wordEnd])
                let wordWidth = TextWidth.isASCII(word) ? word.count : TextWidth.characterCount(word)
                if line.count > prefix, lineWidth + 1 + wordWidth > width {
                    self.line(bytes: line)
                    line.removeSubrange(prefix...)
                    lineWidth = 0
                }
                if line.count > prefix {
                    line.append(UInt8(ascii: " "))
                    lineWidth += 1
                }
                line.append(contentsOf: word)
                lineWidth += wordWidth
                wordStart = wordEnd
            }
            // An empty paragraph is `///`, without the space.
            if line.count == prefix { line.removeLast() }
            self.line(bytes: line)
            if line.count < prefix { line.append(UInt8(ascii: " ")) }
            guard end < text.count else { break }
            index = end + 1
        }
    }

    /// Whether the text is one paragraph of ASCII words (no CR) with one space between
    /// them: the words joined again are the text itself.
    private static func isOneLine(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = text.first, let last = text.last, first != UInt8(ascii: " "), last != UInt8(ascii: " ") else {
            return false
        }
        // Flags or-ed together, without a branch a byte: the spaces of prose fall where the
        // branch predictor cannot guess them. (Kept one loop, not vectorized: the vector
        // loops and their remainders cost more in instruction-cache misses and mispredicted
        // branches than the instructions they saved.)
        var high: UInt8 = 0
        var broken: UInt8 = 0
        var previousIsSpace: UInt8 = 0
        for byte in text {
            high |= byte
            let isSpace: UInt8 = byte == UInt8(ascii: " ") ? 1 : 0
            broken |= isSpace & previousIsSpace
            broken |= (byte == UInt8(ascii: "\n") ? 1 : 0) | (byte == UInt8(ascii: "\r") ? 1 : 0)
            previousIsSpace = isSpace
        }
        return high < 0x80 && broken == 0
    }

    /// Whether the text's line breaks and spaces are Characters of their own, so that
    /// splitting its bytes at them splits its Characters: no CR LF, and no space next to
    /// a character outside ASCII (which may join it, like a combining accent).
    private static func breaksAtBytes(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in text.indices {
            switch text[index] {
            case UInt8(ascii: "\r"):
                if index + 1 < text.count, text[index + 1] == UInt8(ascii: "\n") { return false }
            case UInt8(ascii: " "):
                if index > 0, text[index - 1] >= 0x80 { return false }
                if index + 1 < text.count, text[index + 1] >= 0x80 { return false }
            default: break
            }
        }
        return true
    }

    /// `doc` for any text, split and measured in Characters.
    private mutating func doc(_ text: String, width: Int) {
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            // `current.count`, added up while every word is ASCII (one character a byte).
            var currentCount = 0
            var currentIsASCII = true
            for word in paragraph.split(separator: " ") {
                let wordCount = word.count
                if !current.isEmpty, currentCount + 1 + wordCount > width {
                    line(text: "/// " + current)
                    current = ""
                    currentCount = 0
                    currentIsASCII = true
                }
                current += (current.isEmpty ? "" : " ") + word
                currentIsASCII = currentIsASCII && wordCount == word.utf8.count
                currentCount = currentIsASCII ? current.utf8.count : current.count
            }
            line(text: current.isEmpty ? "///" : "/// " + current)
        }
    }
}

extension SwiftWriter {
    /// Where a header of the shape `writeParameterListHeader` writes has its `(` and how many
    /// `, ` separators it has (their offsets written to `commas`); nil for any other
    /// header. No byte may be forbidden, which a pass the compiler vectorizes checks; the
    /// few brackets and commas are then found with `memchr` (a loop over the bytes one by
    /// one cost eight instructions a byte, more than the line breaker it saved).
    fileprivate static func parameterListShape(_ header: UnsafeBufferPointer<UInt8>,
                                               commas: UnsafeMutableBufferPointer<Int>) -> (open: Int, found: Int)? {
        let close = header.count - 1
        // Not printable ASCII, a quote, `[`, `]`, `{` or `}`, anywhere.
        var forbidden: UInt8 = 0
        for byte in header {
            forbidden |= (byte &- 0x20 >= 0x5F ? 1 : 0) | (byte == UInt8(ascii: "\"") ? 1 : 0)
                | ((byte | 0x20) == UInt8(ascii: "{") ? 1 : 0) | ((byte | 0x20) == UInt8(ascii: "}") ? 1 : 0)
        }
        guard forbidden == 0, let open = nextIndex(of: UInt8(ascii: "("), in: header, from: 0),
              open + 2 < close, open == 0 || header[open - 1] != UInt8(ascii: "<"),
              header[open + 1] != UInt8(ascii: " "), header[open + 1] != UInt8(ascii: ","),
              header[close - 1] != UInt8(ascii: " ") else { return nil }
        // Each `(` after the list's own is followed by `)`, and each `)` before the last byte
        // follows a `(`: empty pairs inside the list, which the line breaker leaves whole.
        var paren = open
        while let next = nextIndex(of: UInt8(ascii: "("), in: header, from: paren + 1) {
            guard next + 1 < close, header[next + 1] == UInt8(ascii: ")") else { return nil }
            paren = next + 1
        }
        paren = -1
        while let next = nextIndex(of: UInt8(ascii: ")"), in: header, from: paren + 1), next < close {
            guard next > open + 1, header[next - 1] == UInt8(ascii: "(") else { return nil }
            paren = next
        }
        // Each comma is a `, ` between two parameters, inside the list, as the line breaker
        // trims them: neither starting nor ending with a space, nor empty.
        var found = 0
        var comma = -1
        while let next = nextIndex(of: UInt8(ascii: ","), in: header, from: comma + 1) {
            guard next > open + 1, next + 2 < close, header[next + 1] == UInt8(ascii: " "), header[next - 1] != UInt8(ascii: " "),
                  header[next + 2] != UInt8(ascii: " "), header[next + 2] != UInt8(ascii: ",") else { return nil }
            commas[found] = next
            found += 1
            comma = next
        }
        return (open, found)
    }

    /// The offset of the first `byte` from `start` on, by `memchr`.
    private static func nextIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count,
              let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
}
