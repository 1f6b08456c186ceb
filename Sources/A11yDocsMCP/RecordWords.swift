import A11yDocs

/// How the tools put a test record into words, and why one needs renewing: worded once, so that
/// `get_entry`, `list_entries` and `list_stale` read alike.
enum RecordWords {
    /// `VoiceOver iOS 17.4 on iPhone 15 — 2026-03-14 — Pass — out of date: … — The hint is read twice. —
    /// by Ana — groups: keyboard`: one line, whatever the author wrote across lines.
    static func line(_ record: TestRecord, _ settings: EvidenceSettings) -> String {
        var parts = [
            record.technologyAndVersion + (record.on.map { " on \($0)" } ?? ""), record.date.description,
            record.result.words,
        ]
        let reasons = reasons(record, settings)
        if !reasons.isEmpty { parts.append("out of date: " + reasons.joined(separator: "; ")) }
        parts += [record.notes, record.by.map { "by \($0)" }].compactMap { $0 }
        if !record.groups.isEmpty { parts.append("groups: \(record.groups.joined(separator: ", "))") }
        return oneLine(parts.joined(separator: " — "))
    }

    /// Why the record is out of date; empty when it is current. `stale` and `behind` as
    /// `check` judges them.
    static func reasons(_ record: TestRecord, _ settings: EvidenceSettings) -> [String] {
        var reasons: [String] = []
        if settings.isStale(record) {
            reasons.append("older than \(settings.staleAfter)")
        }
        if settings.isBehind(record), let current = settings.currentVersion(of: record.technology) {
            reasons.append("version \(record.version ?? "") is below the current \(current)")
        }
        return reasons
    }

    /// White space runs, line breaks among them, as one space: a record is one line of the answer.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
