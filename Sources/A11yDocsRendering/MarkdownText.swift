@_spi(Bytes) import A11yDocsSupport

/// Plain text made safe inside CommonMark, so that a reader on GitHub sees what the author wrote:
/// no markup, no raw HTML, and no line that turns into a list, heading or fence.
enum MarkdownText {
    /// Every character that matters is ASCII, so the text is escaped byte by byte. `~` strikes
    /// text through on GitHub, even one on each side ("~5 to ~10 px").
    private static let special = byteSet("\\`*_[]<>#|!&~")
    /// Characters that start a block (list, setext underline) when they open a line.
    private static let lineStarts = byteSet("-+=")
    /// Inside a line, past its start and any digits opening it, only these change anything.
    private static let stops = {
        var stops = special
        stops[Int(Byte.newline)] = true
        return stops
    }()

    private static func byteSet(_ characters: String) -> [Bool] {
        var set = [Bool](repeating: false, count: 256)
        for byte in characters.utf8 { set[Int(byte)] = true }
        return set
    }

    static func escaped(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 16)
        append(text, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// `text`, escaped, added to `result`: the runs between escapes are copied whole.
    static func append(_ text: String, to result: inout [UInt8]) {
        let special = Self.special, lineStarts = Self.lineStarts, stops = Self.stops
        text.withUTF8Bytes { utf8 in
            var atLineStart = true
            var digitsOpeningLine = false
            var start = 0
            var index = 0
            while index < utf8.count {
                // Most of a line is words: skipped to the next byte that can need escaping or end it.
                if !atLineStart, !digitsOpeningLine {
                    while index < utf8.count, !stops[Int(utf8[index])] { index += 1 }
                    if index == utf8.count { break }
                }
                let byte = utf8[index]
                defer { index += 1 }
                if special[Int(byte)] || (atLineStart && lineStarts[Int(byte)])
                    || (digitsOpeningLine && (byte == Byte.period || byte == UInt8(ascii: ")")))
                {
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                    result.append(Byte.backslash)
                    start = index
                }
                let isDigit = Byte.isDigit(byte)
                digitsOpeningLine = (atLineStart || digitsOpeningLine) && isDigit
                if byte == Byte.newline {
                    atLineStart = true
                } else if !Byte.isSpaceOrTab(byte) {
                    atLineStart = false
                }
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
    }

    /// A GFM table cell added to `result`: most cells are one line, escaped straight into it.
    static func appendTableCell(_ text: String, to result: inout [UInt8]) {
        if text.isTrimmedASCIILine { return append(text, to: &result) }
        var cell = tableCell(text)
        cell.withUTF8 { result.append(contentsOf: $0) }
    }

    /// A GFM table cell: escaped, line breaks kept as `<br>`.
    static func tableCell(_ text: String) -> String {
        // Escaping adds no line break and no space at either end.
        if text.isTrimmedASCIILine { return escaped(text) }
        // Any line break (CR, U+2028 too) would end the table row.
        return escaped(text).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { $0.trimmed() }.joined(separator: "<br>")
    }
}
