import A11yDocsSupport

/// Fenced code block lines as CommonMark reads them, also on a list item's first line
/// (`- ```swift`), so that the import can tell code from text and give a fence its role.
enum MarkdownFence {
    struct Opening: Equatable {
        /// Indentation and list marker before the fence.
        var lead: Substring
        var character: Character
        var length: Int
        /// The info string, e.g. `html example`.
        var info: Substring

        /// The fence's language: the info string's first word.
        var language: Substring { info.split(whereSeparator: \.isWhitespace).first ?? "" }
    }

    static func opening(_ line: some StringProtocol) -> Opening? {
        let text = Substring(line)
        var rest = text.drop { $0.isBlank }
        rest = droppingListMarker(rest)
        guard let character = rest.first, character == "`" || character == "~" else { return nil }
        let run = rest.prefix { $0 == character }
        guard run.count >= 3 else { return nil }
        let info = rest.dropFirst(run.count)
        // A backtick in the info string makes the line inline code, not a fence.
        if character == "`", info.contains("`") { return nil }
        return Opening(
            lead: text[..<rest.startIndex], character: character, length: run.count, info: info.trimmed()[...])
    }

    static func closes(_ line: some StringProtocol, _ opening: Opening) -> Bool {
        let rest = Substring(line).drop { $0.isBlank }
        let run = rest.prefix { $0 == opening.character }
        return run.count >= opening.length && rest.dropFirst(run.count).isBlankLine
    }

    /// The opening line with a new info string.
    static func line(_ opening: Opening, info: String) -> String {
        opening.lead + String(repeating: opening.character, count: opening.length) + info
    }

    /// Index of the closing line for an opening at `index`, or nil when the block runs to the end.
    static func close(of opening: Opening, in lines: [some StringProtocol], after index: Int) -> Int? {
        lines.indices.dropFirst(index + 1).first { closes(lines[$0], opening) }
    }

    private static func droppingListMarker(_ text: Substring) -> Substring {
        afterListMarker(text)?.drop { $0.isBlank } ?? text
    }

    /// What follows a list marker (`-`, `*`, `+`, `1.`, `1)`) and the blank after it, blank
    /// included; nil when the text does not start with one.
    static func afterListMarker(_ text: Substring) -> Substring? {
        var rest = text
        if let first = rest.first, "-*+".contains(first) {
            rest = rest.dropFirst()
        } else {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard (1...9).contains(digits.count) else { return nil }
            rest = rest.dropFirst(digits.count)
            guard let delimiter = rest.first, ".)".contains(delimiter) else { return nil }
            rest = rest.dropFirst()
        }
        guard let space = rest.first, space.isBlank else { return nil }
        return rest
    }
}
