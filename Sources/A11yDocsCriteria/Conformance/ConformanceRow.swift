import A11yDocsModel

/// One line of a conformance report's table: a success criterion, the level the patterns that
/// name it earn, and the remarks that say why.
public struct ConformanceRow: Hashable, Sendable {
    public var criterion: WCAGCriterion
    public var level: ConformanceLevel
    public var remarks: String

    public init(criterion: WCAGCriterion, level: ConformanceLevel, remarks: String) {
        self.criterion = criterion
        self.level = level
        self.remarks = remarks
    }

    /// The row decided as `ConformanceReport.rule` says, from the entries that name the
    /// criterion (in library order) and the author's reason when the library marks it not
    /// applicable. Only an entry's latest record per technology counts: an old fail that a later
    /// pass replaced is history, not a defect. A stale record still counts, marked so that the
    /// reviewer knows to test again.
    init(criterion: WCAGCriterion, namedBy entries: [Entry], evidence: EvidenceSettings) {
        let reason = evidence.notApplicable[criterion.number]
        let latest = entries.map { ($0, $0.tested.latestByTechnology) }
        var citations = latest.filter { !$0.1.isEmpty }.map {
            ConformanceRemarks.tested($0.0, latest: $0.1, isStale: evidence.isStale)
        }
        let untested = latest.filter { $0.1.isEmpty }.map(\.0)
        if !untested.isEmpty { citations.append(ConformanceRemarks.untested(untested)) }
        self.criterion = criterion
        if let reason {
            // The author's word wins; what the patterns recorded is still told.
            level = .notApplicable
            remarks = ([ConformanceRemarks.sentence(reason)] + citations).joined(separator: " ")
        } else if entries.isEmpty {
            level = .notEvaluated
            remarks = ConformanceRemarks.unnamed
        } else {
            level = ConformanceLevel.earned(by: latest.flatMap { $0.1.map(\.result) }) ?? .notEvaluated
            remarks = citations.joined(separator: " ")
        }
    }
}
