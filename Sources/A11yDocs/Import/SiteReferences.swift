import Foundation

/// References from a converted body to files of the Jekyll site (`/assets/img/x.png`, also as
/// `{{ site.baseurl }}/assets/…` once filled in): each such file is copied into the library's
/// static folder, which `build` publishes at the site's root, and the reference becomes relative
/// so that it works under any base URL, in `serve` and from disk. A Markdown link or image is
/// relative to the entry's file (`../assets/x.png`); an HTML `src`/`href` to the entry's page
/// (`../../assets/x.png`), where the browser reads it. Code that is not a live example is left as
/// written; so are pages of the old site (`/web/button/`).
struct SiteReferences {
    /// `baseurl` as `LiquidValues` holds it: "" or `/name`.
    var baseurl: String
    /// Folders between the content folder and the entry's file: 1 for `web/button.md`.
    var sourceDepth: Int
    /// Whether a path relative to the site's folder (`assets/x.png`) is a file to copy.
    var isSiteFile: (String) -> Bool

    /// Folders between the site's root and an entry's page (`web/button/`).
    static let pageDepth = 2

    struct Result {
        var lines: [BodyLines.Line]
        /// Site paths of the files referenced, in order of first reference.
        var files: [String] = []
        var problems: [ImportProblem.At] = []
    }

    func apply(to lines: [BodyLines.Line]) -> Result {
        var result = Result(lines: lines)
        let texts = lines.map(\.text)
        guard texts.contains(where: { $0.contains("/") }) else { return result }
        let regions = FencedRegions(texts)
        var exampleLines = Set<Int>()
        for block in regions.blocks where block.opening.info.split(whereSeparator: \.isWhitespace).dropFirst().contains("example") {
            exampleLines.formUnion(block.codeLines(in: texts.count))
        }
        var seen = Set<String>()
        for index in texts.indices where !regions.inCode[index] || exampleLines.contains(index) {
            let inExample = exampleLines.contains(index)
            var text = texts[index]
            var replacements: [(Range<String.Index>, String)] = []
            for reference in Self.references(in: text, markdown: !inExample) {
                let url = String(text[reference.range])
                guard let path = sitePath(of: url) else { continue }
                let (file, suffix) = LinkResolver.splitFragment(path)
                let decoded = file.removingPercentEncoding ?? file
                guard isSiteFile(decoded) else {
                    if Self.looksLikeFile(decoded) {
                        let column = text.distance(from: text.startIndex, to: reference.range.lowerBound) + 1
                        result.problems.append(.init(.assetNotFound(url), line: lines[index].sourceLine, column: column))
                    }
                    continue
                }
                let depth = reference.isMarkdown ? sourceDepth : Self.pageDepth
                replacements.append((reference.range, String(repeating: "../", count: depth) + file + suffix))
                if seen.insert(decoded).inserted { result.files.append(decoded) }
            }
            // From the end, so that earlier ranges stay valid.
            for (range, replacement) in replacements.reversed() { text.replaceSubrange(range, with: replacement) }
            result.lines[index].text = text
        }
        result.problems.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return result
    }

    /// The path under the site's folder a root-absolute URL names, or nil.
    private func sitePath(of url: String) -> String? {
        guard url.hasPrefix("/"), !url.hasPrefix("//") else { return nil }
        if baseurl.isEmpty { return String(url.dropFirst()) }
        guard url.hasPrefix(baseurl + "/") else { return nil }
        return String(url.dropFirst(baseurl.count + 1))
    }

    /// A path whose last part has an extension other than a page's: an image, a script, a stylesheet.
    private static func looksLikeFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return !["html", "htm", "md", "markdown"].contains(name[name.index(after: dot)...].lowercased())
    }

    struct Reference {
        var range: Range<String.Index>
        var isMarkdown: Bool
    }

    private static let attribute = try! NSRegularExpression(pattern: #"(?i)(?:^|[\s"'])(?:src|href|poster)\s*=\s*(["'])([^"']*)\1"#)
    private static let markdownLink = try! NSRegularExpression(pattern: #"\]\(\s*<?([^)\s>]+)>?"#)
    private static let definition = try! NSRegularExpression(pattern: #"^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)"#)

    /// URLs in HTML attributes, and in Markdown links, images and definitions outside examples.
    static func references(in text: String, markdown: Bool) -> [Reference] {
        let whole = NSRange(text.startIndex..., in: text)
        var found: [Reference] = []
        for match in attribute.matches(in: text, range: whole) {
            if let range = Range(match.range(at: 2), in: text) { found.append(Reference(range: range, isMarkdown: false)) }
        }
        if markdown {
            for pattern in [markdownLink, definition] {
                for match in pattern.matches(in: text, range: whole) {
                    if let range = Range(match.range(at: 1), in: text) { found.append(Reference(range: range, isMarkdown: true)) }
                }
            }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}
