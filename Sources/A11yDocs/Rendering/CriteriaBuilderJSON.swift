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

    /// The JSON from pieces held in memory, index for index with `entries`.
    static func parts(_ entries: [Entry], pieces: [Pieces]) -> TextParts {
        TextParts { part in
            try write(entries, to: part) { index, format in format == .condensed ? pieces[index].condensed : pieces[index].rule }
        }
    }

    /// The JSON from pieces set aside as the entries rendered.
    static func parts(_ entries: [Entry], spill: CriteriaSpill) -> TextParts {
        TextParts { part in
            let records = try spill.records(count: entries.count)
            try write(entries, to: part) { index, format in
                guard let record = records[index] else { throw MissingPieces(entry: entries[index].file) }
                return try spill.piece(format, of: record)
            }
        }
    }

    struct MissingPieces: Error, CustomStringConvertible {
        var entry: String
        var description: String { "\(entry): its criteria were not set aside for the builder page" }
    }

    /// Hands the JSON over a few bytes at a time; `piece` gives an entry's literal for a format.
    private static func write(_ entries: [Entry], to part: ([UInt8]) throws -> Void,
                              piece: (Int, CriteriaBuilder.FormatName) throws -> [UInt8]) throws {
        let ids = entries.map(CriteriaBuilder.id)
        // `JSONEncoder`'s sorted keys: by UTF-8 bytes.
        let byKey = ids.indices.sorted { ids[$0].utf8.lexicographicallyPrecedes(ids[$1].utf8) }
        func text(_ text: String) throws { try part(Array(text.utf8)) }
        func format(_ name: CriteriaBuilder.FormatName) throws {
            let format = CriteriaBuilder.format(name)
            try text("{\"footer\":" + string(format.footer) + ",\"header\":" + string(format.header) + ",\"pieces\":{")
            for (position, index) in byKey.enumerated() {
                try text((position == 0 ? "" : ",") + string(ids[index]) + ":")
                try part(try piece(index, name))
            }
            try text("},\"separator\":" + string(format.separator) + "}")
        }
        try text("{\"formats\":{\"condensed\":")
        try format(.condensed)
        try text(",\"gherkin\":")
        try format(.gherkin)
        try text("},\"order\":[" + CriteriaBuilder.sorted(entries).map { string(CriteriaBuilder.id($0)) }.joined(separator: ",") + "]}")
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
