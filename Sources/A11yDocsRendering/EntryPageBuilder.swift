import A11yDocsLoading
import A11yDocsMarkdown
import A11yDocsModel
import A11yDocsSupport

/// Builds an entry page's view model from the typed entry.
package struct EntryPageBuilder {
    package var options: SiteOptions
    package var links: LinkResolver
    package var neighbours = EntryNeighbours()

    package init(options: SiteOptions, links: LinkResolver) {
        self.options = options
        self.links = links
    }

    func view(for entry: Entry, criteria texts: CriteriaTexts) -> EntryPageView {
        let source = LinkResolver.Source(entry)
        let directory = source.pageDirectory
        let root = SitePaths.root(from: directory)
        let howToTest = "How to test \(entry.phrase)"
        let tables = entry.testSteps.map(ExpectationTableView.init)
        let criteria = CriteriaPanelView.panels(for: entry, texts: texts)
        var ids = UniqueIDs(
            reserved: ["main", "how-to-test", "tested", "videos", "criteria", "notes", "status"] + tables.map(\.id)
                + criteria.map(\.id))
        // Only a technology's latest record is judged: an older one was replaced, not let lapse.
        let latest = Set(entry.tested.latestByTechnology)
        let tested = entry.tested.latestFirst.map {
            TestRecordView($0, evidence: options.evidence, isLatest: latest.contains($0))
        }
        let roots = (page: root, mirror: SitePaths.root(from: SitePaths.collectionDirectory(of: entry)))
        let videos = entry.videos.map { VideoView($0, id: ids.make("video-" + $0.name), roots: roots) }
        let general = entry.generalNotes.filter { !$0.isEmpty || !$0.title.isEmpty }
            .map { section(for: $0, of: source, prefix: "notes", level: 3, ids: &ids) }
        let platforms = entry.platforms.map { notes in
            PlatformView(
                id: ids.make(notes.platform.rawValue),
                name: notes.platform.displayName,
                heading: "\(notes.platform.displayName) developer notes",
                sections: notes.sections.map {
                    section(for: $0, of: source, prefix: notes.platform.rawValue, level: 3, ids: &ids)
                }
            )
        }
        let neighbours = neighbours[entry.file]
        let neighbourLink = { (link: EntryNeighbours.Link?) in
            link.map { EntryPageView.Link(name: $0.title, url: options.pageLink(root + $0.directory)) }
        }
        return EntryPageView(
            page: PageContext(
                options: options, root: root,
                pageTitle: "\(entry.title) — \(options.title)",
                description: entry.description,
                canonicalURL: SitePaths.url(of: entry, baseURL: options.baseURL),
                mirrorURL: SitePaths.relative(from: directory, to: SitePaths.mirrorFile(of: entry))
            ),
            title: entry.title,
            isDraft: entry.isDraft,
            description: entry.description,
            pageURL: options.pageLink("./"),
            editURL: options.editURLPrefix.map { $0 + entry.file },
            lastUpdated: entry.lastUpdated.map(DateView.init),
            collectionName: Self.collectionName(entry.collection, options: options),
            collectionURL: options.pageLink(root) + "#" + FolderName.anchor(entry.collection),
            categories: entry.categories.map {
                .init(
                    name: FolderName.shown($0),
                    url: options.pageLink(root) + "#" + FolderName.anchor(entry.collection + "-" + $0))
            },
            categoryNames: entry.categories.map(FolderName.shown).joined(separator: ", "),
            howToTestHeading: howToTest,
            tables: tables,
            hasTables: !tables.isEmpty,
            criteria: criteria,
            tested: tested,
            hasTested: !tested.isEmpty,
            staleAfter: options.evidence.staleAfter.description,
            videos: videos,
            hasVideos: !videos.isEmpty,
            featureURL: SitePaths.relative(from: directory, to: SitePaths.featureFile(of: entry)),
            textURL: SitePaths.relative(from: directory, to: SitePaths.criteriaTextFile(of: entry)),
            generalNotes: general,
            hasGeneralNotes: !general.isEmpty,
            platforms: platforms,
            frameworksCovered: entry.coveredFrameworks.isEmpty
                ? nil : entry.coveredFrameworks.map(\.displayName).joined(separator: ", "),
            contents: Self.contents(
                howToTest: howToTest, tables: tables, hasTested: !tested.isEmpty, videos: videos, criteria: criteria,
                general: general,
                platforms: platforms),
            neighbourCategory: neighbours?.category,
            previous: neighbourLink(neighbours?.previous),
            next: neighbourLink(neighbours?.next),
            hasNeighbours: neighbours?.previous != nil || neighbours?.next != nil
        )
    }

    /// The page's sections in the order they appear: each with its tables, views or titled notes.
    private static func contents(
        howToTest: String, tables: [ExpectationTableView], hasTested: Bool, videos: [VideoView],
        criteria: [CriteriaPanelView],
        general: [NotesSectionView], platforms: [PlatformView]
    ) -> [ContentsItemView] {
        var items: [ContentsItemView] = []
        if !tables.isEmpty {
            items.append(
                .init(id: "how-to-test", text: howToTest, children: tables.map { .init(id: $0.id, text: $0.heading) }))
        }
        if hasTested { items.append(.init(id: "tested", text: "Tested with")) }
        if !videos.isEmpty {
            items.append(.init(id: "videos", text: "Videos", children: videos.map { .init(id: $0.id, text: $0.name) }))
        }
        items.append(
            .init(
                id: "criteria", text: "Acceptance criteria",
                children: criteria.map { .init(id: $0.id, text: $0.heading) }))
        let titled = { (sections: [NotesSectionView]) in
            sections.filter(\.hasTitle).map { ContentsItemView.Child(id: $0.id, text: $0.title) }
        }
        if !general.isEmpty { items.append(.init(id: "notes", text: "Notes", children: titled(general))) }
        items += platforms.map { .init(id: $0.id, text: $0.heading, children: titled($0.sections)) }
        return items
    }

    /// A section's view; `level` is the heading level of its title, notes' own headings go below.
    private func section(
        for section: NoteSection, of source: LinkResolver.Source, prefix: String, level: Int, ids: inout UniqueIDs
    ) -> NotesSectionView {
        let id = ids.make(prefix + "-" + (section.title.isEmpty ? "intro" : section.title))
        let hasTitle = !section.title.isEmpty
        let frameworkLevel = hasTitle ? level + 1 : level
        let frameworks = section.frameworks.map { notes in
            let blocks = ParsedBlocks(notes.blocks)
            return NotesSectionView.FrameworkView(
                id: ids.make(id + "-" + notes.framework.rawValue),
                name: notes.framework.displayName,
                frameworkKey: notes.framework.rawValue,
                html: html(blocks, of: source, headingLevel: frameworkLevel + 1),
                markdown: markdown(blocks, of: source)
            )
        }
        let general = ParsedBlocks(section.general)
        return NotesSectionView(
            id: id, title: section.title, hasTitle: hasTitle,
            html: html(general, of: source, headingLevel: frameworkLevel),
            markdown: section.general.isEmpty ? nil : markdown(general, of: source),
            frameworks: frameworks, hasFrameworks: !frameworks.isEmpty, frameworkHeadingLevel: frameworkLevel,
            frameworkHeadingMarks: String(repeating: "#", count: frameworkLevel)
        )
    }

    private func html(_ blocks: ParsedBlocks, of source: LinkResolver.Source, headingLevel: Int) -> String {
        let links = links
        let renderer = MarkdownHTMLRenderer(
            headingLevel: headingLevel, allowRawHTML: options.allowRawHTML,
            resolveLink: { links.resolve($0, in: source, for: .html) }
        )
        return renderer.render(blocks: blocks)
    }

    private func markdown(_ blocks: ParsedBlocks, of source: LinkResolver.Source) -> String {
        links.mirrorMarkdown(blocks, of: source, allowRawHTML: options.allowRawHTML)
    }

    /// The collection's name from the config, else its folder's name written out.
    package static func collectionName(_ folder: String, options: SiteOptions) -> String {
        options.collection(folder)?.name ?? FolderName.shown(folder)
    }
}
