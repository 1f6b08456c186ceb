import A11yDocsSupport

/// One Condensed bullet as a row of a test group: `Tab: Focus moves` is the key `Tab` with the
/// text `Focus moves`, split at the first `": "` and kept verbatim. A bullet without `": "` keeps
/// every word too: its first word is the key and the rest the text (`isKeyText` false).
struct TestRow: Equatable {
    var key: String
    var text: String
    /// The bullet's line.
    var line: Int
    /// The column of the bullet's text, after its marker.
    var column: Int
    var isKeyText: Bool

    /// The bullet's text (after `- `), continuation lines joined with line breaks.
    init(bullet: String, line: Int, column: Int) {
        self.line = line
        self.column = column
        // Split on the first line only: a continuation line's colon is part of the text.
        let firstLine = bullet[..<(bullet.firstIndex(of: "\n") ?? bullet.endIndex)]
        if let split = firstLine.range(of: ": "), !bullet[..<split.lowerBound].allSatisfy(\.isWhitespace) {
            key = String(bullet[..<split.lowerBound]).trimmed()
            text = String(bullet[split.upperBound...]).trimmed()
            isKeyText = true
        } else {
            let words = bullet.trimmed()
            let space = words.firstIndex(where: \.isWhitespace) ?? words.endIndex
            key = String(words[..<space])
            text = String(words[space...]).trimmed()
            isKeyText = false
        }
    }

    /// The bullet as written, for messages and comparisons.
    var written: String { isKeyText ? "\(key): \(text)" : text.isEmpty ? key : "\(key) \(text)" }
}
