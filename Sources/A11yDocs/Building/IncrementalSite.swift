import Foundation

/// A site kept up to date as its files change, for the preview server. The first build is a full
/// one; after that each update re-reads only changed files, plans the site again (`SiteManifest`,
/// the same plan a full build renders) and renders only what the change touches, in two phases:
/// the changed entries' own files first (what an author is looking at), then the pages and
/// exports that list every entry. Files the new plan no longer has are removed. A failed update
/// writes nothing: the last good output stays, and the next update tries the same changes again.
public actor IncrementalSite {
    /// What an update changed, as output paths relative to the output folder.
    public struct Update: Sendable {
        /// Content and template files that changed, relative to their folders.
        public var changedInputs: [String]
        /// Written in the first phase: the changed entries' files, every entry page or mirror when
        /// a template they use changed, and copied files.
        public var pages: [String]
        /// Renders and writes the site-wide files; returns their paths.
        public var finish: @Sendable () throws -> [String]
        /// Every warning the site has now, as `check` would report them.
        public var warnings: [Diagnostic]
    }

    public nonisolated let options: BuildOptions
    private var content: [String: FileFingerprint] = [:]
    private var templates: [String: FileFingerprint] = [:]
    private var statics: [String: FileFingerprint] = [:]
    /// The live examples' references of every entry, judged again against each new plan: a
    /// static file added or removed changes what they reach.
    private var references: [ExampleReference] = []
    private var entries: [String: Entry] = [:]
    private var renderer: SiteRenderer?
    private var manifest: SiteManifest?
    /// Each entry's `entries.json` record, by file, so that a save re-encodes one entry, not all.
    private var jsonFragments: [String: [UInt8]] = [:]
    /// Each entry's previous and next entry: an edit that moves an entry re-renders the pages
    /// that link to it.
    private var neighbours = EntryNeighbours()
    /// The site's warnings; an update replaces those of the files it re-read.
    private var warnings: [Diagnostic] = []
    /// Files named to updates that failed, taken again by the next update whatever it names; nil
    /// when one of them was not told which files changed (the next update scans).
    private var unappliedChanges: Set<String>? = []

    public init(options: BuildOptions) {
        self.options = options
    }

    /// A full build (see `SiteBuilder`), remembering what it read and planned.
    public func buildAll() throws -> BuildReport {
        let (report, context) = try SiteBuilder(options: options).run()
        content = FileFingerprints.scan(options.contentDirectory)
        templates = FileFingerprints.scan(options.templatesDirectory)
        statics = StaticFolder.scan(options.staticDirectory)
        references = context.references
        entries = Dictionary((context.content?.entries ?? []).map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        renderer = context.renderer
        manifest = context.manifest
        warnings = report.warnings
        let baseURL = options.site.baseURL
        jsonFragments = entries.mapValues { EntriesJSON.fragment(for: $0, url: SitePaths.url(of: $0, baseURL: baseURL)) }
        neighbours = EntryNeighbours(Array(entries.values))
        return report
    }

    /// Applies whatever changed since the last good state; nil when nothing did. Throws a
    /// `BuildError` listing every problem; nothing is written then. `changed` names the files that
    /// changed (as a file watcher sees them), so that a large library is not scanned on every
    /// save; without it, or when a path cannot be taken on its own, the folders are scanned.
    public func update(changed named: Set<String>? = nil) throws -> Update? {
        let changed = named.flatMap { named in unappliedChanges.map { $0.union(named) } }
        do {
            let update = try apply(changed: changed)
            unappliedChanges = []
            return update
        } catch {
            unappliedChanges = changed
            throw error
        }
    }

    private func apply(changed: Set<String>?) throws -> Update? {
        let newContent = changed.flatMap { FileFingerprints.rescan($0, under: options.contentDirectory, known: content) }
            ?? FileFingerprints.scan(options.contentDirectory)
        let newTemplates = FileFingerprints.scan(options.templatesDirectory)
        let newStatics = options.staticDirectory.flatMap { directory in changed.flatMap { FileFingerprints.rescan($0, under: directory, known: statics) } }
            ?? StaticFolder.scan(options.staticDirectory)
        let changedContent = Self.changes(from: content, to: newContent)
        let changedTemplates = Self.changes(from: templates, to: newTemplates)
        let changedStatics = Self.changes(from: statics, to: newStatics)
        if changedContent.isEmpty && changedTemplates.isEmpty && changedStatics.isEmpty { return nil }
        let isEntry = ContentTree.isEntryFile

        // Read and check every changed entry before anything is written, as the build does.
        var nextEntries = entries
        var diagnostics: [Diagnostic] = []
        var files: [EntryFile] = []
        let loader = ContentLoader(directory: options.contentDirectory)
        for file in changedContent where isEntry(file) {
            nextEntries[file] = nil
            guard newContent[file] != nil else { continue }
            switch loader.entryFile(for: file) {
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            case .success(let entryFile): files.append(entryFile)
            }
        }
        var newReferences: [ExampleReference] = []
        read(files, into: &nextEntries, diagnostics: &diagnostics, references: &newReferences, contentFiles: newContent)
        // A draft left out for a published entry with its slug comes back when that entry goes
        // (or becomes a draft): read again the unchanged entry files the site does not show
        // whose slug no published entry holds now. Without drafts there is nothing to bring back.
        var freed: [EntryFile] = []
        let changedSet = Set(changedContent)
        let unshown = options.includesDrafts ? newContent.keys.filter { isEntry($0) && nextEntries[$0] == nil && !changedSet.contains($0) } : []
        if !unshown.isEmpty {
            let publishedSlugs = Set(nextEntries.values.filter { !$0.isDraft }.map(ShadowedDrafts.key(of:)))
            freed = unshown.sorted().compactMap { try? loader.entryFile(for: $0).get() }.filter { !publishedSlugs.contains(ShadowedDrafts.key(of: $0)) }
            read(freed, into: &nextEntries, diagnostics: &diagnostics, references: &newReferences, contentFiles: newContent)
        }
        // Drafts a published entry shadows, across the whole site: left out, a warning at each.
        let knownFiles = nextEntries.keys.sorted()
        let shadowed = ShadowedDrafts.find(in: knownFiles.map { nextEntries[$0]! })
        let hidden = Set(knownFiles.indices).subtracting(shadowed.kept).map { knownFiles[$0] }
        for file in hidden { nextEntries[file] = nil }
        diagnostics += shadowed.warnings
        // A draft shown or hidden without its own file changing: the plan and neighbours change.
        let shownChanged = !freed.isEmpty || hidden.contains { entries[$0] != nil }
        let theme = changedTemplates.isEmpty ? renderer?.theme ?? Theme.load(overrides: options.templatesDirectory)
            : Theme.load(overrides: options.templatesDirectory)
        // Any theme file, not only a template: the renderer copies and inlines assets from its
        // theme, which must know an override added or removed.
        var nextRenderer = renderer
        if !changedTemplates.isEmpty || nextRenderer == nil {
            do {
                nextRenderer = try SiteRenderer(theme: theme, options: options.site)
            } catch let error as BuildError {
                diagnostics += error.diagnostics
            }
        }
        // Entries edited in place, the same entries and files published, the same theme: the plan
        // is the one the last good update made, and it had no problems. Anything else plans anew.
        let samePlan = changedTemplates.isEmpty && changedStatics.isEmpty && manifest != nil && !shownChanged
            && changedContent.allSatisfy { isEntry($0) && entries[$0] != nil && nextEntries[$0] != nil }
        let nextManifest: SiteManifest
        if samePlan, let manifest {
            nextManifest = manifest
        } else {
            let sorted = nextEntries.keys.sorted().map { nextEntries[$0]! }
            let assets = newContent.keys.filter { !isEntry($0) }.sorted()
            nextManifest = SiteManifest(entries: sorted, assets: assets, staticFiles: newStatics.keys.sorted(), theme: theme,
                                        withSitemap: options.site.hasAbsoluteBaseURL)
            diagnostics += nextManifest.problems(contentDirectory: options.contentDirectory, staticDirectory: options.staticDirectory, theme: theme)
        }
        if diagnostics.hasErrors { throw BuildError(step: "update", diagnostics: diagnostics.sortedByLocation()) }
        guard let renderer = nextRenderer else { return nil }

        // An edit that keeps every entry's place (title, order, categories) keeps every neighbour.
        let changedEntries = changedContent.filter(isEntry) + freed.map(\.file)
        let keepsPlaces = !shownChanged && changedEntries.allSatisfy { file in
            guard let old = entries[file], let new = nextEntries[file] else { return false }
            return (old.title, old.order, old.categories) == (new.title, new.order, new.categories)
        }
        let nextNeighbours = keepsPlaces ? neighbours : EntryNeighbours(Array(nextEntries.values))
        let change = SiteChange(entries: Set(changedEntries), neighbours: nextNeighbours.changed(from: neighbours),
                                templates: TemplateImpact(changed: changedTemplates),
                                themeFiles: Set(changedTemplates), contentFiles: Set(changedContent.filter { !isEntry($0) }),
                                staticFiles: Set(changedStatics))
        // A file can go between the scan and the copy (an editor saving through a temporary
        // file): it is gone, and the next scan says so.
        let touched = nextManifest.outputs(touchedBy: change).filter { item in
            switch item.output {
            case .contentFile(let path): return FileManager.default.fileExists(atPath: ContentTree.join(options.contentDirectory, path))
            case .staticFile(let path): return options.staticDirectory.map { FileManager.default.fileExists(atPath: ContentTree.join($0, path)) } ?? false
            default: return true
            }
        }
        let (siteWide, ownFiles) = touched.partitioned { Self.listsEntries(item: $0) }
        let writer = OutputWriter(options: options)
        let output = URL(fileURLWithPath: options.outputDirectory).standardizedFileURL.resolvingSymlinksInPath()
        let (contentDirectory, staticDirectory) = (options.contentDirectory, options.staticDirectory)
        // Phase one: what the change itself shows, from the entries it shows.
        let shown = Set(ownFiles.compactMap(\.output.entryFile)).sorted().compactMap { nextEntries[$0] }
        try renderer.render(ownFiles, entries: shown, entriesByFile: nextEntries, contentDirectory: contentDirectory, staticDirectory: staticDirectory,
                            neighbours: nextNeighbours) { try writer.write($0, into: output, atomically: true) }
        if !samePlan {
            for path in (manifest?.paths ?? []).subtracting(nextManifest.paths) { Self.remove(path, in: output) }
            // The marker lists what the folder holds now, so that a later build still knows it.
            let kept = OutputMarker.keptNames.filter { FileManager.default.fileExists(atPath: output.path + "/" + $0) && !nextManifest.paths.contains($0) }
            try writer.write(OutputFile(path: OutputMarker.fileName, contents: .text(OutputMarker.text(listing: nextManifest.paths.union(kept)))),
                             into: output, atomically: true)
        }

        for file in changedContent { jsonFragments[file] = nil }
        for entry in change.entries.compactMap({ nextEntries[$0] }) {
            jsonFragments[entry.file] = EntriesJSON.fragment(for: entry, url: SitePaths.url(of: entry, baseURL: options.site.baseURL))
        }
        let fragments = jsonFragments
        neighbours = nextNeighbours
        let byFile = nextEntries
        content = newContent
        templates = newTemplates
        statics = newStatics
        entries = nextEntries
        manifest = nextManifest
        self.renderer = renderer
        let rereadPaths = Set(change.entries.map { ContentTree.join(contentDirectory, $0) })
        // Only what the site shows is judged: a draft hidden since keeps no reference.
        let shownPaths = Set(byFile.values.map(\.source.path))
        references = (references.filter { !rereadPaths.contains($0.location.path) } + newReferences).filter { shownPaths.contains($0.location.path) }
        // Every reference is judged again: a static file added or removed changes what it reaches.
        // Which drafts are shadowed was worked out again for the whole site, above.
        let kept = warnings.filter { warning in
            if case .brokenExampleReference = warning.problem { return false }
            return !rereadPaths.contains(warning.location.path) && !Self.isShadowedDraft(warning)
        }
        warnings = (kept + diagnostics.warnings + nextManifest.brokenReferences(references)).sortedByLocation()

        // Phase two, when the caller is ready: everything that lists every entry.
        let finish: @Sendable () throws -> [String] = {
            let sorted = byFile.keys.sorted().map { byFile[$0]! }
            try renderer.render(siteWide, entries: sorted, entriesByFile: byFile, contentDirectory: contentDirectory, fragments: fragments) {
                try writer.write($0, into: output, atomically: true)
            }
            return siteWide.map(\.path)
        }
        return Update(changedInputs: changedContent + changedTemplates.map { "templates/" + $0 } + changedStatics.map { "static/" + $0 },
                      pages: ownFiles.map(\.path), finish: finish, warnings: warnings)
    }

    /// Reads and parses entry files, publishing what a build would into `entries`.
    private func read(_ files: [EntryFile], into entries: inout [String: Entry], diagnostics: inout [Diagnostic],
                      references: inout [ExampleReference], contentFiles: [String: FileFingerprint]) {
        guard !files.isEmpty else { return }
        let parsed = ContentLoader.parse(files, checkingAgainst: Set(contentFiles.keys))
        let published = ContentLoader.published(parsed, includingDrafts: options.includesDrafts, allowsRawHTML: options.site.allowRawHTML)
        diagnostics += parsed.diagnostics + published.warnings
        references += ContentLoader.references(parsed, of: published.entries)
        for var entry in published.entries {
            // Saved since the full build: the file's date, not its last commit's.
            if options.showsLastUpdated { entry.lastUpdated = LastUpdated.modificationDate(of: entry.source.path) ?? self.entries[entry.file]?.lastUpdated }
            entries[entry.file] = entry
        }
    }

    private static func isShadowedDraft(_ diagnostic: Diagnostic) -> Bool {
        if case .draftSharesSlug = diagnostic.problem { return true }
        return false
    }

    /// Everything but entries' pages and mirrors and copied files waits for the second phase.
    private static func listsEntries(item: SiteManifest.Item) -> Bool {
        switch item.output {
        case .page, .mirror, .themeAsset, .contentFile, .staticFile: return false
        default: return true
        }
    }

    /// A file the site no longer has, and its folder when that is left empty (an entry's page).
    private static func remove(_ path: String, in output: URL) {
        let file = output.appendingPathComponent(path)
        try? FileManager.default.removeItem(at: file)
        let folder = file.deletingLastPathComponent()
        if folder.path != output.path, (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Files added, removed or changed between two scans.
    static func changes(from old: [String: FileFingerprint], to new: [String: FileFingerprint]) -> [String] {
        Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
    }
}
