import A11yDocsSupport
import A11yDocsMarkdown
import A11yDocsTemplating

/// The criteria builder page: every entry as a checkbox, grouped like the index, and the data its
/// script joins into one text.
struct CriteriaPageView {
    var page: PageContext
    var collections: [IndexPageView.Collection]
    var entryCount: Int
    /// `CriteriaBuilder` as JSON, safe inside a `<script>` element, handed over in parts.
    var dataJSON: TextParts
}

extension CriteriaPageView: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .object("page", \.page), .list("collections", \.collections), .number("entryCount", \.entryCount),
        .text("dataJSON", \.dataJSON),
    ])
}
