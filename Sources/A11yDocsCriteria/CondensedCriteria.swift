import A11yDocsModel
import A11yDocsSupport

/// Acceptance criteria as plain text for a ticket: a heading, numbered step groups with one
/// "Trigger: expected result" line each, and the entry's address.
public enum CondensedCriteria {
    public static func text(for entry: Entry, url: String) -> String {
        var lines = ["How to test \(entry.phrase)", ""]
        for (index, group) in entry.testSteps.enumerated() {
            lines.append("\(index + 1). \(group.title)")
            if let statement = group.statement { lines += CriteriaText.continued("   ", statement, indent: "   ") }
            for expectation in group.expectations {
                let trigger = CriteriaText.capitalised(CriteriaText.oneLine(expectation.trigger))
                lines += CriteriaText.continued("   - \(trigger): ", expectation.result, indent: "     ")
            }
        }
        if !entry.testSteps.isEmpty { lines.append("") }
        lines.append(url)
        return lines.joinedInOneCopy(separator: "\n", ending: "\n")
    }
}
