/// Writes note blocks as HTML. The page decides heading levels (a note's own headings sit below the
/// section that holds them), links to other entries are rewritten to their pages, code blocks get
/// a visible language label, and raw HTML is escaped unless the site allows it.
struct MarkdownHTMLRenderer {
    /// Level for headings written inside notes, 2…6.
    var headingLevel: Int
    var allowRawHTML: Bool
    /// Maps a link destination as written to the one the page uses.
    var resolveLink: (String) -> String
    /// What the blocks written so far say about the next code block: the heading it sits under
    /// (names a live example) and a `Don't:` / `Do:` line right before it.
    private let context = Context()

    private final class Context {
        var heading = ""
        var lead: CodeBlockHTML.Verdict?
    }

    init(headingLevel: Int, allowRawHTML: Bool, resolveLink: @escaping (String) -> String) {
        self.headingLevel = headingLevel
        self.allowRawHTML = allowRawHTML
        self.resolveLink = resolveLink
    }

    /// Blocks in order, so that a heading or a `Don't:` line in one block applies to a code block in the next.
    func render(blocks: ParsedBlocks) -> String {
        zip(blocks.texts, blocks.documents).map { render($0, document: $1) }.joined()
    }

    func render(_ markdown: String) -> String {
        render(markdown, document: try? CMark.parse(markdown))
    }

    /// `document` is `markdown` parsed: nil when it nests too deep, and then it shows as text.
    func render(_ markdown: String, document: MarkdownNode?) -> String {
        guard let document else { return "<p>" + markdown.htmlEscaped + "</p>\n" }
        var html = ""
        for block in document.children { write(block, into: &html) }
        return html
    }

    private func write(_ node: MarkdownNode, into html: inout String, tight: Bool = false) {
        switch node.kind {
        case .document, .customBlock, .customInline:
            children(of: node, into: &html)
        case .paragraph:
            // Only a paragraph right before a code block leads into it; most start otherwise.
            let first = node.children.first
            let mayLead = first?.kind == .text && (first?.literal.first == "D" || first?.literal.first == "d")
            context.lead = mayLead ? CodeBlockHTML.Verdict.lead(node.plainText) : nil
            if tight {
                children(of: node, into: &html)
            } else {
                html += "<p>"; children(of: node, into: &html); html += "</p>\n"
            }
        case .heading:
            context.heading = node.plainText.trimmed()
            context.lead = nil
            let level = min(max(headingLevel, 2), 6)
            html += "<h\(level)>"; children(of: node, into: &html); html += "</h\(level)>\n"
        case .blockQuote:
            context.lead = nil
            html += "<blockquote>\n"; children(of: node, into: &html); html += "</blockquote>\n"
        case .list:
            context.lead = nil
            let tag = node.isOrderedList ? "ol" : "ul"
            let start = node.isOrderedList && node.listStart != 1 ? " start=\"\(node.listStart)\"" : ""
            html += "<\(tag)\(start)>\n"
            for item in node.children { write(item, into: &html, tight: node.isTightList) }
            html += "</\(tag)>\n"
        case .item:
            html += "<li>"
            for (index, child) in node.children.enumerated() {
                if index > 0, tight, child.kind != .paragraph { html += "\n" }
                write(child, into: &html, tight: tight)
            }
            html += "</li>\n"
        case .codeBlock:
            html += CodeBlockHTML.render(code: node.literal, info: node.fenceInfo, lead: context.lead,
                                         exampleTitle: context.heading, allowsScripts: allowRawHTML)
            context.lead = nil
        case .thematicBreak:
            context.lead = nil
            html += "<hr>\n"
        case .htmlBlock:
            context.lead = nil
            html += allowRawHTML ? node.literal : "<p>" + node.literal.trimmingTrailingNewlines().htmlEscaped + "</p>\n"
        case .htmlInline:
            html += allowRawHTML ? node.literal : node.literal.htmlEscaped
        case .text:
            html += node.literal.htmlEscaped
        case .softBreak:
            html += "\n"
        case .lineBreak:
            html += "<br>\n"
        case .code:
            html += "<code>" + node.literal.htmlEscaped + "</code>"
        case .emphasis:
            html += "<em>"; children(of: node, into: &html); html += "</em>"
        case .strong:
            html += "<strong>"; children(of: node, into: &html); html += "</strong>"
        case .link:
            let title = node.title.isEmpty ? "" : " title=\"\(node.title.htmlEscaped)\""
            html += "<a href=\"\(href(node.url))\"\(title)>"
            children(of: node, into: &html)
            html += "</a>"
        case .image:
            let title = node.title.isEmpty ? "" : " title=\"\(node.title.htmlEscaped)\""
            html += "<img src=\"\(href(node.url))\" alt=\"\(node.plainText.htmlEscaped)\"\(title)>"
        }
    }

    private func children(of node: MarkdownNode, into html: inout String) {
        for child in node.children { write(child, into: &html) }
    }

    /// An attribute value: script and local-file addresses are dropped unless raw HTML is allowed
    /// (as in cmark's safe mode), and the rest is percent-encoded and escaped.
    private func href(_ url: String) -> String {
        if SafeURL.isDangerous(url) && !allowRawHTML { return "" }
        return SafeURL.percentEncoded(resolveLink(url)).htmlEscaped
    }
}
