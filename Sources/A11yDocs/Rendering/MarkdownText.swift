/// Plain text made safe inside CommonMark, so that a reader on GitHub sees what the author wrote.
enum MarkdownText {
    private static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "!"]

    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if special.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// A GFM table cell: escaped, line breaks kept as `<br>`.
    static func tableCell(_ text: String) -> String {
        escaped(text).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmed() }.joined(separator: "<br>")
    }
}
