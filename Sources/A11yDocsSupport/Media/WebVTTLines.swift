/// A WebVTT file cut into lines as its parser reads them: UTF-8 with bad bytes replaced, a
/// leading byte order mark dropped, and CRLF, CR or LF ending a line.
enum WebVTTLines {
    typealias Line = [Unicode.Scalar]

    /// A final line terminator ends the last line; it does not begin an empty one.
    static func split(_ bytes: [UInt8]) -> [Line] {
        var scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var lines: [Line] = [], current: Line = [], index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "\r" || scalar == "\n" else {
                current.append(scalar)
                continue
            }
            if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
            lines.append(current)
            current = []
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    static func containsArrow(_ line: Line) -> Bool {
        line.count >= 3
            && (0...(line.count - 3)).contains { line[$0] == "-" && line[$0 + 1] == "-" && line[$0 + 2] == ">" }
    }

    /// `WEBVTT` alone, or followed by a space or tab and any text.
    static func isHeader(_ line: Line) -> Bool {
        startsWithWord("WEBVTT", line, textMayFollow: true)
    }

    /// `NOTE` may be followed by text on its line; `STYLE` and `REGION` by spaces and tabs only.
    static func startsWithWord(_ word: String, _ line: Line, textMayFollow: Bool) -> Bool {
        let letters = Array(word.unicodeScalars)
        guard line.starts(with: letters) else { return false }
        let rest = line.dropFirst(letters.count)
        guard let next = rest.first else { return true }
        return textMayFollow ? isSpaceOrTab(next) : rest.allSatisfy(isSpaceOrTab)
    }

    static func isSpaceOrTab(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }
}
