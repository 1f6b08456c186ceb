import A11yDocsMarkdown
import A11yDocsTemplating

/// A notes section ready for both outputs: HTML for the page, CommonMark for the mirror.
struct NotesSectionView {
    struct FrameworkView {
        var id: String
        var name: String
        var frameworkKey: String
        var html: String
        var markdown: String
    }

    var id: String
    var title: String
    var hasTitle: Bool
    var html: String
    /// Nil when the section has no framework-neutral notes, so templates can leave out the gap.
    var markdown: String?
    var frameworks: [FrameworkView]
    var hasFrameworks: Bool
    /// Framework names sit one level below the section title, or in its place when it has none.
    var frameworkHeadingLevel: Int
    /// The same level as Markdown heading marks, e.g. `####`.
    var frameworkHeadingMarks: String
}

extension NotesSectionView: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("id", \.id), .text("title", \.title), .flag("hasTitle", \.hasTitle),
        .text("html", \.html), .text("markdown", \.markdown), .list("frameworks", \.frameworks),
        .flag("hasFrameworks", \.hasFrameworks),
        .number("frameworkHeadingLevel", \.frameworkHeadingLevel),
        .text("frameworkHeadingMarks", \.frameworkHeadingMarks),
    ])
}

extension NotesSectionView.FrameworkView: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("id", \.id), .text("name", \.name), .text("frameworkKey", \.frameworkKey), .text("html", \.html),
        .text("markdown", \.markdown),
    ])
}
