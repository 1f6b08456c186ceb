@_spi(Bytes) import A11yDocsSupport

/// The raw HTML a page keeps in safe mode: the elements authors use in prose and tables, each with
/// the attributes that cannot run script or restyle the page. Everything else (script, style,
/// event handlers, frames, forms, SVG and MathML, `base`, `meta`, `link`) is shown as text.
enum HTMLAllowList {
    /// How an attribute's value is checked; a value that fails drops the attribute, not the element.
    enum Value {
        /// Any text, escaped on output.
        case text
        /// An address: decoded, then judged by the page's address rule (`SafeURL`).
        case url
        /// Digits only (`width`, `colspan`).
        case digits
        /// A language tag such as `en` or `pt-BR`.
        case language
        /// `row`, `col`, `rowgroup` or `colgroup`.
        case scope
        /// Present or not (`details open`): written without a value.
        case flag
    }

    /// Element → its attributes.
    static let elements: [String: [String: Value]] = {
        var elements: [String: [String: Value]] = [:]
        for name in [
            "strong", "em", "b", "i", "code", "kbd", "samp", "var", "sub", "sup", "mark", "small", "br",
            "summary", "del", "ins", "q", "cite", "table", "thead", "tbody", "tfoot", "tr", "caption",
        ] {
            elements[name] = [:]
        }
        elements["abbr"] = ["title": .text]
        elements["a"] = ["href": .url, "title": .text]
        elements["img"] = ["src": .url, "alt": .text, "width": .digits, "height": .digits]
        elements["span"] = ["lang": .language]
        elements["details"] = ["open": .flag]
        elements["th"] = ["scope": .scope, "colspan": .digits, "rowspan": .digits]
        elements["td"] = ["colspan": .digits, "rowspan": .digits]
        return elements
    }()

    /// Elements that have no end tag.
    static let voidElements: Set<String> = ["br", "img"]

    /// Elements that hold blocks: one opened in an HTML block stays open over the Markdown that
    /// follows it (`<details>`, a blank line, Markdown, `</details>`), up to the end of the block
    /// that holds them. Every other element is closed at the end of the block it opens in.
    static let containers: Set<String> = [
        "details", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
    ]

    /// Elements kept in HTML blocks only: inside a paragraph they would end it early (a browser
    /// closes a `p` at a `table` or `details`), so there they show as text.
    static let blockElements = containers.union(["summary"])

    /// The checked value to write for an attribute, nil to drop it.
    static func value(_ rule: Value, _ text: String, url: (String) -> String?) -> String? {
        switch rule {
        case .text, .flag:
            return text
        case .url:
            // A browser strips control characters and spaces around an address before it reads it.
            let scalars = text.unicodeScalars
            let kept = scalars.drop { $0.value <= 0x20 }.reversed().drop { $0.value <= 0x20 }.reversed()
            return url(String(String.UnicodeScalarView(kept)))
        case .digits:
            return !text.isEmpty && text.utf8.count <= 5 && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
                ? text : nil
        case .scope:
            let scope = text.lowercased()
            return ["row", "col", "rowgroup", "colgroup"].contains(scope) ? scope : nil
        case .language:
            return isLanguageTag(text) ? text : nil
        }
    }

    /// Letters, then `-`-separated letters and digits, each part 1…8 long, as BCP 47 tags look.
    private static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, first.utf8.allSatisfy({ Byte.isASCIILetter($0) }) else { return false }
        return parts.allSatisfy { part in
            (1...8).contains(part.utf8.count) && part.utf8.allSatisfy { Byte.isASCIILetter($0) || Byte.isDigit($0) }
        }
    }
}
