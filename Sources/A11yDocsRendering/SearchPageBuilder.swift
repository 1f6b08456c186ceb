import A11yDocsLoading
import A11yDocsModel
import A11yDocsSearch
import A11yDocsSupport

/// Builds the search page: the filters offer the site's collections, the platforms and the frameworks.
struct SearchPageBuilder {
    var options: SiteOptions

    /// The collection filter offers guides collections too: guides are searched.
    func view(for entries: [Entry], guides: [Guide] = []) -> SearchPageView {
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
            collections: index.collections(of: entries, guides: guides).map {
                .init(value: FolderName.anchor($0), name: EntryPageBuilder.collectionName($0, options: options))
            },
            platforms: Platform.allCases.map { .init(value: $0.rawValue, name: $0.displayName) },
            frameworks: Framework.allCases.map { .init(value: $0.rawValue, name: $0.displayName) },
            indexURL: root + SitePaths.searchIndexFile
        )
    }
}
