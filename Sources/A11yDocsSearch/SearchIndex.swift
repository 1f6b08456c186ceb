import A11yDocsModel
@_spi(Bytes) import A11yDocsSupport

/// `search-index.json` (`SitePaths.searchIndexFile`): what the search page needs to answer a query without a server.
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
    /// What a record of the index is made from.
    package enum Record: Sendable {
        case entry(Entry)
        case guide(Guide)
    }

    /// Entries and guides in index order (by collection, then the index's order, then title),
    /// each with its record; a result's position is its place here.
    package let records: [Record]
    package let documents: [SearchDocument]
    /// Each term's entries as position << 6 | fields, in position order.
    let postings: SearchPostings
    /// Every term, sorted by UTF-8 bytes.
    var terms: [String] { postings.terms }

    /// `document` makes an entry's record.
    package init(_ entries: [Entry], document: (Entry) -> SearchDocument) {
        self.init(records: entries.map(Record.entry), documents: entries.map(document))
    }

    /// `document` makes an entry's record, `guideDocument` a guide's.
    package init(
        _ entries: [Entry], guides: [Guide], document: (Entry) -> SearchDocument,
        guideDocument: (Guide) -> SearchDocument
    ) {
        self.init(
            records: entries.map(Record.entry) + guides.map(Record.guide),
            documents: entries.map(document) + guides.map(guideDocument))
    }

    private init(records: [Record], documents: [SearchDocument]) {
        let keys = documents.map { ($0.collection, $0.order, $0.title.lowercased(), $0.url) }
        let ordered = documents.indices.sorted { keys[$0] < keys[$1] }
        self.records = ordered.map { records[$0] }
        self.documents = ordered.map { documents[$0] }
        postings = SearchPostings(ordered.map { (records[$0], documents[$0].collectionName) })
    }

    /// The index as the search page loads it, handed over about a megabyte at a time: a large
    /// library's records and postings run to tens of megabytes, which the build need not hold
    /// beside the index itself.
    package func parts() -> TextParts {
        TextParts { [self] part in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(Self.partSize + 4096)
            bytes +=
                #"{"version":1,"fields":["title","category","description","criteria","notes","code"],"entries":"#.utf8
            try Self.append(documents, run: 256, to: &bytes, handingOver: part)
            bytes += #","terms":"#.utf8
            try Self.append(terms, run: 4096, to: &bytes, handingOver: part)
            // Written here rather than encoded: a large library has millions of numbers.
            bytes += #","postings":["#.utf8
            let width = UInt32(SearchDocument.Fields.width), fieldBits = UInt32(1) << width - 1
            for (position, term) in terms.enumerated() {
                if position > 0 { bytes.append(Byte.comma) }
                bytes.append(Byte.openBracket)
                var previous: UInt32 = 0, first = true
                postings.forEach(of: term) { posting in
                    if !first { bytes.append(Byte.comma) }
                    first = false
                    let entry = posting >> width
                    Byte.appendDecimal(UInt64((entry - previous) << width | posting & fieldBits), to: &bytes)
                    previous = entry
                }
                bytes.append(UInt8(ascii: "]"))
                if bytes.count >= Self.partSize {
                    try part(bytes)
                    bytes.removeAll(keepingCapacity: true)
                }
            }
            bytes += "]}\n".utf8
            try part(bytes)
        }
    }

    private static let partSize = 1 << 20

    /// `elements` as a JSON array, encoded `run` at a time (an encoded array is a tree of nodes
    /// first: the whole library's records at once were 22 MB), handing over what is written
    /// whenever it passes `partSize`.
    private static func append<Element: Encodable>(
        _ elements: [Element], run: Int, to bytes: inout [UInt8],
        handingOver part: ([UInt8]) throws -> Void
    ) rethrows {
        bytes.append(Byte.openBracket)
        for start in stride(from: 0, to: elements.count, by: run) {
            if start > 0 { bytes.append(Byte.comma) }
            // The run's elements without the brackets of their own array.
            let encoded = JSONText.bytes(Array(elements[start..<min(start + run, elements.count)]), pretty: false)
            bytes += encoded[1..<(encoded.count - 1)]
            if bytes.count >= partSize {
                try part(bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        bytes.append(UInt8(ascii: "]"))
    }
}
