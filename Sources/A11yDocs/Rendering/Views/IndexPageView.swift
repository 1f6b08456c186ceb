/// The library's front page: entries grouped by collection, then category.
struct IndexPageView {
    struct EntryLink {
        /// `native/carousel`
        var entryID: String
        var slug: String
        var title: String
        /// Relative to the site root.
        var url: String
        var mirrorURL: String
        var description: String?
        var frameworks: String
        var hasFrameworks: Bool
        /// For the index's filter: platform and framework keys separated by spaces (`ios android`).
        var platformKeys: String
        var frameworkKeys: String
        var hasCode: Bool
    }

    struct Category {
        var id: String
        var name: String
        var entries: [EntryLink]
    }

    struct Collection {
        var id: String
        var name: String
        var description: String?
        var categories: [Category]
    }

    var page: PageContext
    var heading: String
    /// The site's description from the config; the template has its own words without one.
    var description: String?
    var entryCount: Int
    var collections: [Collection]
    var hasEntries: Bool
}

extension IndexPageView: TemplateFields {
    static let fields = TemplateFieldTable<Self>([
        .object("page", \.page), .text("heading", \.heading), .text("description", \.description),
        .number("entryCount", \.entryCount), .list("collections", \.collections),
        .flag("hasEntries", \.hasEntries),
    ])
}

extension IndexPageView.Collection: TemplateFields {
    static let fields = TemplateFieldTable<Self>([
        .text("id", \.id), .text("name", \.name), .text("description", \.description),
        .list("categories", \.categories),
    ])
}

extension IndexPageView.Category: TemplateFields {
    static let fields = TemplateFieldTable<Self>([
        .text("id", \.id), .text("name", \.name), .list("entries", \.entries),
    ])
}

extension IndexPageView.EntryLink: TemplateFields {
    static let fields = TemplateFieldTable<Self>([
        .text("entryID", \.entryID), .text("slug", \.slug), .text("title", \.title),
        .text("url", \.url), .text("mirrorURL", \.mirrorURL), .text("description", \.description),
        .text("frameworks", \.frameworks), .flag("hasFrameworks", \.hasFrameworks),
        .text("platformKeys", \.platformKeys), .text("frameworkKeys", \.frameworkKeys), .flag("hasCode", \.hasCode),
    ])
}
