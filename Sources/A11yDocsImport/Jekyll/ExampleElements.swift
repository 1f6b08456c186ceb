import A11yDocsMarkdown
import A11yDocsSupport

/// `<example>…</example>` written in a body's text — most often what `{% raw %}` kept from
/// Liquid — becomes a live example (```` ```html example ````), as the `{::nomarkdown}` form does:
/// Jekyll sites style that element as the demo frame, which a11ydocs draws itself.
enum ExampleElements {
    static let opening = "<example"
    static let closing = "</example>"

    /// One element that is closed: the lines it spans and where its markup starts and ends.
    struct Element: Equatable {
        /// Index of the line holding the opening tag.
        var openLine: Int
        /// UTF-8 offset in that line just after the opening tag's `>`.
        var contentStart: Int
        /// Index of the line holding `</example>`.
        var closeLine: Int
        /// UTF-8 offset in that line of the last `</example>`.
        var contentEnd: Int
    }

    /// The lines with each example element outside code replaced by a fence, and how many.
    static func apply(to lines: [BodyLines.Line]) -> (lines: [BodyLines.Line], count: Int, problems: [ImportProblem.At])
    {
        let texts = lines.map(\.text)
        guard texts.contains(where: { $0.contains(opening) }) else { return (lines, 0, []) }
        var problems: [ImportProblem.At] = []
        let regions = FencedRegions(texts)
        var out: [BodyLines.Line] = []
        var count = 0
        var index = 0
        while index < lines.count {
            guard !regions.inCode[index], let found = element(startingAt: index, in: texts, regions: regions) else {
                out.append(lines[index])
                index += 1
                continue
            }
            guard let element = found else {
                let column = texts[index].prefix { $0.isBlank }.count + 1
                problems.append(
                    .init(
                        .jekyll(.unclosedBlock(tag: "<example>", end: closing)), line: lines[index].sourceLine,
                        column: column))
                out.append(lines[index])
                index += 1
                continue
            }
            let sourceLine = lines[index].sourceLine
            out += block(for: element, in: texts).map { BodyLines.Line(text: $0, sourceLine: sourceLine) }
            // Text after `</example>` keeps its own line.
            let end = element.closeLine
            if let after = rest(after: texts[end]), !after.isBlankLine {
                let indent = texts[index].prefix { $0.isBlank }
                out.append(
                    BodyLines.Line(
                        text: String(indent) + String(after.drop { $0.isBlank }), sourceLine: lines[end].sourceLine))
            }
            count += 1
            index = end + 1
        }
        return (out, count, problems)
    }

    /// The closed elements outside code, in order. The Liquid conversion reads them in the source,
    /// so that an include inside one is the element's markup, not an example of its own.
    static func elements(in texts: [String]) -> [Element] {
        guard texts.contains(where: { $0.contains(opening) }) else { return [] }
        let regions = FencedRegions(texts)
        var found: [Element] = []
        var index = 0
        while index < texts.count {
            if !regions.inCode[index], let element = element(startingAt: index, in: texts, regions: regions) ?? nil {
                found.append(element)
                index = element.closeLine + 1
            } else {
                index += 1
            }
        }
        return found
    }

    /// Nil when no element opens this line; else the element, or nil inside when it is not closed.
    private static func element(startingAt index: Int, in texts: [String], regions: FencedRegions) -> Element?? {
        let line = texts[index]
        let rest = line.drop { $0.isBlank }
        guard rest.hasPrefix(opening), let afterName = rest.dropFirst(opening.count).first,
            afterName == ">" || afterName.isWhitespace,
            let openEnd = rest.firstIndex(of: ">")
        else { return nil }
        let content = rest[rest.index(after: openEnd)...]
        guard let end = closingLine(from: index, after: content, in: texts, regions: regions),
            let closeStart = texts[end].range(of: closing, options: .backwards)?.lowerBound
        else { return .some(nil) }
        let last = texts[end]
        let contentStart = line.utf8.distance(from: line.startIndex, to: content.startIndex)
        return Element(
            openLine: index, contentStart: contentStart, closeLine: end,
            contentEnd: last.utf8.distance(from: last.startIndex, to: closeStart))
    }

    /// The element's markup as a fenced block, indented as its opening line.
    private static func block(for element: Element, in texts: [String]) -> [String] {
        let first = texts[element.openLine], last = texts[element.closeLine]
        let indent = String(first.prefix { $0.isBlank })
        let start = first.utf8.index(first.startIndex, offsetBy: element.contentStart)
        let end = last.utf8.index(last.startIndex, offsetBy: element.contentEnd)
        var inner: [String]
        if element.closeLine == element.openLine {
            inner = [String(first[start..<end])]
        } else {
            inner =
                [String(first[start...])] + Array(texts[(element.openLine + 1)..<element.closeLine]) + [
                    String(last[..<end])
                ]
        }
        let code = FencedBlock.trimmed(inner)
        let lines = FencedBlock.lines(code, indent: indent)
        let fence = FencedBlock.fence(for: lines)
        return [indent + fence + "html example"] + lines + [indent + fence]
    }

    /// The line holding `</example>`: the opening line itself, or a later one before any code.
    private static func closingLine(
        from index: Int, after opening: Substring, in texts: [String], regions: FencedRegions
    ) -> Int? {
        if opening.contains(closing) { return index }
        for candidate in texts.indices.dropFirst(index + 1) {
            // An element does not run into a fenced block: kramdown would not read that as one.
            if regions.inCode[candidate] { return nil }
            if texts[candidate].contains(closing) { return candidate }
        }
        return nil
    }

    /// What follows the last `</example>` on its line.
    private static func rest(after line: String) -> String? {
        guard let range = line.range(of: closing, options: .backwards) else { return nil }
        return String(line[range.upperBound...])
    }
}
