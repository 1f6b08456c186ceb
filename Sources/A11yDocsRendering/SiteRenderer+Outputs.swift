import A11yDocsCriteria
import A11yDocsLoading
import A11yDocsModel
import A11yDocsSearch
import A11yDocsSupport

/// What each kind of output renders: one switch over `SiteOutput`, which the compiler holds to
/// every case, and each output written at its planned path. The renderers make contents; none of
/// them knows where its file goes.
extension SiteRenderer {
    typealias Job = @Sendable () throws -> Void

    /// The work `items` ask for: a job per site-wide file, and each entry's (and guide's) paths,
    /// which `entryFiles` (`guideFiles`) renders from one view. The index's two forms share one
    /// view and one job, in the place of the first of them; the copies share the last job.
    /// `linksNeighbours` says whether an entry or guide page is among them (it links to the
    /// previous and next ones). Guides are listed on the front page, searched and in the sitemap,
    /// and in no export.
    func jobs(
        for items: [PlannedOutput], entries: [Entry], guides: [Guide] = [], contentDirectory: String,
        staticDirectory: String?, fragments: [String: [UInt8]],
        write: @escaping @Sendable (OutputFile) throws -> Void
    ) -> (
        siteWide: [Job], entries: [String: EntryOutputPaths], guides: [String: EntryOutputPaths],
        linksNeighbours: Bool
    ) {
        var jobs: [Job] = [], paths: [String: EntryOutputPaths] = [:], copies: [OutputFile] = []
        var guidePaths: [String: EntryOutputPaths] = [:]
        var linksNeighbours = false
        // Made when the first old address asks for its entry: most sites have none.
        var entriesByFile: [String: Entry]?
        var index: (html: String?, markdown: String?, job: Int?) = (nil, nil, nil)
        // The CSV layouts and entries.json share one job, in the place of the first: their cases
        // are made once.
        var testCaseFiles: (formats: [TestCaseFormat], paths: [String], entriesJSON: String?, job: Int?) = (
            [], [], nil, nil
        )
        func add(_ item: PlannedOutput, _ contents: @escaping @Sendable () throws -> OutputFile.Contents) {
            let path = item.path
            jobs.append { try write(OutputFile(path: path, contents: contents())) }
        }
        // A place in the jobs for outputs made together, filled once the loop has found them all.
        func hold(_ job: inout Int?) {
            if job == nil {
                job = jobs.count
                jobs.append {}
            }
        }
        for item in items {
            switch item.output {
            case .page(let file):
                paths[file, default: .init()].page = item.path
                linksNeighbours = true
            case .mirror(let file): paths[file, default: .init()].mirror = item.path
            case .feature(let file): paths[file, default: .init()].feature = item.path
            case .criteriaText(let file): paths[file, default: .init()].criteriaText = item.path
            case .criteriaData(let file): paths[file, default: .init()].criteriaData = item.path
            case .redirect(let file, let alias):
                if entriesByFile == nil {
                    entriesByFile = Dictionary(entries.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
                }
                if let entry = entriesByFile?[file] {
                    add(item) { .text(RedirectPage(alias: alias, entry: entry, options: options).html) }
                }
            case .index:
                index.html = item.path
                hold(&index.job)
            case .indexMirror:
                index.markdown = item.path
                hold(&index.job)
            case .criteriaBuilder: add(item) { criteriaPage(entries) }
            case .coveragePage: add(item) { coveragePage(entries) }
            case .searchPage: add(item) { try searchPage(entries, guides: guides) }
            case .searchIndex: add(item) { .parts(search(entries, guides: guides).parts()) }
            case .notFound: add(item) { .text(try templates.render(notFoundView(), with: SitePage.notFound.template)) }
            case .entriesJSON:
                testCaseFiles.entriesJSON = item.path
                hold(&testCaseFiles.job)
            case .schema: add(item) { .text(EntriesSchema.json) }
            case .testCases(let format):
                testCaseFiles.formats.append(format)
                testCaseFiles.paths.append(item.path)
                hold(&testCaseFiles.job)
            case .sitemap: add(item) { .text(Sitemap.xml(for: entries, guides: guides, baseURL: options.baseURL)) }
            case .themeAsset(let path):
                if let asset = theme.asset(path) { copies.append(OutputFile(path: item.path, contents: asset)) }
            case .contentFile(let path):
                copies.append(
                    OutputFile(path: item.path, contents: .copy(from: ContentTree.join(contentDirectory, path))))
            case .staticFile(let path):
                if let staticDirectory {
                    copies.append(
                        OutputFile(path: item.path, contents: .copy(from: ContentTree.join(staticDirectory, path))))
                }
            case .guidePage(let file):
                guidePaths[file, default: .init()].page = item.path
                linksNeighbours = true
            case .guideMirror(let file): guidePaths[file, default: .init()].mirror = item.path
            }
        }
        if let job = index.job {
            let (html, markdown) = (index.html, index.markdown)
            jobs[job] = { try indexPages(entries, guides: guides, html: html, markdown: markdown).forEach(write) }
        }
        if let job = testCaseFiles.job {
            let (formats, paths, json) = (testCaseFiles.formats, testCaseFiles.paths, testCaseFiles.entriesJSON)
            jobs[job] = {
                try testCases(
                    entries, formats: formats, paths: paths, entriesJSON: json, fragments: fragments, write: write)
            }
        }
        if !copies.isEmpty {
            let copied = copies
            jobs.append { try copied.forEach(write) }
        }
        return (jobs, paths, guidePaths, linksNeighbours)
    }

    /// The index and its mirror, at the paths given, from one view.
    func indexPages(_ entries: [Entry], guides: [Guide] = [], html: String?, markdown: String?) -> [OutputFile] {
        let index = IndexPageBuilder(options: options).view(for: entries, guides: guides)
        var files: [OutputFile] = []
        // Written as they render: a large library's front page runs to megabytes.
        if let html {
            files.append(
                OutputFile(path: html, contents: .parts(templates.renderParts(index, with: SitePage.index.template))))
        }
        if let markdown {
            files.append(
                OutputFile(
                    path: markdown, contents: .parts(templates.renderParts(index, with: SitePage.indexMirror.template)))
            )
        }
        return files
    }

    /// Written as it renders: a large library's builder page lists every entry as a checkbox. Each
    /// entry's criteria are its own script (`criteriaData`), loaded when the entry is chosen.
    func criteriaPage(_ entries: [Entry]) -> OutputFile.Contents {
        let data = CriteriaBuilderJSON.page(entries)
        let view = CriteriaPageBuilder(options: options).view(for: entries, data: TextParts { try $0(data) })
        return .parts(templates.renderParts(view, with: SitePage.criteria.template))
    }

    package func coveragePage(_ entries: [Entry]) -> OutputFile.Contents {
        let view = CoveragePageBuilder(options: options).view(for: entries)
        return .parts(templates.renderParts(view, with: SitePage.coverage.template))
    }

    package func searchPage(_ entries: [Entry], guides: [Guide] = []) throws -> OutputFile.Contents {
        let view = SearchPageBuilder(options: options).view(for: entries, guides: guides)
        return .bytes(try templates.renderBytes(view, with: SitePage.search.template))
    }

    /// The site's search over `entries` and `guides`, as the search page answers it.
    package func search(_ entries: [Entry], guides: [Guide] = []) -> SearchIndex {
        let options = options
        let name = { EntryPageBuilder.collectionName($0, options: options) }
        return SearchIndex(
            entries, guides: guides,
            document: {
                SearchDocument(
                    entry: $0, url: options.pageLink(SitePaths.pageDirectory(of: $0)),
                    collectionName: name($0.collection))
            },
            guideDocument: {
                SearchDocument(
                    guide: $0, url: options.pageLink(SitePaths.pageDirectory(of: $0)),
                    collectionName: name($0.collection))
            })
    }

    /// Every entry's test cases as a CSV file of each format, at its path, and at `entriesJSON` the
    /// whole model as JSON (`fragments` are entries already encoded, by file), all in library order
    /// and in one pass over the entries, each file written as it is made.
    func testCases(
        _ entries: [Entry], formats: [TestCaseFormat], paths: [String], entriesJSON: String?,
        fragments: [String: [UInt8]], write: @escaping @Sendable (OutputFile) throws -> Void
    ) throws {
        let shared = TestCaseCSV.shared(
            for: entries, order: CriteriaBuilder.sortedIndices(entries), formats: formats,
            keptRecords: entriesJSON.map { _ in fragments }, options: options)
        try shared.write(
            with: (paths + (entriesJSON.map { [$0] } ?? [])).map { path in
                { try write(OutputFile(path: path, contents: .parts($0))) }
            })
    }

    /// The 404 page is served at any missing address, so its links start from the base URL.
    private func notFoundView() -> IndexPageView {
        var view = IndexPageBuilder(options: options).view(for: [])
        view.page.move(to: options.baseURL, options: options)
        // Served at any missing address under any sub-path: the stylesheet comes with the page.
        // Foundation's replacing reads the whole stylesheet slowly; most have no `<` at all.
        view.page.inlineStyles = ((try? theme.text(of: SitePage.inlinedStylesheet)) ?? nil).map {
            $0.utf8.contains(UInt8(ascii: "<")) ? $0.replacingOccurrences(of: "</", with: "<\\/") : $0
        }
        view.page.pageTitle = "Page not found — \(options.title)"
        view.page.mirrorURL = nil
        view.heading = "Page not found"
        return view
    }
}
