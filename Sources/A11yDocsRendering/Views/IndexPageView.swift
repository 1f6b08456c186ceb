import A11yDocsMarkdown
import A11yDocsTemplating

/// The library's front page: entries grouped by collection, then category; a guides collection's
/// guides in their order.
package struct IndexPageView {
    package struct EntryLink {
        /// `native/carousel`
        var entryID: String
        package var slug: String
        package var title: String
        /// Relative to the site root.
        package var url: String
        var mirrorURL: String
        package var description: String?
        package var frameworks: String
        /// The frameworks one by one (a platform's name where it has none), for the cards' badges.
        var badges: [Badge]
        var hasBadges: Bool
        var hasFrameworks: Bool
        /// For the index's filter: platform and framework keys separated by spaces (`ios android`).
        var platformKeys: String
        var frameworkKeys: String
        var hasCode: Bool
    }

    /// A framework's (or platform's) name on a card; the last has no comma after it when read as text.
    struct Badge {
        var name: String
        var isLast: Bool

        static func list(_ names: [String]) -> [Badge] {
            names.enumerated().map { Badge(name: $1, isLast: $0 == names.count - 1) }
        }
    }

    package struct Category {
        package var id: String
        package var name: String
        package var entries: [EntryLink]
    }

    /// A guide on the front page, with its description.
    package struct GuideLink {
        package var title: String
        /// Relative to the site root.
        package var url: String
        var mirrorURL: String
        package var description: String?
    }

    struct Collection {
        package var id: String
        package var name: String
        package var description: String?
        package var categories: [Category]
        /// A guides collection's guides; none in a pattern collection.
        package var guides: [GuideLink] = []
        var hasGuides = false
    }

    var page: PageContext
    var heading: String
    /// The site's description from the config; the template has its own words without one.
    var description: String?
    var entryCount: Int
    var collections: [Collection]
    var hasEntries: Bool
}

extension IndexPageView: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .object("page", \.page), .text("heading", \.heading), .text("description", \.description),
        .number("entryCount", \.entryCount), .list("collections", \.collections),
        .flag("hasEntries", \.hasEntries),
    ])
}

extension IndexPageView.Collection: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("id", \.id), .text("name", \.name), .text("description", \.description),
        .list("categories", \.categories), .list("guides", \.guides), .flag("hasGuides", \.hasGuides),
    ])
}

extension IndexPageView.GuideLink: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("title", \.title), .text("url", \.url), .text("mirrorURL", \.mirrorURL),
        .text("description", \.description),
    ])
}

extension IndexPageView.Category: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("id", \.id), .text("name", \.name), .list("entries", \.entries),
    ])
}

extension IndexPageView.EntryLink: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("entryID", \.entryID), .text("slug", \.slug), .text("title", \.title),
        .text("url", \.url), .text("mirrorURL", \.mirrorURL), .text("description", \.description),
        .text("frameworks", \.frameworks), .list("badges", \.badges), .flag("hasBadges", \.hasBadges),
        .flag("hasFrameworks", \.hasFrameworks),
        .text("platformKeys", \.platformKeys), .text("frameworkKeys", \.frameworkKeys), .flag("hasCode", \.hasCode),
    ])
}

extension IndexPageView.Badge: PageFields {
    package static let fields = TemplateFieldTable<Self>([.text("name", \.name), .flag("isLast", \.isLast)])
}
