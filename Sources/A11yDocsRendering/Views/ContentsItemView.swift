import A11yDocsMarkdown
import A11yDocsTemplating

/// One link of an entry page's "On this page" list, with the sections under it.
struct ContentsItemView {
    struct Child {
        var id: String
        var text: String
    }

    var id: String
    var text: String
    var children: [Child]
    var hasChildren: Bool

    init(id: String, text: String, children: [Child] = []) {
        self.id = id
        self.text = text
        self.children = children
        hasChildren = !children.isEmpty
    }
}

extension ContentsItemView: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("id", \.id), .text("text", \.text), .list("children", \.children), .flag("hasChildren", \.hasChildren),
    ])
}

extension ContentsItemView.Child: PageFields {
    package static let fields = TemplateFieldTable<Self>([.text("id", \.id), .text("text", \.text)])
}
