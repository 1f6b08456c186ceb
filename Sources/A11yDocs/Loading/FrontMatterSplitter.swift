/// A content file cut into its YAML front matter and Markdown body, with the line each starts on.
struct SplitSource: Equatable {
    var yaml: String
    /// File line of the first YAML line (the line after the opening `---`).
    var yamlFirstLine: Int
    var body: String
    var bodyFirstLine: Int
}

enum FrontMatterSplitter {
    /// Splits text that starts with a `---` line and has a closing `---` (or `...`) line.
    static func split(_ text: String) -> Result<SplitSource, Diagnostic.ProblemAt> {
        if text.allSatisfy(\.isWhitespace) { return .failure(.init(.emptyFile, line: 1, column: 1)) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, isDelimiter(first) else {
            return .failure(.init(.missingFrontMatter, line: 1, column: 1))
        }
        guard let close = lines.indices.dropFirst().first(where: { isDelimiter(lines[$0]) || isDocumentEnd(lines[$0]) }) else {
            return .failure(.init(.unterminatedFrontMatter, line: 1, column: 1))
        }
        let yaml = lines[1..<close].joined(separator: "\n")
        let body = lines[(close + 1)...].joined(separator: "\n")
        return .success(SplitSource(yaml: yaml, yamlFirstLine: 2, body: body, bodyFirstLine: close + 2))
    }

    private static func isDelimiter(_ line: Substring) -> Bool {
        line.trimmingTrailingWhitespace() == "---"
    }

    private static func isDocumentEnd(_ line: Substring) -> Bool {
        line.trimmingTrailingWhitespace() == "..."
    }
}

extension Substring {
    func trimmingTrailingWhitespace() -> Substring {
        var result = self
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result.removeLast() }
        return result
    }
}
