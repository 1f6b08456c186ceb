import A11yDocsMarkdown
import A11yDocsTemplating

/// A collection's support matrix on the coverage page: its patterns against the assistive
/// technologies, each cell the pattern's latest record with that technology.
struct SupportMatrixView {
    struct Row {
        var title: String
        var url: String
        var cells: [Cell]
        /// The filters' classes: `gaps` (a technology not tested), `attention` (a latest record
        /// that fails, is partial, stale or behind); nil for none.
        var classes: String?
    }

    /// The latest record with one technology, or "Not tested".
    struct Cell {
        /// "Pass", "Partial", "Fail", or "Not tested".
        var result: String
        /// `pass`, `partial` or `fail`; nil when not tested.
        var resultKey: String?
        /// As written; nil when not given or not tested.
        var version: String?
        /// `2026-03-14`; nil when not tested.
        var date: String?
        /// "stale", "18 is current", or both: why the record needs doing again.
        var mark: String?
        var isNone: Bool
    }

    var id: String
    /// The column headings, as `text`.
    var technologies: [CoveragePageView.Cell]
    var rows: [Row]
    var filter: RowFilterView
}

extension SupportMatrixView: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("id", \.id), .list("technologies", \.technologies), .list("rows", \.rows),
        .object("filter", \.filter),
    ])
}

extension SupportMatrixView.Row: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("title", \.title), .text("url", \.url), .list("cells", \.cells), .text("classes", \.classes),
    ])
}

extension SupportMatrixView.Cell: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("result", \.result), .text("resultKey", \.resultKey), .text("version", \.version),
        .text("date", \.date),
        .text("mark", \.mark), .flag("isNone", \.isNone),
    ])
}
