import Foundation

/// Builds the site: an ordered list of named steps, load → parse → render → write.
/// A failed build leaves the previous output exactly as it was.
public struct SiteBuilder: Sendable {
    public var options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    static let steps: [BuildStep] = [
        BuildStep(name: "load", stopsOnErrors: false) { context in
            var files = try ContentLoader(directory: context.options.contentDirectory).read()
            let statics = StaticFolder.read(context.options.staticDirectory)
            files.staticFiles = statics.files
            context.diagnostics += files.diagnostics + statics.diagnostics
            context.files = files
        },
        BuildStep(name: "parse", stopsOnErrors: true) { context in
            let files = context.files ?? ContentFiles(entryFiles: [], assets: [], diagnostics: [])
            // `check`'s rules run on what the loader parsed, and are reported as warnings: the
            // pages are worth seeing while a broken link is fixed.
            let parsed = ContentLoader.parse(files.entryFiles, checkingAgainst: files.allFiles)
            let published = ContentLoader.published(parsed, includingDrafts: context.options.includesDrafts, allowsRawHTML: context.options.site.allowRawHTML)
            context.diagnostics += parsed.diagnostics + published.warnings
            context.draftsLeftOut = published.draftsLeftOut
            context.content = LoadedContent(entries: published.entries, assets: files.assets, staticFiles: files.staticFiles)
            context.references = ContentLoader.references(parsed, of: published.entries)
            context.files = nil
        },
        BuildStep(name: "dates", stopsOnErrors: false) { context in
            guard context.options.showsLastUpdated, var content = context.content else { return }
            LastUpdated.stamp(&content.entries, contentDirectory: context.options.contentDirectory)
            context.content = content
        },
        BuildStep(name: "plan", stopsOnErrors: true) { context in
            let options = context.options
            if options.warnsWithoutSitemap, options.site.isSubPathBaseURL {
                context.diagnostics.append(Diagnostic(.sitemapNeedsFullURL, at: options.baseURLSource ?? SourceLocation(path: SiteConfig.fileName)))
            }
            let renderer = try SiteRenderer(templatesDirectory: options.templatesDirectory, options: options.site)
            let content = context.content ?? LoadedContent(entries: [])
            let manifest = SiteManifest(entries: content.entries, assets: content.assets, staticFiles: content.staticFiles,
                                        theme: renderer.theme, withSitemap: options.site.hasAbsoluteBaseURL)
            context.diagnostics += manifest.problems(contentDirectory: options.contentDirectory, staticDirectory: options.staticDirectory, theme: renderer.theme)
            // Warnings like the rules' findings: the pages are worth seeing while a path is fixed.
            context.diagnostics += manifest.brokenReferences(context.references)
            context.renderer = renderer
            context.manifest = manifest
        },
        // Each file goes into the staging folder as soon as it is rendered; the site is swapped in
        // when every file is there.
        BuildStep(name: "write", stopsOnErrors: true) { context in
            guard let renderer = context.renderer, let manifest = context.manifest else { return }
            let entries = context.content?.entries ?? []
            let (contentDirectory, staticDirectory) = (context.options.contentDirectory, context.options.staticDirectory)
            try OutputWriter(options: context.options).write { emit in
                try renderer.render(manifest.items, entries: entries, contentDirectory: contentDirectory, staticDirectory: staticDirectory, write: emit)
            }
        },
    ]

    /// Runs every step; throws a `BuildError` naming the step and every finding.
    public func build() throws -> BuildReport {
        try run().report
    }

    /// The build, and what it read and wrote, for a preview that goes on from there.
    func run() throws -> (report: BuildReport, context: BuildContext) {
        let clock = ContinuousClock()
        let start = clock.now
        var context = BuildContext(options: options)
        for step in Self.steps {
            do {
                try step.run(&context)
            } catch let error as BuildError {
                throw BuildError(step: step.name, diagnostics: (context.diagnostics + error.diagnostics).sortedByLocation())
            } catch {
                let location = SourceLocation(path: Self.path(involvedIn: error, options: options))
                let diagnostics = context.diagnostics + [Diagnostic(.stepFailed(step: step.name, reason: "\(error)"), at: location)]
                throw BuildError(step: step.name, diagnostics: diagnostics.sortedByLocation())
            }
            // `--strict`: a warning stops the build too, before anything is written.
            if step.stopsOnErrors, context.diagnostics.hasErrors || (options.warningsAreErrors && !context.diagnostics.isEmpty) {
                throw BuildError(step: step.name, diagnostics: context.diagnostics.sortedByLocation())
            }
        }
        let report = BuildReport(
            entryCount: context.content?.entries.count ?? 0,
            pageCount: context.manifest?.pageCount ?? 0,
            fileCount: context.manifest?.items.count ?? 0,
            staticFileCount: context.manifest?.staticFileCount ?? 0,
            duration: clock.now - start,
            outputDirectory: options.outputDirectory,
            draftsLeftOut: context.draftsLeftOut,
            warnings: context.diagnostics.warnings.sortedByLocation()
        )
        return (report, context)
    }

    private static func path(involvedIn error: Error, options: BuildOptions) -> String {
        if let missing = error as? ContentTree.MissingFolder { return missing.path }
        if let failure = error as? OutputWriter.Failure { return failure.path }
        return options.contentDirectory
    }
}
