@_spi(Bytes) import A11yDocsSupport

/// Small helpers shared by the criteria formats.
package enum CriteriaText {
    /// Front-matter text on one line: block scalars keep line breaks, criteria lines cannot.
    package static func oneLine(_ text: String) -> String {
        text.onOneLine
    }

    /// The text's lines that hold something, trimmed.
    package static func lines(_ text: String) -> [String] {
        text.trimmedLines
    }

    /// "tab or arrow keys" → "Tab or arrow keys".
    static func capitalised(_ text: String) -> String {
        // Most text starts with an ASCII letter: its first byte changed in place, or the text as it is.
        if let first = text.utf8.first, Byte.isASCII(first) {
            guard Byte.isLowercase(first) else { return text }
            var bytes = Array(text.utf8)
            bytes[0] = first - 0x20
            return String(decoding: bytes, as: UTF8.self)
        }
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// "Focus moves" → "focus moves", leaving names such as "VoiceOver" or "iOS" alone.
    static func uncapitalised(_ text: String) -> String {
        let word = Article.firstWord(of: text)
        guard word.count > 1, !Article.hasCapitalAfterFirst(word) else { return text }
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// A trigger as a quoted step argument: `"tab"`; straight double quotes inside become
    /// typographic ones, so that the argument stays one.
    package static func quoted(_ text: String) -> String {
        "\"\(text.replacingQuotes())\""
    }

    /// "a carousel" → "the carousel", "tabs" → "the tabs".
    static func definite(_ phrase: String) -> String {
        for article in ["a ", "an "] where phrase.hasPrefix(article) { return "the " + phrase.dropFirst(article.count) }
        return "the " + phrase
    }
}

extension String {
    fileprivate func replacingQuotes() -> String {
        guard utf8.contains(Byte.quote) else { return self }
        var result = ""
        var opening = true
        for character in self {
            if character == "\"" {
                result.append(opening ? "“" : "”")
                opening.toggle()
            } else {
                result.append(character)
            }
        }
        return result
    }
}
