import A11yDocsCriteria
import A11yDocsModel

/// A draft conformance report as Markdown: headings, lists and GitHub tables, every author's
/// text escaped so that it reads as written and no `|` in a remark splits its cell.
enum ConformanceMarkdown {
    static func text(for report: ConformanceReport) -> String {
        var lines = ["# \(MarkdownText.escaped(report.title))", "", MarkdownText.escaped(report.draftNotice), ""]
        lines += ["## Evaluation methods used", "", MarkdownText.escaped(ConformanceReport.ruleIntroduction), ""]
        lines += ConformanceReport.rule.map { "- " + MarkdownText.escaped($0) }
        lines += ["", "## Patterns covered", ""]
        lines +=
            report.patterns.isEmpty
            ? [MarkdownText.escaped(ConformanceReportText.noPatterns)]
            : report.patterns.map { "- " + MarkdownText.escaped(ConformanceReportText.pattern($0)) }
        lines += ["", MarkdownText.escaped("Applicable standards: \(ConformanceReport.standards)"), ""]
        lines += ["## Terms", ""]
        lines += ConformanceLevel.allCases.map { "- **\($0.words)**: \(MarkdownText.escaped($0.definition))" }
        lines += ["", "## WCAG 2.2 Report"]
        for table in report.tables {
            lines += ["", "### \(table.caption)", ""]
            lines.append("| " + ConformanceTable.columns.joined(separator: " | ") + " |")
            lines.append("|" + String(repeating: " --- |", count: ConformanceTable.columns.count))
            lines += table.rows.map(row)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `| [1.1.1 Non-text Content (Level A)](https://…) | Supports | Slider: … |`
    private static func row(_ row: ConformanceRow) -> String {
        let criterion = row.criterion
        let label = "\(criterion.number) \(MarkdownText.escaped(criterion.name)) (Level \(criterion.level.rawValue))"
        let cells = [
            "[\(label)](\(criterion.understandingURL))", row.level.words, MarkdownText.tableCell(row.remarks),
        ]
        return "| " + cells.joined(separator: " | ") + " |"
    }
}
