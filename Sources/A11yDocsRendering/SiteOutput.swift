import A11yDocsCriteria
import A11yDocsModel

/// Every kind of file a build writes, listed once with all that the build knows of it besides how
/// it renders (`SiteRenderer.jobs`): its path, the page template it renders, what it is made
/// from, how the build summary counts it and when a preview update writes it. Adding a site-wide
/// output is a case, its row in `traits`, its place in `siteWideOutputs`, its path in `SitePaths`
/// and its arm in the renderer's switch; the compiler asks for the row and the arm. An entry's
/// outputs are listed by `made(from:)`, a guide's by `made(from:)` for guides.
package enum SiteOutput: Hashable, Sendable {
    /// Made from one entry, named by its file relative to the content folder.
    case page(String)
    case mirror(String)
    case feature(String)
    case criteriaText(String)
    /// The entry's criteria as a script for the builder page.
    case criteriaData(String)
    /// A page at an address the entry had before (`aliases:`), sending the reader to it.
    case redirect(String, alias: String)
    /// Made from every entry.
    case index, indexMirror, criteriaBuilder, sitemap, entriesJSON, coveragePage, searchIndex
    case testCases(TestCaseFormat)
    /// Made from the templates alone, and the collections (search filters).
    case notFound, schema, searchPage
    /// Copied as they are: a theme asset, a content file that is not an entry, or a file of the
    /// static folder (named by its path under it, which is its path in the output).
    case themeAsset(String)
    case contentFile(String)
    case staticFile(String)
    /// Made from one guide, named by its file relative to the content folder: its page (which
    /// links to the guides before and after it) and its mirror.
    case guidePage(String)
    case guideMirror(String)

    /// What an output is made from besides its page's templates: a change to it re-renders the output.
    package enum Source: Sendable {
        /// The entry's (or guide's) file; with `neighbours`, also its previous and next entries
        /// (its page links to them).
        case entry(String, neighbours: Bool)
        case everyEntry
        /// Nothing but its templates.
        case templates
        case themeFile(String)
        case contentFile(String)
        case staticFile(String)
    }

    /// What the build summary counts an output as ("12 pages, 3 static files"); every output is a file.
    package enum Tally: Sendable {
        case page, staticFile, file
    }

    /// When a preview update writes an output: `first`, before the browser reloads the page the
    /// author is looking at; `second`, after it, for what lists every entry and files no open
    /// page shows.
    package enum PreviewPhase: Sendable {
        case first, second
    }

    /// One output's row: what `page`, `source`, `tally` and `previewPhase` say, and a site-wide
    /// output's path (an entry's outputs are placed by `made(from:)`, copies at their own path).
    private struct Traits {
        var page: SitePage?
        var source: Source
        var tally: Tally
        var phase: PreviewPhase
        var path: String?
    }

    /// The registry: one row per kind of output, so that the compiler asks for all of it at once.
    // The search page's filters list the collections, which only a new or removed entry changes.
    private var traits: Traits {
        switch self {
        case .page(let file):
            return Traits(page: .entry, source: .entry(file, neighbours: true), tally: .page, phase: .first)
        case .mirror(let file):
            return Traits(page: .entryMirror, source: .entry(file, neighbours: false), tally: .page, phase: .first)
        case .feature(let file), .criteriaText(let file), .criteriaData(let file), .redirect(let file, _):
            return Traits(source: .entry(file, neighbours: false), tally: .file, phase: .second)
        case .index:
            return Traits(page: .index, source: .everyEntry, tally: .page, phase: .second, path: SitePaths.indexFile)
        case .indexMirror:
            return Traits(
                page: .indexMirror, source: .everyEntry, tally: .page, phase: .second, path: SitePaths.indexMirrorFile)
        case .criteriaBuilder:
            return Traits(
                page: .criteria, source: .everyEntry, tally: .page, phase: .second, path: SitePaths.criteriaBuilderFile)
        case .coveragePage:
            return Traits(
                page: .coverage, source: .everyEntry, tally: .page, phase: .second, path: SitePaths.coverageFile)
        case .searchPage:
            return Traits(page: .search, source: .everyEntry, tally: .page, phase: .second, path: SitePaths.searchFile)
        case .searchIndex:
            return Traits(source: .everyEntry, tally: .file, phase: .second, path: SitePaths.searchIndexFile)
        case .notFound:
            return Traits(
                page: .notFound, source: .templates, tally: .file, phase: .second, path: SitePaths.notFoundFile)
        case .entriesJSON:
            return Traits(source: .everyEntry, tally: .file, phase: .second, path: SitePaths.entriesJSONFile)
        case .schema: return Traits(source: .templates, tally: .file, phase: .second, path: SitePaths.schemaFile)
        case .testCases(let format): return Traits(source: .everyEntry, tally: .file, phase: .second, path: format.path)
        case .sitemap: return Traits(source: .everyEntry, tally: .file, phase: .second, path: SitePaths.sitemapFile)
        case .themeAsset(let path): return Traits(source: .themeFile(path), tally: .file, phase: .first)
        case .contentFile(let path): return Traits(source: .contentFile(path), tally: .file, phase: .first)
        case .staticFile(let path): return Traits(source: .staticFile(path), tally: .staticFile, phase: .first)
        case .guidePage(let file):
            return Traits(page: .guide, source: .entry(file, neighbours: true), tally: .page, phase: .first)
        case .guideMirror(let file):
            return Traits(page: .guideMirror, source: .entry(file, neighbours: false), tally: .page, phase: .first)
        }
    }

    /// The outputs made from every entry or from the templates, in the order a build lists them.
    static let siteWideOutputs: [SiteOutput] =
        [
            .index, .indexMirror, .criteriaBuilder, .coveragePage, .searchPage, .searchIndex,
            .notFound, .entriesJSON, .schema,
        ] + TestCaseFormat.allCases.map(testCases) + [.sitemap]

    /// The outputs made from `entry`, each with its path.
    package static func made(from entry: Entry) -> [PlannedOutput] {
        [
            PlannedOutput(output: .page(entry.file), path: SitePaths.pageFile(of: entry)),
            PlannedOutput(output: .mirror(entry.file), path: SitePaths.mirrorFile(of: entry)),
            PlannedOutput(output: .feature(entry.file), path: SitePaths.featureFile(of: entry)),
            PlannedOutput(output: .criteriaText(entry.file), path: SitePaths.criteriaTextFile(of: entry)),
            PlannedOutput(output: .criteriaData(entry.file), path: SitePaths.criteriaDataFile(of: entry)),
        ]
    }

    /// The page at `alias` that sends readers to `entry`.
    package static func redirect(from alias: String, to entry: Entry) -> PlannedOutput {
        PlannedOutput(output: .redirect(entry.file, alias: alias), path: SitePaths.redirectFile(of: alias))
    }

    /// The outputs made from `guide`, each with its path: no criteria, as a guide holds none.
    package static func made(from guide: Guide) -> [PlannedOutput] {
        [
            PlannedOutput(output: .guidePage(guide.file), path: SitePaths.pageFile(of: guide)),
            PlannedOutput(output: .guideMirror(guide.file), path: SitePaths.mirrorFile(of: guide)),
        ]
    }

    /// The site-wide outputs, each with its path. A sitemap of paths is not a valid sitemap: none
    /// without a full base URL.
    package static func siteWide(withSitemap: Bool) -> [PlannedOutput] {
        siteWideOutputs.compactMap { output in
            guard withSitemap || output != .sitemap, let path = output.traits.path else { return nil }
            return PlannedOutput(output: output, path: path)
        }
    }

    /// The page template the output renders, if it renders one.
    package var page: SitePage? { traits.page }

    package var source: Source { traits.source }

    package var tally: Tally { traits.tally }

    package var previewPhase: PreviewPhase { traits.phase }

    /// The entry file an output is made from, if it is made from one.
    package var entryFile: String? {
        if case .entry(let file, _) = source { return file }
        return nil
    }
}
