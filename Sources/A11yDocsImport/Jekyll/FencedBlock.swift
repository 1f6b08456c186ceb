/// A fenced code block made from a highlight or an example: its lines in their list item, and a
/// fence that nothing in the code can close.
enum FencedBlock {
    /// The block's lines, as the author wrote them when every line is already indented for the
    /// list item (cmark removes the fence's indentation again); otherwise each line gets it, so
    /// the block stays in the item and the code still reads byte for byte.
    static func lines(_ code: [String], indent: String) -> [String] {
        let indented = code.allSatisfy { $0.isBlankLine || $0.hasPrefix(indent) }
        return indented ? code : code.map { $0.isBlankLine ? $0 : indent + $0 }
    }

    /// Backticks, one more than the longest run in the code and at least three.
    static func fence(for lines: [String]) -> String {
        var longest = 0
        for line in lines {
            var run = 0
            for character in line {
                run = character == "`" ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        return String(repeating: "`", count: max(3, longest + 1))
    }

    /// Code between two tags without the blank lines around it: the rest of the opening tag's
    /// line, the indentation before the closing tag, and the blank lines Jekyll trims too.
    static func trimmed(_ lines: [String]) -> [String] {
        let start = lines.firstIndex { !$0.isBlankLine } ?? lines.endIndex
        let end = lines.lastIndex { !$0.isBlankLine }.map { $0 + 1 } ?? start
        return Array(lines[start..<max(start, end)])
    }
}
