import A11yDocsSupport
import A11yDocsModel
import A11yDocsMarkdown
import A11yDocsLoading
import A11yDocsCriteria
import A11yDocsSearch

/// Renders a site's files from loaded entries and templates: the items of a `SiteManifest`, each
/// handed to a writer as soon as it is rendered.
public struct SiteRenderer: Sendable {
    public var options: SiteOptions
    package var templates: TemplateSet

    /// The default theme with the site's templates folder (when it has one) over it; throws a
    /// `BuildError` naming every template problem.
    public init(templatesDirectory: String?, options: SiteOptions) throws {
        try self.init(theme: Theme.load(overrides: templatesDirectory), options: options)
    }

    package init(theme: Theme, options: SiteOptions) throws {
        self.options = options
        self.templates = try TemplateSet.load(from: theme)
    }

    package var theme: Theme { templates.theme }

    /// Renders `items` of a site whose entries are `entries` (in file order) and hands each file to
    /// `write`, from any thread. Entries render in parallel with the site-wide pages, so no core
    /// waits while another renders a large page alone; what is written does not depend on the
    /// order. `fragments` are entries' `entries.json` records already encoded, by file.
    /// `entriesByFile` is the same entries by file, when the caller keeps them so; every entry of
    /// the site, which entry pages link to. `neighbours` are the entries' previous and next
    /// entries, when the caller keeps them.
    package func render(_ items: [PlannedOutput], entries: [Entry], entriesByFile: [String: Entry]? = nil, contentDirectory: String, staticDirectory: String? = nil,
                        fragments: [String: [UInt8]] = [:], neighbours: EntryNeighbours? = nil, concurrently: Bool = true,
                        write: @escaping @Sendable (OutputFile) throws -> Void) throws {
        let byFile = entriesByFile ?? Dictionary(entries.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        var pageBuilder = EntryPageBuilder(options: options, links: LinkResolver(entriesByFile: byFile, links: options.links))
        var entryItems: [String: [PlannedOutput]] = [:]
        var siteItems: [PlannedOutput] = []
        for item in items {
            if let file = item.output.entryFile { entryItems[file, default: []].append(item) } else { siteItems.append(item) }
        }
        if items.contains(where: \.output.isEntryPage) {
            pageBuilder.neighbours = neighbours ?? EntryNeighbours(Array(byFile.values))
        }
        let builder = pageBuilder
        var jobs: [@Sendable () throws -> Void] = []
        let wanted = Set(siteItems.map(\.output))
        if !wanted.isDisjoint(with: [.index, .indexMirror]) {
            jobs.append { [self] in try indexPages(entries, html: wanted.contains(.index), markdown: wanted.contains(.indexMirror)).forEach(write) }
        }
        if wanted.contains(.entriesJSON) { jobs.append { [self] in try write(entriesJSON(entries, fragments: fragments)) } }
        if wanted.contains(.searchIndex) { jobs.append { [self] in try write(searchIndex(entries)) } }
        for format in TestCaseFormat.allCases where wanted.contains(.testCases(format)) {
            jobs.append { [self] in try write(testCases(entries, format: format)) }
        }
        if wanted.contains(.criteriaBuilder) { jobs.append { [self] in try write(criteriaPage(entries)) } }
        if wanted.contains(.coveragePage) { jobs.append { [self] in try write(coveragePage(entries)) } }
        if wanted.contains(.searchPage) { jobs.append { [self] in try write(searchPage(entries)) } }
        if wanted.contains(.notFound) { jobs.append { [self] in try write(try notFoundPage()) } }
        if wanted.contains(.sitemap) { jobs.append { [self] in try write(sitemap(entries)) } }
        if wanted.contains(.schema) { jobs.append { try write(OutputFile(path: SitePaths.schemaFile, contents: .text(EntriesSchema.json))) } }
        let copies = copiedFiles(siteItems, contentDirectory: contentDirectory, staticDirectory: staticDirectory)
        if !copies.isEmpty { jobs.append { try copies.forEach(write) } }
        // The entries' jobs are their positions after the site-wide ones: a closure and a set of
        // outputs made ahead for each entry of a large library were megabytes at the build's peak.
        let siteJobs = jobs, entriesItems = entryItems
        let run = { @Sendable [self] (job: Int) -> Error? in
            do {
                guard job >= siteJobs.count else { try siteJobs[job](); return nil }
                let entry = entries[job - siteJobs.count]
                let outputs = entriesItems[entry.file] ?? []
                guard !outputs.isEmpty else { return nil }
                let texts = CriteriaTexts(for: entry, baseURL: options.baseURL)
                try entryFiles(entry, outputs: outputs, texts: texts, builder: builder).forEach(write)
            } catch {
                return error
            }
            return nil
        }
        let positions = Array(0..<(siteJobs.count + entries.count))
        let failures = concurrently ? positions.concurrentMap(run) : positions.map(run)
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// Theme assets (built-in ones as text, the site's copied), the content folder's own files and
    /// the static folder's.
    private func copiedFiles(_ items: [PlannedOutput], contentDirectory: String, staticDirectory: String?) -> [OutputFile] {
        items.compactMap { item in
            switch item.output {
            case .themeAsset(let path):
                return theme.asset(path)
            case .contentFile(let path):
                return OutputFile(path: path, contents: .copy(from: ContentTree.join(contentDirectory, path)))
            case .staticFile(let path):
                return staticDirectory.map { OutputFile(path: path, contents: .copy(from: ContentTree.join($0, path))) }
            default:
                return nil
            }
        }
    }

    /// An entry's page, mirror and criteria files, as many as planned, each at its planned path
    /// (the paths the plan and the output's listing already hold); the criteria texts are made
    /// once for the page's panels and the files.
    package func entryFiles(_ entry: Entry, outputs: [PlannedOutput], texts: CriteriaTexts, builder: EntryPageBuilder) throws -> [OutputFile] {
        func path(_ output: SiteOutput) -> String? { outputs.first { $0.output == output }?.path }
        let html = path(.page(entry.file)), markdown = path(.mirror(entry.file))
        var files: [OutputFile] = []
        if html != nil || markdown != nil {
            let view = builder.view(for: entry, criteria: texts)
            if let html { files.append(OutputFile(path: html, contents: .bytes(try templates.renderBytes(view, with: SitePage.entry.template)))) }
            if let markdown { files.append(OutputFile(path: markdown, contents: .bytes(try templates.renderBytes(view, with: SitePage.entryMirror.template)))) }
        }
        if let feature = path(.feature(entry.file)) { files.append(OutputFile(path: feature, contents: .text(texts.gherkin))) }
        if let text = path(.criteriaText(entry.file)) { files.append(OutputFile(path: text, contents: .text(texts.condensed))) }
        if let script = path(.criteriaData(entry.file)) {
            files.append(OutputFile(path: script, contents: .bytes(CriteriaBuilderJSON.script(for: entry, texts: texts))))
        }
        return files
    }

    func indexPages(_ entries: [Entry], html: Bool, markdown: Bool) -> [OutputFile] {
        let index = IndexPageBuilder(options: options).view(for: entries)
        var files: [OutputFile] = []
        // Written as they render: a large library's front page runs to megabytes.
        if html { files.append(OutputFile(path: SitePaths.indexFile, contents: .parts(templates.renderParts(index, with: SitePage.index.template)))) }
        if markdown { files.append(OutputFile(path: SitePaths.indexMirrorFile, contents: .parts(templates.renderParts(index, with: SitePage.indexMirror.template)))) }
        return files
    }

    /// Written as it renders: a large library's builder page lists every entry as a checkbox. Each
    /// entry's criteria are its own script (`criteriaData`), loaded when the entry is chosen.
    func criteriaPage(_ entries: [Entry]) -> OutputFile {
        let data = CriteriaBuilderJSON.page(entries)
        let view = CriteriaPageBuilder(options: options).view(for: entries, data: TextParts { try $0(data) })
        return OutputFile(path: SitePaths.criteriaBuilderFile, contents: .parts(templates.renderParts(view, with: SitePage.criteria.template)))
    }

    package func coveragePage(_ entries: [Entry]) -> OutputFile {
        let view = CoveragePageBuilder(options: options).view(for: entries)
        return OutputFile(path: SitePaths.coverageFile, contents: .parts(templates.renderParts(view, with: SitePage.coverage.template)))
    }

    package func searchPage(_ entries: [Entry]) throws -> OutputFile {
        let view = SearchPageBuilder(options: options).view(for: entries)
        return OutputFile(path: SitePaths.searchFile, contents: .bytes(try templates.renderBytes(view, with: SitePage.search.template)))
    }

    func searchIndex(_ entries: [Entry]) -> OutputFile {
        OutputFile(path: SitePaths.searchIndexFile, contents: .parts(search(entries).parts()))
    }

    /// The site's search over `entries`, as the search page answers it.
    package func search(_ entries: [Entry]) -> SearchIndex {
        let options = options
        return SearchIndex(entries) {
            SearchDocument(entry: $0, url: options.pageLink(SitePaths.pageDirectory(of: $0)),
                           collectionName: EntryPageBuilder.collectionName($0.collection, options: options))
        }
    }

    /// Every entry's test cases as one CSV file of the format, in library order, written as it is made.
    func testCases(_ entries: [Entry], format: TestCaseFormat) -> OutputFile {
        OutputFile(path: format.path, contents: .parts(TestCaseCSV.parts(for: entries, order: CriteriaBuilder.sortedIndices(entries), format: format, options: options)))
    }

    func notFoundPage() throws -> OutputFile {
        OutputFile(path: SitePaths.notFoundFile, contents: .text(try templates.render(notFoundView(), with: SitePage.notFound.template)))
    }

    func sitemap(_ entries: [Entry]) -> OutputFile {
        OutputFile(path: SitePaths.sitemapFile, contents: .text(Sitemap.xml(for: entries, baseURL: options.baseURL)))
    }

    /// The whole model as JSON, written a slice of entries at a time. `fragments` are already
    /// encoded entries by file.
    func entriesJSON(_ entries: [Entry], fragments: [String: [UInt8]]) -> OutputFile {
        let baseURL = options.baseURL
        let parts = EntriesJSON.parts(entries, fragments: fragments) { SitePaths.url(of: $0, baseURL: baseURL) }
        return OutputFile(path: SitePaths.entriesJSONFile, contents: .parts(parts))
    }

    /// The 404 page is served at any missing address, so its links start from the base URL.
    private func notFoundView() -> IndexPageView {
        var view = IndexPageBuilder(options: options).view(for: [])
        view.page.move(to: options.baseURL, options: options)
        // Served at any missing address under any sub-path: the stylesheet comes with the page.
        view.page.inlineStyles = ((try? theme.text(of: SitePage.inlinedStylesheet)) ?? nil)?.replacingOccurrences(of: "</", with: "<\\/")
        view.page.pageTitle = "Page not found — \(options.title)"
        view.page.mirrorURL = nil
        view.heading = "Page not found"
        return view
    }
}

/// An entry's acceptance criteria as text, made once for its page and its files.
package struct CriteriaTexts {
    package var gherkin: String
    package var condensed: String
    /// The entry as a rule of the builder's combined feature.
    package var rule: String

    package init(for entry: Entry, baseURL: String) {
        (gherkin, rule) = GherkinCriteria.featureAndRule(for: entry)
        condensed = CondensedCriteria.text(for: entry, url: SitePaths.url(of: entry, baseURL: baseURL))
    }
}
