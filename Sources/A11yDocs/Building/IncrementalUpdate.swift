import A11yDocsLoading
import A11yDocsMarkdown
import A11yDocsModel
import A11yDocsRendering
import A11yDocsSupport
import Foundation

/// One update of a previewed site: the change since the state the last good build or update
/// left. The build's own steps run on it (`BuildSteps`, `preview` scope); this type only says
/// what they read (the changed files), how the re-read entries join those kept, whether the last
/// plan still holds, what the change touches, and the state the update leaves (`next`).
struct IncrementalUpdate {
    let options: BuildOptions
    let previous: PreviewState
    var next: PreviewState
    /// The files a watcher named; nil when the folders are scanned.
    let named: Set<String>?
    /// What the update changed, once written.
    var result: IncrementalSite.Update?
    /// Nothing changed, or there is nothing to render with: the remaining steps have no work.
    var isFinished = false
    var changedContent: [String] = []
    var changedTemplates: [String] = []
    var changedStatics: [String] = []
    /// Drafts shown again: the published entry with their slug went.
    var freed: [EntryFile] = []
    /// A draft shown or hidden without its own file changing: the plan and neighbours change.
    var shownChanged = false

    init(options: BuildOptions, previous: PreviewState, changed: Set<String>?) {
        self.options = options
        self.previous = previous
        next = previous
        named = changed
    }

    // MARK: What the steps read

    /// The `load` step's selection: the changed entry files that are still there (each taken out
    /// of the site until parsed) with every other file the site has; nil when nothing changed.
    mutating func changedFiles() -> ContentFiles? {
        guard scan(changed: named) else {
            isFinished = true
            return nil
        }
        let loader = ContentLoader(directory: options.contentDirectory, collections: options.site.collections)
        var files = ContentFiles(
            entryFiles: [], assets: next.content.keys.filter { !ContentTree.isEntryFile($0) }.sorted(), diagnostics: [],
            staticFiles: next.statics.keys.sorted())
        for file in changedContent where ContentTree.isEntryFile(file) {
            next.entries[file] = nil
            next.guides[file] = nil
            guard next.content[file] != nil else { continue }
            switch loader.entryFile(for: file) {
            case .failure(let diagnostic): files.diagnostics.append(diagnostic)
            case .success(let entryFile): files.entryFiles.append(entryFile)
            }
        }
        return files
    }

    /// Every file under the content folder and the static folder: what links may point at.
    var allFiles: Set<String> { Set(next.content.keys).union(next.statics.keys) }

    /// Which files changed since the last good state; false when none did. `changed` names them
    /// when known; without it, or when a path cannot be taken on its own, the folders are scanned.
    private mutating func scan(changed: Set<String>?) -> Bool {
        next.content =
            changed.flatMap { FileFingerprints.rescan($0, under: options.contentDirectory, known: previous.content) }
            ?? FileFingerprints.scan(options.contentDirectory)
        next.templates = FileFingerprints.scan(options.templatesDirectory)
        next.statics =
            options.staticDirectory.flatMap { directory in
                changed.flatMap { FileFingerprints.rescan($0, under: directory, known: previous.statics) }
            }
            ?? StaticFolder.scan(options.staticDirectory)
        changedContent = IncrementalSite.changes(from: previous.content, to: next.content)
        changedTemplates = IncrementalSite.changes(from: previous.templates, to: next.templates)
        changedStatics = IncrementalSite.changes(from: previous.statics, to: next.statics)
        return !(changedContent.isEmpty && changedTemplates.isEmpty && changedStatics.isEmpty)
    }

    // MARK: How the re-read entries join the site

    /// The `parse` step's result joined with the entries and guides kept: the re-read ones
    /// replace theirs, then the drafts that come back or are shadowed because of them. Returns the
    /// site's live examples' references; what parsing the drafts found goes into `diagnostics`.
    mutating func join(
        _ published: [Entry], guides: [Guide] = [], references: [ExampleReference], diagnostics: inout [Diagnostic]
    ) -> [ExampleReference] {
        var newReferences = references
        add(published)
        add(guides)
        freed = freedDrafts()
        if !freed.isEmpty {
            let drafts = BuildSteps.published(freed, checkingAgainst: allFiles, options: options)
            diagnostics += drafts.diagnostics
            newReferences += drafts.references
            add(drafts.entries)
            add(drafts.guides)
        }
        let rereadPaths = Set(changedEntries.map { ContentTree.join(options.contentDirectory, $0) })
        diagnostics += hideShadowedDrafts(rereadPaths: rereadPaths)
        // Only what the site shows is judged: a draft hidden since keeps no reference.
        let shownPaths = Set(next.entries.values.map(\.source.path))
        next.references = (previous.references.filter { !rereadPaths.contains($0.location.path) } + newReferences)
            .filter { shownPaths.contains($0.location.path) }
        return next.references
    }

    /// The whole site as a new plan needs it, in file order; made only when the last plan does not
    /// hold, as sorting a large library's entries on every save would be wasted.
    var content: LoadedContent {
        LoadedContent(
            entries: next.entries.keys.sorted().map { next.entries[$0]! },
            guides: next.guides.keys.sorted().map { next.guides[$0]! },
            assets: next.content.keys.filter { !ContentTree.isEntryFile($0) }.sorted(),
            staticFiles: next.statics.keys.sorted())
    }

    /// A saved entry shows its file's date, not its last commit's.
    private mutating func add(_ entries: [Entry]) {
        for var entry in entries {
            if options.showsLastUpdated {
                entry.lastUpdated =
                    LastUpdated.modificationDate(of: entry.source.path) ?? previous.entries[entry.file]?.lastUpdated
            }
            next.entries[entry.file] = entry
        }
    }

    /// A saved guide shows its file's date, as an entry does.
    private mutating func add(_ guides: [Guide]) {
        for var guide in guides {
            if options.showsLastUpdated {
                guide.lastUpdated =
                    LastUpdated.modificationDate(of: guide.source.path) ?? previous.guides[guide.file]?.lastUpdated
            }
            next.guides[guide.file] = guide
        }
    }

    /// A draft left out for a published entry with its slug comes back when that entry goes (or
    /// becomes a draft): the unchanged entry files the site does not show whose slug no
    /// published entry holds now. Without drafts there is nothing to bring back.
    private func freedDrafts() -> [EntryFile] {
        guard options.includesDrafts, touchesShadowing else { return [] }
        let changed = Set(changedContent)
        let unshown = next.content.keys.filter {
            ContentTree.isEntryFile($0) && next.entries[$0] == nil && next.guides[$0] == nil && !changed.contains($0)
        }
        guard !unshown.isEmpty else { return [] }
        let publishedSlugs = Set(
            next.entries.values.filter { !$0.isDraft }.map(ShadowedDrafts.key(of:))
                + next.guides.values.filter { !$0.isDraft }.map(ShadowedDrafts.key(of:)))
        let loader = ContentLoader(directory: options.contentDirectory, collections: options.site.collections)
        return unshown.sorted().compactMap { try? loader.entryFile(for: $0).get() }.filter {
            !publishedSlugs.contains(ShadowedDrafts.key(of: $0))
        }
    }

    /// Drafts a published entry (or guide) shadows, across the whole site: left out, a warning at
    /// each. Drafts left out before and not re-read are not among the pages shown: their warnings
    /// carry over. A save that changes no draft and no slug changes nothing here, and a large
    /// library's pages are not gone through again for it.
    private mutating func hideShadowedDrafts(rereadPaths: Set<String>) -> [Diagnostic] {
        let stillHidden = previous.warnings.filter {
            guard case .draftSharesSlug = $0.problem else { return false }
            return !rereadPaths.contains($0.location.path)
        }
        guard touchesShadowing || !freed.isEmpty else {
            shownChanged = false
            return stillHidden
        }
        let knownFiles = next.entries.keys.sorted()
        let shadowed = ShadowedDrafts.find(in: knownFiles.map { next.entries[$0]! })
        let hidden = Set(knownFiles.indices).subtracting(shadowed.kept).map { knownFiles[$0] }
        for file in hidden { next.entries[file] = nil }
        let knownGuides = next.guides.keys.sorted()
        let shadowedGuides = ShadowedDrafts.find(in: knownGuides.map { next.guides[$0]! })
        let hiddenGuides = Set(knownGuides.indices).subtracting(shadowedGuides.kept).map { knownGuides[$0] }
        for file in hiddenGuides { next.guides[file] = nil }
        shownChanged =
            !freed.isEmpty || hidden.contains { previous.entries[$0] != nil }
            || hiddenGuides.contains { previous.guides[$0] != nil }
        return stillHidden + shadowed.warnings + shadowedGuides.warnings
    }

    /// Whether the re-read files can change which drafts are shadowed: a draft among them (before
    /// the save or after it), or a page whose collection and slug came, went or changed.
    private var touchesShadowing: Bool {
        changedContent.contains { file in
            guard ContentTree.isEntryFile(file) else { return false }
            let before = previous.entries[file].map(Shadowing.init) ?? previous.guides[file].map(Shadowing.init)
            let after = next.entries[file].map(Shadowing.init) ?? next.guides[file].map(Shadowing.init)
            return before?.isDraft == true || after?.isDraft == true || before != after
        }
    }

    /// What shadowing reads of a page.
    private struct Shadowing: Equatable {
        var key: String
        var isDraft: Bool

        init(_ page: some LibraryPage) {
            key = ShadowedDrafts.key(of: page)
            isDraft = page.isDraft
        }
    }

    /// The entry files re-read: the changed ones and the drafts that came back.
    private var changedEntries: [String] { changedContent.filter(ContentTree.isEntryFile) + freed.map(\.file) }

    // MARK: Whether the last plan holds

    /// The theme to plan with: the last one while no theme file changed. Any theme file, not only
    /// a template: the renderer copies and inlines assets from its theme.
    var theme: Theme {
        changedTemplates.isEmpty
            ? previous.renderer?.theme ?? Theme.load(overrides: options.templatesDirectory)
            : Theme.load(overrides: options.templatesDirectory)
    }

    /// The last renderer, while no theme file changed.
    var renderer: SiteRenderer? { changedTemplates.isEmpty ? previous.renderer : nil }

    /// The last good plan, when entries (or guides) were edited in place, the same entries and
    /// files are published, their old addresses are the same and the theme is the same: it had no
    /// problems, and it still holds.
    var keptPlan: SiteManifest? {
        let isEntry = ContentTree.isEntryFile
        let holds =
            changedTemplates.isEmpty && changedStatics.isEmpty && !shownChanged
            && changedContent.allSatisfy {
                isEntry($0)
                    && (previous.entries[$0] != nil && next.entries[$0] != nil
                        && previous.entries[$0]?.aliases.map(\.address) == next.entries[$0]?.aliases.map(\.address)
                        || previous.guides[$0] != nil && next.guides[$0] != nil)
            }
        return holds ? previous.manifest : nil
    }

    // MARK: What the change touches

    /// What the change touches. An edit that keeps every entry's place (title, order,
    /// categories) and every guide's (title, order) keeps every neighbour.
    mutating func siteChange() -> SiteChange {
        let isEntry = ContentTree.isEntryFile
        let keepsPlaces =
            !shownChanged
            && changedEntries.allSatisfy { file in
                if let old = previous.guides[file], let new = next.guides[file] {
                    return (old.title, old.order) == (new.title, new.order)
                }
                guard let old = previous.entries[file], let new = next.entries[file] else { return false }
                return (old.title, old.order, old.categories) == (new.title, new.order, new.categories)
            }
        next.neighbours =
            keepsPlaces
            ? previous.neighbours : EntryNeighbours(Array(next.entries.values), guides: Array(next.guides.values))
        return SiteChange(
            // Kept places keep every pair: a large library's pairs are not compared one by one.
            entries: Set(changedEntries),
            neighbours: keepsPlaces ? [] : next.neighbours.changed(from: previous.neighbours),
            templates: TemplateImpact(changed: changedTemplates),
            themeFiles: Set(changedTemplates), contentFiles: Set(changedContent.filter { !isEntry($0) }),
            staticFiles: Set(changedStatics))
    }

    /// The plan's outputs the change touches. A file can go between the scan and the copy (an
    /// editor saving through a temporary file): it is gone, and the next scan says so.
    func touchedOutputs(of manifest: SiteManifest, by change: SiteChange) -> [SiteManifest.Item] {
        manifest.outputs(touchedBy: change).filter { item in
            switch item.output {
            case .contentFile(let path):
                return FileManager.default.fileExists(atPath: ContentTree.join(options.contentDirectory, path))
            case .staticFile(let path):
                return options.staticDirectory.map {
                    FileManager.default.fileExists(atPath: ContentTree.join($0, path))
                } ?? false
            default: return true
            }
        }
    }

    // MARK: The state the update leaves

    /// What the next update starts from: the plan, renderer and warnings now, and the changed
    /// entries' records. `diagnostics` are what this update's steps found; the warnings of files
    /// it did not re-read are kept, except those judged again for the whole site.
    mutating func record(
        _ change: SiteChange, renderer: SiteRenderer, manifest: SiteManifest, diagnostics: [Diagnostic]
    ) {
        next.renderer = renderer
        next.manifest = manifest
        for file in changedContent { next.jsonFragments[file] = nil }
        for entry in change.entries.compactMap({ next.entries[$0] }) {
            next.jsonFragments[entry.file] = EntriesJSON.fragment(
                for: entry, url: SitePaths.url(of: entry, baseURL: options.site.baseURL),
                evidence: options.site.evidence)
        }
        let rereadPaths = Set(change.entries.map { ContentTree.join(options.contentDirectory, $0) })
        let kept = previous.warnings.filter {
            !rereadPaths.contains($0.location.path) && !Self.isJudgedForTheWholeSite($0)
        }
        next.warnings = (kept + diagnostics.warnings).sortedByLocation()
    }

    /// Warnings every update finds again for the whole site, not for the files it re-read: which
    /// drafts are shadowed, what live examples reach, files that run script, the sitemap, videos'
    /// files and test records.
    private static func isJudgedForTheWholeSite(_ diagnostic: Diagnostic) -> Bool {
        switch diagnostic.problem {
        case .draftSharesSlug, .brokenExampleReference, .scriptableFile, .sitemapNeedsFullURL, .media, .evidence:
            return true
        default: return false
        }
    }
}
