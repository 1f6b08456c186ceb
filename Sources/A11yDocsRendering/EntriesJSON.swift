import A11yDocsCriteria
import A11yDocsLoading
import A11yDocsModel
@_spi(Bytes) import A11yDocsSupport
import Foundation

/// `api/entries.json`: every entry's typed model with stable field names, for scripts and other
/// tools. `EntriesSchema` describes it; change both together.
public enum EntriesJSON {
    struct Document: Encodable {
        var generator = "a11ydocs"
        var schema = "schema.json"
        var entries: [EntryRecord]
    }

    /// An entry as exported: the model's fields, its address, and its WCAG criteria with names.
    /// Written by hand (`JSONWritable`); its `Encodable` form is what tests hold the bytes to.
    struct EntryRecord: Encodable {
        var id: String
        var slug: String
        var collection: String
        var file: String
        var url: String
        var title: String
        var categories: [String]
        var description: String?
        var order: Int?
        var wcag: [WCAGCriterion]
        var keyboard: [Expectation]
        var mobile: [Expectation]
        var screenReader: ScreenReaderOutput
        var settings: [Expectation]
        var statements: TestGroupStatements
        var wcagChecklist: [WCAGChecklistGroup]
        var authoredScenarios: [AuthoredScenario]
        /// The entry's test cases with their stable ids, as the CSV exports and Gherkin tags name them.
        var testCases: [TestCase]
        var draft: Bool
        var generalNotes: [NoteSection]
        var platforms: [PlatformNotes]
        /// Latest first (`latestFirst`); left out when the entry has none, so that a
        /// library without records exports what it did before records existed.
        var tested: [TestedRecord]?

        /// `cases` are the entry's test cases and `wcag` its criteria when the caller has made them already.
        init(
            _ entry: Entry, url: String, evidence: EvidenceSettings, cases: [TestCase]? = nil,
            wcag: [WCAGCriterion]? = nil
        ) {
            id = CriteriaBuilder.id(entry)
            slug = entry.slug
            collection = entry.collection
            file = entry.file
            self.url = url
            title = entry.title
            categories = entry.categories
            description = entry.description
            order = entry.order
            self.wcag = wcag ?? WCAGCriteria.criteria(for: entry)
            keyboard = entry.keyboard
            mobile = entry.mobile
            screenReader = entry.screenReader
            settings = entry.settings
            statements = entry.statements
            wcagChecklist = entry.wcagChecklist
            authoredScenarios = entry.authoredScenarios
            testCases = cases ?? TestCases.cases(for: entry)
            draft = entry.isDraft
            generalNotes = entry.generalNotes
            platforms = entry.platforms
            tested =
                entry.tested.isEmpty
                ? nil : entry.tested.latestFirst.map { TestedRecord($0, evidence: evidence) }
        }
    }

    /// Sorted keys, so that exports from the same content are byte for byte the same; compact,
    /// because the file grows to megabytes (pipe it through `jq` to read it). Made as a build
    /// makes it beside the CSV files (`TestCaseCSV.shared`), a slice of entries at a time on every
    /// core; the options give each entry's address and judge its test records (`stale`, `behind`).
    public static func encode(_ entries: [Entry], options: SiteOptions) throws -> String {
        try TestCaseCSV.shared(for: entries, formats: [], keptRecords: [:], options: options).text(0).joined()
    }

    /// A slice's records as they stand in the file: after a comma, unless the slice is the first.
    static func joined(_ records: [[UInt8]], first: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(records.reduce(records.count) { $0 + $1.count })
        for (index, record) in records.enumerated() {
            if !first || index > 0 { bytes.append(Byte.comma) }
            bytes += record
        }
        return bytes
    }

    /// Entries encoded together before their JSON is handed over: enough to keep every core busy,
    /// few enough that a slice stays small (64 at once were 24 MB at a 10,000-entry build's peak,
    /// when a record was built as a tree of nodes before it was written).
    static let slice = 16

    /// One entry's record as JSON; the preview keeps these and re-encodes only changed entries.
    package static func fragment(
        for entry: Entry, url: String, evidence: EvidenceSettings, cases: [TestCase]? = nil,
        wcag: [WCAGCriterion]? = nil
    ) -> [UInt8] {
        var json = JSONWriter(capacity: 16_384)
        EntryRecord(entry, url: url, evidence: evidence, cases: cases, wcag: wcag).write(to: &json)
        return json.bytes
    }

    /// The file around the entries' fragments, exactly as `JSONEncoder` writes `Document` with sorted keys.
    static let documentStart = "{\"entries\":["
    static let documentEnd = "],\"generator\":\"a11ydocs\",\"schema\":\"schema.json\"}\n"
}
