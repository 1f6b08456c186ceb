import A11yDocsMarkdown
import A11yDocsSupport

/// Jekyll libraries show an example twice: a `{% highlight html %}` of the markup and, right
/// before or after it, the same markup as a live example. a11ydocs shows a live example's code
/// under it, so the pair becomes the one example; a "Don't"/"Do" role on the highlight goes with it.
enum ExampleMerge {
    static func apply(to lines: [BodyLines.Line]) -> (lines: [BodyLines.Line], count: Int) {
        let texts = lines.map(\.text)
        let regions = FencedRegions(texts)
        var lines = lines
        var removed = Set<Int>()
        var count = 0
        var index = 0
        while index + 1 < regions.blocks.count {
            let first = regions.blocks[index], second = regions.blocks[index + 1]
            guard let firstClose = first.close, second.start > firstClose,
                texts[(firstClose + 1)..<second.start].allSatisfy(\.isBlankLine),
                let (example, code) = pair(first, second),
                normalised(texts[example.codeLines(in: texts.count)])
                    == normalised(texts[code.codeLines(in: texts.count)])
            else {
                index += 1
                continue
            }
            // The code block and the blank lines between the two go.
            removed.formUnion(
                code.start < example.start
                    ? code.start..<example.start : firstClose + 1..<code.lastLine(in: texts.count) + 1)
            if let codeRole = role(of: code.opening), role(of: example.opening) == nil {
                lines[example.start].text = MarkdownFence.line(
                    example.opening, info: example.opening.info + " " + codeRole)
            }
            count += 1
            index += 2
        }
        return (lines.indices.filter { !removed.contains($0) }.map { lines[$0] }, count)
    }

    /// The example and the code block of a pair, when one of each and of one language.
    private static func pair(_ first: FencedRegions.Block, _ second: FencedRegions.Block) -> (
        example: FencedRegions.Block, code: FencedRegions.Block
    )? {
        let (example, code) = isExample(first.opening) ? (first, second) : (second, first)
        guard isExample(example.opening), !isExample(code.opening) else { return nil }
        let language = code.opening.language.lowercased(), exampleLanguage = example.opening.language.lowercased()
        guard
            language == exampleLanguage || (["", "html"].contains(language) && ["", "html"].contains(exampleLanguage))
        else { return nil }
        return (example, code)
    }

    private static func words(_ opening: MarkdownFence.Opening) -> [Substring] {
        opening.info.split(whereSeparator: \.isWhitespace).dropFirst().map { $0 }
    }

    private static func isExample(_ opening: MarkdownFence.Opening) -> Bool { words(opening).contains("example") }

    private static func role(of opening: MarkdownFence.Opening) -> String? {
        words(opening).first { ["bad", "good", "dont", "do"].contains($0) }.map(String.init)
    }

    /// The code as a reader compares it: trailing blanks, the indentation all lines share and
    /// blank lines at the ends left out.
    private static func normalised(_ lines: ArraySlice<String>) -> [String] {
        let trimmed = FencedBlock.trimmed(lines.map { String($0.reversed().drop { $0.isBlank }.reversed()) })
        let indent = trimmed.filter { !$0.isEmpty }.map { $0.prefix { $0.isBlank }.count }.min() ?? 0
        return trimmed.map { String($0.dropFirst(min(indent, $0.count))) }
    }
}
