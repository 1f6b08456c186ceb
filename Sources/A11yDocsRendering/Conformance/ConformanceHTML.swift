import A11yDocsCriteria
import A11yDocsSupport

/// A draft conformance report as one standalone HTML page to read, print or save as PDF: its own
/// small stylesheet, real tables (a caption, column headers and the criterion as each row's
/// header), levels in words. Columns wrap rather than widen the page, down to 320 px.
enum ConformanceHTML {
    static func page(for report: ConformanceReport, language: String) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="\(language.htmlEscaped)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(report.title.htmlEscaped)</title>
            <style>
            \(stylesheet)</style>
            </head>
            <body>
            <main>
            <h1>\(report.title.htmlEscaped)</h1>
            <p class="draft">\(report.draftNotice.htmlEscaped)</p>
            <h2>Evaluation methods used</h2>
            <p>\(ConformanceReport.ruleIntroduction.htmlEscaped)</p>
            <ul>

            """
        html += ConformanceReport.rule.map { "<li>\($0.htmlEscaped)</li>\n" }.joined()
        html += "</ul>\n<h2>Patterns covered</h2>\n"
        html +=
            report.patterns.isEmpty
            ? "<p>\(ConformanceReportText.noPatterns.htmlEscaped)</p>\n"
            : "<ul>\n" + report.patterns.map { "<li>\(ConformanceReportText.pattern($0).htmlEscaped)</li>\n" }.joined()
                + "</ul>\n"
        html += "<p>Applicable standards: \(ConformanceReport.standards.htmlEscaped)</p>\n<h2>Terms</h2>\n<dl>\n"
        html += ConformanceLevel.allCases.map { "<dt>\($0.words)</dt>\n<dd>\($0.definition.htmlEscaped)</dd>\n" }
            .joined()
        html += "</dl>\n<h2>WCAG 2.2 Report</h2>\n"
        html += report.tables.map(table).joined()
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    private static func table(_ table: ConformanceTable) -> String {
        let headers = ConformanceTable.columns.map { "<th scope=\"col\">\(hyphenated($0))</th>" }.joined()
        return "<table>\n<caption>\(table.caption.htmlEscaped)</caption>\n<thead>\n<tr>\(headers)</tr>\n</thead>\n"
            + "<tbody>\n" + table.rows.map(row).joined() + "</tbody>\n</table>\n"
    }

    /// A column's header with soft hyphens where its long words may break: on a 320 px page the
    /// three columns fit only when "Conformance" and "Explanations" can.
    private static func hyphenated(_ header: String) -> String {
        header.htmlEscaped.replacing("Conformance", with: "Con&shy;for&shy;mance")
            .replacing("Explanations", with: "Ex&shy;pla&shy;na&shy;tions")
    }

    private static func row(_ row: ConformanceRow) -> String {
        let link =
            "<a href=\"\(row.criterion.understandingURL.htmlEscaped)\">\(row.criterion.description.htmlEscaped)</a>"
        return "<tr><th scope=\"row\">\(link)</th><td>\(row.level.words.htmlEscaped)</td>"
            + "<td class=\"remarks\">\(row.remarks.htmlEscaped)</td></tr>\n"
    }

    /// Fixed colours of at least 7:1; a remark's long word may break anywhere, the level's never,
    /// and the headers at their soft hyphens, so that no column pushes the table past a 320 px
    /// page. In print, each table's header row repeats on every sheet and no row is cut in two.
    private static let stylesheet = """
        :root { color-scheme: light; }
        body { margin: 0 auto; max-width: 64rem; padding: 1rem; font: 1rem/1.5 system-ui, sans-serif; }
        body { color: #1a1a1a; background: #fff; }
        a { color: #0b4ea2; }
        .draft { border: 2px solid #1a1a1a; padding: 0.75rem 1rem; }
        dt { font-weight: bold; }
        dd { margin: 0 0 0.5rem 1.5rem; }
        table { border-collapse: collapse; width: 100%; margin: 0 0 2rem; }
        caption { text-align: left; font-weight: bold; font-size: 1.25rem; padding: 0 0 0.5rem; }
        th, td { border: 1px solid #595959; padding: 0.5rem; text-align: left; vertical-align: top; }
        thead th { background: #ececec; }
        th[scope="row"] { font-weight: normal; width: 30%; }
        .remarks { overflow-wrap: anywhere; }
        @media (max-width: 30rem) {
          body { padding: 0.5rem; font-size: 0.875rem; }
          th, td { padding: 0.25rem; }
        }
        @media print {
          body { max-width: none; padding: 0; font-size: 10pt; }
          a { color: inherit; }
          thead { display: table-header-group; }
          tr { break-inside: avoid; }
        }

        """
}
