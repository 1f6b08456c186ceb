import A11yDocsLoading
import A11yDocsModel
import A11yDocsSupport

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
    /// entries, when the caller keeps them. `guides` and `guidesByFile` are the same for guides.
    package func render(
        _ items: [PlannedOutput], entries: [Entry], entriesByFile: [String: Entry]? = nil, guides: [Guide] = [],
        guidesByFile: [String: Guide]? = nil, contentDirectory: String, staticDirectory: String? = nil,
        fragments: [String: [UInt8]] = [:], neighbours: EntryNeighbours? = nil, concurrently: Bool = true,
        write: @escaping @Sendable (OutputFile) throws -> Void
    ) throws {
        let byFile = entriesByFile ?? Dictionary(entries.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        let guidesByFile =
            guidesByFile ?? Dictionary(guides.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        let work = jobs(
            for: items, entries: entries, guides: guides, contentDirectory: contentDirectory,
            staticDirectory: staticDirectory, fragments: fragments, write: write)
        let links = LinkResolver(entriesByFile: byFile, guidesByFile: guidesByFile, links: options.links)
        var pageBuilder = EntryPageBuilder(options: options, links: links)
        var guideBuilder = GuidePageBuilder(options: options, links: links)
        if work.linksNeighbours {
            pageBuilder.neighbours =
                neighbours ?? EntryNeighbours(Array(byFile.values), guides: Array(guidesByFile.values))
            guideBuilder.neighbours = pageBuilder.neighbours
        }
        let builder = pageBuilder, guidePages = guideBuilder
        // The entries' jobs are their positions after the site-wide ones: a closure and a set of
        // outputs made ahead for each entry of a large library were megabytes at the build's peak.
        let siteJobs = work.siteWide, entryPaths = work.entries, guidePaths = work.guides
        let run = { @Sendable [self] (job: Int) -> Error? in
            do {
                guard job >= siteJobs.count else {
                    try siteJobs[job]()
                    return nil
                }
                guard job < siteJobs.count + entries.count else {
                    let guide = guides[job - siteJobs.count - entries.count]
                    guard let paths = guidePaths[guide.file] else { return nil }
                    try guideFiles(guide, paths: paths, builder: guidePages).forEach(write)
                    return nil
                }
                let entry = entries[job - siteJobs.count]
                guard let paths = entryPaths[entry.file] else { return nil }
                let texts = CriteriaTexts(for: entry, baseURL: options.baseURL)
                try entryFiles(entry, paths: paths, texts: texts, builder: builder).forEach(write)
            } catch {
                return error
            }
            return nil
        }
        let positions = Array(0..<(siteJobs.count + entries.count + guides.count))
        let failures = concurrently ? positions.concurrentMap(run) : positions.map(run)
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// An entry's page, mirror and criteria files, those `paths` has, each at its path; the
    /// criteria texts are made once for the page's panels and the files.
    package func entryFiles(_ entry: Entry, paths: EntryOutputPaths, texts: CriteriaTexts, builder: EntryPageBuilder)
        throws -> [OutputFile]
    {
        var files: [OutputFile] = []
        if paths.needsView {
            let view = builder.view(for: entry, criteria: texts)
            if let html = paths.page {
                files.append(
                    OutputFile(
                        path: html, contents: .bytes(try templates.renderBytes(view, with: SitePage.entry.template))))
            }
            if let markdown = paths.mirror {
                files.append(
                    OutputFile(
                        path: markdown,
                        contents: .bytes(try templates.renderBytes(view, with: SitePage.entryMirror.template))))
            }
        }
        if let feature = paths.feature { files.append(OutputFile(path: feature, contents: .text(texts.gherkin))) }
        if let text = paths.criteriaText { files.append(OutputFile(path: text, contents: .text(texts.condensed))) }
        if let script = paths.criteriaData {
            files.append(
                OutputFile(path: script, contents: .bytes(CriteriaBuilderJSON.script(for: entry, texts: texts))))
        }
        return files
    }

    /// A guide's page and mirror, those `paths` has, from one view.
    func guideFiles(_ guide: Guide, paths: EntryOutputPaths, builder: GuidePageBuilder) throws -> [OutputFile] {
        guard paths.needsView else { return [] }
        let view = builder.view(for: guide)
        var files: [OutputFile] = []
        if let html = paths.page {
            files.append(
                OutputFile(path: html, contents: .bytes(try templates.renderBytes(view, with: SitePage.guide.template)))
            )
        }
        if let markdown = paths.mirror {
            files.append(
                OutputFile(
                    path: markdown,
                    contents: .bytes(try templates.renderBytes(view, with: SitePage.guideMirror.template))))
        }
        return files
    }
}
