import A11yDocsModel
import A11yDocsSupport

/// Each term's entries, by position in the index, with the fields it is in (position << 6 |
/// fields), kept as the runs of neighbouring entries that were tokenized on every core. A term's
/// list is its lists in run order, which keeps it sorted; the runs are never joined into one
/// table, which in a large library would hold the postings twice while it was made.
struct SearchPostings: Sendable {
    private let runs: [SearchTermTable<[UInt32]>]
    /// Every term, sorted by UTF-8 bytes.
    let terms: [String]

    init(_ entries: [(record: SearchIndex.Record, collectionName: String)]) {
        let runLength = max(1, (entries.count + 15) / 16)
        let width = UInt32(SearchDocument.Fields.width)
        runs = Array(stride(from: 0, to: entries.count, by: runLength)).concurrentMap { start in
            var postings = SearchTermTable<[UInt32]>()
            for position in start..<min(start + runLength, entries.count) {
                Self.add(entries[position], at: position, width: width, to: &postings)
            }
            // Lists grown an entry at a time hold up to twice their length: kept, they are copied
            // to their length, a run at a time.
            return postings.mapValues { list in list.withUnsafeBufferPointer { Array($0) } }
        }
        // The runs' terms, each once, made strings only then.
        var all = SearchTermTable<Void>()
        for run in runs { run.forEachTerm { _ = all.number(of: $0, making: {}) } }
        terms = all.terms.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// An entry's terms, each with the entry's position and the fields it is in. The table is
    /// passed in, not captured, so that adding a term is not checked for overlapping access.
    private static func add(
        _ item: (record: SearchIndex.Record, collectionName: String), at position: Int, width: UInt32,
        to postings: inout SearchTermTable<[UInt32]>
    ) {
        let key = UInt32(position) << width
        func post(_ term: UnsafeBufferPointer<UInt8>, _ field: SearchDocument.Fields) {
            let number = postings.number(of: term, making: { [] })
            postings.values[number].addPosting(key, field: UInt32(field.rawValue), width: width)
        }
        switch item.record {
        case .entry(let entry): SearchDocument.forEachTerm(of: entry, collectionName: item.collectionName, post)
        case .guide(let guide): SearchDocument.forEachTerm(of: guide, collectionName: item.collectionName, post)
        }
    }

    /// Calls `body` with each of `term`'s postings, in position order.
    func forEach(of term: String, _ body: (UInt32) throws -> Void) rethrows {
        for run in runs {
            for posting in run.value(of: term) ?? [] { try body(posting) }
        }
    }
}

extension Array where Element == UInt32 {
    /// Adds the entry `key` (its position, shifted) with a field, or the field to it when it is
    /// already the last.
    fileprivate mutating func addPosting(_ key: UInt32, field: UInt32, width: UInt32) {
        if let last = self.last, last >> width == key >> width {
            self[count - 1] = last | field
        } else {
            append(key | field)
        }
    }
}
