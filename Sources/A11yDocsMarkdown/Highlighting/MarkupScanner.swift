@_spi(Bytes) import A11yDocsSupport

/// Finds the tokens of XML (Android layouts, SVG) and HTML: tag names, attribute names and
/// values, comments, CDATA, `<!DOCTYPE>` and `<?xml?>`. In HTML, a `<script>` element's text is
/// handed to `CLikeScanner` as JavaScript and a `<style>` element's to `CSSScanner`.
///
/// Text between tags stays plain; entities such as `&amp;` are escaped like any other text.
struct MarkupScanner {
    enum Dialect { case xml, html }

    let dialect: Dialect
    let input: UnsafeBufferPointer<UInt8>
    private let end: Int

    init(dialect: Dialect, input: UnsafeBufferPointer<UInt8>) {
        self.dialect = dialect
        self.input = input
        end = input.count
    }

    func scan(into out: inout HighlightedHTML) {
        var index = 0
        while index < end {
            guard input[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let next = peek(index + 1)
            if next == UInt8(ascii: "!") {
                index = scanMarkupDeclaration(from: index, into: &out)
            } else if next == UInt8(ascii: "?") {
                // `<?xml version="1.0"?>`: a name, then attributes, as in a tag.
                let nameEnd = nameEnd(from: index + 2)
                out.mark(.keyword, index + 2, nameEnd)
                index = scanAttributes(from: nameEnd, into: &out).index
            } else if next == UInt8(ascii: "/"), isNameStart(peek(index + 2)) {
                let nameEnd = nameEnd(from: index + 2)
                out.mark(.tag, index + 2, nameEnd)
                index = scanAttributes(from: nameEnd, into: &out).index
            } else if isNameStart(next) {
                let nameEnd = nameEnd(from: index + 1)
                out.mark(.tag, index + 1, nameEnd)
                let (tagEnd, closed) = scanAttributes(from: nameEnd, into: &out)
                if dialect == .html, closed {
                    index = scanRawText(tagName: index + 1..<nameEnd, from: tagEnd, into: &out)
                } else {
                    index = tagEnd
                }
            } else {
                index += 1
            }
        }
    }

    @inline(__always) private func peek(_ index: Int) -> UInt8 {
        index < end ? input[index] : 0
    }

    /// Letters, `_`, `:` and non-ASCII start a tag name; `<` before anything else (`a < b`) is text.
    private func isNameStart(_ byte: UInt8) -> Bool {
        Byte.isASCIILetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    private func nameEnd(from index: Int) -> Int {
        var index = index
        while index < end {
            let byte = input[index]
            guard isNameStart(byte) || Byte.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            else { break }
            index += 1
        }
        return index
    }

    /// Where `terminator` ends, searching from `index`; the end of the code if it never comes.
    private func end(of terminator: StaticString, from index: Int) -> Int {
        let count = terminator.utf8CodeUnitCount
        let bytes = terminator.utf8Start
        var index = index
        while index + count <= end {
            var matched = 0
            while matched < count, input[index + matched] == bytes[matched] { matched += 1 }
            if matched == count { return index + count }
            index += 1
        }
        return end
    }

    /// `<!-- … -->`, `<![CDATA[ … ]]>`, `<!DOCTYPE …>`; an unclosed one runs to the end.
    private func scanMarkupDeclaration(from index: Int, into out: inout HighlightedHTML) -> Int {
        if peek(index + 2) == UInt8(ascii: "-"), peek(index + 3) == UInt8(ascii: "-") {
            let commentEnd = end(of: "-->", from: index + 4)
            out.mark(.comment, index, commentEnd)
            return commentEnd
        }
        if hasPrefix("[CDATA[", at: index + 2) {
            // The section with its brackets, as one literal.
            let dataEnd = end(of: "]]>", from: index + 9)
            out.mark(.string, index, dataEnd)
            return dataEnd
        }
        // `<!DOCTYPE html>`: the name as a keyword, any quoted identifiers as strings.
        let nameEnd = nameEnd(from: index + 2)
        out.mark(.keyword, index + 1, nameEnd)
        var position = nameEnd
        while position < end {
            let byte = input[position]
            if byte == UInt8(ascii: ">") { return position + 1 }
            if byte == UInt8(ascii: "<") { return position }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let valueEnd = quotedEnd(from: position)
                out.mark(.string, position, valueEnd)
                position = valueEnd
            } else {
                position += 1
            }
        }
        return end
    }

    private func hasPrefix(_ prefix: StaticString, at index: Int) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= end else { return false }
        for offset in 0..<count where input[index + offset] != prefix.utf8Start[offset] { return false }
        return true
    }

    /// After a quoted value's closing quote; an unclosed one runs to the end, as in a browser.
    private func quotedEnd(from index: Int) -> Int {
        let quote = input[index]
        var index = index + 1
        while index < end {
            if input[index] == quote { return index + 1 }
            index += 1
        }
        return end
    }

    /// Reads a tag's attributes after its name to after its `>`. `closed` says it ended with `>`,
    /// not `/>`. A `<` ends a tag left open, so the next tag still reads as one.
    private func scanAttributes(from index: Int, into out: inout HighlightedHTML) -> (index: Int, closed: Bool) {
        var index = index
        while index < end {
            let byte = input[index]
            switch byte {
            case UInt8(ascii: ">"):
                return (index + 1, index == 0 || input[index - 1] != UInt8(ascii: "/"))
            case UInt8(ascii: "<"):
                return (index, false)
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "="), UInt8(ascii: "\""), UInt8(ascii: "'"),
                0x09...0x0D, 0x20:
                // Stray quotes and `=` without a name stay plain.
                index += 1
            default:
                let nameEnd = attributeNameEnd(from: index)
                out.mark(.attribute, index, nameEnd)
                index = scanValue(afterName: nameEnd, into: &out)
            }
        }
        return (end, false)
    }

    /// `android:contentDescription`, `aria-label`, `@click`, `[value]`: anything up to a space,
    /// `=`, quote, `/`, `>` or `<`.
    private func attributeNameEnd(from index: Int) -> Int {
        var index = index
        while index < end {
            switch input[index] {
            case UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "\""),
                UInt8(ascii: "'"), UInt8(ascii: "?"), 0x09...0x0D, 0x20:
                return index
            default:
                index += 1
            }
        }
        return end
    }

    /// `= "value"`, `='value'` or `=value` after an attribute name, the value as a string.
    private func scanValue(afterName nameEnd: Int, into out: inout HighlightedHTML) -> Int {
        var index = nameEnd
        while index < end, Byte.isWhitespace(input[index]) { index += 1 }
        guard peek(index) == UInt8(ascii: "=") else { return nameEnd }
        index += 1
        while index < end, Byte.isWhitespace(input[index]) { index += 1 }
        guard index < end else { return index }
        let byte = input[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            let valueEnd = quotedEnd(from: index)
            out.mark(.string, index, valueEnd)
            return valueEnd
        }
        var valueEnd = index
        while valueEnd < end, !Byte.isWhitespace(input[valueEnd]), input[valueEnd] != UInt8(ascii: ">"),
            input[valueEnd] != UInt8(ascii: "<")
        {
            valueEnd += 1
        }
        out.mark(.string, index, valueEnd)
        return valueEnd
    }

    /// After an HTML `<script>` or `<style>` start tag, its text up to the matching end tag is
    /// code in another language; other elements' text returns to the markup loop.
    private func scanRawText(tagName: Range<Int>, from index: Int, into out: inout HighlightedHTML) -> Int {
        let isScript = equalsIgnoringCase(tagName, "script")
        guard isScript || equalsIgnoringCase(tagName, "style") else { return index }
        let closeStart = endTagStart(isScript ? "</script" : "</style", from: index)
        if isScript {
            CLikeScanner(syntax: .javascript, input: input, start: index, end: closeStart).scan(into: &out)
        } else {
            CSSScanner(input: input, start: index, end: closeStart).scan(into: &out)
        }
        return closeStart
    }

    private func equalsIgnoringCase(_ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        for offset in 0..<range.count where Byte.lowercased(input[range.lowerBound + offset]) != word.utf8Start[offset]
        {
            return false
        }
        return true
    }

    /// Where `</script` (any case) starts, as a browser ends the element there even inside a
    /// JavaScript string; the end of the code if there is none.
    private func endTagStart(_ prefix: StaticString, from index: Int) -> Int {
        let count = prefix.utf8CodeUnitCount
        var index = index
        while index + count <= end {
            if input[index] == UInt8(ascii: "<") {
                var matched = 1
                while matched < count, Byte.lowercased(input[index + matched]) == prefix.utf8Start[matched] {
                    matched += 1
                }
                if matched == count { return index }
            }
            index += 1
        }
        return end
    }
}
