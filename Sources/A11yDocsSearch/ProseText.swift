import A11yDocsMarkdown
@_spi(Bytes) import A11yDocsSupport

/// The parts of one line of Markdown a reader sees as words: raw HTML tags (`<kbd>`, `<a href=…>`)
/// and comments are markup, not text, so a search for `href` or `kbd` does not find every page
/// that uses them. Code spans are kept whole: `` `<button>` `` is what the author wrote about.
enum ProseText {
    /// Calls `body` with each run of the line that is text, in order.
    static func forEachRun(in line: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard line.contains(Byte.lessThan) else { return body(line) }
        var start = 0
        var inCode = false
        var index = 0
        while index <= line.count {
            guard index == line.count || line[index] == Byte.backtick else {
                index += 1
                continue
            }
            let part = UnsafeBufferPointer(rebasing: line[start..<index])
            if inCode { body(part) } else { textOutsideTags(part, body) }
            while index < line.count, line[index] == Byte.backtick { index += 1 }
            inCode.toggle()
            start = index
            index += 1
        }
    }

    private static func textOutsideTags(
        _ part: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        HTMLFragmentScanner(bytes: part).forEachToken { token in
            if case let .text(range) = token { body(UnsafeBufferPointer(rebasing: part[range])) }
        }
    }
}
