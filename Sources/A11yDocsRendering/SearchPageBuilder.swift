import A11yDocsLoading
import A11yDocsModel
import A11yDocsSearch
import A11yDocsSupport

/// Builds the search page: the filters offer the site's collections, the platforms and the frameworks.
struct SearchPageBuilder {
    var options: SiteOptions

    func view(for entries: [Entry]) -> SearchPageView {
        let root = SitePaths.root(from: SitePaths.searchDirectory)
        var page = PageContext(
            options: options, root: root, pageTitle: "Search — \(options.title)",
            description: "Search every pattern's criteria, developer notes and code.",
            canonicalURL: options.baseURL + SitePaths.searchDirectory, mirrorURL: nil
        )
        page.showsHeaderSearch = false
        let index = IndexPageBuilder(options: options)
        return SearchPageView(
            page: page,
            collections: index.byCollection(entries).map {
                .init(value: FolderName.anchor($0.key), name: EntryPageBuilder.collectionName($0.key, options: options))
            },
            platforms: Platform.allCases.map { .init(value: $0.rawValue, name: $0.displayName) },
            frameworks: Framework.allCases.map { .init(value: $0.rawValue, name: $0.displayName) },
            indexURL: root + SitePaths.searchIndexFile
        )
    }
}
