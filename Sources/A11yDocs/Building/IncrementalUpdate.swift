import Foundation
import A11yDocsSupport
import A11yDocsModel
import A11yDocsMarkdown
import A11yDocsLoading
import A11yDocsRendering

/// One update of a previewed site: what the build's steps do in the `preview` scope (load,
/// parse, plan, write; see `BuildSteps`) on the files that changed, from the state the last
/// good build or update left. Every changed file is read and the new plan judged before
/// anything is written; `next` is the state once written.
struct IncrementalUpdate {
    let options: BuildOptions
    let previous: PreviewState
    var next: PreviewState
    /// The files a watcher named; nil when the folders are scanned.
    let named: Set<String>?
    /// The changed entry files, read by `load` for `parse`.
    var files: [EntryFile] = []
    /// What the update changed, once written.
    var result: IncrementalSite.Update?
    /// Nothing changed, or there is nothing to render with: the remaining steps have no work.
    var isFinished = false
    var changedContent: [String] = []
    var changedTemplates: [String] = []
    var changedStatics: [String] = []
    /// What the re-read files and the new plan found.
    var diagnostics: [Diagnostic] = []
    /// The re-read entries' live-example references.
    var newReferences: [ExampleReference] = []
    /// Drafts shown again: the published entry with their slug went.
    var freed: [EntryFile] = []
    /// A draft shown or hidden without its own file changing: the plan and neighbours change.
    var shownChanged = false
    /// The plan the last good update made is kept (see `plan()`).
    var samePlan = false

    init(options: BuildOptions, previous: PreviewState, changed: Set<String>?) {
        self.options = options
        self.previous = previous
        next = previous
        named = changed
    }

    /// The `load` step: which files changed, and the changed entry files read.
    mutating func loadChanged() {
        guard scan(changed: named) else { return isFinished = true }
        files = load()
    }

    /// The `parse` step.
    mutating func parseChanged() {
        parse(files)
        files = []
    }

    /// The `write` step, when the plan left a renderer to write with.
    mutating func write() throws {
        guard let renderer = next.renderer, let manifest = next.manifest else { return isFinished = true }
        result = try write(renderer: renderer, manifest: manifest)
    }

    /// Which files changed since the last good state; false when none did. `changed` names them
    /// when known; without it, or when a path cannot be taken on its own, the folders are scanned.
    mutating func scan(changed: Set<String>?) -> Bool {
        next.content = changed.flatMap { FileFingerprints.rescan($0, under: options.contentDirectory, known: previous.content) }
            ?? FileFingerprints.scan(options.contentDirectory)
        next.templates = FileFingerprints.scan(options.templatesDirectory)
        next.statics = options.staticDirectory.flatMap { directory in changed.flatMap { FileFingerprints.rescan($0, under: directory, known: previous.statics) } }
            ?? StaticFolder.scan(options.staticDirectory)
        changedContent = IncrementalSite.changes(from: previous.content, to: next.content)
        changedTemplates = IncrementalSite.changes(from: previous.templates, to: next.templates)
        changedStatics = IncrementalSite.changes(from: previous.statics, to: next.statics)
        return !(changedContent.isEmpty && changedTemplates.isEmpty && changedStatics.isEmpty)
    }

    /// The changed entry files that are still there, each taken out of the site until parsed.
    mutating func load() -> [EntryFile] {
        let loader = ContentLoader(directory: options.contentDirectory)
        var files: [EntryFile] = []
        for file in changedContent where ContentTree.isEntryFile(file) {
            next.entries[file] = nil
            guard next.content[file] != nil else { continue }
            switch loader.entryFile(for: file) {
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            case .success(let entryFile): files.append(entryFile)
            }
        }
        return files
    }

    /// Publishes the changed entries as a build would, then the drafts that come back or are
    /// shadowed because of them.
    mutating func parse(_ files: [EntryFile]) {
        publish(files)
        freed = freedDrafts()
        publish(freed)
        hideShadowedDrafts()
    }

    /// Parses entry files as the build's parse step does; a saved entry shows its file's date,
    /// not its last commit's.
    mutating func publish(_ files: [EntryFile]) {
        guard !files.isEmpty else { return }
        let published = BuildSteps.published(files, checkingAgainst: Set(next.content.keys), options: options)
        diagnostics += published.diagnostics
        newReferences += published.references
        for var entry in published.entries {
            if options.showsLastUpdated { entry.lastUpdated = LastUpdated.modificationDate(of: entry.source.path) ?? previous.entries[entry.file]?.lastUpdated }
            next.entries[entry.file] = entry
        }
    }

    /// A draft left out for a published entry with its slug comes back when that entry goes (or
    /// becomes a draft): the unchanged entry files the site does not show whose slug no
    /// published entry holds now. Without drafts there is nothing to bring back.
    func freedDrafts() -> [EntryFile] {
        guard options.includesDrafts else { return [] }
        let changed = Set(changedContent)
        let unshown = next.content.keys.filter { ContentTree.isEntryFile($0) && next.entries[$0] == nil && !changed.contains($0) }
        guard !unshown.isEmpty else { return [] }
        let publishedSlugs = Set(next.entries.values.filter { !$0.isDraft }.map(ShadowedDrafts.key(of:)))
        let loader = ContentLoader(directory: options.contentDirectory)
        return unshown.sorted().compactMap { try? loader.entryFile(for: $0).get() }.filter { !publishedSlugs.contains(ShadowedDrafts.key(of: $0)) }
    }

    /// Drafts a published entry shadows, across the whole site: left out, a warning at each.
    mutating func hideShadowedDrafts() {
        let knownFiles = next.entries.keys.sorted()
        let shadowed = ShadowedDrafts.find(in: knownFiles.map { next.entries[$0]! })
        let hidden = Set(knownFiles.indices).subtracting(shadowed.kept).map { knownFiles[$0] }
        for file in hidden { next.entries[file] = nil }
        diagnostics += shadowed.warnings
        shownChanged = !freed.isEmpty || hidden.contains { previous.entries[$0] != nil }
    }

    /// The theme and renderer, new when a theme file changed, and the site's plan; throws a
    /// `BuildError` listing every problem, before anything is written.
    mutating func plan() throws {
        let theme = changedTemplates.isEmpty ? previous.renderer?.theme ?? Theme.load(overrides: options.templatesDirectory)
            : Theme.load(overrides: options.templatesDirectory)
        // Any theme file, not only a template: the renderer copies and inlines assets from its
        // theme, which must know an override added or removed.
        if !changedTemplates.isEmpty || next.renderer == nil {
            do {
                next.renderer = try SiteRenderer(theme: theme, options: options.site)
            } catch let error as BuildError {
                diagnostics += error.diagnostics
            }
        }
        // Entries edited in place, the same entries and files published, the same theme: the plan
        // is the one the last good update made, and it had no problems. Anything else plans anew.
        let isEntry = ContentTree.isEntryFile
        samePlan = changedTemplates.isEmpty && changedStatics.isEmpty && previous.manifest != nil && !shownChanged
            && changedContent.allSatisfy { isEntry($0) && previous.entries[$0] != nil && next.entries[$0] != nil }
        if !samePlan {
            let content = LoadedContent(entries: next.entries.keys.sorted().map { next.entries[$0]! },
                                        assets: next.content.keys.filter { !isEntry($0) }.sorted(), staticFiles: next.statics.keys.sorted())
            let planned = BuildSteps.manifest(of: content, theme: theme, options: options, withSitemap: options.site.hasAbsoluteBaseURL)
            next.manifest = planned.manifest
            diagnostics += planned.problems
        }
        if diagnostics.hasErrors { throw BuildError(step: "update", diagnostics: diagnostics.sortedByLocation()) }
    }

    /// Phase one: what the change itself shows, from the entries it shows, and files the new plan
    /// no longer has removed. The update's `finish` writes the rest.
    mutating func write(renderer: SiteRenderer, manifest: SiteManifest) throws -> IncrementalSite.Update {
        let change = siteChange()
        let (siteWide, ownFiles) = touchedOutputs(of: manifest, by: change).partitioned { $0.output.previewPhase == .second }
        let writer = OutputWriter(options: options)
        let output = URL(fileURLWithPath: PathText.resolved(options.outputDirectory))
        let shown = Set(ownFiles.compactMap(\.output.entryFile)).sorted().compactMap { next.entries[$0] }
        try writer.writeInPlace(planned: ownFiles.map(\.path), into: output) { emit in
            try renderer.render(ownFiles, entries: shown, entriesByFile: next.entries, contentDirectory: options.contentDirectory,
                                staticDirectory: options.staticDirectory, neighbours: next.neighbours, write: emit)
        }
        if !samePlan { try removeDropped(from: manifest, in: output, writer: writer) }
        record(change, manifest: manifest)
        let inputs = changedContent + changedTemplates.map { "templates/" + $0 } + changedStatics.map { "static/" + $0 }
        return IncrementalSite.Update(changedInputs: inputs, pages: ownFiles.map(\.path),
                                      finish: finishing(siteWide, renderer: renderer, writer: writer, output: output), warnings: next.warnings)
    }

    /// What the change touches. An edit that keeps every entry's place (title, order,
    /// categories) keeps every neighbour.
    mutating func siteChange() -> SiteChange {
        let isEntry = ContentTree.isEntryFile
        let changedEntries = changedContent.filter(isEntry) + freed.map(\.file)
        let keepsPlaces = !shownChanged && changedEntries.allSatisfy { file in
            guard let old = previous.entries[file], let new = next.entries[file] else { return false }
            return (old.title, old.order, old.categories) == (new.title, new.order, new.categories)
        }
        next.neighbours = keepsPlaces ? previous.neighbours : EntryNeighbours(Array(next.entries.values))
        return SiteChange(entries: Set(changedEntries), neighbours: next.neighbours.changed(from: previous.neighbours),
                          templates: TemplateImpact(changed: changedTemplates),
                          themeFiles: Set(changedTemplates), contentFiles: Set(changedContent.filter { !isEntry($0) }),
                          staticFiles: Set(changedStatics))
    }

    /// The plan's outputs the change touches. A file can go between the scan and the copy (an
    /// editor saving through a temporary file): it is gone, and the next scan says so.
    func touchedOutputs(of manifest: SiteManifest, by change: SiteChange) -> [SiteManifest.Item] {
        manifest.outputs(touchedBy: change).filter { item in
            switch item.output {
            case .contentFile(let path): return FileManager.default.fileExists(atPath: ContentTree.join(options.contentDirectory, path))
            case .staticFile(let path): return options.staticDirectory.map { FileManager.default.fileExists(atPath: ContentTree.join($0, path)) } ?? false
            default: return true
            }
        }
    }

    /// Removes the files the last plan had and this one has not. The marker lists what the
    /// folder holds now, so that a later build still knows it.
    func removeDropped(from manifest: SiteManifest, in output: URL, writer: OutputWriter) throws {
        for path in (previous.manifest?.paths ?? []).subtracting(manifest.paths) { Self.remove(path, in: output) }
        let kept = OutputMarker.keptNames.filter { FileManager.default.fileExists(atPath: output.path + "/" + $0) && !manifest.paths.contains($0) }
        try writer.write(OutputFile(path: OutputMarker.fileName, contents: .text(OutputMarker.text(listing: manifest.paths.union(kept)))),
                         into: output, atomically: true)
    }

    /// What the next update starts from: the changed entries' records, references and warnings.
    mutating func record(_ change: SiteChange, manifest: SiteManifest) {
        for file in changedContent { next.jsonFragments[file] = nil }
        for entry in change.entries.compactMap({ next.entries[$0] }) {
            next.jsonFragments[entry.file] = EntriesJSON.fragment(for: entry, url: SitePaths.url(of: entry, baseURL: options.site.baseURL))
        }
        let rereadPaths = Set(change.entries.map { ContentTree.join(options.contentDirectory, $0) })
        // Only what the site shows is judged: a draft hidden since keeps no reference.
        let shownPaths = Set(next.entries.values.map(\.source.path))
        next.references = (previous.references.filter { !rereadPaths.contains($0.location.path) } + newReferences).filter { shownPaths.contains($0.location.path) }
        // Every reference is judged again: a static file added or removed changes what it reaches.
        // Which drafts are shadowed was worked out again for the whole site, in `parse`.
        let kept = previous.warnings.filter { warning in
            if case .brokenExampleReference = warning.problem { return false }
            return !rereadPaths.contains(warning.location.path) && !Self.isShadowedDraft(warning)
        }
        next.warnings = (kept + diagnostics.warnings + manifest.brokenReferences(next.references)).sortedByLocation()
    }

    /// Phase two, when the caller is ready: everything that lists every entry, and the files no
    /// open page shows (see `SiteOutput.previewPhase`).
    func finishing(_ siteWide: [SiteManifest.Item], renderer: SiteRenderer, writer: OutputWriter, output: URL) -> @Sendable () throws -> [String] {
        let (byFile, fragments, contentDirectory) = (next.entries, next.jsonFragments, options.contentDirectory)
        return {
            let sorted = byFile.keys.sorted().map { byFile[$0]! }
            try writer.writeInPlace(planned: siteWide.map(\.path), into: output) { emit in
                try renderer.render(siteWide, entries: sorted, entriesByFile: byFile, contentDirectory: contentDirectory, fragments: fragments, write: emit)
            }
            return siteWide.map(\.path)
        }
    }

    private static func isShadowedDraft(_ diagnostic: Diagnostic) -> Bool {
        if case .draftSharesSlug = diagnostic.problem { return true }
        return false
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
}
