import A11yDocsCriteria
import A11yDocsModel

/// A WCAG 2.2 success criterion and the entries that name it, in library order.
public struct WCAGUsage: Sendable {
    public var criterion: WCAGCriterion
    public var entries: [Entry]
}

extension PatternLibrary {
    /// Every criterion the entries name (in their `wcag` lists or checklist words), in WCAG's
    /// order; with `unused`, the criteria no entry names too, with no entries.
    public func wcagUsage(includingUnused unused: Bool = false) -> [WCAGUsage] {
        var byNumber: [String: [Entry]] = [:]
        for entry in entries {
            for criterion in WCAGCriteria.criteria(for: entry) { byNumber[criterion.number, default: []].append(entry) }
        }
        return WCAG.criteria.compactMap { criterion in
            let named = byNumber[criterion.number] ?? []
            return named.isEmpty && !unused ? nil : WCAGUsage(criterion: criterion, entries: named)
        }
    }
}
