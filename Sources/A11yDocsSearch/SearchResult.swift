import A11yDocsModel

/// One entry a query found, ranked as the site's search page ranks it.
public struct SearchResult: Sendable {
    public var entry: Entry
    /// The sum over query words of the best field weight each is found in (title 16, categories
    /// 8, description 6, criteria 4, notes and code 2), plus one for each word that is a whole term.
    public var score: Int
    /// Where the query's words were found, in the order the page names them: "title",
    /// "categories", "description", "acceptance criteria", "developer notes", "code".
    public var foundIn: [String]
}

extension SearchIndex {
    /// Weights and names of the fields, by bit, exactly as `search.js` has them.
    static let fieldWeights = [16, 8, 6, 4, 2, 2]
    static let fieldNames = ["title", "categories", "description", "acceptance criteria", "developer notes", "code"]

    /// A record's best field weight and the fields matched.
    typealias Score = (weight: Int, fields: UInt32)

    /// The entries that hold every word of `query` at the start of a term, best first; equal
    /// scores in index order. `search.js` does the same in the browser: the two are kept alike,
    /// except that the page lists guides too.
    package func search(_ query: String, where include: (Entry) -> Bool = { _ in true }) -> [SearchResult] {
        let words = SearchWords.queryWords(query)
        guard !words.isEmpty else { return [] }
        var scores: [Int: (weight: Int, fields: UInt32)]?
        for word in words {
            let found = matches(word)
            guard let previous = scores else {
                scores = found
                continue
            }
            var kept: [Int: (weight: Int, fields: UInt32)] = [:]
            for (position, value) in previous {
                if let other = found[position] {
                    kept[position] = (value.weight + other.weight, value.fields | other.fields)
                }
            }
            scores = kept
        }
        let ranked = (scores ?? [:]).compactMap { position, value -> (entry: Entry, position: Int, value: Score)? in
            guard case .entry(let entry) = records[position], include(entry) else { return nil }
            return (entry, position, value)
        }.sorted { ($1.value.weight, $0.position) < ($0.value.weight, $1.position) }
        return ranked.map { entry, _, value in
            SearchResult(
                entry: entry, score: value.weight,
                foundIn: Self.fieldNames.indices.filter { value.fields & (1 << $0) != 0 }.map { Self.fieldNames[$0] })
        }
    }

    /// Entry position → best field weight and the fields matched, for one query word: every term
    /// it begins, a whole term weighing one more.
    private func matches(_ word: String) -> [Int: (weight: Int, fields: UInt32)] {
        var found: [Int: (weight: Int, fields: UInt32)] = [:]
        let width = UInt32(SearchDocument.Fields.width), fieldBits = UInt32(1) << width - 1
        var index = lowerBound(word)
        while index < terms.count, terms[index].utf8.starts(with: word.utf8) {
            let term = terms[index]
            let exact = term.utf8.count == word.utf8.count
            postings.forEach(of: term) { posting in
                let fields = posting & fieldBits
                var weight =
                    Self.fieldWeights.indices.filter { fields & (1 << $0) != 0 }.map { Self.fieldWeights[$0] }.max()
                    ?? 0
                if exact { weight += 1 }
                let position = Int(posting >> width)
                if let current = found[position] {
                    found[position] = (max(current.weight, weight), current.fields | fields)
                } else {
                    found[position] = (weight, fields)
                }
            }
            index += 1
        }
        return found
    }

    /// The first term at or after `prefix` in byte order.
    private func lowerBound(_ prefix: String) -> Int {
        var low = 0, high = terms.count
        while low < high {
            let middle = (low + high) / 2
            if terms[middle].utf8.lexicographicallyPrecedes(prefix.utf8) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
