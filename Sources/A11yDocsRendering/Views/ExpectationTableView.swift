import A11yDocsCriteria
import A11yDocsMarkdown
import A11yDocsSupport
import A11yDocsTemplating

/// One "How to test" table: its heading, column names and rows.
struct ExpectationTableView {
    struct Row {
        var trigger: String
        /// Escaped HTML: in a keyboard table, the keys it names as `<kbd>`.
        var triggerHTML: String
        /// Escaped HTML: the author's line breaks kept as `<br>`.
        var resultHTML: String
        var result: String
    }

    var id: String
    var heading: String
    var triggerHeader: String
    var resultHeader: String
    var rows: [Row]
    var hasRows: Bool
    /// The author's text for the whole group (`keyboard: N/A`), as written.
    var statementHTML: String?
    var statement: String?

    init(_ group: TestStepGroup) {
        id = group.kind.rawValue
        heading = group.title
        triggerHeader = group.triggerHeader
        resultHeader = "Expected result"
        statementHTML = group.statement.map(Self.html)
        statement = group.statement
        hasRows = !group.expectations.isEmpty
        let marksKeys = group.kind == .keyboard
        rows = group.expectations.map {
            Row(
                trigger: $0.trigger, triggerHTML: marksKeys ? KeyMarkup.html($0.trigger) : $0.trigger.htmlEscaped,
                resultHTML: Self.html($0.result), result: $0.result)
        }
    }

    /// Escaped text with the author's line breaks kept.
    private static func html(_ text: String) -> String {
        CriteriaText.lines(text).map(\.htmlEscaped).joined(separator: "<br>\n")
    }
}

extension ExpectationTableView: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("id", \.id), .text("heading", \.heading), .text("triggerHeader", \.triggerHeader),
        .text("resultHeader", \.resultHeader),
        .list("rows", \.rows), .flag("hasRows", \.hasRows), .text("statementHTML", \.statementHTML),
        .text("statement", \.statement),
    ])
}

extension ExpectationTableView.Row: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("trigger", \.trigger), .text("triggerHTML", \.triggerHTML), .text("resultHTML", \.resultHTML),
        .text("result", \.result),
    ])
}
