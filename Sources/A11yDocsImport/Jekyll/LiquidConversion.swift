import A11yDocsMarkdown
@_spi(Bytes) import A11yDocsSupport

/// One run of `LiquidConverter` over one body: walks the bytes once, copies text, and replaces
/// each construct it understands. Inside code (a highlight, an example, a fenced block the
/// author wrote) only `raw` and `include` are read, as kramdown leaves code alone.
struct LiquidConversion {
    private let scanner: LiquidScanner
    private let map: SourceMap
    private let readInclude: (LiquidConverter.Include, Int) -> LiquidConverter.IncludeRead
    private let limits: LiquidConverter.Limits
    private let values: LiquidValues
    /// How many Liquid values were filled in.
    private(set) var filledIn = 0
    /// What includes may still add to this body.
    private var includeBudget: Int
    private(set) var problems: [ImportProblem.At] = []
    /// Where a search for `{% endraw %}` last found none: searches from there on fail at once,
    /// so that thousands of unclosed `{% raw %}` tags cost one scan, not one each.
    private var noEndrawFrom: (from: Int, limit: Int)?
    /// The markup of each `<example>` element in the text, as byte ranges in order.
    private let exampleElements: [Range<Int>]

    private var bytes: [UInt8] { scanner.bytes }

    init(
        bytes: [UInt8], firstLine: Int, limits: LiquidConverter.Limits, values: LiquidValues,
        readInclude: @escaping (LiquidConverter.Include, Int) -> LiquidConverter.IncludeRead
    ) {
        self.values = values
        scanner = LiquidScanner(bytes: bytes)
        map = SourceMap(bytes: bytes, firstLine: firstLine)
        self.limits = limits
        includeBudget = limits.includedBytesPerEntry
        self.readInclude = readInclude
        exampleElements = Self.exampleElements(in: bytes, map: map)
    }

    mutating func run() -> [BodyLines.Line] {
        var out = BodyLines(firstSourceLine: map.firstLine)
        var position = 0
        while position < bytes.count {
            if map.isLineStart(position), let fenceEnd = authoredFenceEnd(at: position) {
                copyCode(position..<fenceEnd, into: &out)
                position = fenceEnd
                continue
            }
            let lineEnd = map.lineEnd(from: position)
            guard let token = scanner.next(from: position, startBefore: lineEnd, limit: bytes.count, kramdown: true)
            else {
                let next = min(lineEnd + 1, bytes.count)
                copy(position..<next, into: &out)
                position = next
                continue
            }
            copy(position..<token.range.lowerBound, into: &out)
            position = convert(token, into: &out)
        }
        return out.all
    }

    // MARK: Text

    private mutating func convert(_ token: LiquidScanner.Token, into out: inout BodyLines) -> Int {
        switch token.kind {
        case .tag("highlight", let arguments):
            return highlight(token, arguments: arguments, into: &out)
        case .tag("raw", _):
            return raw(token, limit: bytes.count, into: &out)
        case .tag(let name, let arguments) where name == "include" || name == "include_relative":
            return include(token, name: name, arguments: arguments, into: &out)
        case .extensionStart("nomarkdown", selfClosing: false):
            return noMarkdown(token, into: &out)
        case .extensionStart:
            report(.unknownExtension(display(token)), at: token)
            return literal(token, into: &out)
        case .extensionEnd:
            // Closes an extension already reported, or is text.
            return literal(token, into: &out)
        default:
            return unconvertible(token, into: &out)
        }
    }

    /// `{% highlight lang %}…{% endhighlight %}` → a fenced block in `lang`.
    private mutating func highlight(_ token: LiquidScanner.Token, arguments: String, into out: inout BodyLines) -> Int {
        guard let end = endOfHighlight(after: token.range.upperBound) else {
            report(.unclosedBlock(tag: display(token), end: "{% endhighlight %}"), at: token)
            return literal(token, into: &out)
        }
        // Options such as `linenos` only changed how Jekyll drew the code.
        let language = arguments.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
        var code = BodyLines(firstSourceLine: map.line(of: token.range.upperBound))
        copyCode(token.range.upperBound..<end.range.lowerBound, into: &code)
        return block(info: language, code: code.all.map(\.text), from: token, to: end.range.upperBound, into: &out)
    }

    /// `{::nomarkdown}<example>…</example>{:/}` → an `html example` block.
    private mutating func noMarkdown(_ token: LiquidScanner.Token, into out: inout BodyLines) -> Int {
        guard let end = scanner.nextExtensionEnd(from: token.range.upperBound, limit: bytes.count) else {
            report(.unclosedBlock(tag: display(token), end: "{:/}"), at: token)
            return literal(token, into: &out)
        }
        let inner = withoutExampleElement(token.range.upperBound..<end.range.lowerBound)
        var html = BodyLines(firstSourceLine: map.line(of: inner.lowerBound))
        copyCode(inner, into: &html)
        return block(
            info: "html example", code: html.all.map(\.text), from: token, to: end.range.upperBound, into: &out)
    }

    /// An include in text: a Markdown file's text in place, any other file as an `html example`.
    /// Inside an `<example>` element the file is the element's markup, so it goes in place too
    /// and the element becomes the one example.
    private mutating func include(
        _ token: LiquidScanner.Token, name: String, arguments: String, into out: inout BodyLines
    ) -> Int {
        guard let (include, text) = read(token, name: name, arguments: arguments, indent: out.current.utf8.count) else {
            return literal(token, into: &out)
        }
        if include.isMarkdown || isInExampleElement(token.range) {
            return insert(text, for: token, limit: bytes.count, into: &out)
        }
        return block(info: "html example", code: lines(of: text), from: token, to: token.range.upperBound, into: &out)
    }

    /// Writes a fenced block where the construct was, and goes on after it: with the text left on
    /// its last line (an attribute list, say) on a line of its own.
    private mutating func block(
        info: String, code: [String], from start: LiquidScanner.Token, to end: Int, into out: inout BodyLines
    ) -> Int {
        let startLine = map.line(of: start.range.lowerBound)
        let indent = out.openBlock()
        let lines = FencedBlock.lines(FencedBlock.trimmed(code), indent: indent)
        let fence = FencedBlock.fence(for: lines)
        out.append(fence + info)
        out.endLine(nextSourceLine: startLine)
        for line in lines {
            out.append(line)
            out.endLine(nextSourceLine: startLine)
        }
        out.append(indent + fence)
        let lineEnd = map.lineEnd(from: end)
        if map.isBlank(end..<lineEnd) { return lineEnd }
        out.endLine(nextSourceLine: map.line(of: end))
        out.append(indent)
        return bytes[end..<lineEnd].firstIndex { !Byte.isBlank($0) } ?? lineEnd
    }

    // MARK: Code

    /// Copies code, reading only `raw` and `include` in it.
    private mutating func copyCode(_ range: Range<Int>, into out: inout BodyLines) {
        var position = range.lowerBound
        while let token = scanner.next(
            from: position, startBefore: range.upperBound, limit: range.upperBound, kramdown: false)
        {
            copy(position..<token.range.lowerBound, into: &out)
            switch token.kind {
            case .tag("raw", _):
                position = raw(token, limit: range.upperBound, into: &out)
            case .tag(let name, let arguments) where name == "include" || name == "include_relative":
                if let (_, text) = read(token, name: name, arguments: arguments, indent: out.current.utf8.count) {
                    position = insert(text, for: token, limit: range.upperBound, into: &out)
                } else {
                    position = literal(token, into: &out)
                }
            default:
                position = unconvertible(token, into: &out)
            }
        }
        copy(position..<range.upperBound, into: &out)
    }

    /// `{% raw %}…{% endraw %}` → what is between, as it is.
    private mutating func raw(_ token: LiquidScanner.Token, limit: Int, into out: inout BodyLines) -> Int {
        guard let end = endraw(from: token.range.upperBound, limit: limit) else {
            report(.unclosedBlock(tag: display(token), end: "{% endraw %}"), at: token)
            return literal(token, into: &out)
        }
        let start = remove(token, limit: limit, into: &out)
        copy(start..<end.range.lowerBound, into: &out)
        return remove(end, limit: limit, into: &out)
    }

    private mutating func endraw(from: Int, limit: Int) -> LiquidScanner.Token? {
        if let missing = noEndrawFrom, from >= missing.from, limit <= missing.limit { return nil }
        let found = scanner.nextTag(named: ["endraw"], from: from, limit: limit)
        if found == nil { noEndrawFrom = (from, limit) }
        return found
    }

    /// Inserts included text where its tag was. A tag alone on its line gives each line the
    /// tag's indentation, so an include in an indented block stays in it.
    private mutating func insert(_ text: String, for token: LiquidScanner.Token, limit: Int, into out: inout BodyLines)
        -> Int
    {
        let restEnd = min(map.lineEnd(from: token.range.upperBound), limit)
        let alone = out.isCurrentBlank && map.isBlank(token.range.upperBound..<restEnd)
        let indent = alone ? out.current : ""
        if alone { out.current = "" }
        let line = map.line(of: token.range.lowerBound)
        for (index, text) in lines(of: text).enumerated() {
            if index > 0 { out.endLine(nextSourceLine: line) }
            out.append(text.isBlankLine ? text : indent + text)
        }
        return alone ? restEnd : token.range.upperBound
    }

    // MARK: Pieces

    /// The markup ranges of the `<example>` elements `ExampleElements` makes live examples of, read
    /// in the source, where an include is still a tag and not yet a fenced block.
    private static func exampleElements(in bytes: [UInt8], map: SourceMap) -> [Range<Int>] {
        // Split on the newline byte, as the map is: as a Character, "\r\n" is not "\n".
        let texts = bytes.split(separator: Byte.newline, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        return ExampleElements.elements(in: texts).map {
            map.start(ofLineAt: $0.openLine) + $0.contentStart..<map.start(ofLineAt: $0.closeLine) + $0.contentEnd
        }
    }

    /// Whether a tag is inside an `<example>` element's markup.
    private func isInExampleElement(_ range: Range<Int>) -> Bool {
        // The elements are in order and do not overlap: the last one starting before the tag.
        var low = 0, high = exampleElements.count
        while low < high {
            let middle = (low + high) / 2
            if exampleElements[middle].lowerBound <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low > 0 && exampleElements[low - 1].upperBound >= range.upperBound
    }

    /// Where a fenced block the author wrote ends, when one opens at `offset`.
    private func authoredFenceEnd(at offset: Int) -> Int? {
        let lineEnd = map.lineEnd(from: offset)
        guard let opening = MarkdownFence.opening(scanner.text(offset..<lineEnd)) else { return nil }
        var start = lineEnd + 1
        while start < bytes.count {
            let end = map.lineEnd(from: start)
            if MarkdownFence.closes(scanner.text(start..<end), opening) { return min(end + 1, bytes.count) }
            start = end + 1
        }
        return bytes.count
    }

    /// The `{% endhighlight %}` closing a highlight; a `raw` section may hide one.
    private func endOfHighlight(after offset: Int) -> LiquidScanner.Token? {
        var position = offset
        while let tag = scanner.nextTag(named: ["raw", "endhighlight"], from: position, limit: bytes.count) {
            guard case .tag("raw", _) = tag.kind else { return tag }
            position =
                scanner.nextTag(named: ["endraw"], from: tag.range.upperBound, limit: bytes.count)?.range.upperBound
                ?? tag.range.upperBound
        }
        return nil
    }

    /// The include's file and text, or nil after reporting why there is none. `indent` bounds the
    /// indentation its lines get: the length of the line being written.
    private mutating func read(_ token: LiquidScanner.Token, name: String, arguments: String, indent: Int) -> (
        LiquidConverter.Include, String
    )? {
        // Parameters (`label="Save"`) reach the file as `include.label`, reported below if used.
        var path = arguments.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
        if path.count >= 2, let quote = path.first, "\"'".contains(quote), path.last == quote {
            path = String(path.dropFirst().dropLast())
        }
        if path.hasPrefix("/") { path = String(path.drop { $0 == "/" }) }
        let parts = path.split(separator: "/")
        guard !path.isEmpty, !path.contains("{{"), !parts.contains("..") else {
            report(.unusableIncludePath(arguments), at: token)
            return nil
        }
        let include = LiquidConverter.Include(path: path, relative: name == "include_relative")
        guard var text = readText(include, indent: indent, at: token) else { return nil }
        let filled = values.fillIn(text)
        if filled != text {
            filledIn += 1
            text = filled
        }
        if let liquid = ["{%", "{{"].compactMap({ text.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            let snippet = text[liquid.lowerBound...].prefix { $0 != "\n" }.prefix(40)
            report(.liquidInInclude(path: include.displayPath, snippet: String(snippet)), at: token)
        }
        return (include, text)
    }

    /// The include's text when it is there and within the limits, or nil after reporting why not.
    /// Its cost counts the indentation each of its lines may get, as a tag indented far could
    /// otherwise multiply a file of short lines.
    private mutating func readText(_ include: LiquidConverter.Include, indent: Int, at token: LiquidScanner.Token)
        -> String?
    {
        let limits = limits
        let tooLarge = { (size: Int) -> JekyllProblem in
            size > limits.includeBytes
                ? .includeTooLarge(path: include.displayPath, size: size, limit: limits.includeBytes)
                : .includesTooLarge(path: include.displayPath, limit: limits.includedBytesPerEntry)
        }
        let text: String
        switch readInclude(include, min(limits.includeBytes, includeBudget)) {
        case .text(let read): text = read
        case .missing:
            report(.includeNotFound(include.displayPath), at: token)
            return nil
        case .notText:
            report(.includeNotText(include.displayPath), at: token)
            return nil
        case .outside(let resolved):
            report(.includeOutsideSite(path: include.displayPath, resolved: resolved), at: token)
            return nil
        case .tooLarge(let size):
            report(tooLarge(size), at: token)
            return nil
        }
        let size = text.utf8.count
        let cost = size + (text.utf8.lazy.filter { $0 == Byte.newline }.count + 1) * indent
        guard size <= limits.includeBytes, cost <= includeBudget else {
            report(tooLarge(size), at: token)
            return nil
        }
        includeBudget -= cost
        return text
    }

    /// Removes a tag; when it was all its line held, the line goes too.
    private func remove(_ token: LiquidScanner.Token, limit: Int, into out: inout BodyLines) -> Int {
        let restEnd = min(map.lineEnd(from: token.range.upperBound), limit)
        guard out.isCurrentBlank, map.isBlank(token.range.upperBound..<restEnd) else { return token.range.upperBound }
        guard restEnd < limit else {
            out.current = ""
            return restEnd
        }
        out.discardCurrent(nextSourceLine: map.line(of: restEnd + 1))
        return restEnd + 1
    }

    /// A div, `<example>`, around the included example: the page draws its own frame.
    private func withoutExampleElement(_ range: Range<Int>) -> Range<Int> {
        let isSpace = { (byte: UInt8) in Byte.isBlank(byte) || byte == Byte.newline }
        guard let first = bytes[range].firstIndex(where: { !isSpace($0) }),
            let last = bytes[range].lastIndex(where: { !isSpace($0) })
        else { return range }
        let text = scanner.text(first..<last + 1)
        let closing = "</example>"
        guard text.hasPrefix("<example"), text.hasSuffix(closing), let afterName = text.dropFirst(8).first,
            afterName == ">" || afterName.isWhitespace,
            let openEnd = bytes[first..<last + 1].firstIndex(of: Byte.greaterThan)
        else { return range }
        return openEnd + 1..<last + 1 - closing.utf8.count
    }

    private mutating func unconvertible(_ token: LiquidScanner.Token, into out: inout BodyLines) -> Int {
        switch token.kind {
        case .tag("endhighlight", _), .tag("endraw", _):
            report(.unexpectedEndTag(display(token)), at: token)
        case .tag:
            report(.unknownLiquidTag(display(token)), at: token)
        case .output:
            if let value = values.resolve(scanner.text(token.range)) {
                filledIn += 1
                out.append(value)
                return token.range.upperBound
            }
            report(.liquidOutput(display(token)), at: token)
        case .unclosed:
            report(.unclosedLiquid(display(token)), at: token)
        case .extensionStart, .extensionEnd:
            break
        }
        return literal(token, into: &out)
    }

    private func literal(_ token: LiquidScanner.Token, into out: inout BodyLines) -> Int {
        copy(token.range, into: &out)
        return token.range.upperBound
    }

    /// Copies source bytes, ending a line at each newline.
    private func copy(_ range: Range<Int>, into out: inout BodyLines) {
        var start = range.lowerBound
        while start < range.upperBound {
            guard let newline = bytes[start..<range.upperBound].firstIndex(of: Byte.newline) else {
                out.append(scanner.text(start..<range.upperBound))
                return
            }
            out.append(scanner.text(start..<newline))
            out.endLine(nextSourceLine: map.line(of: newline + 1))
            start = newline + 1
        }
    }

    private func lines(of text: String) -> [String] {
        var text = Substring(text)
        while text.last == "\n" { text = text.dropLast() }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The token's text on one line, short enough for a message.
    private func display(_ token: LiquidScanner.Token) -> String {
        let text = scanner.text(token.range).split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        return text.count > 60 ? String(text.prefix(59)) + "…" : String(text)
    }

    private mutating func report(_ problem: JekyllProblem, at token: LiquidScanner.Token) {
        let offset = token.range.lowerBound
        problems.append(ImportProblem.At(.jekyll(problem), line: map.line(of: offset), column: map.column(of: offset)))
    }
}
