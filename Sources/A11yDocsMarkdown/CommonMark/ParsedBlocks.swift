/// Note blocks as written and as parsed, parsed once for both the page and its Markdown mirror.
package struct ParsedBlocks {
    package let texts: [String]
    /// Each block's tree; nil for a block that nests too deep, which then shows as text. Notes
    /// were parsed when they loaded, so that does not happen in a build.
    package let documents: [MarkdownNode?]

    package init(_ texts: [String]) {
        self.texts = texts
        documents = texts.map { try? CMark.parse($0) }
    }
}
