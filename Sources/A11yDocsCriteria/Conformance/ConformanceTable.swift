import A11yDocsModel

/// One of a conformance report's tables: the success criteria of one WCAG level, in WCAG order.
public struct ConformanceTable: Hashable, Sendable {
    /// Its number in the report: 1 for Level A, 2 for Level AA, as the VPAT numbers them.
    public var number: Int
    public var level: WCAGCriterion.Level
    public var rows: [ConformanceRow]

    public init(number: Int, level: WCAGCriterion.Level, rows: [ConformanceRow]) {
        self.number = number
        self.level = level
        self.rows = rows
    }

    /// "Table 1: Success Criteria, Level A"
    public var caption: String { "Table \(number): Success Criteria, Level \(level.rawValue)" }

    /// The tables' column headers, in order.
    public static let columns = ["Criteria", "Conformance Level", "Remarks and Explanations"]
}
