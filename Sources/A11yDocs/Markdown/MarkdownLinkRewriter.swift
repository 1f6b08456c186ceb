/// Rewrites link and image destinations in CommonMark text, leaving everything else as written.
enum MarkdownLinkRewriter {
    static func rewrite(_ markdown: String, _ transform: (String) -> String) -> String {
        let document = CMark.parse(markdown)
        guard document.allNodes().contains(where: { $0.kind == .link || $0.kind == .image }) else { return markdown }
        return CMark.commonMark(document.children.map { rewrite($0, transform) })
    }

    private static func rewrite(_ node: MarkdownNode, _ transform: (String) -> String) -> MarkdownNode {
        var copy = node
        if node.kind == .link || node.kind == .image { copy.url = transform(node.url) }
        copy.children = node.children.map { rewrite($0, transform) }
        return copy
    }
}
