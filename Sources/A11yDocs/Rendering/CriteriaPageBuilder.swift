import Foundation

/// Builds the criteria builder page from the entries.
struct CriteriaPageBuilder {
    var options: SiteOptions

    /// `pieces` are `entries`' criteria, index for index; made here when not given.
    func view(for entries: [Entry], pieces: [CriteriaBuilderJSON.Pieces]? = nil) -> CriteriaPageView {
        let index = IndexPageBuilder(options: options).view(for: entries)
        let baseURL = options.baseURL
        let pieces = pieces ?? entries.concurrentMap { CriteriaBuilderJSON.Pieces(CriteriaTexts(for: $0, baseURL: baseURL)) }
        return CriteriaPageView(
            page: PageContext(
                options: options, root: SitePaths.root(from: SitePaths.criteriaBuilderDirectory),
                pageTitle: "Criteria builder — \(options.title)",
                description: "Combine the acceptance criteria of several patterns into one text, for a ticket or a test plan.",
                canonicalURL: options.baseURL + SitePaths.criteriaBuilderDirectory, mirrorURL: nil
            ),
            collections: index.collections,
            entryCount: entries.count,
            dataJSON: CriteriaBuilderJSON.chunks(entries, pieces: pieces)
        )
    }
}
