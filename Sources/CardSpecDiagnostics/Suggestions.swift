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
