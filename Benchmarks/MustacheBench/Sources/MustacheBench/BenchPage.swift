@testable import A11yDocsTemplating

/// The page's context: a title and its items.
struct BenchPage {
    let title: String
    let items: [BenchItem]

    var dictionary: [String: Any] {
        ["title": title, "items": items.map(\.dictionary)]
    }
}

extension BenchPage: TemplateFields {
    static let fields = TemplateFieldTable<BenchPage>([
        .text("title", \.title),
        .list("items", \.items),
    ])
}
