import A11yDocs

/// A technology's latest test record as lists name it: what, which version, when, how it went,
/// and whether it is out of date. Small, for lists of a thousand entries.
struct RecordSummary: Encodable {
    var with: String
    var version: String?
    var date: String
    var result: String
    var stale: Bool
    var behind: Bool

    init(_ record: TestRecord, _ settings: EvidenceSettings) {
        with = record.technology
        version = record.version
        date = record.date.description
        result = record.result.rawValue
        stale = settings.isStale(record)
        behind = settings.isBehind(record)
    }

    /// The latest record of each technology, latest first; nil without records, so that the key
    /// is left out.
    static func latest(of entry: Entry, _ settings: EvidenceSettings) -> [RecordSummary]? {
        entry.tested.isEmpty ? nil : entry.tested.latestByTechnology.map { RecordSummary($0, settings) }
    }

    /// `VoiceOver iOS 18.1 pass 2026-03-14`, `TalkBack 14 fail 2024-02-01 (stale, behind)`.
    var words: String {
        let flags = [stale ? "stale" : nil, behind ? "behind" : nil].compactMap { $0 }
        let technology = RecordWords.oneLine(TestRecord.technologyAndVersion(with, version))
        return "\(technology) \(result) \(date)" + (flags.isEmpty ? "" : " (\(flags.joined(separator: ", ")))")
    }
}
