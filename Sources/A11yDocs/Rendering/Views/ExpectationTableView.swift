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

    init(id: String, heading: String, triggerHeader: String, resultHeader: String = "Expected result", rows: [Expectation]) {
        self.id = id
        self.heading = heading
        self.triggerHeader = triggerHeader
        self.resultHeader = resultHeader
        self.rows = rows.map {
            Row(trigger: $0.trigger, result: $0.result,
                triggerMarkdown: MarkdownText.tableCell($0.trigger), resultMarkdown: MarkdownText.tableCell($0.result))
        }
    }

    /// The four tables of an entry, those with rows, in the order a tester works through them.
    static func tables(for entry: Entry) -> [ExpectationTableView] {
        [
            ExpectationTableView(id: "keyboard", heading: "Keyboard", triggerHeader: "Keys", rows: entry.keyboard),
            ExpectationTableView(id: "gestures", heading: "Mobile screen-reader gestures", triggerHeader: "Gesture", rows: entry.mobile),
            ExpectationTableView(id: "screen-reader-output", heading: "Screen-reader output", triggerHeader: "Output", rows: entry.screenReader.rows),
            ExpectationTableView(id: "device-settings", heading: "Device settings", triggerHeader: "Setting", rows: entry.settings),
        ].filter { !$0.rows.isEmpty }
    }
}
