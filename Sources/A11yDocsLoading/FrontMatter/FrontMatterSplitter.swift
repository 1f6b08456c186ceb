import A11yDocsModel
@_spi(Bytes) import A11yDocsSupport

/// A content file cut into its YAML front matter and Markdown body, with the line each starts on.
package struct SplitSource: Equatable {
    package var yaml: String
    /// File line of the first YAML line (the line after the opening `---`).
    package var yamlFirstLine: Int
    package var body: String
    package var bodyFirstLine: Int
}

package enum FrontMatterSplitter {
    /// Splits text that starts with a `---` line and has a closing `---` (or `...`) line. Reads
    /// UTF-8 bytes, line by line, and slices the text once: every entry of every build comes here.
    package static func split(_ text: String) -> Result<SplitSource, Diagnostic.ProblemAt> {
        if isBlank(text) { return .failure(.init(.emptyFile, line: 1, column: 1)) }
        let utf8 = text.utf8
        /// The end of the line starting at `start` (its `\n`, or the end of the text).
        func end(of start: String.Index) -> String.Index {
            utf8[start...].firstIndex(of: Byte.newline) ?? utf8.endIndex
        }
        let firstEnd = end(of: utf8.startIndex)
        guard isLine(utf8[utf8.startIndex..<firstEnd], "---") else {
            return .failure(.init(.missingFrontMatter, line: 1, column: 1))
        }
        var lineNumber = 1
        var start = firstEnd
        while start < utf8.endIndex {
            start = utf8.index(after: start)
            lineNumber += 1
            let lineEnd = end(of: start)
            let line = utf8[start..<lineEnd]
            if isLine(line, "---") || isLine(line, "...") {
                let yamlStart = utf8.index(after: firstEnd)
                // The YAML ends before the newline that ends the line before the closing one.
                let yamlEnd = start > yamlStart ? utf8.index(before: start) : yamlStart
                let bodyStart = lineEnd < utf8.endIndex ? utf8.index(after: lineEnd) : lineEnd
                return .success(
                    SplitSource(
                        yaml: String(text[yamlStart..<yamlEnd]), yamlFirstLine: 2,
                        body: String(text[bodyStart...]), bodyFirstLine: lineNumber + 1))
            }
            start = lineEnd
        }
        return .failure(.init(.unterminatedFrontMatter, line: 1, column: 1))
    }

    /// Whether the line is `marker`, with any spaces, tabs or CR after it.
    private static func isLine(_ line: Substring.UTF8View, _ marker: StaticString) -> Bool {
        var trimmed = line
        while let last = trimmed.last, Byte.isBlank(last) {
            trimmed.removeLast()
        }
        return trimmed.elementsEqual(UnsafeBufferPointer(start: marker.utf8Start, count: marker.utf8CodeUnitCount))
    }

    /// Only white space (as Swift counts it): ASCII bytes decide at once; anything else by characters.
    private static func isBlank(_ text: String) -> Bool {
        guard let first = text.utf8.firstIndex(where: { !Byte.isWhitespace($0) }) else { return true }
        if Byte.isASCII(text.utf8[first]) { return false }
        return text[first...].allSatisfy(\.isWhitespace)
    }
}
