#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CardSpecDiagnostics
import CardSpecSyntax

/// The `# cardspec:` suppression comments of one YAML spec, and what they suppress.
///
///     # cardspec:disable-next-line unused binding-mismatch -- kept for the v2 screen
///     # cardspec:disable-file all
///
/// libyaml drops comments, so they are found in the source. Only comment lines count:
/// lines whose first non-blank character is `#`, outside every scalar that spans lines
/// (a `#` line inside a literal block or a quoted string is text, and the tree knows
/// where those are). A directive is `cardspec:` and a word right after the `#` (blanks
/// between allowed); `# cardspec: 1`, a commented-out version line, is not one. Codes
/// follow, separated by blanks or commas, up to an optional ` -- reason`.
struct SuppressionComments {
    enum Scope: String, CaseIterable {
        case nextLine = "disable-next-line"
        case file = "disable-file"
    }

    struct Directive {
        var scope: Scope
        /// The comment's line.
        var line: Int
        /// From the `#` to the end of the directive's name.
        var range: SourceRange
        /// The line a next-line directive applies to: the next one that is neither blank
        /// nor a comment; nil when there is none.
        var target: Int?
        var entries: [Entry]
    }

    struct Entry {
        /// The code's kind; nil for `all`.
        var kind: DiagnosticKind?
        var text: String
        var range: SourceRange
        /// What to delete to take the entry out of its comment: the entry with the
        /// separator after it, or before it for the last entry.
        var removal: Range<Int>
        var used = false

        func covers(_ diagnostic: Diagnostic) -> Bool {
            kind.map { $0 == diagnostic.kind } ?? true
        }
    }

    static let directivePrefix = Array("cardspec:".utf8)
    static let everything = "all"

    let file: SourceFile
    private(set) var directives: [Directive] = []
    /// `invalid-suppression` warnings: unknown directives and codes, codes that cannot be
    /// suppressed, directives without codes.
    private(set) var problems: [Diagnostic] = []

    private init(file: SourceFile) {
        self.file = file
    }

    /// The directives of a YAML file whose tree is `root`.
    static func scan(_ file: SourceFile, tree: SyntaxTree, root: SyntaxTree.Node) -> SuppressionComments {
        var comments = SuppressionComments(file: file)
        let candidates = (1...file.lineCount).compactMap { line in
            comments.commentStart(onLine: line).flatMap { comments.isDirective(at: $0) ? (line, $0) : nil }
        }
        // Most files have no directive: the tree is walked only for those that do.
        guard !candidates.isEmpty else { return comments }
        let scalars = MultilineScalars(tree, root: root)
        for (line, hash) in candidates where !scalars.contains(hash) {
            comments.readDirective(onLine: line, hash: hash, scalars: scalars)
        }
        return comments
    }

    /// Whether a comment line of `file` looks like a directive: when none does, `scan`
    /// finds nothing and needs no tree, so the pipeline need not keep it.
    static func mayHaveDirectives(_ file: SourceFile) -> Bool {
        // The lines `scan` would look at, found from their `#`s: a `#` starts a comment
        // line when only blanks stand between it and the start of its line (after the
        // byte-order mark, on line 1).
        let comments = SuppressionComments(file: file)
        let bomEnd = file.hasByteOrderMark ? 3 : 0
        return file.bytes.withUnsafeBufferPointer { bytes in
            var hash = 0
            while let found = nextHash(in: bytes, from: hash) {
                hash = found + 1
                var start = found
                while start > bomEnd, isBlank(bytes[start - 1]) { start -= 1 }
                let atLineStart = start == bomEnd || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D
                if atLineStart, comments.isDirective(at: found) { return true }
            }
            return false
        }
    }

    /// The offset of the next `#` at or after `start`. `memchr` reads a whole vector of
    /// bytes a step, where a scan of eight bytes at a time took two instructions a byte of
    /// every file.
    private static func nextHash(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count,
              let found = memchr(base + start, Int32(UInt8(ascii: "#")), bytes.count - start)
        else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// Whether the directives suppress `diagnostic`; marks the entries that do as used.
    mutating func suppress(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.kind.isSuppressible else { return false }
        var suppressed = false
        for index in directives.indices {
            let directive = directives[index]
            guard directive.scope == .file || directive.target == diagnostic.range.start.line else { continue }
            for entry in directive.entries.indices where directive.entries[entry].covers(diagnostic) {
                directives[index].entries[entry].used = true
                suppressed = true
            }
        }
        return suppressed
    }

    /// `unused-suppression` warnings for the entries that suppressed nothing: one for a
    /// directive none of whose entries did, else one per unused entry.
    func unusedWarnings() -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for directive in directives {
            let unused = directive.entries.filter { !$0.used }
            guard !unused.isEmpty else { continue }
            // Where a next-line comment applies, when blank or comment lines come between.
            var notes: [DiagnosticNote] = []
            if let target = directive.target, target > directive.line + 1 {
                notes.append(DiagnosticNote(message: "the comment applies to line \(target)", range: contentRange(ofLine: target)))
            }
            if unused.count == directive.entries.count {
                let lineBytes = wholeLine(directive.line)
                warnings.append(Diagnostic(
                    .unusedSuppression, "unused suppression: " + nothingToSuppress(unused, in: directive),
                    at: directive.range, notes: notes,
                    fixIts: [FixIt(range: range(lineBytes), replacement: "", message: "remove the suppression comment")]))
            } else {
                for entry in unused {
                    warnings.append(Diagnostic(
                        .unusedSuppression, "unused suppression: " + nothingToSuppress([entry], in: directive),
                        at: entry.range, notes: notes,
                        fixIts: [FixIt(range: range(entry.removal), replacement: "", message: "remove '\(entry.text)' from the comment")]))
                }
            }
        }
        return warnings
    }

    private func nothingToSuppress(_ entries: [Entry], in directive: Directive) -> String {
        let what = entries.contains { $0.kind == nil } ? "no diagnostic to suppress"
            : "no " + listing(entries.map { "'\($0.text)'" }, conjunction: "or") + " diagnostic"
        switch directive.scope {
        case .file: return "the file has \(what)"
        case .nextLine:
            guard let target = directive.target else { return "no line follows the comment" }
            return "line \(target) has \(what)"
        }
    }

    // MARK: - Reading

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// The offset of the `#` of a line whose first non-blank character is one.
    private func commentStart(onLine line: Int) -> Int? {
        let bytes = file.lineRange(line)
        var index = bytes.lowerBound
        if line == 1, file.hasByteOrderMark { index += 3 }
        while index < bytes.upperBound, Self.isBlank(file.bytes[index]) { index += 1 }
        return index < bytes.upperBound && file.bytes[index] == UInt8(ascii: "#") ? index : nil
    }

    /// Blanks, then `cardspec:` and a letter, after the `#` at `hash`.
    private func isDirective(at hash: Int) -> Bool {
        guard let start = directiveStart(after: hash) else { return false }
        let name = start + Self.directivePrefix.count
        return name < file.bytes.count && (0x61...0x7A).contains(file.bytes[name] | 0x20)
    }

    private func directiveStart(after hash: Int) -> Int? {
        var index = hash + 1
        while index < file.bytes.count, Self.isBlank(file.bytes[index]) { index += 1 }
        let end = index + Self.directivePrefix.count
        guard end <= file.bytes.count, file.bytes[index..<end].elementsEqual(Self.directivePrefix) else { return nil }
        return index
    }

    private mutating func readDirective(onLine line: Int, hash: Int, scalars: MultilineScalars) {
        let lineEnd = file.lineRange(line).upperBound
        let nameStart = directiveStart(after: hash)! + Self.directivePrefix.count
        var nameEnd = nameStart
        while nameEnd < lineEnd, !Self.isBlank(file.bytes[nameEnd]) { nameEnd += 1 }
        let name = text(nameStart..<nameEnd)
        guard let scope = Scope(rawValue: name) else {
            unknownDirective(name, at: range(nameStart..<nameEnd))
            return
        }
        let tokens = self.tokens(nameEnd..<lineEnd)
        var entries: [Entry] = []
        for (index, token) in tokens.enumerated() {
            let removal = index + 1 < tokens.count
                ? token.lowerBound..<tokens[index + 1].lowerBound
                : (index > 0 ? tokens[index - 1].upperBound : nameEnd)..<token.upperBound
            if let entry = entry(token, removal: removal) { entries.append(entry) }
        }
        let directiveRange = range(hash..<nameEnd)
        if tokens.isEmpty {
            problems.append(Diagnostic(
                .invalidSuppression, "'cardspec:\(name)' names no codes to suppress", at: directiveRange,
                notes: [DiagnosticNote(message: "list the codes after it, or 'all' for every code that can be suppressed")]))
        }
        guard !entries.isEmpty else { return }
        directives.append(Directive(
            scope: scope, line: line, range: directiveRange,
            target: scope == .nextLine ? target(after: line, scalars: scalars) : nil, entries: entries))
    }

    /// The codes after a directive's name: separated by blanks and commas, up to a `--`.
    private func tokens(_ bytes: Range<Int>) -> [Range<Int>] {
        var tokens: [Range<Int>] = []
        var index = bytes.lowerBound
        while index < bytes.upperBound {
            let byte = file.bytes[index]
            if Self.isBlank(byte) || byte == UInt8(ascii: ",") {
                index += 1
                continue
            }
            let start = index
            while index < bytes.upperBound, !Self.isBlank(file.bytes[index]), file.bytes[index] != UInt8(ascii: ",") { index += 1 }
            if text(start..<index) == "--" { break }
            tokens.append(start..<index)
        }
        return tokens
    }

    private mutating func entry(_ token: Range<Int>, removal: Range<Int>) -> Entry? {
        let code = text(token)
        let place = range(token)
        if code == Self.everything {
            return Entry(kind: nil, text: code, range: place, removal: removal)
        }
        guard let kind = DiagnosticRegistry.kind(forCode: code) else {
            var message = "unknown code '\(code)' in a suppression comment"
            var fixIts: [FixIt] = []
            let candidates = [Self.everything] + DiagnosticRegistry.all.filter(\.isSuppressible).map(\.code)
            if let suggestion = Suggestions.closest(to: code, in: candidates) {
                message += "; did you mean '\(suggestion)'?"
                fixIts.append(FixIt(range: place, replacement: suggestion, message: "replace '\(code)' with '\(suggestion)'"))
            }
            problems.append(Diagnostic(
                .invalidSuppression, message, at: place,
                notes: [DiagnosticNote(message: "'cardspec explain --list' lists every code")], fixIts: fixIts))
            return nil
        }
        guard kind.isSuppressible else {
            let reason = switch kind.stage {
            case .syntax: "a syntax error means the file could not be read reliably"
            case .configuration where kind.isConfigurable: "turn it off in .cardspec.yml instead"
            case .configuration where kind == .tooManyDiagnostics: "its limit is --max-diagnostics-per-file"
            default: "it is about the configuration file"
            }
            problems.append(Diagnostic(.invalidSuppression, "'\(code)' cannot be suppressed: \(reason)", at: place))
            return nil
        }
        return Entry(kind: kind, text: code, range: place, removal: removal)
    }

    private mutating func unknownDirective(_ name: String, at place: SourceRange) {
        let names = Scope.allCases.map(\.rawValue)
        var message = "unknown suppression directive 'cardspec:\(name)'"
        var fixIts: [FixIt] = []
        if let suggestion = Suggestions.closest(to: name, in: names) {
            message += "; did you mean 'cardspec:\(suggestion)'?"
            fixIts.append(FixIt(range: place, replacement: suggestion, message: "replace '\(name)' with '\(suggestion)'"))
        }
        problems.append(Diagnostic(
            .invalidSuppression, message, at: place,
            notes: [DiagnosticNote(message: "a suppression comment is " + listing(names.map { "'# cardspec:\($0) CODE...'" }, conjunction: "or"))],
            fixIts: fixIts))
    }

    /// The first line after `line` that is neither blank nor a comment line.
    private func target(after line: Int, scalars: MultilineScalars) -> Int? {
        var candidate = line + 1
        while candidate <= file.lineCount {
            let bytes = file.lineRange(candidate)
            let blank = file.bytes[bytes].allSatisfy(Self.isBlank)
            let comment = commentStart(onLine: candidate).map { !scalars.contains($0) } ?? false
            if !blank, !comment { return candidate }
            candidate += 1
        }
        return nil
    }

    // MARK: - Positions

    private func text(_ bytes: Range<Int>) -> String {
        String(decoding: file.bytes[bytes], as: UTF8.self)
    }

    private func range(_ bytes: Range<Int>) -> SourceRange {
        SourceRange(start: file.position(ofOffset: bytes.lowerBound), end: file.position(ofOffset: bytes.upperBound))
    }

    /// A line with its terminator.
    private func wholeLine(_ line: Int) -> Range<Int> {
        file.lineStart(line)..<(line < file.lineCount ? file.lineStart(line + 1) : file.bytes.count)
    }

    /// A line from its first non-blank character to its last.
    private func contentRange(ofLine line: Int) -> SourceRange {
        let bytes = file.lineRange(line)
        var start = bytes.lowerBound, end = bytes.upperBound
        while start < end, Self.isBlank(file.bytes[start]) { start += 1 }
        while end > start, Self.isBlank(file.bytes[end - 1]) { end -= 1 }
        return range(start..<end)
    }
}

/// The scalars of a tree that span lines (block scalars, multi-line quoted and plain
/// scalars), to tell a `#` line inside one, which is text, from a comment.
private struct MultilineScalars {
    /// Sorted by start; scalars never overlap, though an alias repeats its anchor's range.
    private var ranges: [Range<Int>] = []

    init(_ tree: SyntaxTree, root: SyntaxTree.Node) {
        collect(root, in: tree)
        ranges.sort { $0.lowerBound < $1.lowerBound }
    }

    private mutating func collect(_ node: SyntaxTree.Node, in tree: SyntaxTree) {
        switch tree.kind(node) {
        case .scalar:
            let range = tree.range(node)
            if range.start.line != range.end.line {
                ranges.append(range.start.offset..<range.end.offset)
            }
        case .sequence:
            for item in tree.items(node) { collect(item, in: tree) }
        case .mapping:
            for pair in tree.pairs(node) {
                collect(pair.key, in: tree)
                collect(pair.value, in: tree)
            }
        }
    }

    /// Whether `offset` is inside a scalar (after its first character).
    func contains(_ offset: Int) -> Bool {
        // The last range that starts before `offset`.
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 && offset < ranges[low - 1].upperBound
    }
}
