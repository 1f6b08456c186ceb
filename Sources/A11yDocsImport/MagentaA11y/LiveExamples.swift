import A11yDocsSupport

/// `<example>` elements as a11ydocs' live examples. MagentaA11y shows a demo twice: an `html`
/// fence with the markup, then `<example>` holding the same markup for the page to render. When
/// the two are the same, ignoring indentation, blanks at the lines' ends and blank lines, they
/// become the one ```` ```html example ```` fence, which a11ydocs shows working and as code. When they differ,
/// both stay — the fence as code, the example as a live example of its own markup — and the
/// first line that differs is reported. An `<example>` after no fence becomes a live example.
/// Attributes are kept as written (`data-fn`, `data-icon` included).
enum LiveExamples {
    struct Result {
        var lines: [SourceLine]
        /// Fence and example made one live example.
        var merged = 0
        /// Examples kept beside a fence that differs.
        var keptBeside = 0
        /// Examples after no fence.
        var made = 0
        var problems: [ImportProblem.At] = []
    }

    static func apply(to lines: [SourceLine]) -> Result {
        var result = Result(lines: [])
        let regions = FencedRegions(lines.map(\.text))
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard !regions.inCode[index], Self.opensExample(line) else {
                result.lines.append(line)
                index += 1
                continue
            }
            guard let close = lines[index...].firstIndex(where: { $0.text.lowercased().contains("</example>") })
            else {
                result.problems.append(.init(.magenta(.exampleNotClosed), line: line.number, column: line.indent + 1))
                result.lines.append(line)
                index += 1
                continue
            }
            let markup = Self.markup(Array(lines[index...close]))
            convert(markup, opening: line, into: &result)
            index = close + 1
        }
        return result
    }

    /// `<example>` or `<example class="…">`, not `<examples>`.
    private static func opensExample(_ line: SourceLine) -> Bool {
        let text = line.trimmed.lowercased()
        guard text.hasPrefix("<example") else { return false }
        let next = text.dropFirst("<example".count).first
        return next == ">" || next?.isWhitespace == true
    }

    /// One example: merged with the fence before it, kept beside it, or made a live example.
    private static func convert(_ markup: [SourceLine], opening: SourceLine, into result: inout Result) {
        guard let fence = precedingFence(in: result.lines) else {
            result.made += 1
            result.lines += liveExample(markup, at: opening)
            return
        }
        let code = Array(result.lines[(fence.start + 1)..<fence.close])
        if let difference = firstDifference(code, markup) {
            result.keptBeside += 1
            result.problems.append(
                .init(
                    .magenta(
                        .exampleDiffers(
                            fenceLine: result.lines[fence.start].number, exampleLine: opening.number,
                            fenceDifferingLine: difference.fence)),
                    line: difference.example, column: 1))
            result.lines += liveExample(markup, at: opening)
            return
        }
        result.merged += 1
        let start = result.lines[fence.start]
        if let parsed = MarkdownFence.opening(start.text) {
            result.lines[fence.start].text = MarkdownFence.line(parsed, info: "html example")
        }
        // The blank lines between the fence and the example go with the example.
        result.lines.removeSubrange((fence.close + 1)...)
    }

    /// The markup inside `<example>…</example>`, with what shares a line with the tags.
    private static func markup(_ lines: [SourceLine]) -> [SourceLine] {
        var inner = lines
        if let first = inner.first, let end = first.text.range(of: ">") {
            inner[0].text = String(first.text[end.upperBound...])
        }
        if let last = inner.indices.last, let start = inner[last].text.lowercased().range(of: "</example>") {
            let offset = inner[last].text.lowercased().distance(
                from: inner[last].text.lowercased().startIndex, to: start.lowerBound)
            inner[last].text = String(inner[last].text.prefix(offset))
        }
        let start = inner.firstIndex { !$0.isBlank } ?? inner.endIndex
        let end = inner.lastIndex { !$0.isBlank }.map { $0 + 1 } ?? start
        return Array(inner[start..<max(start, end)])
    }

    /// The `html` (or unlabelled) fence that ends right before, blank lines aside: its opening and
    /// closing indices.
    private static func precedingFence(in lines: [SourceLine]) -> (start: Int, close: Int)? {
        guard let close = lines.lastIndex(where: { !$0.isBlank }) else { return nil }
        let regions = FencedRegions(lines.map(\.text))
        guard let block = regions.block(closingAt: close), ["", "html"].contains(block.opening.language.lowercased()),
            !block.opening.info.split(whereSeparator: \.isWhitespace).contains("example")
        else { return nil }
        return (block.start, close)
    }

    /// The first lines that differ, each trimmed: the example's line and the fence's (nil when
    /// the fence ran out first); nil when the two are the same.
    private static func firstDifference(_ code: [SourceLine], _ markup: [SourceLine]) -> (
        example: Int, fence: Int?
    )? {
        let fence = code.filter { !$0.isBlank }, example = markup.filter { !$0.isBlank }
        for (offset, line) in example.enumerated() {
            guard offset < fence.count else { return (line.number, nil) }
            if fence[offset].trimmed != line.trimmed { return (line.number, fence[offset].number) }
        }
        if fence.count > example.count { return (example.last?.number ?? 0, fence[example.count].number) }
        return nil
    }

    /// An ```` ```html example ```` fence around the markup, with a fence nothing in it closes,
    /// indented as the `<example>` was so that it stays in its list item.
    static func liveExample(_ markup: [SourceLine], at opening: SourceLine) -> [SourceLine] {
        let fence = FencedBlock.fence(for: markup.map(\.text))
        let indent = String(opening.text.prefix { $0.isBlank })
        let code = FencedBlock.lines(markup.map(\.text), indent: indent)
        return [SourceLine(text: indent + fence + "html example", number: opening.number)]
            + zip(code, markup).map { SourceLine(text: $0, number: $1.number) }
            + [SourceLine(text: indent + fence, number: markup.last?.number ?? opening.number)]
    }
}
