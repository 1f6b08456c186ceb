/// References from a page's body to the library's media (`![Focus ring](media/images/ring.png)`,
/// `<img src="/media/images/ring.png">`): the file is copied into the static folder, which
/// `build` publishes at the site's root, and the reference becomes relative to where it is read —
/// a Markdown image to the entry's file (`../media/…`), an HTML `src` to its page
/// (`../../media/…`) — so it works under any base URL. Code that is not a live example, and
/// references to anything but `media/`, are left as written.
enum ImageReferences {
    /// Folders between the content folder and an entry's file (`web/button.md`), and between the
    /// site's root and its page (`web/button/`).
    private static let fileDepth = 1
    private static let pageDepth = 2

    static func apply(to lines: [SourceLine], media: inout MediaCopies) -> (
        lines: [SourceLine], problems: [ImportProblem.At]
    ) {
        var lines = lines
        var problems: [ImportProblem.At] = []
        guard lines.contains(where: { $0.text.contains("media/") }) else { return (lines, problems) }
        let regions = FencedRegions(lines.map(\.text))
        var examples = Set<Int>()
        for block in regions.blocks where block.opening.info.split(whereSeparator: \.isWhitespace).contains("example") {
            examples.formUnion(block.codeLines(in: lines.count))
        }
        for index in lines.indices where !regions.inCode[index] || examples.contains(index) {
            var text = lines[index].text
            var replacements: [(Range<String.Index>, String)] = []
            for reference in SiteReferences.references(in: text, markdown: !examples.contains(index)) {
                let url = String(text[reference.range])
                guard let path = MediaFolder.relative(url), path.hasPrefix("media/") else { continue }
                let column = text.distance(from: text.startIndex, to: reference.range.lowerBound) + 1
                let found = media.add(url, line: lines[index].number, column: column)
                problems += found.problems
                guard found.copied else { continue }
                let depth = reference.isMarkdown ? fileDepth : pageDepth
                replacements.append((reference.range, String(repeating: "../", count: depth) + path))
            }
            // From the end, so that earlier ranges stay valid.
            for (range, replacement) in replacements.reversed() { text.replaceSubrange(range, with: replacement) }
            lines[index].text = text
        }
        return (lines, problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }
}
