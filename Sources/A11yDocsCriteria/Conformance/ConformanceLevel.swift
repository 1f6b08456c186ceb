import A11yDocsModel

/// A success criterion's conformance level, as the VPAT 2.5 names the five, with the one-line
/// definition the report's Terms section gives.
public enum ConformanceLevel: String, CaseIterable, Hashable, Sendable {
    case supports = "Supports"
    case partiallySupports = "Partially Supports"
    case doesNotSupport = "Does Not Support"
    case notApplicable = "Not Applicable"
    case notEvaluated = "Not Evaluated"

    /// The level in words, as the report's tables write it.
    public var words: String { rawValue }

    public var definition: String {
        switch self {
        case .supports:
            "The functionality of the product meets the criterion without known defects."
        case .partiallySupports:
            "Some functionality of the product does not meet the criterion."
        case .doesNotSupport:
            "The majority of the product's functionality does not meet the criterion."
        case .notApplicable:
            "The criterion is not relevant to the product."
        case .notEvaluated:
            "The product has not been evaluated against the criterion."
        }
    }

    /// The level that latest results earn together: all pass → Supports; all fail → Does Not
    /// Support; any partial, or fails beside passes → Partially Supports. Nil without results:
    /// nothing was evaluated.
    static func earned(by results: [TestRecord.Outcome]) -> ConformanceLevel? {
        guard !results.isEmpty else { return nil }
        if results.allSatisfy({ $0 == .pass }) { return .supports }
        if results.allSatisfy({ $0 == .fail }) { return .doesNotSupport }
        return .partiallySupports
    }
}
