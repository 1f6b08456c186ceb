import Foundation

/// Builds the criteria builder page from the entries.
struct CriteriaPageBuilder {
    var options: SiteOptions

    /// `data` is the builder's JSON when the entries' criteria were set aside as they rendered;
    /// without it, the criteria are made here.
    func view(for entries: [Entry], data: TextParts? = nil) -> CriteriaPageView {
        let index = IndexPageBuilder(options: options).view(for: entries)
        let baseURL = options.baseURL
        let data = data ?? CriteriaBuilderJSON.parts(entries, pieces: entries.concurrentMap { CriteriaBuilderJSON.Pieces(CriteriaTexts(for: $0, baseURL: baseURL)) })
        return CriteriaPageView(
            page: PageContext(
                options: options, root: SitePaths.root(from: SitePaths.criteriaBuilderDirectory),
                pageTitle: "Criteria builder — \(options.title)",
                description: "Combine the acceptance criteria of several patterns into one text, for a ticket or a test plan.",
                canonicalURL: options.baseURL + SitePaths.criteriaBuilderDirectory, mirrorURL: nil
            ),
            collections: index.collections,
            entryCount: entries.count,
            dataJSON: data
        )
    }
}
