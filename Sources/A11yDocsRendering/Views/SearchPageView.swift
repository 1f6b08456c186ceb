import A11yDocsMarkdown
import A11yDocsTemplating

/// The search page: its form, the filters' choices, and where the index is.
struct SearchPageView {
    struct Choice {
        var value: String
        var name: String
    }

    var page: PageContext
    var collections: [Choice]
    var platforms: [Choice]
    var frameworks: [Choice]
    /// `search-index.json`, relative to the page.
    var indexURL: String
}

extension SearchPageView: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .object("page", \.page), .list("collections", \.collections), .list("platforms", \.platforms),
        .list("frameworks", \.frameworks), .text("indexURL", \.indexURL),
    ])
}

extension SearchPageView.Choice: PageFields {
    package static let fields = TemplateFieldTable<Self>([.text("value", \.value), .text("name", \.name)])
}
