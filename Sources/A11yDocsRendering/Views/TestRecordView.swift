import A11yDocsMarkdown
import A11yDocsModel
import A11yDocsTemplating

/// One row of an entry page's "Tested with" table. A technology's latest record, when stale or
/// behind the current version, says so in words in its cells; the result is a word, which the
/// theme may also style.
struct TestRecordView {
    var technology: String
    /// As written; nil when none was given.
    var version: String?
    /// "18 is current", when the version is behind the technology's current one.
    var behindMark: String?
    /// The version with its mark: "16.4 (18 is current)".
    var versionText: String?
    var on: String?
    /// `2026-03-14`, also for `<time datetime>`.
    var date: String
    /// "stale: older than 12 months", when the record is stale.
    var staleMark: String?
    /// The date with its mark: "2025-01-10 (stale: older than 12 months)".
    var dateText: String
    /// "Pass", "Partial" or "Fail".
    var result: String
    /// `pass`, `partial` or `fail`: for a class.
    var resultKey: String
    var notes: String?
    var by: String?
    /// "keyboard, screen reader": the test groups the record covered; nil when it does not say.
    var covers: String?
    /// Notes, tester and groups in one line, for a Markdown table's cell.
    var details: String

    init(_ record: TestRecord, evidence: EvidenceSettings, isLatest: Bool = true) {
        technology = record.technology
        version = record.version
        let behind = isLatest ? evidence.currentVersion(ahead: record).map { "\($0) is current" } : nil
        behindMark = behind
        versionText = record.version.map { version in behind.map { "\(version) (\($0))" } ?? version }
        on = record.on
        let day = record.date.description
        date = day
        let stale = isLatest && evidence.isStale(record) ? "stale: older than \(evidence.staleAfter)" : nil
        staleMark = stale
        dateText = stale.map { "\(day) (\($0))" } ?? day
        result = record.result.words
        resultKey = record.result.rawValue
        notes = record.notes
        by = record.by
        let covers = record.groups.isEmpty ? nil : record.groups.map(Self.groupName).joined(separator: ", ")
        self.covers = covers
        details = [record.notes, record.by.map { "By \($0)." }, covers.map { "Covers: \($0)." }].compactMap { $0 }
            .joined(separator: " ")
    }

    /// A test group as the record's reader says it.
    static func groupName(_ key: String) -> String {
        key == "screenreader" ? "screen reader" : key
    }
}

extension TestRecordView: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("technology", \.technology), .text("version", \.version), .text("behindMark", \.behindMark),
        .text("versionText", \.versionText), .text("on", \.on), .text("date", \.date),
        .text("staleMark", \.staleMark), .text("dateText", \.dateText),
        .text("result", \.result), .text("resultKey", \.resultKey), .text("notes", \.notes), .text("by", \.by),
        .text("covers", \.covers), .text("details", \.details),
    ])
}
