/// Builds Swift source line by line in swift-format's default layout: four-space
/// indentation, braces on the opening line, one blank line between members.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0
    private var pendingBlank = false

    /// One line at the current indentation; an empty string is a blank line.
    mutating func line(_ content: String = "") {
        if content.isEmpty {
            pendingBlank = !text.isEmpty
            return
        }
        if pendingBlank, !text.hasSuffix("{\n") { text += "\n" }
        pendingBlank = false
        text += String(repeating: "    ", count: depth) + content + "\n"
    }

    /// `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        pendingBlank = false
        line("}")
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
        let width = 100 - 4 * depth - 4
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
