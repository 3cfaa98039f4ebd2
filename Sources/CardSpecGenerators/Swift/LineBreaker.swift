/// Breaks a long line the way swift-format does: after the opening bracket of its first
/// bracketed list, one element a line one level deeper (a trailing comma in collection
/// literals), and the closing bracket back on the line's own level.
///
/// It reads the line's UTF-8 bytes: every bracket, comma, quote and backslash it looks for
/// is ASCII, and no byte of a longer character is one of them. Positions it compares with
/// a width are counted in Unicode scalars, as they always were; a line's length is its
/// count of Characters.
enum LineBreaker {
    /// The brackets open at a point of a line: where each is, the commas of its own list
    /// (not of those nested in it) and where the last one is. Kept by the caller from line
    /// to line: a new array for every long line was an allocation each.
    typealias OpenLists = [(open: Int, commas: Int, lastComma: Int, firstComma: Int)]

    /// Appends the pieces of `line` to `lines`, each a line of its own at `depth` levels
    /// of indentation (the elements of a list one deeper), followed by its comma.
    /// `isPlainASCII` is `TextWidth.isPlainASCII(line)` when the caller knows it.
    ///
    /// The pieces go straight into the bytes, not to a closure: the optimizer made a copy
    /// of the breaker for every closure literal passed in (its recursion for a long
    /// element was one), and each long line ran several copies through the instruction
    /// cache. (Not inlined into its own recursion either, for the same reason.)
    @inline(never)
    static func writePieces(of line: UnsafeBufferPointer<UInt8>, width: Int, isPlainASCII: Bool? = nil,
                            openLists: inout OpenLists, depth: Int, into lines: inout ByteBuffer) {
        // Each byte of plain ASCII is a character (and a scalar): its pieces are measured
        // by their byte counts.
        let plain = isPlainASCII ?? TextWidth.isPlainASCII(line)
        guard (plain ? line.count : TextWidth.characterCount(line)) > width else {
            return append(line, depth: depth, comma: false, to: &lines)
        }
        // The commas of each list, chained as they are found: the list broken is split at its
        // own without a second pass over its bytes.
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: line.count) { nextComma in
            writeBroken(line, width: width, plain: plain, nextComma: nextComma, openLists: &openLists, depth: depth, into: &lines)
        }
    }

    /// `writePieces` of a line too long for its width.
    private static func writeBroken(_ line: UnsafeBufferPointer<UInt8>, width: Int, plain: Bool,
                                    nextComma: UnsafeMutableBufferPointer<Int32>,
                                    openLists: inout OpenLists, depth: Int, into lines: inout ByteBuffer) {
        guard let (preferred, outermost) = candidateLists(in: line, stack: &openLists, nextComma: nextComma) else {
            return breakAtAssignment(line, depth: depth, into: &lines)
        }
        // When what stays before the preferred list is itself too long, break the
        // outermost list instead.
        var (open, close, firstComma) = preferred
        if (plain ? open : scalarCount(line, 0..<open)) + 1 > width { (open, close, firstComma) = outermost }
        let isCollection = line[open] == UInt8(ascii: "[")
        let elementWidth = width - SwiftWriter.indentationWidth
        var previous: Range<Int>?
        // Each element is written once the next one is found: only the last has no comma
        // (unless the list is a collection literal).
        func writeElement(_ element: Range<Int>, comma: Bool) {
            let piece = slice(line, element)
            let length = plain ? piece.count + (comma ? 1 : 0) : TextWidth.characterCount(piece, plusComma: comma)
            if length <= elementWidth { return append(piece, depth: depth + 1, comma: comma, to: &lines) }
            writeLongElement(piece, comma: comma, width: elementWidth, isPlainASCII: plain, openLists: &openLists,
                             depth: depth + 1, into: &lines)
        }
        forEachElement(line, (open + 1)..<close, firstComma: firstComma, nextComma: nextComma) { element in
            if let previous {
                writeElement(previous, comma: true)
            } else {
                append(slice(line, 0..<(open + 1)), depth: depth, comma: false, to: &lines)
            }
            previous = element
        }
        guard let last = previous else { return append(line, depth: depth, comma: false, to: &lines) }
        writeElement(last, comma: isCollection)
        append(slice(line, close..<line.count), depth: depth, comma: false, to: &lines)
    }

    /// An element too long for its line, broken in turn, with its comma. (Out of line, as
    /// are the measures of text outside plain ASCII: the common path stays short.)
    @inline(never)
    private static func writeLongElement(_ piece: UnsafeBufferPointer<UInt8>, comma: Bool, width: Int, isPlainASCII plain: Bool,
                                         openLists: inout OpenLists, depth: Int, into lines: inout ByteBuffer) {
        // The element and its comma, copied on the stack (no array to allocate).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: piece.count + 1) { withComma in
            _ = withComma.initialize(fromContentsOf: piece)
            if comma { withComma[piece.count] = UInt8(ascii: ",") }
            let bytes = UnsafeBufferPointer(rebasing: withComma[..<(piece.count + (comma ? 1 : 0))])
            writePieces(of: bytes, width: width, isPlainASCII: plain ? true : nil, openLists: &openLists,
                        depth: depth, into: &lines)
        }
    }

    /// One piece: a line of its own.
    private static func append(_ piece: UnsafeBufferPointer<UInt8>, depth: Int, comma: Bool, to lines: inout ByteBuffer) {
        lines.appendLine(indentation: depth * SwiftWriter.indentationWidth, piece, suffix: comma ? "," : "")
    }

    /// `name: Type = value` too long and without a list: the value on the next line.
    private static func breakAtAssignment(_ line: UnsafeBufferPointer<UInt8>, depth: Int, into lines: inout ByteBuffer) {
        guard TextWidth.isASCII(line) else {
            // Found as Foundation finds it, outside ASCII.
            let text = String(decoding: line, as: UTF8.self)
            guard let range = ASCIIText.range(of: " = ", in: text) else { return append(line, depth: depth, comma: false, to: &lines) }
            var head = Array((String(text[..<range.lowerBound]) + " =").utf8)
            var tail = Array(String(text[range.upperBound...]).utf8)
            head.withUnsafeMutableBufferPointer { append(UnsafeBufferPointer($0), depth: depth, comma: false, to: &lines) }
            tail.withUnsafeMutableBufferPointer { append(UnsafeBufferPointer($0), depth: depth + 1, comma: false, to: &lines) }
            return
        }
        guard let equals = firstAssignment(in: line) else { return append(line, depth: depth, comma: false, to: &lines) }
        append(slice(line, 0..<(equals + 2)), depth: depth, comma: false, to: &lines)
        append(slice(line, (equals + 3)..<line.count), depth: depth + 1, comma: false, to: &lines)
    }

    /// The offset of the first ` = ` (also where the writer breaks a card's header, as this would).
    static func firstAssignment(in line: UnsafeBufferPointer<UInt8>) -> Int? {
        guard line.count >= 3 else { return nil }
        for index in 0...(line.count - 3)
        where line[index] == 0x20 && line[index + 1] == UInt8(ascii: "=") && line[index + 2] == 0x20 {
            return index
        }
        return nil
    }

    /// The lists to break at: the first list of several elements (or the first list of
    /// all when none has several), and the first (outermost-starting) list of all. Byte
    /// offsets of their brackets and of their first comma (-1 for none); each comma of a
    /// list is chained to the next of the same list in `nextComma` (-1 after the last):
    /// the list's own commas, outside string literals and the lists nested in it.
    private static func candidateLists(in bytes: UnsafeBufferPointer<UInt8>, stack: inout OpenLists,
                                       nextComma: UnsafeMutableBufferPointer<Int32>)
        -> (preferred: (Int, Int, Int), outermost: (Int, Int, Int))? {
        // One pending entry for each open bracket. Lists close inner first, so the first by
        // opening bracket is kept as they close.
        stack.removeAll(keepingCapacity: true)
        var outermost: (open: Int, close: Int, firstComma: Int)?
        var firstSeveral: (open: Int, close: Int, firstComma: Int)?
        ListSyntax.withTable { isListSyntax in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard isListSyntax[Int(byte)] else {
                    index += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""):
                    index = endOfString(bytes, from: index)
                    continue
                case UInt8(ascii: ","):
                    if !stack.isEmpty {
                        let top = stack.count - 1
                        nextComma[index] = -1
                        if stack[top].commas == 0 {
                            stack[top].firstComma = index
                        } else {
                            nextComma[stack[top].lastComma] = Int32(truncatingIfNeeded: index)
                        }
                        stack[top].commas += 1
                        stack[top].lastComma = index
                    }
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    stack.append((index, 0, 0, -1))
                default:
                    // Not a block, not empty, and not a type inside a generic's `<…>`.
                    guard let (open, commas, lastComma, firstComma) = stack.popLast() else { break }
                    if bytes[open] != UInt8(ascii: "{"), index > open + 1, open == 0 || bytes[open - 1] != UInt8(ascii: "<") {
                        if outermost.map({ open < $0.open }) ?? true { outermost = (open, index, firstComma) }
                        // Several elements: `forEachElement` finds more than one.
                        let several = commas > 1 || commas == 1 && !trimmed(bytes, (lastComma + 1)..<index).isEmpty
                        if several, firstSeveral.map({ open < $0.open }) ?? true { firstSeveral = (open, index, firstComma) }
                    }
                }
                index += 1
            }
        }
        guard let outermost else { return nil }
        let preferred = firstSeveral ?? outermost
        return ((preferred.open, preferred.close, preferred.firstComma), (outermost.open, outermost.close, outermost.firstComma))
    }

    /// Calls `body` with each element between a list's brackets: split at its own commas
    /// (outside string literals and nested brackets: the chain `candidateLists` made from
    /// `firstComma`), trimmed, the last left out when empty.
    private static func forEachElement(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, firstComma: Int,
                                       nextComma: UnsafeMutableBufferPointer<Int32>, _ body: (Range<Int>) -> Void) {
        var start = range.lowerBound
        var comma = firstComma
        while comma >= 0 {
            body(trimmed(bytes, start..<comma))
            start = comma + 1
            comma = Int(nextComma[comma])
        }
        let last = trimmed(bytes, start..<range.upperBound)
        if !last.isEmpty { body(last) }
    }

    /// The index just past the string literal that starts at `start`.
    private static func endOfString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let end = bytes.count
        var index = start + 1
        while index < end {
            if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
            if bytes[index] == UInt8(ascii: "\"") { return index + 1 }
            index += 1
        }
        return index
    }

    /// `range` without the whitespace (Unicode category Zs and tabs) at its ends.
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound, end = range.upperBound
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        guard start < end, bytes[start] >= 0x80 || bytes[end - 1] >= 0x80 else { return start..<end }
        // A character outside ASCII at an end may be a space of its own.
        let scalars = String(decoding: slice(bytes, start..<end), as: UTF8.self).unicodeScalars
        var first = scalars.startIndex, last = scalars.endIndex
        while first < last, isWhitespace(scalars[first]) {
            start += UTF8.width(scalars[first])
            first = scalars.index(after: first)
        }
        while last > first, isWhitespace(scalars[scalars.index(before: last)]) {
            last = scalars.index(before: last)
            end -= UTF8.width(scalars[last])
        }
        return start..<end
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }

    private static func slice(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }

    /// Unicode scalars in `range`: its bytes that do not continue a scalar.
    @inline(never)
    private static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        for index in range where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }
}

/// The bytes the line breaker stops at: `(`, `)`, `[`, `]`, `{`, `}`, `"` and `,`. Looked
/// up in a table by byte: each byte of a long line is tested, and a look-up costs a
/// fraction of testing its range and bits.
private enum ListSyntax {
    private static let table: [Bool] = (0...255).map { Array("()[]{}\",".utf8).contains(UInt8($0)) }

    static func withTable<Result>(_ body: (UnsafeBufferPointer<Bool>) -> Result) -> Result {
        table.withUnsafeBufferPointer(body)
    }
}

/// How long a line is, as `String.count` counts it, read off the UTF-8 bytes.
enum TextWidth {
    /// `String(decoding: bytes, as: UTF8.self).count`, without decoding when the bytes
    /// are ASCII without a carriage return (each byte is then a character of its own).
    @inline(never)
    static func characterCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        isPlainASCII(bytes) ? bytes.count : String(decoding: bytes, as: UTF8.self).count
    }

    /// `characterCount` of the bytes followed by a comma when `plusComma` is set.
    @inline(never)
    static func characterCount(_ bytes: UnsafeBufferPointer<UInt8>, plusComma: Bool) -> Int {
        guard plusComma else { return characterCount(bytes) }
        if isPlainASCII(bytes) { return bytes.count + 1 }
        return (String(decoding: bytes, as: UTF8.self) + ",").count
    }

    /// ASCII without a carriage return: one character a byte.
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var special: UInt8 = 0
        for byte in bytes { special |= byte & 0x80 | (byte == 0x0D ? 0x80 : 0) }
        return special == 0
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var any: UInt8 = 0
        for byte in bytes { any |= byte }
        return any < 0x80
    }
}
