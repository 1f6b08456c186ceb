/// Highlights a code block's text as HTML at build time, so pages need no script to colour code.
///
/// Tokens are wrapped in `<span class="hl-…">` (see `HighlightKind`); everything else is escaped
/// text. Stripping the tags and decoding the entities always gives back the code exactly.
enum SyntaxHighlighter {
    /// How a language is scanned.
    private enum Grammar {
        case cLike(LanguageSyntax)
        case markup(MarkupScanner.Dialect)
        case css
    }

    /// The code as HTML, or nil for a language not highlighted (the caller escapes it as text).
    /// - Parameter language: a fence's info word as authors write it, in any case: `swift`,
    ///   `kotlin`/`kt`/`kts`, `java`, `js`/`javascript`/`mjs`, `xml`/`svg`, `html`/`htm`, `css`.
    static func html(code: String, language: String) -> String? {
        guard let grammar = grammar(for: language) else { return nil }
        return code.withUTF8Bytes { input in
            var out = HighlightedHTML(input: input)
            switch grammar {
            case .cLike(let syntax):
                CLikeScanner(syntax: syntax, input: input).scan(into: &out)
            case .markup(let dialect):
                MarkupScanner(dialect: dialect, input: input).scan(into: &out)
            case .css:
                CSSScanner(input: input).scan(into: &out)
            }
            return out.finish()
        }
    }

    private static func grammar(for language: String) -> Grammar? {
        switch language.lowercased() {
        case "swift": return .cLike(.swift)
        case "kotlin", "kt", "kts": return .cLike(.kotlin)
        case "java": return .cLike(.java)
        case "js", "javascript", "mjs": return .cLike(.javascript)
        case "xml", "svg": return .markup(.xml)
        case "html", "htm": return .markup(.html)
        case "css": return .css
        default: return nil
        }
    }
}
