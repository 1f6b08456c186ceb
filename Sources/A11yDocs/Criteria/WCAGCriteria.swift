/// The WCAG 2.2 success criteria an entry names, with their names, levels and W3C links.
public enum WCAGCriteria {
    public static func criteria(for entry: Entry) -> [WCAGCriterion] {
        entry.wcag.compactMap(WCAG.criterion)
    }

    /// Plain text for a ticket; nil when the entry names no criteria.
    public static func text(for entry: Entry) -> String? {
        let criteria = criteria(for: entry)
        guard !criteria.isEmpty else { return nil }
        let lines = criteria.map { "- \($0.description): \($0.understandingURL)" }
        return (["WCAG 2.2 success criteria for \(entry.phrase)", ""] + lines).joined(separator: "\n") + "\n"
    }
}
