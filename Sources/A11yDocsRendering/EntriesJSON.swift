import A11yDocsCriteria
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

        init(_ entry: Entry, url: String, evidence: EvidenceSettings) {
            id = CriteriaBuilder.id(entry)
            slug = entry.slug
            collection = entry.collection
            file = entry.file
            self.url = url
            title = entry.title
            categories = entry.categories
            description = entry.description
            order = entry.order
            wcag = WCAGCriteria.criteria(for: entry)
            keyboard = entry.keyboard
            mobile = entry.mobile
            screenReader = entry.screenReader
            settings = entry.settings
            statements = entry.statements
            wcagChecklist = entry.wcagChecklist
            authoredScenarios = entry.authoredScenarios
            testCases = TestCases.cases(for: entry)
            draft = entry.isDraft
            generalNotes = entry.generalNotes
            platforms = entry.platforms
            tested =
                entry.tested.isEmpty
                ? nil : entry.tested.latestFirst.map { TestedRecord($0, evidence: evidence) }
        }
    }

    /// Sorted keys, so that exports from the same content are byte for byte the same; compact,
    /// because the file grows to megabytes (pipe it through `jq` to read it).
    public static func encode(
        _ entries: [Entry], evidence: EvidenceSettings, url: @escaping @Sendable (Entry) -> String
    ) throws -> String {
        try parts(entries, evidence: evidence, url: url).joined()
    }

    /// The document made and handed over a slice of entries at a time (each slice encoded on every
    /// core): a large library's file is never held whole. `fragments` are records already encoded,
    /// by file. `evidence` judges the test records (`stale`, `behind`).
    package static func parts(
        _ entries: [Entry], fragments: [String: [UInt8]] = [:], evidence: EvidenceSettings,
        url: @escaping @Sendable (Entry) -> String
    ) -> TextParts {
        TextParts { part in
            try part(Array(documentStart.utf8))
            for start in stride(from: 0, to: entries.count, by: slice) {
                let encoded = Array(entries[start..<min(start + slice, entries.count)]).concurrentMap {
                    fragments[$0.file] ?? fragment(for: $0, url: url($0), evidence: evidence)
                }
                var bytes: [UInt8] = []
                bytes.reserveCapacity(encoded.reduce(encoded.count) { $0 + $1.count })
                for (index, fragment) in encoded.enumerated() {
                    if start > 0 || index > 0 { bytes.append(Byte.comma) }
                    bytes += fragment
                }
                try part(bytes)
            }
            try part(Array(documentEnd.utf8))
        }
    }

    /// Entries encoded together before their JSON is handed over: enough to keep every core busy,
    /// few enough that a slice stays small (64 at once were 24 MB at a 10,000-entry build's peak,
    /// when a record was built as a tree of nodes before it was written).
    static let slice = 16

    /// One entry's record as JSON; the preview keeps these and re-encodes only changed entries.
    package static func fragment(for entry: Entry, url: String, evidence: EvidenceSettings) -> [UInt8] {
        var json = JSONWriter(capacity: 16_384)
        EntryRecord(entry, url: url, evidence: evidence).write(to: &json)
        return json.bytes
    }

    /// The file around the entries' fragments, exactly as `JSONEncoder` writes `Document` with sorted keys.
    static let documentStart = "{\"entries\":["
    static let documentEnd = "],\"generator\":\"a11ydocs\",\"schema\":\"schema.json\"}\n"
}
