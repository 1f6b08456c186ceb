import A11yDocsLoading
import A11yDocsModel
import A11yDocsRendering
import A11yDocsSupport
import Foundation

/// The build's named steps, load → parse → dates → plan → write: the only place the site is
/// assembled. A `BuildScope` picks which of them run and what each keeps. Every scope runs the
/// same steps; a preview's update (`IncrementalUpdate`) gives them its selection of files to read
/// (the changed ones, and what depends on them) and the live folder to write into.
enum BuildSteps {
    static let all: [BuildStep] = [
        BuildStep(name: .load, stopsOnErrors: false, run: load),
        BuildStep(name: .parse, stopsOnErrors: true, run: parse),
        BuildStep(name: .dates, stopsOnErrors: false, run: stampDates),
        BuildStep(name: .plan, stopsOnErrors: true, run: plan),
        // Each file goes into the staging folder as soon as it is rendered; the site is swapped in
        // when every file is there.
        BuildStep(name: .write, stopsOnErrors: true, run: write),
    ]

    /// The steps a scope runs, in order.
    static func steps(for scope: BuildScope) -> [BuildStep] {
        scope.stepNames.compactMap { name in all.first { $0.name == name } }
    }

    /// Reads the selection: every file, or an update's changed ones.
    static func load(_ context: inout BuildContext) throws {
        var files: ContentFiles
        if context.update != nil {
            guard let changed = context.update!.changedFiles() else { return }
            files = changed
        } else {
            files = try ContentLoader(
                directory: context.options.contentDirectory, collections: context.options.site.collections
            ).read()
            if context.scope.readsStaticFolder {
                let statics = StaticFolder.read(context.options.staticDirectory)
                files.staticFiles = statics.files
                files.diagnostics += statics.diagnostics
            }
        }
        context.diagnostics += files.diagnostics
        if context.scope != .library, !context.options.site.allowRawHTML {
            context.diagnostics +=
                ScriptableFiles.warnings(files.assets, in: context.options.contentDirectory)
                + ScriptableFiles.warnings(files.staticFiles, in: context.options.staticDirectory)
        }
        context.files = files
    }

    static func parse(_ context: inout BuildContext) throws {
        let files = context.files ?? ContentFiles(entryFiles: [], assets: [], diagnostics: [])
        switch context.scope {
        case .site, .preview: publish(files, into: &context)
        case .check: checkAll(files, into: &context)
        case .library: readLibrary(files, into: &context)
        }
        context.files = nil
    }

    /// What a build publishes. `check`'s rules run on what the loader parsed, and are reported as
    /// warnings: the pages are worth seeing while a broken link is fixed.
    /// An update's re-read entries join those it keeps.
    private static func publish(_ files: ContentFiles, into context: inout BuildContext) {
        let published = Self.published(
            files.entryFiles, checkingAgainst: context.update?.allFiles ?? files.allFiles, options: context.options)
        context.diagnostics += published.diagnostics
        context.draftsLeftOut = published.draftsLeftOut
        guard context.update != nil else {
            context.content = LoadedContent(
                entries: published.entries, guides: published.guides, assets: files.assets,
                staticFiles: files.staticFiles)
            context.references = published.references
            return
        }
        context.references = context.update!.join(
            published.entries, guides: published.guides, references: published.references,
            diagnostics: &context.diagnostics)
    }

    /// What a build publishes of entry files (see `ContentLoader.published`): the entries and
    /// guides, what parsing and the rules found, and the entries' live-example references.
    static func published(_ files: [EntryFile], checkingAgainst contentFiles: Set<String>, options: BuildOptions)
        -> (
            entries: [Entry], guides: [Guide], diagnostics: [Diagnostic], references: [ExampleReference],
            draftsLeftOut: Int
        )
    {
        let parsed = ContentLoader.parse(files, checkingAgainst: contentFiles)
        let published = ContentLoader.published(
            parsed, includingDrafts: options.includesDrafts, allowsRawHTML: options.site.allowRawHTML)
        return (
            published.entries, published.guides, parsed.diagnostics + published.warnings,
            ContentLoader.references(parsed, of: published.entries), published.draftsLeftOut
        )
    }

    /// Every entry, drafts too, and the rules' findings as they were found.
    private static func checkAll(_ files: ContentFiles, into context: inout BuildContext) {
        let parsed = ContentLoader.parse(files.entryFiles, checkingAgainst: files.allFiles)
        context.diagnostics += parsed.diagnostics + parsed.findings.values.flatMap { $0 }
        context.content = LoadedContent(
            entries: parsed.entries, guides: parsed.guides, assets: files.assets, staticFiles: files.staticFiles)
        context.references = ContentLoader.references(parsed, of: parsed.entries)
    }

    /// The first entry of each collection and slug, drafts only when asked for; no rules run.
    /// Guides are read and left out: the library answers about entries.
    private static func readLibrary(_ files: ContentFiles, into context: inout BuildContext) {
        let includesDrafts = context.options.includesDrafts
        let parsed = ContentLoader.parse(files.entryFiles, checkingAgainst: nil)
        let (unique, duplicates) = UniqueSlugs.firstOfEach(parsed.entries)
        context.diagnostics += parsed.diagnostics + duplicates
        let entries = unique.map { parsed.entries[$0] }.filter { includesDrafts || !$0.isDraft }
        context.content = LoadedContent(entries: entries, assets: files.assets)
    }

    static func stampDates(_ context: inout BuildContext) throws {
        guard context.options.showsLastUpdated, var content = context.content else { return }
        LastUpdated.stamp(&content, contentDirectory: context.options.contentDirectory)
        context.content = content
    }

    /// The theme and its renderer, and every file the site will have with the problems of that
    /// plan. An update keeps the last renderer while no theme file changed, and the last plan
    /// while it still holds; its problems are thrown together, before anything is written.
    static func plan(_ context: inout BuildContext) throws {
        let options = context.options
        if context.scope.publishes, options.warnsWithoutSitemap, options.site.isSubPathBaseURL {
            context.diagnostics.append(
                Diagnostic(.sitemapNeedsFullURL, at: options.baseURLSource ?? SourceLocation(path: SiteConfig.fileName))
            )
        }
        let theme = context.update?.theme ?? Theme.load(overrides: options.templatesDirectory)
        context.renderer = try context.update?.renderer ?? renderer(theme: theme, context: &context)
        guard context.scope != .library else { return }
        let kept = context.update?.keptPlan
        // A preview's is made from every page it keeps, sorted; not while its plan holds.
        let content = kept == nil ? context.update?.content ?? context.content ?? LoadedContent(entries: []) : nil
        if let kept {
            context.manifest = kept
        } else if let content {
            // `check` judges the site as it is published, with its sitemap.
            let planned = manifest(
                of: content, theme: theme, options: options,
                withSitemap: context.scope == .check || options.site.hasAbsoluteBaseURL)
            context.diagnostics += planned.problems
            context.manifest = planned.manifest
            context.replanned = true
        }
        // Warnings like the rules' findings: the pages are worth seeing while a path is fixed.
        context.diagnostics += context.manifest!.brokenReferences(context.references)
        // The rules' findings are sorted by place: a preview's pages are judged as they are kept.
        if let content {
            context.diagnostics += ruleFindings(content.entries, staticFiles: content.staticFiles, context: context)
        } else if let update = context.update {
            context.diagnostics += ruleFindings(
                update.next.entries.values, staticFiles: update.next.statics.keys.sorted(), context: context)
        }
        if context.scope == .preview, context.diagnostics.hasErrors {
            throw BuildError(step: "update", diagnostics: context.diagnostics.sortedByLocation())
        }
    }

    /// What the media check finds in the videos of the site's entries, and the evidence rule in
    /// their test records: errors for `check`, and warnings for a build, whose pages are worth
    /// seeing while a file is fixed; a new entry has no record yet, which the preview shows, warned.
    private static func ruleFindings(
        _ entries: some Collection<Entry>, staticFiles: [String], context: BuildContext
    ) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        if entries.contains(where: { !$0.videos.isEmpty }) {
            let media = MediaRule.findings(
                entries, staticDirectory: context.options.staticDirectory, staticFiles: staticFiles)
            findings += context.scope == .check ? media : media.map(\.asWarning)
        }
        let evidence = EvidenceRule.findings(entries, settings: context.options.site.evidence)
        return findings + (context.scope == .preview ? evidence.map(\.asWarning) : evidence)
    }

    /// Every file the site will have, and the problems with that plan (two outputs at one path, …).
    static func manifest(of content: LoadedContent, theme: Theme, options: BuildOptions, withSitemap: Bool) -> (
        manifest: SiteManifest, problems: [Diagnostic]
    ) {
        let manifest = SiteManifest(
            entries: content.entries, guides: content.guides, assets: content.assets,
            staticFiles: content.staticFiles, theme: theme, withSitemap: withSitemap)
        return (
            manifest,
            manifest.problems(
                contentDirectory: options.contentDirectory, staticDirectory: options.staticDirectory, theme: theme)
        )
    }

    /// The theme's templates compiled; `check` reports their syntax errors with every other
    /// problem instead of stopping there.
    private static func renderer(theme: Theme, context: inout BuildContext) throws -> SiteRenderer? {
        guard context.scope == .check || context.scope == .preview else {
            return try SiteRenderer(theme: theme, options: context.options.site)
        }
        do {
            return try SiteRenderer(theme: theme, options: context.options.site)
        } catch {
            context.diagnostics += (error as? BuildError)?.diagnostics ?? []
            return nil
        }
    }

    /// Renders the plan's files into the sink: a staging folder swapped in whole, or the live
    /// folder of a preview, where an update writes what its change touches.
    static func write(_ context: inout BuildContext) throws {
        guard let renderer = context.renderer, let manifest = context.manifest else { return }
        let options = context.options
        switch context.sink {
        case .staging:
            let entries = context.content?.entries ?? [], guides = context.content?.guides ?? []
            try OutputWriter(options: options).write(planned: manifest.paths) { emit in
                try renderer.render(
                    manifest.items, entries: entries, guides: guides, contentDirectory: options.contentDirectory,
                    staticDirectory: options.staticDirectory, write: emit)
            }
        case .live:
            guard context.update != nil else { return }
            context.update!.result = try LiveFolderWriter(options: options).write(
                &context.update!, renderer: renderer, manifest: manifest,
                replanned: context.replanned, diagnostics: context.diagnostics)
        }
    }
}
