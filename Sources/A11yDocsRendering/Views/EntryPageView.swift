import A11yDocsMarkdown
import A11yDocsTemplating

/// Everything the entry page and its Markdown mirror show.
package struct EntryPageView {
    /// A link to another page: a category on the index, a neighbouring entry.
    package struct Link {
        package var name: String
        package var url: String
    }

    var page: PageContext
    var title: String
    /// A draft, shown only by `serve` and `build --drafts`.
    var isDraft: Bool
    var description: String?
    /// The page itself, linked as the site links pages.
    var pageURL: String
    /// Where the entry's source can be edited, when the config names a repository.
    var editURL: String?
    var lastUpdated: DateView?
    var collectionName: String
    var collectionURL: String
    var categories: [Link]
    /// The categories' names, separated by commas.
    var categoryNames: String
    var howToTestHeading: String
    var tables: [ExpectationTableView]
    var hasTables: Bool
    var criteria: [CriteriaPanelView]
    /// What the pattern was tested with, latest first.
    var tested: [TestRecordView]
    var hasTested: Bool
    /// How long a record stays current, in words: "12 months".
    var staleAfter: String
    var videos: [VideoView]
    var hasVideos: Bool
    /// Where the feature and text files of this entry are, relative to the page.
    var featureURL: String
    var textURL: String
    var generalNotes: [NotesSectionView]
    var hasGeneralNotes: Bool
    var platforms: [PlatformView]
    /// Nil when no framework has notes of its own.
    var frameworksCovered: String?
    /// "On this page": the page's sections and the ones under them.
    var contents: [ContentsItemView]
    /// The entries before and after this one in its first category.
    var neighbourCategory: String?
    var previous: Link?
    var next: Link?
    var hasNeighbours: Bool
}

extension EntryPageView: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .object("page", \.page), .text("title", \.title), .flag("isDraft", \.isDraft),
        .text("description", \.description), .text("pageURL", \.pageURL),
        .text("editURL", \.editURL), .object("lastUpdated", \.lastUpdated), .text("collectionName", \.collectionName),
        .text("collectionURL", \.collectionURL), .list("categories", \.categories),
        .text("categoryNames", \.categoryNames),
        .text("howToTestHeading", \.howToTestHeading),
        .list("tables", \.tables), .flag("hasTables", \.hasTables), .list("criteria", \.criteria),
        .list("tested", \.tested), .flag("hasTested", \.hasTested), .text("staleAfter", \.staleAfter),
        .list("videos", \.videos), .flag("hasVideos", \.hasVideos),
        .text("featureURL", \.featureURL), .text("textURL", \.textURL), .list("generalNotes", \.generalNotes),
        .flag("hasGeneralNotes", \.hasGeneralNotes), .list("platforms", \.platforms),
        .text("frameworksCovered", \.frameworksCovered),
        .list("contents", \.contents), .text("neighbourCategory", \.neighbourCategory), .object("previous", \.previous),
        .object("next", \.next), .flag("hasNeighbours", \.hasNeighbours),
    ])
}

extension EntryPageView.Link: PageFields {
    package static let fields = TemplateFieldTable<Self>([.text("name", \.name), .text("url", \.url)])
}
