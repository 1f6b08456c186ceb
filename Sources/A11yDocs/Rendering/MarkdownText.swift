/// Plain text made safe inside CommonMark, so that a reader on GitHub sees what the author wrote:
/// no markup, no raw HTML, and no line that turns into a list, heading or fence.
enum MarkdownText {
    private static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "!", "&"]
    /// Characters that start a block (list, setext underline, fence) when they open a line.
    private static let lineStarts: Set<Character> = ["-", "+", "=", "~"]

    static func escaped(_ text: String) -> String {
        var result = ""
        var atLineStart = true
        var digitsOpeningLine = false
        for character in text {
            if special.contains(character)
                || (atLineStart && lineStarts.contains(character))
                || (digitsOpeningLine && (character == "." || character == ")")) {
                result.append("\\")
            }
            result.append(character)
            digitsOpeningLine = (atLineStart || digitsOpeningLine) && character.isASCII && character.isNumber
            if character == "\n" {
                atLineStart = true
            } else if character != " " && character != "\t" {
                atLineStart = false
            }
        }
        return result
    }

    /// Escaped text on one line, for headings, list items and link text.
    static func line(_ text: String) -> String {
        escaped(CriteriaText.oneLine(text))
    }

    /// A GFM table cell: escaped, line breaks kept as `<br>`.
    static func tableCell(_ text: String) -> String {
        // Any line break (CR, U+2028 too) would end the table row.
        escaped(text).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { $0.trimmed() }.joined(separator: "<br>")
    }
}
