/// The library's front page: entries grouped by collection, then category.
struct IndexPageView {
    struct EntryLink {
        /// `native/carousel`
        var entryID: String
        var slug: String
        var title: String
        var titleMarkdown: String
        /// Relative to the site root.
        var url: String
        var mirrorURL: String
        var description: String?
        var descriptionMarkdown: String?
        var frameworks: String
        var hasFrameworks: Bool
    }

    struct Category {
        var id: String
        var name: String
        var nameMarkdown: String
        var entries: [EntryLink]
    }

    struct Collection {
        var id: String
        var name: String
        var nameMarkdown: String
        var description: String?
        var descriptionMarkdown: String?
        var categories: [Category]
    }

    var page: PageContext
    var heading: String
    /// The site's description from the config; the template has its own words without one.
    var description: String?
    var descriptionMarkdown: String?
    var entryCount: Int
    var collections: [Collection]
}
