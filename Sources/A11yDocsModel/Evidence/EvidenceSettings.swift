/// What the library says about its evidence (`a11ydocs.yml`), with the day it is judged on: the
/// technologies it tests with and their current versions, how long a record stays current,
/// whether a published entry must have one, and the WCAG criteria the conformance report marks
/// "Not Applicable", each with the author's reason.
public struct EvidenceSettings: Hashable, Sendable {
    public var technologies: [AssistiveTechnology]
    public var staleAfter: TimeSpan
    public var requireTested: Bool
    /// WCAG number → why it does not apply to the product.
    public var notApplicable: [String: String]
    /// The day records are judged on: today, or `SOURCE_DATE_EPOCH`'s day for a reproducible build.
    public var today: RecordDate

    public init(
        technologies: [AssistiveTechnology] = [], staleAfter: TimeSpan = .defaultStaleAfter,
        requireTested: Bool = false, notApplicable: [String: String] = [:], today: RecordDate
    ) {
        self.technologies = technologies
        self.staleAfter = staleAfter
        self.requireTested = requireTested
        self.notApplicable = notApplicable
        self.today = today
    }

    /// The first day a record is current on: older ones are stale.
    public var currentSince: RecordDate { today.minus(staleAfter) }

    public func isStale(_ record: TestRecord) -> Bool { record.date < currentSince }

    /// The current major version of `technology`, when the library names one.
    public func currentVersion(of technology: String) -> Int? {
        let key = TestRecord.key(technology)
        return technologies.first { TestRecord.key($0.name) == key }?.current
    }

    /// Whether the record's version is below the technology's current major version.
    public func isBehind(_ record: TestRecord) -> Bool { currentVersion(ahead: record) != nil }

    /// The technology's current major version when the record's is below it: what a reader is
    /// told to test with next.
    public func currentVersion(ahead record: TestRecord) -> Int? {
        guard let current = currentVersion(of: record.technology), let major = record.majorVersion, major < current
        else { return nil }
        return current
    }

    /// The technologies a support matrix has columns for: the library's, in its order, then any
    /// other that a record names, by name.
    public func columns(for records: [TestRecord]) -> [String] {
        let named = Set(technologies.map { TestRecord.key($0.name) })
        var others: [String: String] = [:]
        for record in records {
            let key = TestRecord.key(record.technology)
            if !named.contains(key), others[key] == nil { others[key] = record.technology }
        }
        return technologies.map(\.name) + others.sorted { $0.key < $1.key }.map(\.value)
    }
}
