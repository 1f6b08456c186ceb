import A11yDocsLoading
import A11yDocsModel
import A11yDocsSupport
import Foundation

/// Builds the criteria builder page from the entries.
struct CriteriaPageBuilder {
    var options: SiteOptions

    /// `data` is the page's part of the builder's JSON (`CriteriaBuilderJSON.page`).
    func view(for entries: [Entry], data: TextParts) -> CriteriaPageView {
        let index = IndexPageBuilder(options: options).view(for: entries)
        return CriteriaPageView(
            page: PageContext(
                options: options, root: SitePaths.root(from: SitePaths.criteriaBuilderDirectory),
                pageTitle: "Criteria builder — \(options.title)",
                description:
                    "Combine the acceptance criteria of several patterns into one text, for a ticket or a test plan.",
                canonicalURL: options.baseURL + SitePaths.criteriaBuilderDirectory, mirrorURL: nil
            ),
            collections: index.collections,
            entryCount: entries.count,
            dataJSON: data
        )
    }
}
