import A11yDocsMarkdown
import A11yDocsTemplating

/// One platform's developer notes on an entry page.
struct PlatformView {
    var id: String
    var name: String
    var heading: String
    var sections: [NotesSectionView]
}

extension PlatformView: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("id", \.id), .text("name", \.name), .text("heading", \.heading), .list("sections", \.sections),
    ])
}
