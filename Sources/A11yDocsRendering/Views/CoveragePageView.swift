import A11yDocsMarkdown
import A11yDocsTemplating

/// The coverage page: for each collection, a table of its patterns against each platform and
/// framework, and whether each has notes, code, criteria and WCAG references.
struct CoveragePageView {
    struct Row {
        var title: String
        var url: String
        /// One per column of `CoveragePageBuilder.columns`: "Notes and code", "Notes", "Code" or "None".
        var cells: [Cell]
        var criteria: Cell
        var wcag: Cell
    }

    struct Cell {
        var text: String
        var isNone: Bool
    }

    struct Table {
        var id: String
        var name: String
        var rows: [Row]
        /// How many rows have something in each column, the same columns as a row.
        var totals: [Cell]
        var entryCount: Int
        /// Nil when no pattern of the collection has a video.
        var videos: VideoTable?
        /// Nil when the collection has no test record and the library names no technology.
        var support: SupportMatrixView?
        var parity: ParityTableView
    }

    /// Which patterns have a video with each assistive technology the collection's videos use.
    struct VideoTable {
        struct Row {
            var title: String
            var url: String
            var cells: [Cell]
        }

        var id: String
        /// The column headings: each assistive technology with its platform (and browser).
        var technologies: [Cell]
        var rows: [Row]
        var totals: [Cell]
    }

    struct PlatformGroup {
        var name: String
        var span: Int
        var columns: [Cell]
    }

    var page: PageContext
    /// How long a test record stays current, in words: "12 months".
    var staleAfter: String
    var platformGroups: [PlatformGroup]
    var tables: [Table]
    var hasTables: Bool
}

extension CoveragePageView: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .object("page", \.page), .text("staleAfter", \.staleAfter), .list("platformGroups", \.platformGroups),
        .list("tables", \.tables),
        .flag("hasTables", \.hasTables),
    ])
}

extension CoveragePageView.Row: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("title", \.title), .text("url", \.url), .list("cells", \.cells), .object("criteria", \.criteria),
        .object("wcag", \.wcag),
    ])
}

extension CoveragePageView.Cell: PageFields {
    package static let fields = TemplateFieldTable<Self>([.text("text", \.text), .flag("isNone", \.isNone)])
}

extension CoveragePageView.Table: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("id", \.id), .text("name", \.name), .list("rows", \.rows), .list("totals", \.totals),
        .number("entryCount", \.entryCount), .object("videos", \.videos), .object("support", \.support),
        .object("parity", \.parity),
    ])
}

extension CoveragePageView.VideoTable: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("id", \.id), .list("technologies", \.technologies), .list("rows", \.rows),
        .list("totals", \.totals),
    ])
}

extension CoveragePageView.VideoTable.Row: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("title", \.title), .text("url", \.url), .list("cells", \.cells),
    ])
}

extension CoveragePageView.PlatformGroup: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("name", \.name), .number("span", \.span), .list("columns", \.columns),
    ])
}
