@_spi(Bytes) import A11yDocsSupport

/// Finds the tokens of CSS: at-rules and `!important` as keywords, selectors' element, class and
/// id names as tags (pseudo-classes as keywords), property names as attributes, then strings,
/// comments, numbers with their units and `#hex` colours as numbers.
///
/// Selectors and declarations look alike (`a:hover` and `color:red`), and with nesting either may
/// stand in a block, so each statement is told apart by what ends it: `{` ends a rule's selector,
/// `;` or `}` a declaration.
struct CSSScanner {
    let input: UnsafeBufferPointer<UInt8>
    /// The style sheet: all of `input`, or a `<style>` element's text inside HTML.
    let start: Int
    let end: Int

    private enum Mode { case statementStart, selector, property, value, atRulePrelude }

    init(input: UnsafeBufferPointer<UInt8>, start: Int = 0, end: Int? = nil) {
        self.input = input
        self.end = min(end ?? input.count, input.count)
        self.start = max(0, min(start, self.end))
    }

    func scan(into out: inout HighlightedHTML) {
        var index = start
        var mode = Mode.statementStart
        var depth = 0
        var inAttributeSelector = false
        while index < end {
            let byte = input[index]
            if Byte.isWhitespace(byte) {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "/"), peek(index + 1) == UInt8(ascii: "*") {
                let commentEnd = self.commentEnd(from: index)
                out.mark(.comment, index, commentEnd)
                index = commentEnd
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let stringEnd = self.stringEnd(from: index)
                out.mark(.string, index, stringEnd)
                index = stringEnd
                continue
            }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";") {
                if byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
                mode = .statementStart
                inAttributeSelector = false
                index += 1
                continue
            }
            if mode == .statementStart {
                if byte == UInt8(ascii: "@"), isNameStart(peek(index + 1)) {
                    let nameEnd = self.nameEnd(from: index + 1)
                    out.mark(.keyword, index, nameEnd)
                    index = nameEnd
                    mode = .atRulePrelude
                    continue
                }
                mode = startsRule(from: index, depth: depth) ? .selector : .property
            }
            switch mode {
            case .selector:
                index = scanSelector(at: index, inAttributeSelector: &inAttributeSelector, into: &out)
            case .property:
                if isNameStart(byte) {
                    let nameEnd = self.nameEnd(from: index)
                    out.mark(.attribute, index, nameEnd)
                    index = nameEnd
                } else {
                    if byte == UInt8(ascii: ":") { mode = .value }
                    index += 1
                }
            case .value, .atRulePrelude, .statementStart:
                index = scanValue(at: index, inPrelude: mode == .atRulePrelude, into: &out)
            }
        }
    }

    // MARK: - Bytes

    @inline(__always) private func peek(_ index: Int) -> UInt8 {
        index < end ? input[index] : 0
    }

    /// Names may start with a letter, `_`, `-` (`-webkit-…`, `--custom`) or a non-ASCII byte.
    private func isNameStart(_ byte: UInt8) -> Bool {
        Byte.isASCIILetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte >= 0x80
    }

    private func nameEnd(from index: Int) -> Int {
        var index = index
        while index < end, isNameStart(input[index]) || Byte.isDigit(input[index]) { index += 1 }
        return index
    }

    /// After `*/`; CSS comments do not nest, and an unclosed one runs to the end.
    private func commentEnd(from index: Int) -> Int {
        var index = index + 2
        while index + 1 < end {
            if input[index] == UInt8(ascii: "*"), input[index + 1] == UInt8(ascii: "/") { return index + 2 }
            index += 1
        }
        return end
    }

    /// After the closing quote; an unclosed string stops at its line's end.
    private func stringEnd(from index: Int) -> Int {
        let quote = input[index]
        var index = index + 1
        while index < end {
            let byte = input[index]
            if byte == quote { return index + 1 }
            if Byte.isLineEnd(byte) { return index }
            index += byte == UInt8(ascii: "\\") && !Byte.isLineEnd(peek(index + 1)) ? 2 : 1
        }
        return end
    }

    // MARK: - Statements

    /// Whether the statement from `index` is a rule (`a:hover {`) rather than a declaration
    /// (`color: red;`): which of `{`, `;` and `}` comes first, outside strings, comments and
    /// brackets (`url(a;b)`). Unended, it is a declaration in a block; at the top level, one only
    /// if it reads `name: value`, as a snippet of declarations may.
    private func startsRule(from index: Int, depth: Int) -> Bool {
        var position = index
        var parentheses = 0
        while position < end {
            let byte = input[position]
            switch byte {
            case UInt8(ascii: "{"):
                return true
            case UInt8(ascii: "}"):
                return false
            case UInt8(ascii: ";") where parentheses == 0:
                return false
            case UInt8(ascii: "("):
                parentheses += 1
            case UInt8(ascii: ")"):
                parentheses = max(0, parentheses - 1)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                position = stringEnd(from: position)
                continue
            case UInt8(ascii: "/") where peek(position + 1) == UInt8(ascii: "*"):
                position = commentEnd(from: position)
                continue
            default:
                break
            }
            position += 1
        }
        if depth > 0 { return false }
        guard isNameStart(input[index]) else { return true }
        let colon = nameEnd(from: index)
        var afterColon = colon
        while afterColon < end, Byte.isSpaceOrTab(input[afterColon]) { afterColon += 1 }
        guard peek(afterColon) == UInt8(ascii: ":") else { return true }
        let next = peek(afterColon + 1)
        return !(next == 0 || Byte.isWhitespace(next))
    }

    /// One token of a selector: `button`, `.class`, `#id`, `:focus-visible`, `::before`,
    /// `[aria-pressed="true"]`'s name, a keyframe's `50%`; anything else is one plain byte.
    private func scanSelector(at index: Int, inAttributeSelector: inout Bool, into out: inout HighlightedHTML) -> Int {
        let byte = input[index]
        if inAttributeSelector {
            if byte == UInt8(ascii: "]") { inAttributeSelector = false }
            guard isNameStart(byte) else { return index + 1 }
            let nameEnd = self.nameEnd(from: index)
            out.mark(.attribute, index, nameEnd)
            return nameEnd
        }
        switch byte {
        case UInt8(ascii: "["):
            inAttributeSelector = true
            return index + 1
        case UInt8(ascii: "."), UInt8(ascii: "#"):
            guard isNameStart(peek(index + 1)) || (byte == UInt8(ascii: "#") && Byte.isDigit(peek(index + 1))) else {
                return index + 1
            }
            let nameEnd = self.nameEnd(from: index + 1)
            out.mark(.tag, index, nameEnd)
            return nameEnd
        case UInt8(ascii: ":"):
            let nameStart = peek(index + 1) == UInt8(ascii: ":") ? index + 2 : index + 1
            guard isNameStart(peek(nameStart)) else { return nameStart }
            let nameEnd = self.nameEnd(from: nameStart)
            out.mark(.keyword, index, nameEnd)
            return nameEnd
        default:
            if Byte.isDigit(byte) {
                let numberEnd = self.numberEnd(from: index)
                out.mark(.number, index, numberEnd)
                return numberEnd
            }
            guard isNameStart(byte) else { return index + 1 }
            let nameEnd = self.nameEnd(from: index)
            out.mark(.tag, index, nameEnd)
            return nameEnd
        }
    }

    /// One token of a value or an at-rule's prelude: numbers with units, `#fff`, `!important`,
    /// unquoted `url(…)`; in a prelude, a media feature's name (`prefers-reduced-motion:`).
    private func scanValue(at index: Int, inPrelude: Bool, into out: inout HighlightedHTML) -> Int {
        let byte = input[index]
        if startsNumber(at: index) {
            let numberEnd = self.numberEnd(from: index)
            out.mark(.number, index, numberEnd)
            return numberEnd
        }
        if byte == UInt8(ascii: "#"), !inPrelude, Byte.isIdentifierByte(peek(index + 1)) {
            let colourEnd = nameEnd(from: index + 1)
            out.mark(.number, index, colourEnd)
            return colourEnd
        }
        if byte == UInt8(ascii: "!") {
            var wordStart = index + 1
            while wordStart < end, Byte.isSpaceOrTab(input[wordStart]) { wordStart += 1 }
            let wordEnd = nameEnd(from: wordStart)
            if isWord(wordStart..<wordEnd, "important") {
                out.mark(.keyword, index, wordEnd)
                return wordEnd
            }
            return index + 1
        }
        guard isNameStart(byte) else { return index + 1 }
        let nameEnd = self.nameEnd(from: index)
        if inPrelude {
            var after = nameEnd
            while after < end, Byte.isSpaceOrTab(input[after]) { after += 1 }
            if peek(after) == UInt8(ascii: ":") { out.mark(.attribute, index, nameEnd) }
            return nameEnd
        }
        if isWord(index..<nameEnd, "url"), peek(nameEnd) == UInt8(ascii: "(") {
            return scanURL(from: nameEnd + 1, into: &out)
        }
        return nameEnd
    }

    /// An unquoted `url(` body up to `)` is one string, so its `;` or `//` do not end anything.
    /// A quoted one is left to the string rule.
    private func scanURL(from index: Int, into out: inout HighlightedHTML) -> Int {
        var bodyStart = index
        while bodyStart < end, Byte.isWhitespace(input[bodyStart]) { bodyStart += 1 }
        let first = peek(bodyStart)
        guard first != UInt8(ascii: "\""), first != UInt8(ascii: "'") else { return bodyStart }
        var bodyEnd = bodyStart
        while bodyEnd < end, input[bodyEnd] != UInt8(ascii: ")"), !Byte.isLineEnd(input[bodyEnd]) { bodyEnd += 1 }
        out.mark(.string, bodyStart, bodyEnd)
        return bodyEnd
    }

    private func isWord(_ range: Range<Int>, _ word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        for offset in 0..<range.count where Byte.lowercased(input[range.lowerBound + offset]) != word.utf8Start[offset]
        {
            return false
        }
        return true
    }

    /// `12`, `.5`, `-1`, `+.5`; a sign only where no name runs into it (`a-1` is one name).
    private func startsNumber(at index: Int) -> Bool {
        let byte = input[index]
        if Byte.isDigit(byte) { return true }
        if byte == UInt8(ascii: ".") { return Byte.isDigit(peek(index + 1)) }
        guard byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") else { return false }
        if index > start, isNameStart(input[index - 1]) || Byte.isDigit(input[index - 1]) { return false }
        let next = peek(index + 1)
        return Byte.isDigit(next) || (next == UInt8(ascii: ".") && Byte.isDigit(peek(index + 2)))
    }

    /// A number with its sign, fraction, exponent and unit (`px`, `rem`, `%`) as one token.
    private func numberEnd(from index: Int) -> Int {
        var index = index
        if input[index] == UInt8(ascii: "-") || input[index] == UInt8(ascii: "+") { index += 1 }
        while index < end, Byte.isDigit(input[index]) { index += 1 }
        if peek(index) == UInt8(ascii: "."), Byte.isDigit(peek(index + 1)) {
            index += 1
            while index < end, Byte.isDigit(input[index]) { index += 1 }
        }
        if Byte.lowercased(peek(index)) == UInt8(ascii: "e") {
            var exponent = index + 1
            if peek(exponent) == UInt8(ascii: "-") || peek(exponent) == UInt8(ascii: "+") { exponent += 1 }
            if Byte.isDigit(peek(exponent)) {
                index = exponent
                while index < end, Byte.isDigit(input[index]) { index += 1 }
            }
        }
        if peek(index) == UInt8(ascii: "%") { return index + 1 }
        while index < end, Byte.isASCIILetter(input[index]) { index += 1 }
        return index
    }
}
