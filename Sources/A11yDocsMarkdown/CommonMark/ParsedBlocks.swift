/// Note blocks as written and as parsed, parsed once for both the page and its Markdown mirror.
package struct ParsedBlocks {
    package let texts: [String]
    /// Each block's tree, read in place; nil for a block that nests too deep, which then shows as
    /// text. Notes were parsed when they loaded, so that does not happen in a build.
    package let documents: [CMarkDocument?]

    package init(_ texts: [String]) {
        self.texts = texts
        documents = texts.map { try? CMarkDocument(parsing: $0) }
    }
}
