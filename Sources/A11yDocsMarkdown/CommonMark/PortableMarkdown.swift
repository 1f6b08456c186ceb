@_spi(Bytes) import A11yDocsSupport

/// Notes rewritten for the Markdown mirror under the same policy as the HTML pages: link and
/// image destinations go through `resolve`, script and local-file links are dropped, and raw HTML
/// is sanitised as on the pages (`HTMLSanitizer`: tags on the allow-list written again, the rest
/// visible text), unless the site allows raw HTML. Everything else stays as written.
package enum PortableMarkdown {
    /// One text on its own: what its HTML leaves open is closed at its end.
    package static func rewrite(_ markdown: String, allowRawHTML: Bool, resolve: @escaping (String) -> String) -> String
    {
        var sanitizer = HTMLSanitizer(resolvingLinks: resolve)
        let floor = sanitizer.enter()
        let text = rewrite(
            markdown, document: try? CMarkDocument(parsing: markdown), allowRawHTML: allowRawHTML,
            sanitizer: &sanitizer,
            resolve: resolve)
        return text + close(&sanitizer, from: floor)
    }

    /// `document` is `markdown` parsed; notes were parsed once already, so it is nil only for text
    /// that nests too deep, which stays as written. `sanitizer` is shared by the blocks of one
    /// page, so that a `<details>` in one block holds the blocks up to its end tag, as on the page.
    /// Most blocks hold no link and no HTML: they are looked through in place, and only a block
    /// to change is copied into a tree to write anew.
    package static func rewrite(
        _ markdown: String, document: CMarkDocument?, allowRawHTML: Bool, sanitizer: inout HTMLSanitizer,
        resolve: (String) -> String
    ) -> String {
        guard let document,
            document.blocks.contains(where: {
                $0.containsNode { needsRewrite($0.kind, allowRawHTML: allowRawHTML) }
            })
        else { return markdown }
        return CMark.commonMark(
            document.tree().children.map {
                rewrite($0, allowRawHTML: allowRawHTML, sanitizer: &sanitizer, resolve: resolve)
            })
    }

    /// What the blocks left open (a `<details>` without its end tag), closed after them.
    package static func close(_ sanitizer: inout HTMLSanitizer, from floor: Int) -> String {
        var closers: [UInt8] = []
        sanitizer.leave(floor, into: &closers)
        return closers.isEmpty ? "" : "\n\n" + String(decoding: closers, as: UTF8.self)
    }

    private static func needsRewrite(_ kind: MarkdownNode.Kind, allowRawHTML: Bool) -> Bool {
        switch kind {
        case .link, .image: return true
        case .htmlBlock, .htmlInline: return !allowRawHTML
        default: return false
        }
    }

    private static func rewrite(
        _ node: MarkdownNode, allowRawHTML: Bool, sanitizer: inout HTMLSanitizer,
        resolve: (String) -> String
    ) -> MarkdownNode {
        var copy = node
        switch node.kind {
        case .link, .image:
            copy.url = SafeURL.isDangerous(node.url) && !allowRawHTML ? "" : resolve(node.url)
        case .htmlBlock where !allowRawHTML:
            return block(node.literal.trimmingTrailingNewlines(), sanitizer: &sanitizer)
        case .htmlInline where !allowRawHTML:
            var html: [UInt8] = []
            sanitizer.appendInline(node.literal, to: &html)
            // A kept tag is written again; anything else is text, escaped by the Markdown writer.
            return html.first == Byte.lessThan
                ? MarkdownNode(kind: .htmlInline, literal: String(decoding: html, as: UTF8.self))
                : MarkdownNode(kind: .text, literal: html.isEmpty ? "" : node.literal)
        default:
            break
        }
        guard !copy.children.isEmpty else { return copy }
        let floor = sanitizer.enter()
        copy.children = copy.children.map {
            rewrite($0, allowRawHTML: allowRawHTML, sanitizer: &sanitizer, resolve: resolve)
        }
        var closers: [UInt8] = []
        sanitizer.leave(floor, into: &closers)
        if !closers.isEmpty {
            let holdsInlines = [.paragraph, .heading, .emphasis, .strong, .link, .image].contains(node.kind)
            copy.children.append(
                MarkdownNode(
                    kind: holdsInlines ? .htmlInline : .htmlBlock, literal: String(decoding: closers, as: UTF8.self)))
        }
        return copy
    }

    /// An HTML block that starts with a kept tag stays an HTML block, sanitised: read again, it
    /// starts the same kind of block. Any other is shown as text, each line kept; one that held
    /// only comments is dropped, as on the page.
    private static func block(_ literal: String, sanitizer: inout HTMLSanitizer) -> MarkdownNode {
        let before = sanitizer
        let (html, _) = sanitizer.sanitizeBlock(literal)
        let start = html.drop { $0 == Byte.space }
        if start.first == Byte.lessThan {
            return MarkdownNode(kind: .htmlBlock, literal: String(decoding: html, as: UTF8.self) + "\n")
        }
        if html.allSatisfy({ Byte.isHTMLSpace($0) }) { return MarkdownNode(kind: .htmlBlock, literal: "") }
        // Shown as written, so nothing it opened is open.
        sanitizer = before
        return MarkdownNode(kind: .paragraph, children: lines(of: literal))
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
