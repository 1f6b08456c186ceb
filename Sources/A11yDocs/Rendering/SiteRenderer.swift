/// Renders every output file of the site from loaded entries and templates.
public struct SiteRenderer: Sendable {
    public var options: SiteOptions
    var templates: TemplateSet

    /// The default theme with the site's templates folder (when it has one) over it; throws a
    /// `BuildError` naming every template with a syntax error.
    public init(templatesDirectory: String?, options: SiteOptions) throws {
        try self.init(theme: Theme.load(overrides: templatesDirectory), options: options)
    }

    init(theme: Theme, options: SiteOptions) throws {
        self.options = options
        self.templates = try TemplateSet.load(from: theme)
    }

    var theme: Theme { templates.theme }

    /// The site's files: entry pages and mirrors, index, 404, sitemap, then static assets.
    /// Throws a `BuildError` when a copied file would overwrite a generated one.
    public func render(_ content: LoadedContent, contentDirectory: String) throws -> [OutputFile] {
        let entries = content.entries
        let links = LinkResolver(entriesByFile: Dictionary(entries.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first }), links: options.links)
        let entryBuilder = EntryPageBuilder(options: options, links: links)
        // Every job is independent of the others: entry pages, the site-wide pages and the exports
        // all share the cores, so no core waits while another renders a large page alone.
        let entryJobs: [@Sendable () -> [OutputFile]] = entries.map { entry in { entryPages(entry, builder: entryBuilder) } }
        let siteJobs: [@Sendable () -> [OutputFile]] = [
            { [self] in indexPages(entries) },
            { [self] in [criteriaPage(entries), notFoundPage()] + sitemap(entries) },
            { [self] in criteriaFiles(entries) },
            { [self] in dataFiles(entries) },
        ]
        var files = (siteJobs + entryJobs).concurrentMap { $0() }.flatMap { $0 }
        files += Self.copiedFiles(assets: content.assets, contentDirectory: contentDirectory, theme: templates.theme)
        try Self.checkUniquePaths(files)
        return files
    }

    /// Static assets of the theme, then the content folder's own files, published as they are.
    static func copiedFiles(assets: [String], contentDirectory: String, theme: Theme) -> [OutputFile] {
        theme.assets + assets.map { OutputFile(path: $0, contents: .copy(from: ContentTree.join(contentDirectory, $0))) }
    }

    /// Paths of the files `render` generates for these entries (not the copied ones): what `check`
    /// compares copied files with, without rendering.
    static func generatedPaths(for entries: [Entry]) -> [String] {
        ["index.html", "index.md", SitePaths.criteriaBuilderDirectory + "index.html", "404.html", "sitemap.xml",
         SitePaths.entriesJSONFile, SitePaths.schemaFile]
            + entries.flatMap { [SitePaths.pageFile(of: $0), SitePaths.mirrorFile(of: $0), SitePaths.featureFile(of: $0), SitePaths.criteriaTextFile(of: $0)] }
    }

    /// Generated files come first, so a clash is reported at the copied file that causes it: one
    /// that would replace a generated file, or stand where a generated page needs a folder.
    static func checkUniquePaths(_ files: [OutputFile]) throws {
        var seen = Set<String>()
        var folders = Set<String>()
        var diagnostics: [Diagnostic] = []
        for file in files {
            let parents = Self.parentFolders(of: file.path)
            let clash = seen.contains(file.path) ? file.path
                : folders.contains(file.path) ? file.path + "/"
                : parents.first(where: seen.contains)
            seen.insert(file.path)
            folders.formUnion(parents)
            guard let clash else { continue }
            let source: String
            switch file.contents {
            case .copy(let from): source = from
            case .text: source = file.path
            }
            diagnostics.append(Diagnostic(.outputCollision(path: clash), at: SourceLocation(path: source)))
        }
        if !diagnostics.isEmpty { throw BuildError(step: "render", diagnostics: diagnostics) }
    }

    /// Content files that would overwrite a generated one, found from paths alone (nothing is
    /// rendered): what `check` and the preview report, as the build does.
    static func collisions(entries: [Entry], assets: [String], contentDirectory: String, theme: Theme) -> [Diagnostic] {
        let generated = generatedPaths(for: entries).map { OutputFile(path: $0, contents: .text("")) }
        let copied = copiedFiles(assets: assets, contentDirectory: contentDirectory, theme: theme)
        do {
            try checkUniquePaths(generated + copied)
            return []
        } catch {
            return (error as? BuildError)?.diagnostics ?? []
        }
    }

    /// `native/slider/index.html` → `native`, `native/slider`.
    private static func parentFolders(of path: String) -> [String] {
        let parts = path.split(separator: "/")
        return parts.indices.dropLast().map { parts[...$0].joined(separator: "/") }
    }

    /// Pages counted in the build summary: every entry page and mirror, the index in both forms,
    /// and the criteria builder.
    public static func pageCount(entries: Int) -> Int { entries * 2 + 3 }

    func entryPages(_ entry: Entry, builder: EntryPageBuilder, html: Bool = true, markdown: Bool = true) -> [OutputFile] {
        let view = builder.view(for: entry)
        var files: [OutputFile] = []
        if html { files.append(OutputFile(path: SitePaths.pageFile(of: entry), contents: .text(templates.render(view, with: "entry")))) }
        if markdown { files.append(OutputFile(path: SitePaths.mirrorFile(of: entry), contents: .text(templates.render(view, with: "entry.md")))) }
        return files
    }

    func indexPages(_ entries: [Entry], html: Bool = true, markdown: Bool = true) -> [OutputFile] {
        let index = IndexPageBuilder(options: options).view(for: entries)
        var files: [OutputFile] = []
        if html { files.append(OutputFile(path: "index.html", contents: .text(templates.render(index, with: "index")))) }
        if markdown { files.append(OutputFile(path: "index.md", contents: .text(templates.render(index, with: "index.md")))) }
        return files
    }

    func criteriaPage(_ entries: [Entry]) -> OutputFile {
        let view = CriteriaPageBuilder(options: options).view(for: entries)
        return OutputFile(path: SitePaths.criteriaBuilderDirectory + "index.html", contents: .text(templates.render(view, with: "criteria")))
    }

    func notFoundPage() -> OutputFile {
        OutputFile(path: "404.html", contents: .text(templates.render(notFoundView(), with: "404")))
    }

    /// Nothing without a full base URL: a sitemap of paths is not a valid sitemap.
    func sitemap(_ entries: [Entry]) -> [OutputFile] {
        guard options.hasAbsoluteBaseURL else { return [] }
        return [OutputFile(path: "sitemap.xml", contents: .text(Sitemap.xml(for: entries, baseURL: options.baseURL)))]
    }

    /// Each entry's acceptance criteria as a Gherkin feature and as condensed text.
    func criteriaFiles(_ entries: [Entry]) -> [OutputFile] {
        entries.flatMap { entry in
            [
                OutputFile(path: SitePaths.featureFile(of: entry), contents: .text(GherkinCriteria.feature(for: entry))),
                OutputFile(path: SitePaths.criteriaTextFile(of: entry),
                           contents: .text(CondensedCriteria.text(for: entry, url: SitePaths.url(of: entry, baseURL: options.baseURL)))),
            ]
        }
    }

    /// The whole model as JSON, with its schema. `fragments` are already encoded entries by file.
    func dataFiles(_ entries: [Entry], fragments: [String: String] = [:]) -> [OutputFile] {
        let baseURL = options.baseURL
        let json = EntriesJSON.document(fragments: entries.concurrentMap {
            fragments[$0.file] ?? EntriesJSON.fragment(for: $0, url: SitePaths.url(of: $0, baseURL: baseURL))
        })
        return [
            OutputFile(path: SitePaths.entriesJSONFile, contents: .text(json)),
            OutputFile(path: SitePaths.schemaFile, contents: .text(EntriesSchema.json)),
        ]
    }

    /// The 404 page is served at any missing address, so its links start from the base URL.
    private func notFoundView() -> IndexPageView {
        var view = IndexPageBuilder(options: options).view(for: [])
        view.page.move(to: options.baseURL, options: options)
        // Served at any missing address under any sub-path: the stylesheet comes with the page.
        view.page.inlineStyles = ((try? theme.text(of: "assets/site.css")) ?? nil)?.replacingOccurrences(of: "</", with: "<\\/")
        view.page.pageTitle = "Page not found — \(options.title)"
        view.page.mirrorURL = nil
        view.heading = "Page not found"
        return view
    }
}
