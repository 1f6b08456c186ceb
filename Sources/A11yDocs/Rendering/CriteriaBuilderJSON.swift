/// The criteria builder page's data: `CriteriaBuilder` as `JSONText` encodes it, byte for byte and
/// safe inside `<script>`, but put together from each entry's texts as that entry rendered. A large
/// library's data runs to tens of megabytes: encoded in one go it was held three times over.
enum CriteriaBuilderJSON {
    /// An entry's condensed text and Gherkin rule as JSON string literals.
    struct Pieces: Sendable {
        var condensed: [UInt8]
        var rule: [UInt8]

        init(_ texts: CriteriaTexts) {
            condensed = literal(texts.condensed)
            rule = literal(texts.rule)
        }
    }

    /// The JSON in chunks, in the order written; `pieces` are `entries`' own, index for index.
    static func chunks(_ entries: [Entry], pieces: [Pieces]) -> [[UInt8]] {
        let ids = entries.map(CriteriaBuilder.id)
        // `JSONEncoder`'s sorted keys: by UTF-8 bytes.
        let byKey = ids.indices.sorted { ids[$0].utf8.lexicographicallyPrecedes(ids[$1].utf8) }
        let condensed = CriteriaBuilder.format(.condensed), gherkin = CriteriaBuilder.format(.gherkin)
        var chunks: [[UInt8]] = []
        func text(_ text: String) { chunks.append(Array(text.utf8)) }
        func format(_ format: CriteriaBuilder.Format, _ piece: (Pieces) -> [UInt8]) {
            text("{\"footer\":" + string(format.footer) + ",\"header\":" + string(format.header) + ",\"pieces\":{")
            for (position, index) in byKey.enumerated() {
                text((position == 0 ? "" : ",") + string(ids[index]) + ":")
                chunks.append(piece(pieces[index]))
            }
            text("},\"separator\":" + string(format.separator) + "}")
        }
        text("{\"formats\":{\"condensed\":")
        format(condensed, \.condensed)
        text(",\"gherkin\":")
        format(gherkin, \.rule)
        text("},\"order\":[" + CriteriaBuilder.sorted(entries).map { string(CriteriaBuilder.id($0)) }.joined(separator: ",") + "]}")
        return chunks
    }

    private static func string(_ text: String) -> String {
        String(decoding: literal(text), as: UTF8.self)
    }

    /// `text` as a JSON string, with every `<` written as `\u003c` so that no text can close the
    /// script element.
    static func literal(_ text: String) -> [UInt8] {
        scriptSafe(JSONText.data(text))
    }

    static func scriptSafe(_ json: some Sequence<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(json.underestimatedCount + 16)
        for byte in json {
            if byte == UInt8(ascii: "<") { result += escapedOpening } else { result.append(byte) }
        }
        return result
    }

    private static let escapedOpening = Array("\\u003c".utf8)
}
