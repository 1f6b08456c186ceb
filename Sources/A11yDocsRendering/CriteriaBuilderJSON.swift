import A11yDocsCriteria
import A11yDocsModel
@_spi(Bytes) import A11yDocsSupport

/// The criteria builder's data, split so that the page stays small however large the library:
/// the page holds how each format joins its pieces and the entries' order, and each entry's
/// pieces are a script of their own (`criteria/native/carousel.js`) the page loads when the entry
/// is chosen. Put together, they are `CriteriaBuilder`, and the page's script does what its
/// `combined(_:format:)` does.
enum CriteriaBuilderJSON {
    /// The page's JSON: `{"formats":{"condensed":{"footer":…,"header":…,"separator":…},"gherkin":{…}},"order":[…]}`,
    /// safe inside a `<script>` element.
    static func page(_ entries: [Entry]) -> [UInt8] {
        let formats = Dictionary(
            uniqueKeysWithValues: CriteriaBuilder.FormatName.allCases.map { name in
                let format = CriteriaBuilder.format(name)
                return (
                    name.rawValue, Joining(header: format.header, separator: format.separator, footer: format.footer)
                )
            })
        let order = CriteriaBuilder.sortedIndices(entries).map { CriteriaBuilder.id(entries[$0]) }
        return scriptSafe(JSONText.bytes(Page(formats: formats, order: order), pretty: false))
    }

    /// A format without its pieces: how the chosen entries' pieces are joined.
    private struct Joining: Encodable {
        var header: String
        var separator: String
        var footer: String
    }

    private struct Page: Encodable {
        var formats: [String: Joining]
        var order: [String]
    }

    /// The name of the function an entry's script calls; the page's script defines it.
    static let callback = "a11ydocsCriteria"

    /// An entry's script: one call, `a11ydocsCriteria("native/carousel",{"condensed":…,"gherkin":…});`,
    /// its arguments JSON.
    static func script(for entry: Entry, texts: CriteriaTexts) -> [UInt8] {
        let pieces = [
            CriteriaBuilder.FormatName.condensed.rawValue: texts.condensed,
            CriteriaBuilder.FormatName.gherkin.rawValue: texts.rule,
        ]
        return Array("\(callback)(".utf8) + literal(CriteriaBuilder.id(entry)) + [Byte.comma]
            + scriptSafe(JSONText.bytes(pieces, pretty: false)) + Array(");\n".utf8)
    }

    /// `text` as a JSON string, with every `<` written as `\u003c` so that no text can close the
    /// script element.
    static func literal(_ text: String) -> [UInt8] {
        scriptSafe(JSONText.bytes(text, pretty: false))
    }

    static func scriptSafe(_ json: [UInt8]) -> [UInt8] {
        // Copied a run at a time between the `<` that memchr finds, not byte by byte.
        json.withUnsafeBufferPointer { json in
            var result: [UInt8] = []
            result.reserveCapacity(json.count + 16)
            var start = 0
            while let opening = ByteScan.firstIndex(of: Byte.lessThan, in: json, from: start) {
                result += UnsafeBufferPointer(rebasing: json[start..<opening])
                result += escapedOpening
                start = opening + 1
            }
            result += UnsafeBufferPointer(rebasing: json[start...])
            return result
        }
    }

    private static let escapedOpening = Array("\\u003c".utf8)
}
