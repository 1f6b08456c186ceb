import A11yDocsModel

extension EntriesJSON {
    /// A test record as exported: the author's fields under their front-matter names, and how the
    /// library's settings judge it on the day of the build.
    struct TestedRecord: Encodable {
        var with: String
        var version: String?
        var on: String?
        /// `2026-03-14`.
        var date: String
        /// `pass`, `partial` or `fail`.
        var result: String
        var notes: String?
        var by: String?
        /// Left out when the record names no group.
        var groups: [String]?
        /// Older than `stale_after`.
        var stale: Bool
        /// Of a major version below the one `a11ydocs.yml` gives as current.
        var behind: Bool

        init(_ record: TestRecord, evidence: EvidenceSettings) {
            with = record.technology
            version = record.version
            on = record.on
            date = record.date.description
            result = record.result.rawValue
            notes = record.notes
            by = record.by
            groups = record.groups.isEmpty ? nil : record.groups
            stale = evidence.isStale(record)
            behind = evidence.isBehind(record)
        }
    }
}
