/// "Did you mean": the known name closest to a mistyped one, for config keys, push keys, Liquid tags
/// and filters alike, so every message suggests by the same rule.
public enum NameSuggester {
    /// The nearest candidate within a small edit distance, or nil when none is close.
    public static func suggest(_ key: String, among candidates: [String]) -> String? {
        let folded = fold(key)
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(folded, fold(candidate))
            if best == nil || d < best!.1 { best = (candidate, d) }
        }
        guard let (candidate, d) = best else { return nil }
        let allowed = max(2, min(key.count, candidate.count) / 3)
        return d <= allowed ? candidate : nil
    }

    /// Case, `-` and `_` are the commonest slips; they cost nothing.
    private static func fold(_ s: String) -> [Character] {
        Array(s.lowercased().map { $0 == "-" ? "_" : $0 })
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transpositions).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev2 = [Int](repeating: 0, count: b.count + 1)
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    cur[j] = min(cur[j], prev2[j - 2] + 1)
                }
            }
            (prev2, prev, cur) = (prev, cur, prev2)
        }
        return prev[b.count]
    }
}
