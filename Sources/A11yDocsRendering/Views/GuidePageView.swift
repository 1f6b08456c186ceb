import A11yDocsMarkdown
import A11yDocsTemplating

/// Everything a guide's page and its Markdown mirror show: the entry page's header, breadcrumb,
/// "On this page" and pager, around the guide's own Markdown; no tests, criteria or notes.
package struct GuidePageView {
    /// The guide's text for both outputs: HTML for the page, CommonMark for the mirror.
    struct Text {
        var html: String
        var markdown: String
    }

    var page: PageContext
    var title: String
    /// A draft, shown only by `serve` and `build --drafts`.
    var isDraft: Bool
    var description: String?
    /// The page itself, linked as the site links pages.
    var pageURL: String
    /// Where the guide's source can be edited, when the config names a repository.
    var editURL: String?
    var lastUpdated: DateView?
    var collectionName: String
    /// The collection on the front page.
    var collectionURL: String
    /// The categories' names, separated by commas; nil when the guide names none.
    var categoryNames: String?
    var body: Text
    /// Front-matter keys a guide has no place for, as written; nil when there are none.
    var otherDetails: Text?
    /// "On this page": the guide's `h2` headings, each with its `h3` ones, then "Other details".
    var contents: [ContentsItemView]
    var hasContents: Bool
    /// The guides before and after this one in its collection.
    var previous: EntryPageView.Link?
    var next: EntryPageView.Link?
    var hasNeighbours: Bool
}

extension GuidePageView: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .object("page", \.page), .text("title", \.title), .flag("isDraft", \.isDraft),
        .text("description", \.description), .text("pageURL", \.pageURL), .text("editURL", \.editURL),
        .object("lastUpdated", \.lastUpdated), .text("collectionName", \.collectionName),
        .text("collectionURL", \.collectionURL), .text("categoryNames", \.categoryNames), .object("body", \.body),
        .object("otherDetails", \.otherDetails), .list("contents", \.contents), .flag("hasContents", \.hasContents),
        .object("previous", \.previous), .object("next", \.next), .flag("hasNeighbours", \.hasNeighbours),
    ])
}

extension GuidePageView.Text: PageFields {
    package static let fields = TemplateFieldTable<Self>([.text("html", \.html), .text("markdown", \.markdown)])
}
