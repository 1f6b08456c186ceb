import A11yDocsLoading
import A11yDocsMarkdown
import A11yDocsModel
import A11yDocsSupport

/// Builds a guide page's view model: the entry page's frame (breadcrumb, header, "On this page",
/// pager) around the guide's Markdown, rendered as entries' notes are (links resolved, HTML
/// sanitised, code highlighted), its headings anchored and kept in order (`GuideOutline`).
struct GuidePageBuilder {
    var options: SiteOptions
    var links: LinkResolver
    var neighbours = EntryNeighbours()

    /// Ids the page's frame uses (the layout's and the guide template's), which a heading must not take.
    static let reservedIDs = ["main", "status", "site-search-query", "scheme-choice", "toc-heading", "other-details"]

    func view(for guide: Guide) -> GuidePageView {
        let source = LinkResolver.Source(guide)
        let directory = source.pageDirectory
        let root = SitePaths.root(from: directory)
        let body = ParsedBlocks([guide.body])
        var ids = UniqueIDs(reserved: Self.reservedIDs)
        let outline = GuideOutline(body.documents.first.flatMap { $0?.tree() }, ids: &ids)
        let otherDetails = guide.otherDetails.map { ParsedBlocks($0.general) }
        var contents = outline.contents
        if otherDetails != nil { contents.append(ContentsItemView(id: "other-details", text: "Other details")) }
        let pair = neighbours[guide.file]
        let neighbourLink = { (link: EntryNeighbours.Link?) in
            link.map { EntryPageView.Link(name: $0.title, url: options.pageLink(root + $0.directory)) }
        }
        return GuidePageView(
            page: PageContext(
                options: options, root: root, pageTitle: "\(guide.title) — \(options.title)",
                description: guide.description, canonicalURL: SitePaths.url(of: guide, baseURL: options.baseURL),
                mirrorURL: SitePaths.relative(from: directory, to: SitePaths.mirrorFile(of: guide))
            ),
            title: guide.title,
            isDraft: guide.isDraft,
            description: guide.description,
            pageURL: options.pageLink("./"),
            editURL: options.editURLPrefix.map { $0 + guide.file },
            lastUpdated: guide.lastUpdated.map(DateView.init),
            collectionName: EntryPageBuilder.collectionName(guide.collection, options: options),
            collectionURL: options.pageLink(root) + "#" + FolderName.anchor(guide.collection),
            categoryNames: guide.categories.isEmpty
                ? nil : guide.categories.map(FolderName.shown).joined(separator: ", "),
            body: GuidePageView.Text(
                html: html(body, of: source, outline: outline.headings), markdown: markdown(body, of: source)),
            otherDetails: otherDetails.map {
                GuidePageView.Text(html: html($0, of: source, outline: nil), markdown: markdown($0, of: source))
            },
            contents: contents,
            hasContents: !contents.isEmpty,
            previous: neighbourLink(pair?.previous),
            next: neighbourLink(pair?.next),
            hasNeighbours: pair?.previous != nil || pair?.next != nil
        )
    }

    /// Blocks as HTML: headings as the outline places them; without one (the other details), below `h2`.
    private func html(_ blocks: ParsedBlocks, of source: LinkResolver.Source, outline: [GuideOutline.Heading]?)
        -> String
    {
        let links = links
        var renderer = MarkdownHTMLRenderer(
            headingLevel: 3, allowRawHTML: options.allowRawHTML,
            resolveLink: { links.resolve($0, in: source, for: .html) })
        renderer.outline = outline
        return renderer.render(blocks: blocks)
    }

    /// Blocks as portable Markdown, as entries' notes are written in their mirrors: links to
    /// other pages' mirrors, HTML as the pages show it.
    private func markdown(_ blocks: ParsedBlocks, of source: LinkResolver.Source) -> String {
        links.mirrorMarkdown(blocks, of: source, allowRawHTML: options.allowRawHTML)
    }
}
