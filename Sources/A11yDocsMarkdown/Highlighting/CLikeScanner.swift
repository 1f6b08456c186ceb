@_spi(Bytes) import A11yDocsSupport

/// Finds the tokens of Swift, Kotlin, Java and JavaScript in one pass over the UTF-8 bytes:
/// the languages share `//` and `/* */` comments, numbers, names and `"` strings, and
/// `LanguageSyntax` says where they differ.
///
/// Every index is checked against `end` before it is read: the code may be cut anywhere.
struct CLikeScanner {
    let syntax: LanguageSyntax
    let input: UnsafeBufferPointer<UInt8>
    /// The code to scan: all of `input`, or a `<script>` element's text inside HTML.
    let start: Int
    let end: Int

    /// Deeper interpolations (`"\("\("…")")"`) are read as plain string text: the recursion stays
    /// bounded whatever the input.
    private static let maxInterpolationDepth = 8

    private static let maxRegexLength = 1_000

    /// What the last token was, to tell JavaScript's `/regex/` from `a / b`.
    private enum Previous { case operatorOrStart, value }

    init(syntax: LanguageSyntax, input: UnsafeBufferPointer<UInt8>, start: Int = 0, end: Int? = nil) {
        self.syntax = syntax
        self.input = input
        self.end = min(end ?? input.count, input.count)
        self.start = max(0, min(start, self.end))
    }

    func scan(into out: inout HighlightedHTML) {
        var index = start
        var previous = Previous.operatorOrStart
        /// Marks the bytes up to `tokenEnd` as `kind` and moves past them; a comment (`then: nil`)
        /// leaves what came before it as it was.
        func take(_ kind: HighlightKind, to tokenEnd: Int, then next: Previous?) {
            out.mark(kind, index, tokenEnd)
            index = tokenEnd
            if let next { previous = next }
        }
        while index < end {
            let byte = input[index]
            switch byte {
            case 0x09...0x0D, 0x20:
                index += 1
            case UInt8(ascii: "/"):
                let next = peek(index + 1)
                if next == UInt8(ascii: "/") {
                    take(.comment, to: lineEnd(from: index), then: nil)
                } else if next == UInt8(ascii: "*") {
                    take(.comment, to: blockCommentEnd(from: index), then: nil)
                } else if syntax.regexLiterals, previous == .operatorOrStart, let tokenEnd = regexEnd(from: index) {
                    take(.string, to: tokenEnd, then: .value)
                } else {
                    index += 1
                    previous = .operatorOrStart
                }
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
                if let tokenEnd = stringEnd(from: index, depth: 0) {
                    take(.string, to: tokenEnd, then: .value)
                } else if byte == UInt8(ascii: "`"), syntax.backtickIdentifiers,
                    let tokenEnd = backtickIdentifierEnd(from: index)
                {
                    index = tokenEnd
                    previous = .value
                } else {
                    index += 1
                    previous = .operatorOrStart
                }
            case UInt8(ascii: "#") where syntax.swiftHashes:
                index = scanHash(from: index, into: &out)
                previous = .value
            case UInt8(ascii: "@") where syntax.annotations:
                if let tokenEnd = annotationEnd(from: index) {
                    take(.annotation, to: tokenEnd, then: .operatorOrStart)
                } else {
                    index += 1
                    previous = .operatorOrStart
                }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                take(.number, to: numberEnd(from: index), then: .value)
            case UInt8(ascii: "."):
                if Byte.isDigit(peek(index + 1)), !endsValue(before: index) {
                    take(.number, to: numberEnd(from: index), then: .value)
                } else {
                    index += 1
                    previous = .operatorOrStart
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                // After `}` a `/` is more often a division than a regular expression; either way
                // guessing division never swallows code.
                index += 1
                previous = .value
            default:
                guard Byte.isIdentifierStart(byte) else {
                    index += 1
                    previous = .operatorOrStart
                    continue
                }
                let wordEnd = identifierEnd(from: index)
                if isKeyword(index, wordEnd) {
                    out.mark(.keyword, index, wordEnd)
                    previous = syntax.valueKeywords.contains(input, index, wordEnd) ? .value : .operatorOrStart
                } else {
                    previous = .value
                }
                index = wordEnd
            }
        }
    }

    // MARK: - Bytes

    /// The byte at `index`, or 0 past the end: lookahead without bounds checks at each use.
    @inline(__always) private func peek(_ index: Int) -> UInt8 {
        index < end ? input[index] : 0
    }

    private func identifierEnd(from index: Int) -> Int {
        var index = index
        while index < end, Byte.isIdentifierByte(input[index]) { index += 1 }
        return index
    }

    /// Where the line ends, before its line feed (or the CR of a CR LF).
    private func lineEnd(from index: Int) -> Int {
        var index = index
        while index < end, !Byte.isLineEnd(input[index]) { index += 1 }
        return index
    }

    /// Whether the byte before `index` ends a value, so a `.` there is a member access
    /// (`tuple.0`, `list[0].1`) rather than the start of a number like `.5`.
    private func endsValue(before index: Int) -> Bool {
        guard index > start else { return false }
        let byte = input[index - 1]
        return Byte.isIdentifierByte(byte) || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
    }

    // MARK: - Comments

    /// After `*/`, or at the end: an unclosed comment runs to the end of the code. Swift and
    /// Kotlin comments nest, so `/* /* */ */` is one comment there.
    private func blockCommentEnd(from index: Int) -> Int {
        var index = index + 2
        var depth = 1
        while index < end {
            let byte = input[index]
            if byte == UInt8(ascii: "*"), peek(index + 1) == UInt8(ascii: "/") {
                index += 2
                depth -= 1
                if depth == 0 || !syntax.nestedBlockComments { return index }
            } else if syntax.nestedBlockComments, byte == UInt8(ascii: "/"), peek(index + 1) == UInt8(ascii: "*") {
                index += 2
                depth += 1
            } else {
                index += 1
            }
        }
        return end
    }

    // MARK: - Strings

    /// The end of the string literal that starts at `index`, or nil if the byte there does not
    /// start one in this language. An unclosed string stops at its line's end, or for a
    /// multi-line form at the end of the code.
    private func stringEnd(from index: Int, depth: Int) -> Int? {
        let quote = input[index]
        switch quote {
        case UInt8(ascii: "\""):
            if syntax.tripleQuotedStrings, peek(index + 1) == quote, peek(index + 2) == quote {
                return quotedEnd(
                    from: index + 3, quote: quote, triple: true, escapes: syntax.tripleQuotedEscapes,
                    interpolates: true, depth: depth)
            }
            return quotedEnd(
                from: index + 1, quote: quote, triple: false, escapes: true, interpolates: true, depth: depth)
        case UInt8(ascii: "'") where syntax.singleQuotedStrings:
            return quotedEnd(
                from: index + 1, quote: quote, triple: false, escapes: true, interpolates: false, depth: depth)
        case UInt8(ascii: "`") where syntax.templateLiterals:
            // Template literals span lines, like triple-quoted strings.
            return quotedEnd(
                from: index + 1, quote: quote, triple: true, escapes: true, interpolates: true,
                depth: depth, closesWithOneQuote: true)
        default:
            return nil
        }
    }

    /// Reads a string's body from `index`, just after its opening quote(s), to after its closing
    /// quote(s). `triple` is the multi-line form: it may cross lines and, unless
    /// `closesWithOneQuote`, closes at `"""` (taking any extra quotes before it into the string,
    /// as Kotlin does).
    private func quotedEnd(
        from index: Int, quote: UInt8, triple: Bool, escapes: Bool, interpolates: Bool,
        depth: Int, closesWithOneQuote: Bool = false
    ) -> Int {
        var index = index
        let interpolation = interpolates && depth < Self.maxInterpolationDepth ? syntax.interpolation : .none
        let templated = quote == UInt8(ascii: "`") && depth < Self.maxInterpolationDepth
        while index < end {
            let byte = input[index]
            if byte == quote {
                if !triple || closesWithOneQuote { return index + 1 }
                if peek(index + 1) == quote, peek(index + 2) == quote {
                    index += 3
                    while index < end, input[index] == quote { index += 1 }
                    return index
                }
                index += 1
            } else if !triple, Byte.isLineEnd(byte) {
                return index
            } else if byte == UInt8(ascii: "\\"), escapes {
                let next = peek(index + 1)
                if interpolation == .backslashParenthesis, next == UInt8(ascii: "(") {
                    index = interpolationEnd(
                        from: index + 2, close: UInt8(ascii: ")"), multiline: triple, depth: depth + 1)
                } else if !triple, Byte.isLineEnd(next) {
                    // A backslash does not carry an unclosed string onto the next line.
                    index += 1
                } else {
                    index = min(index + 2, end)
                }
            } else if byte == UInt8(ascii: "$"), peek(index + 1) == UInt8(ascii: "{"),
                interpolation == .dollarBrace || templated
            {
                index = interpolationEnd(from: index + 2, close: UInt8(ascii: "}"), multiline: triple, depth: depth + 1)
            } else {
                index += 1
            }
        }
        return end
    }

    /// Skips the code in `\(…)` or `${…}` from just inside its opening bracket to just after the
    /// matching close, passing over strings so their brackets and quotes do not count.
    private func interpolationEnd(from index: Int, close: UInt8, multiline: Bool, depth: Int) -> Int {
        let open = close == UInt8(ascii: ")") ? UInt8(ascii: "(") : UInt8(ascii: "{")
        var index = index
        var level = 1
        while index < end {
            let byte = input[index]
            if !multiline, Byte.isLineEnd(byte) {
                return index
            } else if byte == open {
                level += 1
                index += 1
            } else if byte == close {
                level -= 1
                index += 1
                if level == 0 { return index }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`"),
                let stringEnd = stringEnd(from: index, depth: depth)
            {
                index = max(stringEnd, index + 1)
            } else {
                index += 1
            }
        }
        return end
    }

    /// Swift's and Kotlin's `` `name` ``, on one line; nil if unclosed.
    private func backtickIdentifierEnd(from index: Int) -> Int? {
        var index = index + 1
        while index < end {
            let byte = input[index]
            if byte == UInt8(ascii: "`") { return index + 1 }
            if Byte.isLineEnd(byte) { return nil }
            index += 1
        }
        return nil
    }

    /// A JavaScript regular expression from its `/` to after its flags; nil if the line ends
    /// first, when the `/` was a division after all. Longer ones are not looked for: each failed
    /// try rescans the line, and a line of `/[` must not take quadratic time.
    private func regexEnd(from index: Int) -> Int? {
        let limit = min(end, index + Self.maxRegexLength)
        var index = index + 1
        var inClass = false
        while index < limit {
            let byte = input[index]
            if Byte.isLineEnd(byte) { return nil }
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "[") {
                inClass = true
            } else if byte == UInt8(ascii: "]") {
                inClass = false
            } else if byte == UInt8(ascii: "/"), !inClass {
                index += 1
                while index < end, Byte.isASCIILetter(input[index]) { index += 1 }
                return index
            }
            index += 1
        }
        return nil
    }

    // MARK: - Swift's `#`

    /// `#"raw"#` and `##"…"##` strings, `#available`-style directives, else a plain `#`.
    private func scanHash(from index: Int, into out: inout HighlightedHTML) -> Int {
        var quoteIndex = index
        while quoteIndex < end, input[quoteIndex] == UInt8(ascii: "#") { quoteIndex += 1 }
        let hashes = quoteIndex - index
        if peek(quoteIndex) == UInt8(ascii: "\"") {
            let tokenEnd = rawStringEnd(quoteIndex: quoteIndex, hashes: hashes)
            out.mark(.string, index, tokenEnd)
            return tokenEnd
        }
        if hashes == 1, Byte.isIdentifierStart(peek(quoteIndex)) {
            let tokenEnd = identifierEnd(from: quoteIndex)
            out.mark(.annotation, index, tokenEnd)
            return tokenEnd
        }
        return quoteIndex
    }

    /// A raw string closes at a quote followed by as many `#` as opened it (`"""` for the
    /// multi-line form). Its `\` is literal, so interpolations are not followed.
    private func rawStringEnd(quoteIndex: Int, hashes: Int) -> Int {
        let triple = peek(quoteIndex + 1) == UInt8(ascii: "\"") && peek(quoteIndex + 2) == UInt8(ascii: "\"")
        var index = quoteIndex + (triple ? 3 : 1)
        while index < end {
            let byte = input[index]
            if !triple, Byte.isLineEnd(byte) { return index }
            index += 1
            guard byte == UInt8(ascii: "\"") else { continue }
            var closing = index
            if triple {
                guard peek(index) == UInt8(ascii: "\""), peek(index + 1) == UInt8(ascii: "\"") else { continue }
                closing += 2
            }
            var count = 0
            while count < hashes, peek(closing + count) == UInt8(ascii: "#") { count += 1 }
            if count == hashes { return closing + hashes }
        }
        return end
    }

    // MARK: - Annotations, numbers and keywords

    /// `@Name`, qualified (`@androidx.annotation.NonNull`) or with Kotlin's use-site target
    /// (`@get:JvmName`). Not after a name: Kotlin's `this@Outer` and `return@forEach` are labels.
    private func annotationEnd(from index: Int) -> Int? {
        guard Byte.isIdentifierStart(peek(index + 1)) else { return nil }
        if index > start, Byte.isIdentifierByte(input[index - 1]) { return nil }
        var tokenEnd = identifierEnd(from: index + 1)
        if syntax.annotationUseSiteTargets, peek(tokenEnd) == UInt8(ascii: ":"),
            Byte.isIdentifierStart(peek(tokenEnd + 1))
        {
            tokenEnd = identifierEnd(from: tokenEnd + 1)
        }
        while peek(tokenEnd) == UInt8(ascii: "."), Byte.isIdentifierStart(peek(tokenEnd + 1)) {
            tokenEnd = identifierEnd(from: tokenEnd + 1)
        }
        return tokenEnd
    }

    /// Decimal, `0x`/`0b`/`0o`, `_` separators, a fraction, an exponent, then any suffix letters
    /// (`1f`, `10L`, `10n`, `1uL`) as part of the number.
    private func numberEnd(from index: Int) -> Int {
        var index = index
        let second = Byte.lowercased(peek(index + 1))
        if input[index] == UInt8(ascii: "0"),
            second == UInt8(ascii: "x") || second == UInt8(ascii: "b") || second == UInt8(ascii: "o")
        {
            index += 2
            while index < end, Byte.isHexDigit(input[index]) || input[index] == UInt8(ascii: "_") { index += 1 }
        } else {
            index = digitsEnd(from: index)
            if peek(index) == UInt8(ascii: "."), Byte.isDigit(peek(index + 1)) {
                index = digitsEnd(from: index + 1)
            }
            if Byte.lowercased(peek(index)) == UInt8(ascii: "e") {
                var exponent = index + 1
                if peek(exponent) == UInt8(ascii: "+") || peek(exponent) == UInt8(ascii: "-") { exponent += 1 }
                if Byte.isDigit(peek(exponent)) { index = digitsEnd(from: exponent) }
            }
        }
        while index < end, input[index] < 0x80, Byte.isIdentifierByte(input[index]) { index += 1 }
        return index
    }

    private func digitsEnd(from index: Int) -> Int {
        var index = index
        while index < end, Byte.isDigit(input[index]) || input[index] == UInt8(ascii: "_") { index += 1 }
        return index
    }

    /// Whether the whole word `wordStart..<wordEnd` is a keyword where it stands.
    private func isKeyword(_ wordStart: Int, _ wordEnd: Int) -> Bool {
        let hard = syntax.keywords.contains(input, wordStart, wordEnd)
        guard hard || syntax.contextualKeywords.contains(input, wordStart, wordEnd) else { return false }
        // `.default`, `Modifier.value`: a member's name, unless the member is `init` or `self`.
        // A `..` before it is a range or a spread (`...this`), not a member access.
        if wordStart > start, input[wordStart - 1] == UInt8(ascii: "."),
            wordStart - 1 == start || input[wordStart - 2] != UInt8(ascii: "."),
            !syntax.keywordsAfterDot.contains(input, wordStart, wordEnd)
        {
            return false
        }
        if syntax.argumentLabels, isArgumentLabel(wordStart, wordEnd) { return false }
        return hard || keywordOrBraceFollows(wordEnd)
    }

    /// Swift's `setTitle(title, for: .normal)` and `func move(from source: Int)`: a word right after
    /// `(` or `,` and right before `:` (or before a parameter name and `:`) is a label.
    private func isArgumentLabel(_ wordStart: Int, _ wordEnd: Int) -> Bool {
        var before = wordStart - 1
        while before >= start, Byte.isWhitespace(input[before]) { before -= 1 }
        guard before >= start, input[before] == UInt8(ascii: "(") || input[before] == UInt8(ascii: ",") else {
            return false
        }
        var after = wordEnd
        while after < end, Byte.isSpaceOrTab(input[after]) { after += 1 }
        if peek(after) == UInt8(ascii: ":") { return true }
        guard after > wordEnd, Byte.isIdentifierStart(peek(after)) else { return false }
        after = identifierEnd(from: after)
        while after < end, Byte.isSpaceOrTab(input[after]) { after += 1 }
        return peek(after) == UInt8(ascii: ":")
    }

    /// For contextual keywords: the next word is a keyword (`lazy var`, `data class`) or the next
    /// byte a brace (`get {`, `{ get }`).
    private func keywordOrBraceFollows(_ wordEnd: Int) -> Bool {
        var index = wordEnd
        while index < end, Byte.isWhitespace(input[index]) { index += 1 }
        let next = peek(index)
        if next == UInt8(ascii: "{") || next == UInt8(ascii: "}") { return true }
        guard Byte.isIdentifierStart(next) else { return false }
        let nextEnd = identifierEnd(from: index)
        return syntax.keywords.contains(input, index, nextEnd)
            || syntax.contextualKeywords.contains(input, index, nextEnd)
    }
}
