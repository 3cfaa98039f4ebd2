import CardSpecDiagnostics

/// Finds a node's tag in the source. libyaml reports where a node's properties (`&anchor`,
/// `!tag`, in either order) start, not where each one is; this reads them from there.
enum NodeProperties {
    /// The range of the tag of the node whose properties start at `start`, or an empty
    /// range at `start` if no tag is found there.
    static func tagRange(from start: SourcePosition, bytes: UnsafeBufferPointer<UInt8>, file: SourceFile) -> SourceRange {
        var index = start.offset
        for _ in 0..<2 {
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "!") {
                var end = index + 1
                if end < bytes.count, bytes[end] == UInt8(ascii: "<") {
                    while end < bytes.count, bytes[end] != UInt8(ascii: ">"), !isBreak(bytes[end]) { end += 1 }
                    if end < bytes.count, bytes[end] == UInt8(ascii: ">") { end += 1 }
                } else {
                    while end < bytes.count, !isSpaceOrBreak(bytes[end]), !isFlowIndicator(bytes[end]) { end += 1 }
                }
                return SourceRange(start: file.position(ofOffset: index), end: file.position(ofOffset: end))
            }
            guard byte == UInt8(ascii: "&") else { break }
            // Skip the anchor, then the space, line breaks and comments before the tag.
            while index < bytes.count, !isSpaceOrBreak(bytes[index]), !isFlowIndicator(bytes[index]) { index += 1 }
            while index < bytes.count {
                if isSpaceOrBreak(bytes[index]) {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "#") {
                    while index < bytes.count, !isBreak(bytes[index]) { index += 1 }
                } else {
                    break
                }
            }
        }
        return SourceRange(at: start)
    }

    private static func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
    private static func isSpaceOrBreak(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || isBreak(byte) }
    private static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }
}
