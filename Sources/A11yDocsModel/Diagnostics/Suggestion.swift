/// "Did you mean …?": the closest candidate by edit distance, if it is close enough to be a typo.
/// Words longer than `maxLength` get none: the edit distance takes time in the product of the
/// lengths (a 100 KB name took 26 s), and such a word is no typo of a name.
public enum Suggestion {
    public static let maxLength = 200

    public static func closest(to word: String, in candidates: [String]) -> String? {
        guard word.count <= maxLength else { return nil }
        let lowered = word.lowercased()
        let scored = candidates.map { ($0, editDistance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        // Allow about one typo per three characters, at least two.
        let limit = max(2, word.count / 3)
        return best.1 <= limit ? best.0 : nil
    }

    /// The key a near miss was meant to be, close enough to read it as that key without asking:
    /// one slip (a letter missing, extra, wrong or swapped), two in a key of eight letters or more.
    package static func slip(_ key: String, of keys: [String]) -> String? {
        guard key.count <= maxLength else { return nil }
        let slips = key.count >= 8 ? 2 : 1
        let nearest = keys.map { ($0, editDistance(key.lowercased(), $0)) }.min { $0.1 < $1.1 }
        return nearest.flatMap { $0.1 <= slips ? $0.0 : nil }
    }

    /// ` — did you mean 'output'?` after a word that names nothing, or nothing when no candidate
    /// is close: the one wording of the command line's suggestions.
    public static func didYouMean(_ word: String, in candidates: [String]) -> String {
        Wording.didYouMean(closest(to: word, in: candidates))
    }

    /// Every candidate close enough to be a typo, closest first.
    public static func close(to word: String, in candidates: [String], limit: Int = 5) -> [String] {
        guard word.count <= maxLength else { return [] }
        let lowered = word.lowercased()
        let allowed = max(2, word.count / 3)
        return
            candidates
            .map { ($0, editDistance(lowered, $0.lowercased())) }
            .filter { $0.1 <= allowed || $0.0.lowercased().contains(lowered) }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(limit).map(\.0)
    }

    /// Levenshtein distance, counting an adjacent swap ("screanreader") as one edit.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = Swift.min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = Swift.min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
