import A11yDocsMarkdown
import A11yDocsSupport
import A11yDocsTemplating

/// The criteria builder page: every entry as a checkbox, grouped like the index, and how its script
/// joins the chosen entries' criteria into one text.
struct CriteriaPageView {
    var page: PageContext
    var collections: [IndexPageView.Collection]
    var entryCount: Int
    /// How each format joins its pieces and the entries' order, as JSON safe inside a `<script>`
    /// element; the pieces are each entry's own script, which the page loads when it is chosen.
    var dataJSON: TextParts
}

extension CriteriaPageView: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .object("page", \.page), .list("collections", \.collections), .number("entryCount", \.entryCount),
        .text("dataJSON", \.dataJSON),
    ])
}
