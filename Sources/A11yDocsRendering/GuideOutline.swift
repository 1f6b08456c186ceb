import A11yDocsMarkdown
import A11yDocsSupport

/// A guide's headings as its page shows them: in document order (inside lists and quotes too),
/// each with an id for "On this page" and a level that keeps the page's outline in order. The
/// page's title is its only `h1`, so a heading is at least `h2`, and none is more than one level
/// below the heading before it: `## Steps` then `#### Tab` is `h2`, `h3`. Written levels are kept
/// otherwise; the Markdown mirror keeps them all.
struct GuideOutline {
    struct Heading {
        var level: Int
        var id: String
        var text: String
    }

    var headings: [Heading] = []

    /// `ids` holds the ids the page already uses; the headings' are added to it.
    init(_ document: MarkdownNode?, ids: inout UniqueIDs) {
        var previous = 1
        for node in document?.nodes(where: { $0.kind == .heading }) ?? [] {
            let level = min(max(node.headingLevel, 2), previous + 1, 6)
            let text = node.plainText.trimmed()
            headings.append(Heading(level: level, id: ids.make(text), text: text))
            previous = level
        }
    }

    /// "On this page": the `h2` headings, each with the `h3` headings under it. Headings without
    /// words are left out, as a link needs a name.
    var contents: [ContentsItemView] {
        var items: [ContentsItemView] = []
        for heading in headings where !heading.text.isEmpty && heading.level <= 3 {
            if heading.level == 3, var last = items.popLast() {
                last.children.append(.init(id: heading.id, text: heading.text))
                last.hasChildren = true
                items.append(last)
            } else {
                items.append(ContentsItemView(id: heading.id, text: heading.text))
            }
        }
        return items
    }
}
