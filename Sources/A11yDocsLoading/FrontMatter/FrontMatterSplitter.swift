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
        // Line ends found with memchr in the contiguous bytes; the text is sliced by offsets once.
        let found: Result<(yaml: Range<Int>, body: Int, bodyLine: Int), Diagnostic.ProblemAt> = text.withUTF8Bytes {
            bytes in
            /// The end of the line starting at `start` (its `\n`, or the end of the text).
            func end(of start: Int) -> Int {
                ByteScan.firstIndex(of: Byte.newline, in: bytes, from: start) ?? bytes.count
            }
            let firstEnd = end(of: 0)
            guard isLine(bytes[0..<firstEnd], "---") else {
                return .failure(.init(.missingFrontMatter, line: 1, column: 1))
            }
            var lineNumber = 1
            var start = firstEnd
            while start < bytes.count {
                start += 1
                lineNumber += 1
                let lineEnd = end(of: start)
                let line = bytes[start..<lineEnd]
                if isLine(line, "---") || isLine(line, "...") {
                    let yamlStart = firstEnd + 1
                    // The YAML ends before the newline that ends the line before the closing one.
                    let yamlEnd = start > yamlStart ? start - 1 : yamlStart
                    return .success((yamlStart..<yamlEnd, min(lineEnd + 1, bytes.count), lineNumber + 1))
                }
                start = lineEnd
            }
            return .failure(.init(.unterminatedFrontMatter, line: 1, column: 1))
        }
        let utf8 = text.utf8
        let index = { (offset: Int) in utf8.index(utf8.startIndex, offsetBy: offset) }
        return found.map { offsets in
            SplitSource(
                yaml: String(text[index(offsets.yaml.lowerBound)..<index(offsets.yaml.upperBound)]), yamlFirstLine: 2,
                body: String(text[index(offsets.body)...]), bodyFirstLine: offsets.bodyLine)
        }
    }

    /// Whether the line is `marker`, with any spaces, tabs or CR after it.
    private static func isLine(_ line: Slice<UnsafeBufferPointer<UInt8>>, _ marker: StaticString) -> Bool {
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
