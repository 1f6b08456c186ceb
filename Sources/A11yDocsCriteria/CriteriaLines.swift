@_spi(Bytes) import A11yDocsSupport

/// Lines of criteria text written one after another into one buffer, each ended by a line feed:
/// the condensed and WCAG texts, and an entry's Gherkin scenarios, made once unindented and
/// indented twice (as the entry's feature file and as a rule of the combined feature). An array of
/// a string per line, joined, cost a string and an array slot for every line of every entry.
struct CriteriaLines {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: String) {
        text.withUTF8Bytes { bytes.append(contentsOf: $0) }
    }

    mutating func endLine() { bytes.append(Byte.newline) }

    mutating func line(_ text: String) {
        append(text)
        endLine()
    }

    mutating func line(_ first: String, _ second: String) {
        append(first)
        line(second)
    }

    mutating func line(_ first: String, _ second: String, _ third: String) {
        append(first)
        line(second, third)
    }

    /// Text with its line breaks kept for line-based formats: the first line after `lead`, each
    /// further line after `indent`, so that no line of the author's text starts a new item; with
    /// no line of text, `lead` alone without its trailing spaces.
    mutating func continued(_ lead: String, _ text: String, indent: String) {
        let lines = CriteriaText.lines(text)
        guard let first = lines.first else { return line(String(lead.reversed().drop { $0 == " " }.reversed())) }
        line(lead, first)
        for rest in lines.dropFirst() { line(indent, rest) }
    }

    /// `header` (ended by a line feed) and then these lines, each that holds something after
    /// `indent`, every line ended; `ending` is false to leave the last line unended.
    func indented(after header: String, by indent: String, ending: Bool = true) -> String {
        var text: [UInt8] = []
        header.withUTF8Bytes { header in
            indent.withUTF8Bytes { indent in
                text.reserveCapacity(header.count + bytes.count + bytes.count / 8 * indent.count + indent.count)
                text.append(contentsOf: header)
                bytes.withUnsafeBufferPointer { lines in
                    var start = 0
                    while start < lines.count {
                        var end = start
                        while end < lines.count, lines[end] != Byte.newline { end += 1 }
                        if end > start {
                            text.append(contentsOf: indent)
                            text.append(contentsOf: UnsafeBufferPointer(rebasing: lines[start..<end]))
                        }
                        text.append(Byte.newline)
                        start = end + 1
                    }
                }
            }
        }
        if !ending, text.last == Byte.newline { text.removeLast() }
        return String(decoding: text, as: UTF8.self)
    }
}
