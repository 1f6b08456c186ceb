@_spi(Bytes) import A11yDocsSupport

/// Splits a fragment of raw HTML, as an author wrote it in Markdown, into the pieces the sanitiser
/// judges one at a time: text, start tags with their attributes, end tags and comments. It reads
/// tags the way a browser's tokenizer does (quoted, unquoted and valueless attributes, names in any
/// case), so that what it calls an attribute is what a browser would. Anything else that starts
/// with `<` (a doctype, a processing instruction, CDATA, `</` without a name) is text: the
/// sanitiser escapes text, so the reader sees it as written.
///
/// One pass over the bytes, each read a bounded number of times: a tag or comment that never ends
/// makes the rest of the fragment text at once, instead of a retry at every later `<`.
package struct HTMLFragmentScanner {
    package struct Attribute {
        /// Lowercased, as a browser matches it.
        package var name: String
        /// Where the value is, quotes excluded; nil for an attribute written without a value.
        package var value: Range<Int>?
    }

    package enum Token {
        case text(Range<Int>)
        case startTag(name: String, attributes: [Attribute], source: Range<Int>)
        case endTag(name: String, source: Range<Int>)
        case comment(Range<Int>)
    }

    package let bytes: UnsafeBufferPointer<UInt8>

    package init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Hands each piece of the fragment to `body`, in order; together they cover every byte.
    package func forEachToken(_ body: (Token) -> Void) {
        var index = 0
        var textStart = 0
        while index < bytes.count {
            guard bytes[index] == Byte.lessThan else {
                index += 1
                continue
            }
            switch markup(at: index) {
            case .notMarkup:
                index += 1
            case .unterminated:
                // A browser would read the rest as part of the unfinished tag; shown as text instead.
                body(.text(textStart..<bytes.count))
                return
            case let .token(token, end):
                if textStart < index { body(.text(textStart..<index)) }
                body(token)
                index = end
                textStart = end
            }
        }
        if textStart < bytes.count { body(.text(textStart..<bytes.count)) }
    }

    private enum Markup {
        case notMarkup
        case unterminated
        case token(Token, end: Int)
    }

    private func byte(_ index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func markup(at start: Int) -> Markup {
        guard let next = byte(start + 1) else { return .notMarkup }
        if next == UInt8(ascii: "!") { return comment(at: start) }
        if next == Byte.slash {
            guard let first = byte(start + 2), Byte.isASCIILetter(first) else { return .notMarkup }
            return tag(at: start, nameStart: start + 2, isEnd: true)
        }
        return Byte.isASCIILetter(next) ? tag(at: start, nameStart: start + 1, isEnd: false) : .notMarkup
    }

    /// `<!--…-->`; also `<!-->` and `<!--->`, which a browser ends there, and `--!>`.
    private func comment(at start: Int) -> Markup {
        guard byte(start + 2) == Byte.hyphen, byte(start + 3) == Byte.hyphen else { return .notMarkup }
        let body = start + 4
        if byte(body) == Byte.greaterThan { return .token(.comment(start..<body + 1), end: body + 1) }
        if byte(body) == Byte.hyphen, byte(body + 1) == Byte.greaterThan {
            return .token(.comment(start..<body + 2), end: body + 2)
        }
        var index = body
        while index + 2 < bytes.count {
            if bytes[index] == Byte.hyphen, bytes[index + 1] == Byte.hyphen {
                if bytes[index + 2] == Byte.greaterThan { return .token(.comment(start..<index + 3), end: index + 3) }
                if bytes[index + 2] == UInt8(ascii: "!"), byte(index + 3) == Byte.greaterThan {
                    return .token(.comment(start..<index + 4), end: index + 4)
                }
            }
            index += 1
        }
        return .unterminated
    }

    private func tag(at start: Int, nameStart: Int, isEnd: Bool) -> Markup {
        var index = nameStart
        while index < bytes.count, !bytes[index].endsName { index += 1 }
        let name = lowercased(nameStart..<index)
        var attributes: [Attribute] = []
        while true {
            while index < bytes.count, Byte.isHTMLSpace(bytes[index]) || bytes[index] == Byte.slash { index += 1 }
            guard index < bytes.count else { return .unterminated }
            if bytes[index] == Byte.greaterThan { break }
            // A browser lets a name start with `=`; after that, `=` ends it.
            let attributeStart = index
            index += 1
            while index < bytes.count, !bytes[index].endsName, bytes[index] != UInt8(ascii: "=") { index += 1 }
            let attributeName = attributeStart..<index
            while index < bytes.count, Byte.isHTMLSpace(bytes[index]) { index += 1 }
            var value: Range<Int>?
            if byte(index) == UInt8(ascii: "=") {
                index += 1
                while index < bytes.count, Byte.isHTMLSpace(bytes[index]) { index += 1 }
                guard let quote = byte(index) else { return .unterminated }
                if quote == Byte.quote || quote == Byte.apostrophe {
                    let valueStart = index + 1
                    index = valueStart
                    while index < bytes.count, bytes[index] != quote { index += 1 }
                    guard index < bytes.count else { return .unterminated }
                    value = valueStart..<index
                    index += 1
                } else {
                    let valueStart = index
                    while index < bytes.count, !Byte.isHTMLSpace(bytes[index]), bytes[index] != Byte.greaterThan {
                        index += 1
                    }
                    value = valueStart..<index
                }
            }
            // End tags may carry attributes; a browser ignores them, and so does the sanitiser.
            if !isEnd { attributes.append(Attribute(name: lowercased(attributeName), value: value)) }
        }
        let end = index + 1
        let token: Token =
            isEnd
            ? .endTag(name: name, source: start..<end)
            : .startTag(name: name, attributes: attributes, source: start..<end)
        return .token(token, end: end)
    }

    private func lowercased(_ range: Range<Int>) -> String {
        String(decoding: bytes[range].lazy.map { Byte.lowercased($0) }, as: UTF8.self)
    }
}

extension UInt8 {
    /// What ends a tag or attribute name.
    fileprivate var endsName: Bool {
        Byte.isHTMLSpace(self) || self == Byte.slash || self == Byte.greaterThan
    }
}
