import Foundation

/// A site kept up to date as its files change, for the preview server. The first build is a
/// full one; after that each update re-reads only changed files and re-renders only what shows
/// them, in two phases: the changed entries' own pages first (what an author is looking at), then
/// the pages and exports that list every entry. A failed update writes nothing: the last good
/// output stays, and the next update tries the same changes again.
public final class IncrementalSite: @unchecked Sendable {
    /// What an update changed, as output paths relative to the output folder.
    public struct Update: Sendable {
        /// Content and template files that changed, relative to their folders.
        public var changedInputs: [String]
        /// Written in the first phase: the changed entries' pages and mirrors, or every page when a
        /// template changed.
        public var pages: [String]
        /// Renders and writes the site-wide files; returns their paths.
        public var finish: @Sendable () throws -> [String]
        /// Every warning the site has now, as `check` would report them.
        public var warnings: [Diagnostic]
    }

    public let options: BuildOptions
    private let lock = NSLock()
    private var content: [String: FileFingerprint] = [:]
    private var templates: [String: FileFingerprint] = [:]
    private var entries: [String: Entry] = [:]
    private var renderer: SiteRenderer?
    /// Each entry's `entries.json` record, by file, so that a save re-encodes one entry, not all.
    private var jsonFragments: [String: String] = [:]
    /// The site's warnings; an update replaces those of the files it re-read.
    private var warnings: [Diagnostic] = []

    public init(options: BuildOptions) {
        self.options = options
    }

    /// A full build (see `SiteBuilder`), remembering what it read.
    public func buildAll() throws -> BuildReport {
        try lock.withLock {
            let (report, context) = try SiteBuilder(options: options).run()
            content = FileFingerprints.scan(options.contentDirectory)
            templates = FileFingerprints.scan(options.templatesDirectory)
            entries = Dictionary((context.content?.entries ?? []).map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
            renderer = try SiteRenderer(templatesDirectory: options.templatesDirectory, options: options.site)
            warnings = report.warnings
            jsonFragments = entries.mapValues { EntriesJSON.fragment(for: $0, url: SitePaths.url(of: $0, baseURL: options.site.baseURL)) }
            return report
        }
    }

    /// Applies whatever changed since the last good state; nil when nothing did. Throws a
    /// `BuildError` listing every problem; nothing is written then.
    public func update() throws -> Update? {
        try lock.withLock { try applyChanges() }
    }

    private func applyChanges() throws -> Update? {
        let newContent = FileFingerprints.scan(options.contentDirectory)
        let newTemplates = FileFingerprints.scan(options.templatesDirectory)
        let changedContent = Self.changes(from: content, to: newContent)
        let changedTemplates = Self.changes(from: templates, to: newTemplates)
        if changedContent.isEmpty && changedTemplates.isEmpty { return nil }

        // Read and check every changed entry before anything is written.
        var nextEntries = entries
        var diagnostics: [Diagnostic] = []
        let allFiles = Set(newContent.keys)
        for file in changedContent where file.lowercased().hasSuffix(".md") {
            nextEntries[file] = nil
            guard newContent[file] != nil else { continue }
            let source = try ContentLoader(directory: options.contentDirectory).source(for: file)
            switch source {
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            case .success(let source):
                let loaded = EntryLoader.load(source, checkingAgainst: allFiles)
                diagnostics += loaded.diagnostics
                if var entry = loaded.entry, options.includesDrafts || !entry.isDraft {
                    diagnostics += loaded.findings.map(\.asWarning)
                    // Saved since the full build: the file's date, not its last commit's.
                    if options.showsLastUpdated { entry.lastUpdated = LastUpdated.modificationDate(of: entry.source.path) ?? entries[file]?.lastUpdated }
                    nextEntries[file] = entry
                }
            }
        }
        let changedEntryFiles = Set(changedContent.filter { $0.lowercased().hasSuffix(".md") })
        diagnostics += Self.duplicateSlugs(in: nextEntries, contentDirectory: options.contentDirectory)
        let theme = changedTemplates.isEmpty ? renderer?.theme ?? Theme.load(overrides: options.templatesDirectory)
            : Theme.load(overrides: options.templatesDirectory)
        diagnostics += SiteRenderer.collisions(
            entries: Array(nextEntries.values), assets: newContent.keys.filter { !$0.lowercased().hasSuffix(".md") }.sorted(),
            contentDirectory: options.contentDirectory, theme: theme
        )
        var nextRenderer = renderer
        let templateSourcesChanged = changedTemplates.contains { $0.hasSuffix(".mustache") }
        if templateSourcesChanged || nextRenderer == nil {
            do {
                nextRenderer = try SiteRenderer(theme: theme, options: options.site)
            } catch let error as BuildError {
                diagnostics += error.diagnostics
            }
        }
        if diagnostics.hasErrors { throw BuildError(step: "update", diagnostics: diagnostics.sortedByLocation()) }
        guard let renderer = nextRenderer else { return nil }

        // Phase one: the pages of changed entries, and the entry pages or mirrors of every entry
        // when a template they use changed.
        let removed = changedContent.filter { entries[$0] != nil && nextEntries[$0] == nil }.compactMap { entries[$0] }
        let changedEntries = changedContent.compactMap { nextEntries[$0] }
        let impact = TemplateImpact(changed: changedTemplates)
        let entryBuilder = EntryPageBuilder(options: options.site, links: LinkResolver(entriesByFile: nextEntries, links: options.site.links))
        let changedFiles = Set(changedEntries.map(\.file))
        let others = impact.entryPages || impact.entryMirrors ? nextEntries.values.filter { !changedFiles.contains($0.file) } : []
        let pages = (changedEntries.concurrentMap { renderer.entryPages($0, builder: entryBuilder) }
            + others.concurrentMap { renderer.entryPages($0, builder: entryBuilder, html: impact.entryPages, markdown: impact.entryMirrors) })
            .flatMap { $0 }
        let assetsChanged = changedContent.filter { !$0.lowercased().hasSuffix(".md") }
        // A file can go between the scan and the copy (an editor saving through a temporary file):
        // it is gone, and the next scan says so.
        let exists = { (path: String) in FileManager.default.fileExists(atPath: path) }
        let copies = assetsChanged.filter { newContent[$0] != nil && exists(ContentTree.join(self.options.contentDirectory, $0)) }
            .map { OutputFile(path: $0, contents: .copy(from: ContentTree.join(options.contentDirectory, $0))) }
            // An override of a theme asset that was removed brings the default one back.
            + theme.assets.filter { asset in
                guard changedTemplates.contains(asset.path) else { return false }
                if case .copy(let source) = asset.contents { return exists(source) }
                return true
            }
        let writer = OutputWriter(options: options)
        let output = URL(fileURLWithPath: options.outputDirectory).standardizedFileURL.resolvingSymlinksInPath()
        for file in pages + copies { try writer.write(file, into: output) }
        for entry in removed { remove(outputsOf: entry, in: output) }
        for file in assetsChanged where newContent[file] == nil { try? FileManager.default.removeItem(at: output.appendingPathComponent(file)) }
        for file in changedTemplates where file.hasPrefix("assets/") && theme.files[file] == nil {
            try? FileManager.default.removeItem(at: output.appendingPathComponent(file))
        }

        for file in changedContent { jsonFragments[file] = nil }
        for entry in changedEntries {
            jsonFragments[entry.file] = EntriesJSON.fragment(for: entry, url: SitePaths.url(of: entry, baseURL: options.site.baseURL))
        }
        let fragments = jsonFragments
        content = newContent
        templates = newTemplates
        entries = nextEntries
        let rereadPaths = Set(changedEntryFiles.map { ContentTree.join(options.contentDirectory, $0) })
        warnings = (warnings.filter { !rereadPaths.contains($0.location.path) } + diagnostics.warnings).sortedByLocation()
        self.renderer = renderer

        // Phase two, when the caller is ready: everything that lists every entry.
        let sorted = nextEntries.keys.sorted().map { nextEntries[$0]! }
        let entryFilesChanged = !changedContent.filter { $0.lowercased().hasSuffix(".md") }.isEmpty
        // New, changed or deleted entries change every list; a template only the pages it shapes.
        let lists = entryFilesChanged ? TemplateImpact.everything : impact
        let finish: @Sendable () throws -> [String] = {
            var jobs: [@Sendable () -> [OutputFile]] = []
            if lists.indexPage || lists.indexMirror { jobs.append { renderer.indexPages(sorted, html: lists.indexPage, markdown: lists.indexMirror) } }
            if lists.criteriaPage { jobs.append { [renderer.criteriaPage(sorted)] } }
            if lists.notFoundPage { jobs.append { [renderer.notFoundPage()] } }
            if entryFilesChanged {
                jobs += [{ renderer.sitemap(sorted) }, { renderer.criteriaFiles(changedEntries) }, { renderer.dataFiles(sorted, fragments: fragments) }]
            }
            let files = jobs.concurrentMap { $0() }.flatMap { $0 }
            for file in files { try writer.write(file, into: output) }
            return files.map(\.path)
        }
        return Update(changedInputs: changedContent + changedTemplates.map { "templates/" + $0 },
                      pages: (pages + copies).map(\.path), finish: finish, warnings: warnings)
    }

    private func remove(outputsOf entry: Entry, in output: URL) {
        for path in [SitePaths.pageDirectory(of: entry), SitePaths.mirrorFile(of: entry),
                     SitePaths.featureFile(of: entry), SitePaths.criteriaTextFile(of: entry)] {
            try? FileManager.default.removeItem(at: output.appendingPathComponent(path))
        }
    }

    /// Files added, removed or changed between two scans.
    static func changes(from old: [String: FileFingerprint], to new: [String: FileFingerprint]) -> [String] {
        Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
    }

    /// Entries whose collection and slug another entry has, found from file paths alone (no
    /// entry is copied: this runs on every save).
    private static func duplicateSlugs(in entries: [String: Entry], contentDirectory: String) -> [Diagnostic] {
        let byKey = Dictionary(grouping: entries.keys) { file -> String in
            let parts = file.split(separator: "/")
            return "\(parts.first ?? "")/\(parts.last?.dropLast(3) ?? "")"
        }
        return byKey.values.filter { $0.count > 1 }.flatMap { files -> [Diagnostic] in
            let sorted = files.sorted()
            let first = entries[sorted[0]]!.source.path
            return sorted.dropFirst().map { file in
                let entry = entries[file]!
                return Diagnostic(.duplicateSlug(slug: entry.slug, firstPath: first), at: entry.source)
            }
        }
    }
}
