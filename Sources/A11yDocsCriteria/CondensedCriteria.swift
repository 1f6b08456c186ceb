import A11yDocsModel
import A11yDocsSupport

/// Acceptance criteria as plain text for a ticket: a heading, numbered step groups with one
/// "Trigger: expected result" line each, and the entry's address.
public enum CondensedCriteria {
    public static func text(for entry: Entry, url: String) -> String {
        var lines = CriteriaLines(capacity: 1024)
        lines.line("How to test ", entry.phrase)
        lines.endLine()
        for (index, group) in entry.testSteps.enumerated() {
            lines.line(String(index + 1), ". ", group.title)
            if let statement = group.statement { lines.continued("   ", statement, indent: "   ") }
            for expectation in group.expectations {
                let trigger = CriteriaText.capitalised(CriteriaText.oneLine(expectation.trigger))
                lines.continued("   - " + trigger + ": ", expectation.result, indent: "     ")
            }
        }
        if !entry.testSteps.isEmpty { lines.endLine() }
        lines.line(url)
        return lines.text
    }
}
