/// A converted body as it is written, line by line, each line with the file line it comes from,
/// so that findings made after the conversion still name the author's line.
package struct BodyLines {
    package struct Line: Equatable {
        package var text: String
        var sourceLine: Int
    }

    package private(set) var lines: [Line] = []
    /// The line being written.
    package var current = ""
    private(set) var currentSourceLine: Int

    package init(firstSourceLine: Int) {
        currentSourceLine = firstSourceLine
    }

    /// Every line, the one being written last.
    package var all: [Line] { lines + [Line(text: current, sourceLine: currentSourceLine)] }

    var isCurrentBlank: Bool { current.allSatisfy(\.isBlank) }

    package mutating func append(_ text: String) {
        current += text
    }

    package mutating func endLine(nextSourceLine: Int) {
        lines.append(Line(text: current, sourceLine: currentSourceLine))
        current = ""
        currentSourceLine = nextSourceLine
    }

    /// Drops the line being written: a tag that was all its line held leaves no empty line behind.
    mutating func discardCurrent(nextSourceLine: Int) {
        current = ""
        currentSourceLine = nextSourceLine
    }

    /// Makes the line being written ready for a fenced block and returns the indentation its
    /// lines need. Indentation or a list marker (`- `) stays, so the block stays in its list item;
    /// text before the block keeps its own line.
    mutating func openBlock() -> String {
        if isCurrentBlank { return current }
        if let width = Self.listMarkerWidth(current) { return String(repeating: " ", count: width) }
        let indent = String(current.prefix { $0.isBlank })
        current = String(current.reversed().drop { $0.isBlank }.reversed())
        endLine(nextSourceLine: currentSourceLine)
        current = indent
        return indent
    }

    /// The width of `  - ` or `1. ` when that is all the text holds: where the item's content starts.
    static func listMarkerWidth(_ text: String) -> Int? {
        guard let rest = MarkdownFence.afterListMarker(text.drop { $0.isBlank }[...]), rest.allSatisfy(\.isBlank) else {
            return nil
        }
        return text.count
    }
}

extension Character {
    /// A space or tab: the characters that indent Markdown.
    package var isBlank: Bool { self == " " || self == "\t" }
}

extension StringProtocol {
    var isBlankLine: Bool { allSatisfy(\.isBlank) }
}
