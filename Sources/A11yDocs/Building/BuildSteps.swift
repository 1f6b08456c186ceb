import Foundation
import A11yDocsSupport
import A11yDocsModel
import A11yDocsLoading
import A11yDocsRendering

/// The build's named steps, load → parse → dates → plan → write: the only place the site is
/// assembled. A `BuildScope` picks which of them run and what each keeps; the preview's updates
/// run them with the `preview` scope on the files that changed (`IncrementalUpdate`).
enum BuildSteps {
    static let all: [BuildStep] = [
        BuildStep(name: "load", stopsOnErrors: false, run: load),
        BuildStep(name: "parse", stopsOnErrors: true, run: parse),
        BuildStep(name: "dates", stopsOnErrors: false, run: stampDates),
        BuildStep(name: "plan", stopsOnErrors: true, run: plan),
        // Each file goes into the staging folder as soon as it is rendered; the site is swapped in
        // when every file is there.
        BuildStep(name: "write", stopsOnErrors: true, run: write),
    ]

    /// The steps a scope runs, in order.
    static func steps(for scope: BuildScope) -> [BuildStep] {
        scope.stepNames.compactMap { name in all.first { $0.name == name } }
    }

    static func load(_ context: inout BuildContext) throws {
        if context.update != nil { return context.update!.loadChanged() }
        var files = try ContentLoader(directory: context.options.contentDirectory).read()
        context.diagnostics += files.diagnostics
        if context.scope.readsStaticFolder {
            let statics = StaticFolder.read(context.options.staticDirectory)
            files.staticFiles = statics.files
            context.diagnostics += statics.diagnostics
        }
        if context.scope != .library, !context.options.site.allowRawHTML {
            context.diagnostics += ScriptableFiles.warnings(files.assets, in: context.options.contentDirectory)
                + ScriptableFiles.warnings(files.staticFiles, in: context.options.staticDirectory)
        }
        context.files = files
    }

    static func parse(_ context: inout BuildContext) throws {
        let files = context.files ?? ContentFiles(entryFiles: [], assets: [], diagnostics: [])
        switch context.scope {
        case .site: publish(files, into: &context)
        case .check: checkAll(files, into: &context)
        case .library: readLibrary(files, into: &context)
        case .preview: context.update?.parseChanged()
        }
        context.files = nil
    }

    /// What a build publishes. `check`'s rules run on what the loader parsed, and are reported as
    /// warnings: the pages are worth seeing while a broken link is fixed.
    private static func publish(_ files: ContentFiles, into context: inout BuildContext) {
        let published = Self.published(files.entryFiles, checkingAgainst: files.allFiles, options: context.options)
        context.diagnostics += published.diagnostics
        context.draftsLeftOut = published.draftsLeftOut
        context.content = LoadedContent(entries: published.entries, assets: files.assets, staticFiles: files.staticFiles)
        context.references = published.references
    }

    /// What a build publishes of entry files (see `ContentLoader.published`): the entries, what
    /// parsing and the rules found, and the entries' live-example references.
    static func published(_ files: [EntryFile], checkingAgainst contentFiles: Set<String>, options: BuildOptions)
        -> (entries: [Entry], diagnostics: [Diagnostic], references: [ExampleReference], draftsLeftOut: Int) {
        let parsed = ContentLoader.parse(files, checkingAgainst: contentFiles)
        let published = ContentLoader.published(parsed, includingDrafts: options.includesDrafts, allowsRawHTML: options.site.allowRawHTML)
        return (published.entries, parsed.diagnostics + published.warnings, ContentLoader.references(parsed, of: published.entries), published.draftsLeftOut)
    }

    /// Every entry, drafts too, and the rules' findings as they were found.
    private static func checkAll(_ files: ContentFiles, into context: inout BuildContext) {
        let parsed = ContentLoader.parse(files.entryFiles, checkingAgainst: files.allFiles)
        context.diagnostics += parsed.diagnostics + parsed.findings.values.flatMap { $0 }
        context.content = LoadedContent(entries: parsed.entries, assets: files.assets, staticFiles: files.staticFiles)
        context.references = ContentLoader.references(parsed, of: parsed.entries)
    }

    /// The first entry of each collection and slug, drafts only when asked for; no rules run.
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
        LastUpdated.stamp(&content.entries, contentDirectory: context.options.contentDirectory)
        context.content = content
    }

    static func plan(_ context: inout BuildContext) throws {
        if context.update != nil { return try context.update!.plan() }
        let options = context.options
        if context.scope == .site, options.warnsWithoutSitemap, options.site.isSubPathBaseURL {
            context.diagnostics.append(Diagnostic(.sitemapNeedsFullURL, at: options.baseURLSource ?? SourceLocation(path: SiteConfig.fileName)))
        }
        let theme = Theme.load(overrides: options.templatesDirectory)
        context.renderer = try renderer(theme: theme, context: &context)
        guard context.scope != .library else { return }
        // `check` judges the site as it is published, with its sitemap.
        let planned = manifest(of: context.content ?? LoadedContent(entries: []), theme: theme, options: options,
                               withSitemap: context.scope == .check || options.site.hasAbsoluteBaseURL)
        context.diagnostics += planned.problems
        // Warnings like the rules' findings: the pages are worth seeing while a path is fixed.
        context.diagnostics += planned.manifest.brokenReferences(context.references)
        context.manifest = planned.manifest
    }

    /// Every file the site will have, and the problems with that plan (two outputs at one path, …).
    static func manifest(of content: LoadedContent, theme: Theme, options: BuildOptions, withSitemap: Bool) -> (manifest: SiteManifest, problems: [Diagnostic]) {
        let manifest = SiteManifest(entries: content.entries, assets: content.assets, staticFiles: content.staticFiles, theme: theme, withSitemap: withSitemap)
        return (manifest, manifest.problems(contentDirectory: options.contentDirectory, staticDirectory: options.staticDirectory, theme: theme))
    }

    /// The theme's templates compiled; `check` reports their syntax errors with every other
    /// problem instead of stopping there.
    private static func renderer(theme: Theme, context: inout BuildContext) throws -> SiteRenderer? {
        guard context.scope == .check else { return try SiteRenderer(theme: theme, options: context.options.site) }
        do {
            return try SiteRenderer(theme: theme, options: context.options.site)
        } catch {
            context.diagnostics += (error as? BuildError)?.diagnostics ?? []
            return nil
        }
    }

    static func write(_ context: inout BuildContext) throws {
        if context.update != nil { return try context.update!.write() }
        guard let renderer = context.renderer, let manifest = context.manifest else { return }
        let entries = context.content?.entries ?? []
        let (contentDirectory, staticDirectory) = (context.options.contentDirectory, context.options.staticDirectory)
        try OutputWriter(options: context.options).write(planned: manifest.paths) { emit in
            try renderer.render(manifest.items, entries: entries, contentDirectory: contentDirectory, staticDirectory: staticDirectory, write: emit)
        }
    }
}
