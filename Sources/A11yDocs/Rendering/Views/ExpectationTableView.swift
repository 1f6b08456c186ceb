/// One "How to test" table: its heading, column names and rows.
struct ExpectationTableView {
    struct Row {
        var trigger: String
        var result: String
        /// Markdown-escaped cells for the mirror.
        var triggerMarkdown: String
        var resultMarkdown: String
    }

    var id: String
    var heading: String
    var triggerHeader: String
    var resultHeader: String
    var rows: [Row]

    init(_ group: TestStepGroup) {
        id = group.kind.rawValue
        heading = group.title
        triggerHeader = group.triggerHeader
        resultHeader = "Expected result"
        rows = group.expectations.map {
            Row(trigger: $0.trigger, result: $0.result,
                triggerMarkdown: MarkdownText.tableCell($0.trigger), resultMarkdown: MarkdownText.tableCell($0.result))
        }
    }
}
