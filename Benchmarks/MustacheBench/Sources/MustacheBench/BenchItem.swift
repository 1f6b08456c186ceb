@testable import A11yDocsTemplating

/// One item of the page, as a view: a11ydocs reads it through its field table, swift-mustache
/// through `Mirror` (its way with any struct) or as a dictionary.
struct BenchItem {
    let name: String
    let href: String
    let summary: String
    let featured: Bool
    let tags: [String]

    /// Text with characters both engines escape, so escaping is part of the work.
    static func make(_ index: Int) -> BenchItem {
        BenchItem(
            name: "Item \(index) <\(index % 7)>",
            href: "/items/\(index)/?a=1&b=2",
            summary: "A \"summary\" of item \(index), with enough text to be a realistic paragraph & more.",
            featured: index % 5 == 0,
            tags: ["tag\(index % 3)", "kind\(index % 11)"]
        )
    }

    var dictionary: [String: Any] {
        ["name": name, "href": href, "summary": summary, "featured": featured, "tags": tags]
    }
}

extension BenchItem: TemplateFields {
    static let fields = TemplateFieldTable<BenchItem>([
        .text("name", \.name),
        .text("href", \.href),
        .text("summary", \.summary),
        .flag("featured", \.featured),
        TemplateField(name: "tags", shape: { .list(.text) }, read: { .list($0.tags.map(TemplateValue.text)) }),
    ])
}
