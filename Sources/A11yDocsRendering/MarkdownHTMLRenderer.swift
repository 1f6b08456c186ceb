import A11yDocsMarkdown
@_spi(Bytes) import A11yDocsSupport

/// Writes note blocks as HTML. The page decides heading levels (a note's own headings sit below the
/// section that holds them), links to other entries are rewritten to their pages, code blocks get
/// a visible language label, and raw HTML is sanitised (`HTMLSanitizer`) unless the site allows it.
package struct MarkdownHTMLRenderer {
    /// Level for headings written inside notes, 2…6.
    package var headingLevel: Int
    /// A guide's headings in document order, each with its level in the page's outline and its
    /// id; nil for notes, whose headings all sit at `headingLevel`.
    var outline: [GuideOutline.Heading]?
    package var allowRawHTML: Bool
    /// Maps a link destination as written to the one the page uses.
    var resolveLink: (String) -> String
    /// What the blocks written so far say about the next code block: the heading it sits under
    /// (names a live example) and a `Don't:` / `Do:` line right before it.
    private let context = Context()

    private final class Context {
        var heading = ""
        /// How many of the outline's headings are written.
        var headingsWritten = 0
        var lead: CodeBlockHTML.Verdict?
        /// Raw HTML's open elements, balanced per block.
        var sanitizer = HTMLSanitizer(url: { _ in nil })
        /// Live examples named after each heading so far: a second one under the same heading is
        /// "Demo (2)", so that every frame on the page has a name of its own.
        var examplesNamed: [String: Int] = [:]

        /// The name for a live example under the current heading.
        func exampleTitle() -> String {
            let count = examplesNamed[heading, default: 0] + 1
            examplesNamed[heading] = count
            guard count > 1 else { return heading }
            return heading.isEmpty ? "\(count)" : "\(heading) (\(count))"
        }
    }

    package init(headingLevel: Int, allowRawHTML: Bool, resolveLink: @escaping (String) -> String) {
        self.headingLevel = headingLevel
        self.allowRawHTML = allowRawHTML
        self.resolveLink = resolveLink
        context.sanitizer = HTMLSanitizer(resolvingLinks: resolveLink)
    }

    /// Blocks in order, so that a heading or a `Don't:` line in one block applies to a code block in
    /// the next. Written as UTF-8 bytes, text escaped straight into them: a page's notes are
    /// thousands of small pieces, and joining them as strings copied each one several times.
    package func render(blocks: ParsedBlocks) -> String {
        var html: [UInt8] = []
        // About as long as the Markdown and its tags: grown from empty, it was copied at each doubling.
        html.reserveCapacity(blocks.texts.reduce(64) { $0 + $1.utf8.count } * 5 / 4)
        // A `<details>` opened in one block may hold the blocks after it, up to its end tag.
        let floor = context.sanitizer.enter()
        for (markdown, document) in zip(blocks.texts, blocks.documents) {
            // A block that nests too deep has no tree, and shows as text.
            guard let document else {
                html += "<p>".utf8
                HTMLEscaping.append(markdown, to: &html)
                html += "</p>\n".utf8
                continue
            }
            for block in document.blocks { write(block, into: &html) }
        }
        context.sanitizer.leave(floor, into: &html)
        return String(decoding: html, as: UTF8.self)
    }

    /// One block of Markdown, parsed here.
    package func render(_ markdown: String) -> String {
        render(blocks: ParsedBlocks([markdown]))
    }

    private func write(_ node: CMarkNode, into html: inout [UInt8], tight: Bool = false) {
        switch node.kind {
        case .document, .customBlock, .customInline:
            children(of: node, into: &html)
        case .paragraph:
            // Only a paragraph right before a code block leads into it; most start otherwise.
            // Its first letter read where cmark keeps it: a string of each paragraph's first text
            // was made only to look at that letter.
            let first = node.firstChild
            let mayLead =
                first?.kind == .text
                && first?.withLiteral({ $0.first == UInt8(ascii: "D") || $0.first == UInt8(ascii: "d") }) == true
            context.lead = mayLead ? CodeBlockHTML.Verdict.lead(node.plainText) : nil
            if let image = Self.titledImage(alone: node) {
                figure(image, into: &html)
            } else if tight {
                children(of: node, into: &html)
            } else {
                html += "<p>".utf8
                children(of: node, into: &html)
                html += "</p>\n".utf8
            }
        case .heading:
            context.heading = node.plainText.trimmed()
            context.lead = nil
            let anchor = outline.flatMap {
                $0.indices.contains(context.headingsWritten) ? $0[context.headingsWritten] : nil
            }
            context.headingsWritten += 1
            let level = UInt8(ascii: "0") + UInt8(min(max(anchor?.level ?? headingLevel, 2), 6))
            html += [Byte.lessThan, UInt8(ascii: "h"), level]
            if let anchor {
                html += " id=\"".utf8
                HTMLEscaping.append(anchor.id, to: &html)
                html.append(Byte.quote)
            }
            html.append(Byte.greaterThan)
            children(of: node, into: &html)
            html += [Byte.lessThan, Byte.slash, UInt8(ascii: "h"), level, Byte.greaterThan, Byte.newline]
        case .blockQuote:
            context.lead = nil
            html += "<blockquote>\n".utf8
            children(of: node, into: &html)
            html += "</blockquote>\n".utf8
        case .list:
            context.lead = nil
            let tag = node.isOrderedList ? "ol" : "ul"
            html += "<\(tag)".utf8
            if node.children.contains(where: { $0.kind == .taskItem }) { html += " class=\"task-list\"".utf8 }
            if node.isOrderedList && node.listStart != 1 { html += " start=\"\(node.listStart)\"".utf8 }
            html += ">\n".utf8
            for item in node.children { write(item, into: &html, tight: node.isTightList) }
            html += "</\(tag)>\n".utf8
        case .item:
            html += "<li>".utf8
            itemContents(of: node, into: &html, tight: tight)
            html += "</li>\n".utf8
        case .taskItem:
            // The state is said in words, not by a checkbox that cannot be used: a disabled control
            // is skipped by some screen readers and reads as something to do.
            html += (node.isChecked ? "<li class=\"task task-done\">" : "<li class=\"task task-to-do\">").utf8
            itemContents(
                of: node, into: &html, tight: tight,
                lead: node.isChecked
                    ? "<span class=\"task-state\">Done:</span> " : "<span class=\"task-state\">To do:</span> ")
            html += "</li>\n".utf8
        case .table:
            context.lead = nil
            table(node, into: &html)
        case .tableRow, .tableCell:
            // Written with their table, which knows the columns' alignment.
            children(of: node, into: &html)
        case .strikethrough:
            html += "<del>".utf8
            children(of: node, into: &html)
            html += "</del>".utf8
        case .codeBlock:
            let fence = CodeBlockHTML.Fence(info: node.fenceInfo)
            html +=
                CodeBlockHTML.render(
                    code: node.literal, fence: fence, lead: context.lead,
                    exampleTitle: fence.isExample ? context.exampleTitle() : context.heading,
                    allowsScripts: allowRawHTML
                ).utf8
            context.lead = nil
        case .thematicBreak:
            context.lead = nil
            html += "<hr>\n".utf8
        case .htmlBlock:
            context.lead = nil
            if allowRawHTML {
                html += node.literal.utf8
            } else {
                context.sanitizer.appendBlock(node.literal.trimmingTrailingNewlines(), to: &html)
            }
        case .htmlInline:
            if allowRawHTML {
                html += node.literal.utf8
            } else {
                context.sanitizer.appendInline(node.literal, to: &html)
            }
        case .text:
            node.withLiteral { HTMLEscaping.append($0, to: &html) }
        case .softBreak:
            html.append(Byte.newline)
        case .lineBreak:
            html += "<br>\n".utf8
        case .code:
            html += "<code>".utf8
            node.withLiteral { HTMLEscaping.append($0, to: &html) }
            html += "</code>".utf8
        case .emphasis:
            html += "<em>".utf8
            children(of: node, into: &html)
            html += "</em>".utf8
        case .strong:
            html += "<strong>".utf8
            children(of: node, into: &html)
            html += "</strong>".utf8
        case .link:
            html += "<a href=\"".utf8
            href(node.url, into: &html)
            html.append(Byte.quote)
            title(node.title, into: &html)
            html.append(Byte.greaterThan)
            children(of: node, into: &html)
            html += "</a>".utf8
        case .image:
            image(node, titled: true, into: &html)
        }
    }

    private func image(_ node: CMarkNode, titled: Bool, into html: inout [UInt8]) {
        html += "<img src=\"".utf8
        href(node.url, into: &html)
        html += "\" alt=\"".utf8
        HTMLEscaping.append(node.plainText, to: &html)
        html.append(Byte.quote)
        if titled { title(node.title, into: &html) }
        html.append(Byte.greaterThan)
    }

    /// The image a paragraph holds alone, when it has a title: `![alt](src "Caption")`.
    private static func titledImage(alone paragraph: CMarkNode) -> CMarkNode? {
        // The one child, without counting a long paragraph's children.
        let children = paragraph.children
        guard let only = children.first, children.index(after: children.startIndex) == children.endIndex,
            only.kind == .image,
            !only.title.trimmed().isEmpty
        else { return nil }
        return only
    }

    /// A titled image on its own is a figure: the title becomes a caption everyone sees, where a
    /// `title` attribute shows only to a mouse and is read twice by some screen readers.
    private func figure(_ node: CMarkNode, into html: inout [UInt8]) {
        html += "<figure class=\"image\">".utf8
        image(node, titled: false, into: &html)
        html += "<figcaption>".utf8
        HTMLEscaping.append(node.title, to: &html)
        html += "</figcaption></figure>\n".utf8
    }

    /// An item's blocks; `lead` opens its first paragraph (or stands before its first block).
    /// Raw HTML elements it opens are closed before the item ends.
    private func itemContents(of node: CMarkNode, into html: inout [UInt8], tight: Bool, lead: String = "") {
        let floor = context.sanitizer.enter()
        defer { context.sanitizer.leave(floor, into: &html) }
        for (index, child) in node.children.enumerated() {
            if index > 0, tight, child.kind != .paragraph { html.append(Byte.newline) }
            if index == 0, !lead.isEmpty, child.kind == .paragraph, !tight {
                html += "<p>".utf8
                html += lead.utf8
                children(of: child, into: &html)
                html += "</p>\n".utf8
                continue
            }
            if index == 0 { html += lead.utf8 }
            write(child, into: &html, tight: tight)
        }
        if node.children.isEmpty { html += lead.utf8 }
    }

    /// A pipe table in the theme's scroll region (a tab stop only while it scrolls), the header row
    /// in `thead` with column headers, alignment as classes: the site allows no inline style.
    private func table(_ node: CMarkNode, into html: inout [UInt8]) {
        let label = Self.scrollLabel(of: node, heading: context.heading)
        html += "<div class=\"table-scroll\" data-scroll-label=\"".utf8
        HTMLEscaping.append(label, to: &html)
        html += "\">\n<table class=\"notes-table\">\n".utf8
        let header = node.children.filter(\.isHeaderRow), body = node.children.filter { !$0.isHeaderRow }
        for (rows, group) in [(header, "thead"), (body, "tbody")] where !rows.isEmpty {
            html += "<\(group)>\n".utf8
            for row in rows {
                html += "<tr>".utf8
                for (column, content) in row.children.enumerated() {
                    // An empty header cell (above row labels) heads nothing: a header without a name
                    // is one more thing a screen reader announces for every cell below it.
                    let isHeader = row.isHeaderRow && !content.children.isEmpty
                    html += (isHeader ? "<th scope=\"col\"" : "<td").utf8
                    switch column < node.columnAlignments.count ? node.columnAlignments[column] : .none {
                    case .none: break
                    case .left: html += " class=\"align-left\"".utf8
                    case .center: html += " class=\"align-center\"".utf8
                    case .right: html += " class=\"align-right\"".utf8
                    }
                    html.append(Byte.greaterThan)
                    children(of: content, into: &html)
                    html += (isHeader ? "</th>" : "</td>").utf8
                }
                html += "</tr>\n".utf8
            }
            html += "</\(group)>\n".utf8
        }
        html += "</table>\n</div>\n".utf8
    }

    /// What the scroll region is called once it scrolls: its columns, which tell two tables of a
    /// page apart (regions with one name are indistinguishable), else the heading above it.
    static func scrollLabel(of table: CMarkNode, heading: String) -> String {
        let header = table.children.first { $0.isHeaderRow }
        let columns = (header.map { Array($0.children) } ?? []).map { $0.plainText.trimmed() }.filter { !$0.isEmpty }
        if columns.isEmpty { return heading.isEmpty ? "Table" : "Table: \(heading)" }
        let named = columns.prefix(3).joined(separator: ", ")
        return "Table: " + (columns.count > 3 ? "\(named) and \(columns.count - 3) more columns" : named)
    }

    /// A node's children as one block of raw HTML: elements they open are closed before the node's
    /// own end tag.
    private func children(of node: CMarkNode, into html: inout [UInt8]) {
        let floor = context.sanitizer.enter()
        // Stepped through in place: iterating `children` from this module went through the
        // collection's conformance at every step.
        var child = node.firstChild
        while let current = child {
            write(current, into: &html)
            child = current.nextSibling
        }
        context.sanitizer.leave(floor, into: &html)
    }

    private func title(_ title: String, into html: inout [UInt8]) {
        guard !title.isEmpty else { return }
        html += " title=\"".utf8
        HTMLEscaping.append(title, to: &html)
        html.append(Byte.quote)
    }

    /// An attribute value: script and local-file addresses are dropped unless raw HTML is allowed
    /// (as in cmark's safe mode), and the rest is percent-encoded and escaped.
    private func href(_ url: String, into html: inout [UInt8]) {
        if SafeURL.isDangerous(url) && !allowRawHTML { return }
        HTMLEscaping.append(SafeURL.percentEncoded(resolveLink(url)), to: &html)
    }
}
