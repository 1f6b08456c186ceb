import A11yDocsSupport

/// A line of a source file with its 1-based number: text is moved between sections and into the
/// front matter, and what is found about it still names the author's line.
struct SourceLine: Equatable {
    var text: String
    var number: Int

    /// The lines of a file's text, numbered from `firstNumber`; a final newline ends the last line
    /// rather than starting an empty one.
    static func lines(of text: String, from firstNumber: Int = 1) -> [SourceLine] {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }
        return parts.enumerated().map { SourceLine(text: $0.element, number: firstNumber + $0.offset) }
    }

    var isBlank: Bool { text.allSatisfy(\.isBlank) }

    /// The leading spaces (a tab counting as four, as CommonMark reads indentation).
    var indent: Int {
        var width = 0
        for character in text {
            guard character.isBlank else { break }
            width += character == "\t" ? 4 - width % 4 : 1
        }
        return width
    }

    var trimmed: String { text.trimmed() }

    /// The text of a list item's first line without its marker (`- `, `1. `) and the blanks after
    /// it; nil when the line is no list item.
    var listItemText: Substring? {
        let rest = text.drop { $0.isBlank }
        return MarkdownFence.afterListMarker(rest[...])?.drop { $0.isBlank }
    }

    /// Whether the line starts a bullet (`-`, `*`, `+`), not a numbered item.
    var isBullet: Bool {
        guard let first = text.first(where: { !$0.isBlank }) else { return false }
        return "-*+".contains(first) && listItemText != nil
    }

    /// The heading's level and text for an ATX heading at the margin (`## Condensed ##` → 2,
    /// `Condensed`); nil for any other line.
    var heading: (level: Int, text: String)? {
        let hashes = text.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count) else { return nil }
        let rest = text.dropFirst(hashes.count)
        guard rest.first.map(\.isBlank) ?? true else { return nil }
        var title = rest.trimmed()
        // A closing run of hashes after a blank is not part of the text.
        let closing = title.reversed().prefix { $0 == "#" }
        if !closing.isEmpty, closing.count == title.count || title.dropLast(closing.count).last?.isBlank == true {
            title = String(title.dropLast(closing.count)).trimmed()
        }
        return (hashes.count, title)
    }
}
