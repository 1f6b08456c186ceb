/// `search-index.json`: what the search page needs to answer a query without a server.
///
/// ```
/// {"version":1,
///  "fields":["title","category","description","criteria","notes","code"],
///  "entries":[{"title":…,"url":"native/slider/","collection":"native","collectionName":"Native",
///              "categories":[…],"description":…,"platforms":["ios"],"frameworks":["uikit"],"code":true},…],
///  "terms":["able","accessibility",…],
///  "postings":[[…],…]}
/// ```
///
/// `terms` are sorted (by UTF-8 bytes, which is code-point order, so the client's binary search
/// for a prefix agrees with it). `postings[i]` lists the entries holding `terms[i]`: each number
/// is the gap from the previous entry's position times 64, plus the fields the term is in (bits in
/// `fields` order). Gaps keep the numbers small, and a long library's runs of equal gaps compress
/// well: a 1,000-entry index stays far under a megabyte gzipped.
enum SearchIndex {
    static let path = "search-index.json"

    static func json(_ documents: [SearchDocument]) -> [UInt8] {
        // Index order: entries by collection, then the index's order, then title.
        let ordered = documents.sorted { ($0.collection, $0.order, $0.title.lowercased(), $0.url) < ($1.collection, $1.order, $1.title.lowercased(), $1.url) }
        var postings: [String: [Int]] = [:]
        for (position, document) in ordered.enumerated() {
            for (term, fields) in document.terms {
                postings[term, default: []].append(position << SearchDocument.Fields.width | Int(fields.rawValue))
            }
        }
        let terms = postings.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(ordered.count * 300 + terms.count * 24)
        bytes += Array(#"{"version":1,"fields":["title","category","description","criteria","notes","code"],"entries":["#.utf8)
        for (position, document) in ordered.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            write(document, into: &bytes)
        }
        bytes += Array(#"],"terms":["#.utf8)
        for (position, term) in terms.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            CompactJSONEncoder.writeString(term, into: &bytes)
        }
        bytes += Array(#"],"postings":["#.utf8)
        for (position, term) in terms.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "["))
            var previous = 0
            for (index, posting) in (postings[term] ?? []).enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                let entry = posting >> SearchDocument.Fields.width
                bytes += Array(String((entry - previous) << SearchDocument.Fields.width | posting & 63).utf8)
                previous = entry
            }
            bytes.append(UInt8(ascii: "]"))
        }
        bytes += Array("]}\n".utf8)
        return bytes
    }

    private static func write(_ document: SearchDocument, into bytes: inout [UInt8]) {
        func key(_ name: String, first: Bool = false) {
            bytes += Array(((first ? "{" : ",") + "\"" + name + "\":").utf8)
        }
        func strings(_ values: [String]) {
            bytes.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                CompactJSONEncoder.writeString(value, into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        }
        key("title", first: true); CompactJSONEncoder.writeString(document.title, into: &bytes)
        key("url"); CompactJSONEncoder.writeString(document.url, into: &bytes)
        key("collection"); CompactJSONEncoder.writeString(document.collection, into: &bytes)
        key("collectionName"); CompactJSONEncoder.writeString(document.collectionName, into: &bytes)
        key("categories"); strings(document.categories)
        if let description = document.description { key("description"); CompactJSONEncoder.writeString(description, into: &bytes) }
        key("platforms"); strings(document.platforms)
        key("frameworks"); strings(document.frameworks)
        key("code"); bytes += Array((document.hasCode ? "true" : "false").utf8)
        bytes.append(UInt8(ascii: "}"))
    }
}
