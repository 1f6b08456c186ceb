@_spi(Bytes) import A11yDocsSupport
import A11yDocsModel
import A11yDocsCriteria

/// The criteria builder's data, split so that the page stays small however large the library:
/// the page holds how each format joins its pieces and the entries' order, and each entry's
/// pieces are a script of their own (`criteria/native/carousel.js`) the page loads when the entry
/// is chosen. Put together, they are `CriteriaBuilder`, and the page's script does what its
/// `combined(_:format:)` does.
enum CriteriaBuilderJSON {
    /// The page's JSON: `{"formats":{"condensed":{"footer":…,"header":…,"separator":…},"gherkin":{…}},"order":[…]}`,
    /// safe inside a `<script>` element.
    static func page(_ entries: [Entry]) -> [UInt8] {
        func format(_ name: CriteriaBuilder.FormatName) -> [UInt8] {
            let format = CriteriaBuilder.format(name)
            return Array("{\"footer\":".utf8) + literal(format.footer) + Array(",\"header\":".utf8) + literal(format.header)
                + Array(",\"separator\":".utf8) + literal(format.separator) + [Byte.closeBrace]
        }
        let order = CriteriaBuilder.sortedIndices(entries).map { literal(CriteriaBuilder.id(entries[$0])) }
        return Array("{\"formats\":{\"condensed\":".utf8) + format(.condensed) + Array(",\"gherkin\":".utf8) + format(.gherkin)
            + Array("},\"order\":[".utf8) + Array(order.joined(separator: [Byte.comma])) + Array("]}".utf8)
    }

    /// The name of the function an entry's script calls; the page's script defines it.
    static let callback = "a11ydocsCriteria"

    /// An entry's script: one call, `a11ydocsCriteria("native/carousel",{"condensed":…,"gherkin":…});`,
    /// its texts as JSON string literals.
    static func script(for entry: Entry, texts: CriteriaTexts) -> [UInt8] {
        Array("\(callback)(".utf8) + literal(CriteriaBuilder.id(entry)) + Array(",{\"condensed\":".utf8) + literal(texts.condensed)
            + Array(",\"gherkin\":".utf8) + literal(texts.rule) + Array("});\n".utf8)
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
