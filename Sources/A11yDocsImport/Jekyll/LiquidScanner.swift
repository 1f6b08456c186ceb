@_spi(Bytes) import A11yDocsSupport

/// Finds Liquid tags (`{% … %}`), Liquid values (`{{ … }}`) and kramdown extensions
/// (`{::nomarkdown}`, `{:/}`) in the UTF-8 bytes of a body. Every delimiter is ASCII, so
/// positions are byte offsets and any range between tokens is whole characters.
struct LiquidScanner {
    struct Token: Equatable {
        package enum Kind: Equatable {
            /// `{% name arguments %}`, also with whitespace control (`{%-`, `-%}`).
            case tag(name: String, arguments: String)
            /// `{{ expression }}`.
            case output
            /// `{::name …}`, or `{::name … /}` when `selfClosing`.
            case extensionStart(name: String, selfClosing: Bool)
            /// `{:/name}` or `{:/}`.
            case extensionEnd
            /// `{%` or `{{` with no `%}` / `}}` after it.
            case unclosed
        }

        package var kind: Kind
        package var range: Range<Int>
    }

    let bytes: [UInt8]

    /// The first token that starts in `from..<startBefore` and ends by `limit`. Kramdown
    /// extensions are only looked for where kramdown reads them (not inside code).
    func next(from: Int, startBefore: Int, limit: Int, kramdown: Bool) -> Token? {
        var index = from
        while index + 1 < limit, index < startBefore {
            defer { index += 1 }
            guard bytes[index] == Byte.openBrace else { continue }
            switch bytes[index + 1] {
            case Byte.percent:
                guard let close = find(Byte.percent, Byte.closeBrace, from: index + 2, limit: limit) else {
                    return Token(kind: .unclosed, range: index..<index + 2)
                }
                return Token(kind: tag(inner: index + 2..<close), range: index..<close + 2)
            case Byte.openBrace:
                guard let close = find(Byte.closeBrace, Byte.closeBrace, from: index + 2, limit: limit) else {
                    return Token(kind: .unclosed, range: index..<index + 2)
                }
                return Token(kind: .output, range: index..<close + 2)
            case Byte.colon where kramdown && index + 2 < limit:
                if let token = kramdownExtension(at: index, limit: limit) { return token }
            default:
                continue
            }
        }
        return nil
    }

    /// The next `{% name %}` tag from `from`, skipping every other token.
    func nextTag(named names: Set<String>, from: Int, limit: Int) -> Token? {
        var index = from
        while let token = next(from: index, startBefore: limit, limit: limit, kramdown: false) {
            if case .tag(let name, _) = token.kind, names.contains(name) { return token }
            index = token.range.upperBound
        }
        return nil
    }

    /// The next `{:/}` or `{:/nomarkdown}` from `from`.
    func nextExtensionEnd(from: Int, limit: Int) -> Token? {
        var index = from
        while let token = next(from: index, startBefore: limit, limit: limit, kramdown: true) {
            if token.kind == .extensionEnd { return token }
            index = token.range.upperBound
        }
        return nil
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    // MARK: Pieces

    private func tag(inner range: Range<Int>) -> Token.Kind {
        var inner = Substring(text(range))
        // Whitespace control only trims the text around the tag; the tag means the same.
        if inner.hasPrefix("-") { inner = inner.dropFirst() }
        if inner.hasSuffix("-") { inner = inner.dropLast() }
        let words = inner.trimmed()
        let name = words.prefix { !$0.isWhitespace }
        return .tag(name: String(name), arguments: words.dropFirst(name.count).trimmed())
    }

    private func kramdownExtension(at index: Int, limit: Int) -> Token? {
        let third = bytes[index + 2]
        guard third == Byte.colon || third == Byte.slash,
            let close = bytes[(index + 3)..<limit].firstIndex(of: Byte.closeBrace)
        else { return nil }
        let range = index..<close + 1
        if third == Byte.slash { return Token(kind: .extensionEnd, range: range) }
        let inner = text(index + 3..<close)
        let name = inner.prefix { $0.isLetter || $0 == "_" || $0 == "-" }
        guard !name.isEmpty else { return nil }
        return Token(
            kind: .extensionStart(name: String(name), selfClosing: inner.trimmed().hasSuffix("/")), range: range)
    }

    private func find(_ first: UInt8, _ second: UInt8, from: Int, limit: Int) -> Int? {
        var index = from
        while index + 1 < limit {
            if bytes[index] == first, bytes[index + 1] == second { return index }
            index += 1
        }
        return nil
    }
}
