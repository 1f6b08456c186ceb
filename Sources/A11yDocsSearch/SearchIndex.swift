import A11yDocsSupport
import A11yDocsModel

/// `search-index.json`: what the search page needs to answer a query without a server.
///
/// ```
/// {"version":1,
///  "fields":["title","category","description","criteria","notes","code"],
///  "entries":[{"categories":[…],"code":true,"collection":"native","collectionName":"Native",
///              "description":…,"frameworks":["uikit"],"platforms":["ios"],"title":…,"url":"native/slider/"},…],
///  "terms":["able","accessibility",…],
///  "postings":[[…],…]}
/// ```
///
/// `terms` are sorted (by UTF-8 bytes, which is code-point order, so the client's binary search
/// for a prefix agrees with it). `postings[i]` lists the entries holding `terms[i]`: each number
/// is the gap from the previous entry's position times 64, plus the fields the term is in (bits in
/// `fields` order). Gaps keep the numbers small, and a long library's runs of equal gaps compress
/// well: a 1,000-entry index stays far under a megabyte gzipped.
package struct SearchIndex: Sendable {
    package static let path = "search-index.json"

    /// Entries in index order (by collection, then the index's order, then title), each with its
    /// record; a result's position is its place here.
    package let entries: [Entry]
    package let documents: [SearchDocument]
    /// Every term, sorted by UTF-8 bytes.
    let terms: [String]
    /// Each term's entries as position << 6 | fields, in position order.
    let postings: [String: [UInt32]]

    /// `document` makes an entry's record.
    package init(_ entries: [Entry], document: (Entry) -> SearchDocument) {
        let documents = entries.map(document)
        let keys = documents.map { ($0.collection, $0.order, $0.title.lowercased(), $0.url) }
        let ordered = documents.indices.sorted { keys[$0] < keys[$1] }
        self.entries = ordered.map { entries[$0] }
        self.documents = ordered.map { documents[$0] }
        postings = Self.postings(ordered.map { (entries[$0], documents[$0].collectionName) })
        terms = postings.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The index as the search page loads it.
    package func json() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(documents.count * 300 + terms.count * 24)
        bytes += #"{"version":1,"fields":["title","category","description","criteria","notes","code"],"entries":"#.utf8
        bytes += JSONText.bytes(documents, pretty: false)
        bytes += #","terms":"#.utf8
        bytes += JSONText.bytes(terms, pretty: false)
        // Written here rather than encoded: a large library has millions of numbers.
        bytes += #","postings":["#.utf8
        let width = UInt32(SearchDocument.Fields.width), fieldBits = UInt32(1) << width - 1
        for (position, term) in terms.enumerated() {
            if position > 0 { bytes.append(Byte.comma) }
            bytes.append(Byte.openBracket)
            var previous: UInt32 = 0
            for (index, posting) in (postings[term] ?? []).enumerated() {
                if index > 0 { bytes.append(Byte.comma) }
                let entry = posting >> width
                bytes += String((entry - previous) << width | posting & fieldBits).utf8
                previous = entry
            }
            bytes.append(UInt8(ascii: "]"))
        }
        bytes += "]}\n".utf8
        return bytes
    }

    /// Each term's entries, by position in `entries`, with the fields it is in (position << 6 |
    /// fields). Entries are tokenized on every core in runs of neighbours; each run's lists come
    /// out in order, so joining the runs' lists in run order keeps every list sorted.
    private static func postings(_ entries: [(entry: Entry, collectionName: String)]) -> [String: [UInt32]] {
        let runLength = max(1, (entries.count + 15) / 16)
        let runs = Array(stride(from: 0, to: entries.count, by: runLength))
        let width = UInt32(SearchDocument.Fields.width)
        let lists = runs.concurrentMap { start -> [String: [UInt32]] in
            var postings: [String: [UInt32]] = [:]
            for position in start..<min(start + runLength, entries.count) {
                let key = UInt32(position) << width
                SearchDocument.forEachTerm(of: entries[position].entry, collectionName: entries[position].collectionName) { term, field in
                    postings[term, default: []].addPosting(key, field: UInt32(field.rawValue), width: width)
                }
            }
            return postings
        }
        var merged: [String: [UInt32]] = [:]
        for run in lists {
            for (term, list) in run { merged[term, default: []] += list }
        }
        return merged
    }
}

private extension Array where Element == UInt32 {
    /// Adds the entry `key` (its position, shifted) with a field, or the field to it when it is
    /// already the last.
    mutating func addPosting(_ key: UInt32, field: UInt32, width: UInt32) {
        if let last = self.last, last >> width == key >> width {
            self[count - 1] = last | field
        } else {
            append(key | field)
        }
    }
}
