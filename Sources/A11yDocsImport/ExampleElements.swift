import A11yDocsSupport
import A11yDocsMarkdown

/// `<example>…</example>` written in a body's text — most often what `{% raw %}` kept from
/// Liquid — becomes a live example (```` ```html example ````), as the `{::nomarkdown}` form does:
/// Jekyll sites style that element as the demo frame, which a11ydocs draws itself.
enum ExampleElements {
    static let opening = "<example"
    static let closing = "</example>"

    /// The lines with each example element outside code replaced by a fence, and how many.
    static func apply(to lines: [BodyLines.Line]) -> (lines: [BodyLines.Line], count: Int, problems: [ImportProblem.At]) {
        let texts = lines.map(\.text)
        guard texts.contains(where: { $0.contains(opening) }) else { return (lines, 0, []) }
        var problems: [ImportProblem.At] = []
        let regions = FencedRegions(texts)
        var out: [BodyLines.Line] = []
        var count = 0
        var index = 0
        while index < lines.count {
            guard !regions.inCode[index], let found = example(startingAt: index, in: texts, regions: regions) else {
                out.append(lines[index])
                index += 1
                continue
            }
            guard let (end, block) = found else {
                let column = texts[index].prefix { $0.isBlank }.count + 1
                problems.append(.init(.unclosedBlock(tag: "<example>", end: closing), line: lines[index].sourceLine, column: column))
                out.append(lines[index])
                index += 1
                continue
            }
            let sourceLine = lines[index].sourceLine
            out += block.map { BodyLines.Line(text: $0, sourceLine: sourceLine) }
            // Text after `</example>` keeps its own line.
            if let after = rest(after: texts[end]), !after.isBlankLine {
                let indent = texts[index].prefix { $0.isBlank }
                out.append(BodyLines.Line(text: String(indent) + String(after.drop { $0.isBlank }), sourceLine: lines[end].sourceLine))
            }
            count += 1
            index = end + 1
        }
        return (out, count, problems)
    }

    /// Nil when no element opens this line; else the index of the line closing it and its fenced
    /// block, or nil inside when it is not closed.
    private static func example(startingAt index: Int, in texts: [String], regions: FencedRegions) -> (Int, [String])?? {
        let line = texts[index]
        let indent = String(line.prefix { $0.isBlank })
        let rest = line.dropFirst(indent.count)
        guard rest.hasPrefix(opening), let afterName = rest.dropFirst(opening.count).first, afterName == ">" || afterName.isWhitespace,
              let openEnd = rest.firstIndex(of: ">") else { return nil }
        guard let end = closingLine(from: index, after: rest[rest.index(after: openEnd)...], in: texts, regions: regions) else { return .some(nil) }
        var inner: [String]
        if end == index {
            let body = rest[rest.index(after: openEnd)...]
            inner = [String(body[..<body.range(of: closing, options: .backwards)!.lowerBound])]
        } else {
            inner = [String(rest[rest.index(after: openEnd)...])] + Array(texts[(index + 1)..<end])
            let last = texts[end]
            inner.append(String(last[..<last.range(of: closing, options: .backwards)!.lowerBound]))
        }
        let code = FencedBlock.trimmed(inner)
        let lines = FencedBlock.lines(code, indent: indent)
        let fence = FencedBlock.fence(for: lines)
        return (end, [indent + fence + "html example"] + lines + [indent + fence])
    }

    /// The line holding `</example>`: the opening line itself, or a later one before any code.
    private static func closingLine(from index: Int, after opening: Substring, in texts: [String], regions: FencedRegions) -> Int? {
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
