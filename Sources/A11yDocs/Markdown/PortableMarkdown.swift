/// Notes rewritten for the Markdown mirror under the same policy as the HTML pages: link and
/// image destinations go through `resolve`, script and local-file links are dropped, and raw HTML
/// becomes visible text, unless the site allows raw HTML. Everything else stays as written.
enum PortableMarkdown {
    static func rewrite(_ markdown: String, allowRawHTML: Bool, resolve: (String) -> String) -> String {
        rewrite(markdown, document: try? CMark.parse(markdown), allowRawHTML: allowRawHTML, resolve: resolve)
    }

    /// `document` is `markdown` parsed; notes were parsed once already, so it is nil only for text
    /// that nests too deep, which stays as written.
    static func rewrite(_ markdown: String, document: MarkdownNode?, allowRawHTML: Bool, resolve: (String) -> String) -> String {
        guard let document,
              document.containsNode(where: { needsRewrite($0, allowRawHTML: allowRawHTML) }) else { return markdown }
        return CMark.commonMark(document.children.map { rewrite($0, allowRawHTML: allowRawHTML, resolve: resolve) })
    }

    private static func needsRewrite(_ node: MarkdownNode, allowRawHTML: Bool) -> Bool {
        switch node.kind {
        case .link, .image: return true
        case .htmlBlock, .htmlInline: return !allowRawHTML
        default: return false
        }
    }

    private static func rewrite(_ node: MarkdownNode, allowRawHTML: Bool, resolve: (String) -> String) -> MarkdownNode {
        var copy = node
        switch node.kind {
        case .link, .image:
            copy.url = SafeURL.isDangerous(node.url) && !allowRawHTML ? "" : resolve(node.url)
        case .htmlBlock where !allowRawHTML:
            copy = MarkdownNode(kind: .paragraph, children: lines(of: node.literal.trimmingTrailingNewlines()))
        case .htmlInline where !allowRawHTML:
            copy = MarkdownNode(kind: .text, literal: node.literal)
        default:
            break
        }
        copy.children = copy.children.map { rewrite($0, allowRawHTML: allowRawHTML, resolve: resolve) }
        return copy
    }

    /// Text nodes joined by hard line breaks, so that each line of the raw HTML stays a line.
    private static func lines(of text: String) -> [MarkdownNode] {
        var nodes: [MarkdownNode] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !nodes.isEmpty { nodes.append(MarkdownNode(kind: .lineBreak)) }
            nodes.append(MarkdownNode(kind: .text, literal: String(line)))
        }
        return nodes
    }
}
