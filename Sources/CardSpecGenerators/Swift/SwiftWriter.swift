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
        for (extra, part) in LineBreaker.lines(content, width: Self.lineLength - Self.indentation.count * depth) {
            text += String(repeating: Self.indentation, count: depth + extra) + part + "\n"
        }
    }

    /// `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        let width = Self.lineLength - Self.indentation.count * depth
        if header.count + 2 > width, header.contains(", "), !header.contains("(") {
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
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                if !current.isEmpty, current.count + 1 + word.count > width {
                    line("/// " + current)
                    current = ""
                }
                current += (current.isEmpty ? "" : " ") + word
            }
            line(current.isEmpty ? "///" : "/// " + current)
        }
    }
}

/// Breaks a long line the way swift-format does: after the opening bracket of its first
/// bracketed list, one element a line one level deeper (a trailing comma in collection
/// literals), and the closing bracket back on the line's own level.
enum LineBreaker {
    /// The pieces of `line` with their extra indentation levels.
    static func lines(_ line: String, width: Int) -> [(Int, String)] {
        guard line.count > width else { return [(0, line)] }
        let lists = candidateLists(in: line)
        guard let preferred = lists.first else { return breakAtAssignment(line, width: width) }
        // When what stays before the preferred list is itself too long, break the
        // outermost list instead.
        var (open, close) = preferred
        if open + 1 > width, let outer = lists.last { (open, close) = outer }
        let scalars = Array(line.unicodeScalars)
        let elements = splitElements(Array(scalars[(open + 1)..<close]))
        guard !elements.isEmpty else { return [(0, line)] }
        let isCollection = scalars[open] == "["
        var result: [(Int, String)] = [(0, String(String.UnicodeScalarView(scalars[...open])))]
        for (index, element) in elements.enumerated() {
            let comma = index < elements.count - 1 || isCollection ? "," : ""
            for (extra, piece) in lines(element + comma, width: width - SwiftWriter.indentation.count) {
                result.append((extra + 1, piece))
            }
        }
        result.append((0, String(String.UnicodeScalarView(scalars[close...]))))
        return result
    }

    /// `name: Type = value` too long and without a list: the value on the next line.
    private static func breakAtAssignment(_ line: String, width: Int) -> [(Int, String)] {
        guard let range = line.range(of: " = ") else { return [(0, line)] }
        return [(0, String(line[..<range.lowerBound]) + " ="), (1, String(line[range.upperBound...]))]
    }

    /// Lists to break at, best first: the first list of several elements, then the
    /// first (outermost-starting) list of all.
    private static func candidateLists(in line: String) -> [(Int, Int)] {
        let scalars = Array(line.unicodeScalars)
        var stack: [Int] = []
        var index = 0
        var candidates: [(Int, Int)] = []
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" {
                index = endOfString(scalars, from: index)
                continue
            }
            switch scalar {
            case "(", "[", "{": stack.append(index)
            case ")", "]", "}":
                // Not a block, not empty, and not a type inside a generic's `<…>`.
                if let open = stack.popLast(), scalars[open] != "{", index > open + 1,
                   open == 0 || scalars[open - 1] != "<" {
                    candidates.append((open, index))
                }
            default: break
            }
            index += 1
        }
        let sorted = candidates.sorted { $0.0 < $1.0 }
        guard let first = sorted.first else { return [] }
        let several = sorted.first { splitElements(Array(scalars[($0.0 + 1)..<$0.1])).count > 1 }
        return [several, first].compactMap { $0 }
    }

    /// The elements between a list's brackets, split at its own commas, trimmed.
    private static func splitElements(_ scalars: [Unicode.Scalar]) -> [String] {
        var elements: [String] = []
        var current = String.UnicodeScalarView()
        var depth = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" {
                let end = endOfString(scalars, from: index)
                current.append(contentsOf: scalars[index..<end])
                index = end
                continue
            }
            switch scalar {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0:
                elements.append(String(current).trimmingCharacters(in: .whitespaces))
                current = String.UnicodeScalarView()
                index += 1
                continue
            default: break
            }
            current.append(scalar)
            index += 1
        }
        let last = String(current).trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { elements.append(last) }
        return elements
    }

    /// The index just past the string literal that starts at `start`.
    private static func endOfString(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start + 1
        while index < scalars.count {
            if scalars[index] == "\\" { index += 2; continue }
            if scalars[index] == "\"" { return index + 1 }
            index += 1
        }
        return index
    }
}
