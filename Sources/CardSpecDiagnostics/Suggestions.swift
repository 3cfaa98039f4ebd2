/// "Did you mean" for names typed by people: keys, part kinds, options, codes.
public enum Suggestions {
    /// The candidate closest to `name`, if it is close enough to be a likely typo:
    /// an edit distance (with transpositions) of at most a third of the name's length,
    /// case-insensitive matches first. Ties go to the earliest candidate, so results
    /// are stable.
    public static func closest<S: Sequence>(to name: String, in candidates: S) -> String?
    where S.Element == String {
        let lowered = name.lowercased()
        let target = Array(lowered.unicodeScalars)
        let budget = max(1, min(3, target.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let folded = candidate.lowercased()
            if folded == lowered { return candidate }
            let distance = editDistance(target, Array(folded.unicodeScalars), limit: budget)
            if distance <= budget, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Optimal string alignment distance, cut short once it exceeds `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}

/// "Did you mean" over names that a file declares itself (cards, tokens, types, YAML
/// anchors), at most `limit` times in one file. Each search reads every such name, so a
/// file with thousands of undefined references to thousands of names took quadratic
/// time (5,000 of each: 15 s). Past the limit a reference is still reported, without a
/// suggestion; the first ones, which a person reads, keep theirs. The same file always
/// gets the same suggestions. (clang limits its typo corrections per file the same
/// way: `-fspell-checking-limit`, 50 by default.)
public struct SuggestionLimit: Sendable {
    public static let searchesPerFile = 100

    public private(set) var remaining: Int

    public init(_ limit: Int = SuggestionLimit.searchesPerFile) {
        remaining = limit
    }

    /// `Suggestions.closest(to:in:)` while the limit lasts; the candidates are made only
    /// then.
    public mutating func closest<S: Sequence>(to name: String, in candidates: @autoclosure () -> S) -> String?
    where S.Element == String {
        guard remaining > 0 else { return nil }
        remaining -= 1
        return Suggestions.closest(to: name, in: candidates())
    }
}
