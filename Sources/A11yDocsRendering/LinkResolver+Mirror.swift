import A11yDocsLoading
import A11yDocsMarkdown

extension LinkResolver {
    /// Blocks of an entry's notes or a guide as its Markdown mirror writes them: links to other
    /// pages' mirrors, HTML as the pages show it, open elements closed at the end.
    func mirrorMarkdown(_ blocks: ParsedBlocks, of source: Source, allowRawHTML: Bool) -> String {
        // Only what the closure needs is captured, not the resolver's caller.
        let links = self
        let resolve = { links.resolve($0, in: source, for: .markdown) }
        var sanitizer = HTMLSanitizer(resolvingLinks: resolve)
        let floor = sanitizer.enter()
        return zip(blocks.texts, blocks.documents).map { text, document in
            PortableMarkdown.rewrite(
                text, document: document, allowRawHTML: allowRawHTML, sanitizer: &sanitizer, resolve: resolve)
        }.joined(separator: "\n\n") + PortableMarkdown.close(&sanitizer, from: floor)
    }
}
