/// An `exclude` pattern of `.cardspec.yml`: a path relative to the configuration file's
/// directory, matched segment by segment. `*` is any run of characters but `/`, `?` one
/// character, `[abc]`, `[a-z]` and `[!abc]` (or `[^abc]`) one character of a set, and
/// `**` as a whole segment any number of segments, none included; a backslash makes the
/// next character literal. A pattern matches a file when it matches the file's path or
/// the path of a directory the file is in, so `Generated` excludes everything under it;
/// a pattern that ends in `/` matches directories only.
struct GlobPattern: Equatable, Sendable {
    /// What the pattern says at `offset` (in Unicode scalars) is wrong.
    struct Failure: Error, Equatable {
        var message: String
        /// The offending part of the pattern, as scalar offsets into it.
        var scalars: Range<Int>
    }

    enum Segment: Equatable, Sendable {
        /// `**`: any number of whole segments.
        case anyDepth
        case pattern([Element])
    }

    enum Element: Equatable, Sendable {
        case literal(Unicode.Scalar)
        case anyCharacter
        case anyRun
        case set(negated: Bool, ranges: [ClosedRange<Unicode.Scalar>])
    }

    /// The pattern as written.
    let text: String
    let segments: [Segment]
    let directoriesOnly: Bool

    init(_ text: String) throws(Failure) {
        self.text = text
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { throw Failure(message: "the pattern is empty", scalars: 0..<0) }
        if scalars[0] == "/" {
            throw Failure(
                message: "a pattern cannot start with '/': it is relative to the directory of the configuration file",
                scalars: 0..<1)
        }
        var segments: [Segment] = []
        var start = 0
        var directoriesOnly = false
        while start < scalars.count {
            let end = Self.segmentEnd(scalars, from: start)
            if end == start {
                throw Failure(message: "the pattern has an empty path segment ('//')", scalars: start..<(start + 1))
            }
            if let segment = try Self.segment(scalars, start..<end) { segments.append(segment) }
            if end == scalars.count - 1 { directoriesOnly = true }
            start = end + 1
        }
        guard !segments.isEmpty else {
            throw Failure(message: "the pattern names the configuration file's own directory; it would exclude everything", scalars: 0..<scalars.count)
        }
        self.segments = segments
        self.directoriesOnly = directoriesOnly
    }

    /// Whether the pattern matches a path (relative to the configuration file's directory,
    /// split into segments) or one of the directories on it.
    func matches(_ path: [String]) -> Bool {
        let path = path.map { Array($0.unicodeScalars) }
        let lengths = directoriesOnly ? 1..<path.count : 1..<(path.count + 1)
        return lengths.contains { Self.match(segments[...], path[..<$0]) }
    }

    // MARK: - Reading

    /// The index of the `/` that ends the segment starting at `start`, or the end.
    private static func segmentEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, scalars[index] != "/" {
            index += scalars[index] == "\\" ? 2 : 1
        }
        return min(index, scalars.count)
    }

    /// One segment; nil for `.`, which names the directory it is in.
    private static func segment(_ scalars: [Unicode.Scalar], _ range: Range<Int>) throws(Failure) -> Segment? {
        let text = scalars[range]
        if text.elementsEqual(["."]) { return nil }
        if text.elementsEqual([".", "."]) {
            throw Failure(message: "a pattern cannot contain '..': it never reaches outside the directory of the configuration file", scalars: range)
        }
        if text.elementsEqual(["*", "*"]) { return .anyDepth }
        var elements: [Element] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let scalar = scalars[index]
            switch scalar {
            case "\\":
                guard index + 1 < range.upperBound else {
                    throw Failure(message: "the pattern ends with a lone '\\'; write '\\\\' for a backslash", scalars: index..<(index + 1))
                }
                elements.append(.literal(scalars[index + 1]))
                index += 2
            case "*":
                if index + 1 < range.upperBound, scalars[index + 1] == "*" {
                    throw Failure(
                        message: "'**' must be a whole path segment, as in 'dir/**/name'; use '*' within a name",
                        scalars: index..<(index + 2))
                }
                elements.append(.anyRun)
                index += 1
            case "?":
                elements.append(.anyCharacter)
                index += 1
            case "[":
                let (set, end) = try characterSet(scalars, from: index, before: range.upperBound)
                elements.append(set)
                index = end
            default:
                elements.append(.literal(scalar))
                index += 1
            }
        }
        return .pattern(elements)
    }

    /// The set that opens with the `[` at `start`, and the index after its `]`.
    private static func characterSet(
        _ scalars: [Unicode.Scalar], from start: Int, before limit: Int
    ) throws(Failure) -> (Element, Int) {
        var index = start + 1
        var negated = false
        if index < limit, scalars[index] == "!" || scalars[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        // A `]` right after the opening (and negation) is a member, as in shells.
        var first = true
        while index < limit {
            var lower = scalars[index]
            if lower == "]", !first { return (.set(negated: negated, ranges: ranges), index + 1) }
            first = false
            if lower == "\\", index + 1 < limit {
                index += 1
                lower = scalars[index]
            }
            index += 1
            if index + 1 < limit, scalars[index] == "-", scalars[index + 1] != "]" {
                var upper = scalars[index + 1]
                index += 2
                if upper == "\\", index < limit {
                    upper = scalars[index]
                    index += 1
                }
                guard lower <= upper else {
                    throw Failure(
                        message: "the range '\(lower)-\(upper)' is reversed; write '\(upper)-\(lower)'",
                        scalars: (index - 3)..<index)
                }
                ranges.append(lower...upper)
            } else {
                ranges.append(lower...lower)
            }
        }
        throw Failure(message: "the '[' is never closed; write '\\[' for a literal bracket", scalars: start..<(start + 1))
    }

    // MARK: - Matching

    private static func match(_ segments: ArraySlice<Segment>, _ path: ArraySlice<[Unicode.Scalar]>) -> Bool {
        guard let first = segments.first else { return path.isEmpty }
        switch first {
        case .anyDepth:
            let rest = segments.dropFirst()
            return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
        case .pattern(let elements):
            guard let name = path.first, match(elements[...], name[...]) else { return false }
            return match(segments.dropFirst(), path.dropFirst())
        }
    }

    private static func match(_ elements: ArraySlice<Element>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = elements.first else { return name.isEmpty }
        let rest = elements.dropFirst()
        switch first {
        case .anyRun:
            return (name.startIndex...name.endIndex).contains { match(rest, name[$0...]) }
        case .anyCharacter:
            return !name.isEmpty && match(rest, name.dropFirst())
        case .literal(let scalar):
            return name.first == scalar && match(rest, name.dropFirst())
        case .set(let negated, let ranges):
            guard let scalar = name.first else { return false }
            return ranges.contains { $0.contains(scalar) } != negated && match(rest, name.dropFirst())
        }
    }
}
