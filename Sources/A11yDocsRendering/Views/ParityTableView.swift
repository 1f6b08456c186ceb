import A11yDocsMarkdown
import A11yDocsTemplating

/// A collection's parity view on the coverage page: its patterns against the stacks they are
/// built with (UIKit, SwiftUI, Android Views, Jetpack Compose, HTML/CSS/JS), each cell what the
/// pattern has for that stack and what it lacks, in words; the patterns with the most gaps first.
struct ParityTableView {
    struct Row {
        var title: String
        var url: String
        /// How many things the pattern lacks, over all the stacks.
        var gapCount: Int
        var cells: [Cell]
        /// The filters' classes: `gaps` (it lacks something), `unverified` (a stack without a
        /// passing record); nil for none.
        var classes: String?
    }

    struct Cell {
        /// "Notes, code, passing record"; nil when it has nothing.
        var has: String?
        /// "Missing: video, passing record"; nil when it lacks nothing.
        var lacks: String?
    }

    var id: String
    /// The column headings, as `text`.
    var stacks: [CoveragePageView.Cell]
    var rows: [Row]
    var filter: RowFilterView
}

extension ParityTableView: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("id", \.id), .list("stacks", \.stacks), .list("rows", \.rows), .object("filter", \.filter),
    ])
}

extension ParityTableView.Row: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("title", \.title), .text("url", \.url), .number("gapCount", \.gapCount), .list("cells", \.cells),
        .text("classes", \.classes),
    ])
}

extension ParityTableView.Cell: PageFields {
    package static let fields = TemplateFieldTable<Self>([.text("has", \.has), .text("lacks", \.lacks)])
}
