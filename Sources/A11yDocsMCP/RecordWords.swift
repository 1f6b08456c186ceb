import A11yDocs

/// How the tools put a test record into words, and why one needs renewing: worded once, so that
/// `list_entries` and `list_stale` read alike.
enum RecordWords {
    /// Why the record is out of date; empty when it is current. `stale` and `behind` as
    /// `check` judges them.
    static func reasons(_ record: TestRecord, _ settings: EvidenceSettings) -> [String] {
        var reasons: [String] = []
        if settings.isStale(record) {
            reasons.append("older than \(settings.staleAfter)")
        }
        if let current = settings.currentVersion(ahead: record) {
            reasons.append("version \(record.version ?? "") is below the current \(current)")
        }
        return reasons
    }

    /// White space runs, line breaks among them, as one space: a record is one line of the answer.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
