import A11yDocsModel
import A11yDocsSupport

/// The WCAG 2.2 success criteria an entry names, with their names, levels and W3C links, and
/// the author's WCAG checklist when there is one.
public enum WCAGCriteria {
    /// Criteria the entry names, then those named inside its checklist's words, once each.
    public static func criteria(for entry: Entry) -> [WCAGCriterion] {
        var seen = Set<String>()
        let named = entry.wcag.compactMap(WCAG.criterion)
        let inWords = entry.wcagChecklist.flatMap(\.items).flatMap { WCAG.numbers(in: $0).map(\.criterion) }
        return (named + inWords).filter { seen.insert($0.number).inserted }
    }

    /// Plain text for a ticket; nil when the entry names no criteria and has no checklist.
    public static func text(for entry: Entry) -> String? {
        text(for: entry, criteria: entry.wcagChecklist.isEmpty ? criteria(for: entry) : [])
    }

    /// The same, with the entry's `criteria(for:)` made already: a page shows them as links too.
    public static func text(for entry: Entry, criteria: [WCAGCriterion]) -> String? {
        if !entry.wcagChecklist.isEmpty { return checklistText(for: entry) }
        guard !criteria.isEmpty else { return nil }
        var lines = CriteriaLines(capacity: 1024)
        lines.line("WCAG 2.2 success criteria for ", entry.phrase)
        lines.endLine()
        for criterion in criteria {
            lines.append("- ")
            lines.append(criterion.description)
            lines.line(": ", criterion.understandingURL)
        }
        return lines.text
    }

    /// The checklist grouped as the author grouped it; a bare number reads as the criterion's name.
    private static func checklistText(for entry: Entry) -> String {
        var lines = CriteriaLines(capacity: 1024)
        lines.line("WCAG checklist for ", entry.phrase)
        for group in entry.wcagChecklist {
            lines.endLine()
            if !group.name.isEmpty { lines.line(CriteriaText.oneLine(group.name)) }
            for item in group.items {
                let text =
                    WCAG.isNumberList(item)
                    ? item.split(whereSeparator: { $0 == "," || $0.isWhitespace }).compactMap {
                        WCAG.criterion(String($0))?.description
                    }.joined(separator: ", ")
                    : item
                lines.continued("- ", text, indent: "  ")
            }
        }
        return lines.text
    }
}
