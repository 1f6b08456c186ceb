import A11yDocsLoading
import A11yDocsMarkdown
import A11yDocsSupport
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
        package var lines: [BodyLines.Line]
        /// Site paths of the files referenced, in order of first reference.
        package var files: [String] = []
        package var problems: [ImportProblem.At] = []
    }

    func apply(to lines: [BodyLines.Line]) -> Result {
        var result = Result(lines: lines)
        let texts = lines.map(\.text)
        guard texts.contains(where: { $0.contains("/") }) else { return result }
        let regions = FencedRegions(texts)
        var exampleLines = Set<Int>()
        for block in regions.blocks
        where block.opening.info.split(whereSeparator: \.isWhitespace).dropFirst().contains("example") {
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
                        result.problems.append(
                            .init(.jekyll(.assetNotFound(url)), line: lines[index].sourceLine, column: column))
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

    /// URLs in HTML attributes, and in Markdown links, images and definitions outside examples.
    static func references(in text: String, markdown: Bool) -> [Reference] {
        var found: [Reference] = []
        for attribute in ExampleReferenceRule.attributes(in: text[...], named: ["src", "href", "poster"])
        where !attribute.value.isEmpty {
            let start = text.index(text.startIndex, offsetBy: attribute.column - 1)
            // The value as written: the scan trims blanks inside the quotes.
            guard let range = text.range(of: attribute.value, range: start..<text.endIndex) else { continue }
            found.append(Reference(range: range, isMarkdown: false))
        }
        if markdown {
            var rest = text.startIndex..<text.endIndex
            while let link = text.range(of: "](", range: rest) {
                if let range = destination(in: text, from: link.upperBound) {
                    found.append(Reference(range: range, isMarkdown: true))
                }
                rest = link.upperBound..<text.endIndex
            }
            if let range = definition(in: text) { found.append(Reference(range: range, isMarkdown: true)) }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// A link destination starting at `start` (blanks and a `<` skipped), up to a blank, `)` or `>`.
    private static func destination(in text: String, from start: String.Index) -> Range<String.Index>? {
        var lower = start
        while lower < text.endIndex, text[lower].isBlank { lower = text.index(after: lower) }
        if lower < text.endIndex, text[lower] == "<" { lower = text.index(after: lower) }
        let upper = text[lower...].firstIndex { $0.isWhitespace || $0 == ")" || $0 == ">" } ?? text.endIndex
        return lower < upper ? lower..<upper : nil
    }

    /// The destination of a link reference definition (`[id]: /assets/x.png`) the line is.
    private static func definition(in text: String) -> Range<String.Index>? {
        let indent = text.prefix { $0 == " " }
        guard indent.count <= 3, text[indent.endIndex...].hasPrefix("["),
            let close = text[indent.endIndex...].range(of: "]:"), close.lowerBound > text.index(after: indent.endIndex)
        else { return nil }
        return destination(in: text, from: close.upperBound)
    }
}
