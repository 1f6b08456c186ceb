import A11yDocsSupport
import Yams

/// Finds the cause of a YAML syntax error where libyaml only sees its effect: a tab it cannot
/// read, or a quote left open on an earlier line that swallowed the lines after it.
enum YAMLSyntaxHint {
    /// Whether the error points at a tab character.
    static func isTab(at mark: Mark, in yaml: String) -> Bool {
        guard let line = line(mark.line, of: yaml) else { return false }
        let scalars = Array(line.unicodeScalars)
        let index = mark.column - 1
        return scalars.indices.contains(index) && scalars[index] == "\t"
    }

    /// The last quote before the error that opens a value and is not closed on its own line.
    /// Quoted text may go on over several lines in YAML, so this is asked only after an error.
    static func unclosedQuote(before mark: Mark, in yaml: String) -> (line: Int, column: Int)? {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        var found: (line: Int, column: Int)?
        for (index, line) in lines.prefix(max(0, mark.line - 1)).enumerated() {
            if let column = openQuoteColumn(in: line) { found = (index + 1, column) }
        }
        return found
    }

    /// Column (1-based) of a quote that opens a value (`key: "…`, `- '…`) and is not closed.
    private static func openQuoteColumn(in line: Substring) -> Int? {
        var rest = line.drop { $0 == " " }
        if rest.hasPrefix("- ") { rest = rest.dropFirst(2).drop { $0 == " " } }
        if !rest.hasPrefix("\""), !rest.hasPrefix("'"), let colon = rest.range(of: ": ") {
            rest = rest[colon.upperBound...].drop { $0 == " " }
        }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        var text = rest.dropFirst()
        while let index = text.firstIndex(of: quote) {
            if quote == "\"" {
                let backslashes = text[..<index].reversed().prefix { $0 == "\\" }.count
                if backslashes % 2 == 0 { return nil }
            } else if text[text.index(after: index)...].first != "'" {
                return nil
            }
            text = text[text.index(after: index)...].dropFirst(quote == "'" ? 1 : 0)
        }
        return line[..<rest.startIndex].unicodeScalars.count + 1
    }

    private static func line(_ number: Int, of yaml: String) -> Substring? {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }
}
