@_spi(Bytes) import A11yDocsSupport
import A11yDocsModel
import A11yDocsCriteria

/// The criteria builder page's data: `CriteriaBuilder` as `JSONText` encodes it, byte for byte and
/// safe inside `<script>`, but put together from each entry's texts set aside as that entry
/// rendered (`CriteriaSpill`). A large library's data runs to tens of megabytes: encoded in one go
/// it was held three times over.
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

    struct MissingPieces: Error, CustomStringConvertible {
        var entry: String
        var description: String { "\(entry): its criteria were not set aside for the builder page" }
    }

    /// The JSON, handed over a few bytes at a time; `spill` holds every one of `entries`' pieces
    /// under its index.
    static func parts(_ entries: [Entry], spill: CriteriaSpill) -> TextParts {
        TextParts { part in
            let records = try spill.records(count: entries.count)
            let names = entries.map(CriteriaBuilder.id)
            let byKey = names.indices.sorted { CompactJSONEncoder.keyPrecedes(names[$0], names[$1]) }
            let ids = names.map(literal)
            func format(_ name: CriteriaBuilder.FormatName) throws {
                let format = CriteriaBuilder.format(name)
                try part(Array("{\"footer\":".utf8) + literal(format.footer) + Array(",\"header\":".utf8) + literal(format.header)
                         + Array(",\"pieces\":{".utf8))
                for (position, index) in byKey.enumerated() {
                    guard let record = records[index] else { throw MissingPieces(entry: entries[index].file) }
                    try part((position == 0 ? [] : [Byte.comma]) + ids[index] + [Byte.colon])
                    try part(try spill.piece(name, of: record))
                }
                try part(Array("},\"separator\":".utf8) + literal(format.separator) + [Byte.closeBrace])
            }
            try part(Array("{\"formats\":{\"condensed\":".utf8))
            try format(.condensed)
            try part(Array(",\"gherkin\":".utf8))
            try format(.gherkin)
            let order = CriteriaBuilder.sortedIndices(entries).map { ids[$0] }
            try part(Array("},\"order\":[".utf8) + Array(order.joined(separator: [Byte.comma])) + Array("]}".utf8))
        }
    }

    /// `text` as a JSON string, with every `<` written as `\u003c` so that no text can close the
    /// script element.
    static func literal(_ text: String) -> [UInt8] {
        scriptSafe(JSONText.bytes(text, pretty: false))
    }

    static func scriptSafe(_ json: some Sequence<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(json.underestimatedCount + 16)
        for byte in json {
            if byte == Byte.lessThan { result += escapedOpening } else { result.append(byte) }
        }
        return result
    }

    private static let escapedOpening = Array("\\u003c".utf8)
}
