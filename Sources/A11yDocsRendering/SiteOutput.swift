import A11yDocsModel
import A11yDocsCriteria

/// Every kind of file a build writes, listed once: where it goes, the page template it renders
/// (if any), and what it is made from, which is what a preview update re-renders it for.
package enum SiteOutput: Hashable, Sendable {
    /// Made from one entry, named by its file relative to the content folder.
    case page(String), mirror(String), feature(String), criteriaText(String)
    /// The entry's criteria as a script for the builder page.
    case criteriaData(String)
    /// Made from every entry.
    case index, indexMirror, criteriaBuilder, sitemap, entriesJSON, coveragePage, searchIndex, testCases(TestCaseFormat)
    /// Made from the templates alone, and the collections (search filters).
    case notFound, schema, searchPage
    /// Copied as they are: a theme asset, a content file that is not an entry, or a file of the
    /// static folder (named by its path under it, which is its path in the output).
    case themeAsset(String), contentFile(String), staticFile(String)

    /// What an output is made from besides its page's templates: a change to it re-renders the output.
    package enum Source: Sendable {
        /// The entry's file; with `neighbours`, also its previous and next entries (its page links to them).
        case entry(String, neighbours: Bool)
        case everyEntry
        /// Nothing but its templates.
        case templates
        case themeFile(String), contentFile(String), staticFile(String)
    }

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

    /// The outputs made from every entry or from the templates, each with its path, in the order a
    /// build lists them. A sitemap of paths is not a valid sitemap: none without a full base URL.
    package static func siteWide(withSitemap: Bool) -> [PlannedOutput] {
        let paths: [(SiteOutput, String)] = [
            (.index, SitePaths.indexFile), (.indexMirror, SitePaths.indexMirrorFile),
            (.criteriaBuilder, SitePaths.criteriaBuilderFile), (.coveragePage, SitePaths.coverageFile),
            (.searchPage, SitePaths.searchFile), (.searchIndex, SitePaths.searchIndexFile), (.notFound, SitePaths.notFoundFile),
            (.entriesJSON, SitePaths.entriesJSONFile), (.schema, SitePaths.schemaFile),
        ]
        var outputs = paths.map { PlannedOutput(output: $0, path: $1) }
        outputs += TestCaseFormat.allCases.map { PlannedOutput(output: .testCases($0), path: $0.path) }
        if withSitemap { outputs.append(PlannedOutput(output: .sitemap, path: SitePaths.sitemapFile)) }
        return outputs
    }

    /// The page template the output renders, if it renders one.
    package var page: SitePage? {
        switch self {
        case .page: return .entry
        case .mirror: return .entryMirror
        case .index: return .index
        case .indexMirror: return .indexMirror
        case .criteriaBuilder: return .criteria
        case .coveragePage: return .coverage
        case .searchPage: return .search
        case .notFound: return .notFound
        case .feature, .criteriaText, .criteriaData, .sitemap, .entriesJSON, .searchIndex, .testCases, .schema,
             .themeAsset, .contentFile, .staticFile: return nil
        }
    }

    package var source: Source {
        switch self {
        case .page(let file): return .entry(file, neighbours: true)
        case .mirror(let file), .feature(let file), .criteriaText(let file), .criteriaData(let file): return .entry(file, neighbours: false)
        // The search page's filters list the collections, which only a new or removed entry changes.
        case .index, .indexMirror, .criteriaBuilder, .coveragePage, .searchPage, .sitemap, .entriesJSON, .searchIndex, .testCases:
            return .everyEntry
        case .notFound, .schema: return .templates
        case .themeAsset(let path): return .themeFile(path)
        case .contentFile(let path): return .contentFile(path)
        case .staticFile(let path): return .staticFile(path)
        }
    }

    var isEntryPage: Bool {
        if case .page = self { return true }
        return false
    }

    /// The entry file an output is made from, if it is made from one.
    package var entryFile: String? {
        switch self {
        case .page(let file), .mirror(let file), .feature(let file), .criteriaText(let file), .criteriaData(let file): return file
        default: return nil
        }
    }
}
