import A11yDocsSupport

/// The highlighted code as HTML, built as UTF-8 bytes while the scanners mark tokens.
///
/// Scanners only say where tokens are; everything between them is copied as escaped plain text.
/// So the output always holds every input byte exactly once, whatever a scanner marks: a token
/// that is empty, out of order or out of bounds is ignored rather than trusted.
struct HighlightedHTML {
    /// The code's UTF-8 bytes; only valid while the highlighter's `withUTF8` call runs.
    let input: UnsafeBufferPointer<UInt8>
    private var output: [UInt8] = []
    /// How much of `input` is written out.
    private var written = 0

    init(input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        // Room for the code plus a typical share of tags, so most blocks never reallocate.
        output.reserveCapacity(input.count * 2 + 64)
    }

    /// Marks `start..<end` of the input as a `kind` token; the text before it since the last
    /// token is written as plain text.
    mutating func mark(_ kind: HighlightKind, _ start: Int, _ end: Int) {
        guard start >= written, end > start, end <= input.count else { return }
        appendEscaped(written, start)
        append(kind.openingTag)
        appendEscaped(start, end)
        append("</span>")
        written = end
    }

    /// The HTML, with the rest of the input as plain text.
    mutating func finish() -> String {
        appendEscaped(written, input.count)
        written = input.count
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func append(_ text: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func appendEscaped(_ start: Int, _ end: Int) {
        guard start < end else { return }
        HTMLEscaping.append(UnsafeBufferPointer(rebasing: input[start..<end]), to: &output)
    }
}
