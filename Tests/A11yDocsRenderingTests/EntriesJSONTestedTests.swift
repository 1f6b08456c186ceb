import A11yDocsLoading
import A11yDocsLoadingTestSupport
import A11yDocsModel
import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocsRendering
@testable import A11yDocsSupport

/// An entry's test records in `api/entries.json`: latest first, each judged against the
/// library's settings on the build's day, and no `tested` key at all for an entry without them.
final class EntriesJSONTestedTests: XCTestCase {
    private let evidence = EvidenceSettings(
        technologies: [AssistiveTechnology(name: "VoiceOver iOS", current: 18), AssistiveTechnology(name: "NVDA")],
        today: RecordDate(year: 2026, month: 6, day: 1))

    private func entry(_ tested: String) throws -> Entry {
        let text = "---\ntitle: Switch\ncategories: controls\nkeyboard:\n  space: Toggles\n\(tested)---\n"
        let (entry, diagnostics) = Fixtures.entry(text, slug: "switch")
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.description), [])
        return try XCTUnwrap(entry)
    }

    /// A record as exported, read back; `keys` are each record's keys as written.
    private struct Exported: Decodable, Equatable {
        var with: String
        var version: String?
        var on: String?
        var date: String
        var result: String
        var notes: String?
        var by: String?
        var groups: [String]?
        var stale: Bool
        var behind: Bool
    }

    private struct Exports: Decodable {
        var title: String
        var tested: [Exported]?
    }

    private func exported(_ entry: Entry) throws -> (record: Exports, keys: [[String]]) {
        let bytes = Data(EntriesJSON.fragment(for: entry, url: "/native/switch/", evidence: evidence))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        let keys = (object["tested"] as? [[String: Any]] ?? []).map { $0.keys.sorted() }
        return (try JSONDecoder().decode(Exports.self, from: bytes), keys)
    }

    func testRecordsAreLatestFirstWithTheAuthorsFieldsAndTheirJudgement() throws {
        let switchEntry = try entry(
            """
            tested:
              - with: VoiceOver iOS
                version: "17.4"
                on: iPhone 15, iOS 17.4
                date: 2026-03-14
                result: pass
                notes: Reads on and off.
                by: Ana
                groups: [screenreader, mobile]
              - with: NVDA
                version: "2024.1"
                date: 2025-05-31
                result: fail
              - with: voiceover ios
                version: "18.1"
                date: 2026-03-14
                result: partial
              - with: NVDA
                date: 2025-06-01
                result: pass

            """)
        let (record, keys) = try exported(switchEntry)
        XCTAssertEqual(
            record.tested,
            [
                // Of one day, the later written first: a technology's first record is its latest.
                Exported(
                    with: "voiceover ios", version: "18.1", date: "2026-03-14", result: "partial", stale: false,
                    behind: false),
                Exported(
                    with: "VoiceOver iOS", version: "17.4", on: "iPhone 15, iOS 17.4", date: "2026-03-14",
                    result: "pass", notes: "Reads on and off.", by: "Ana", groups: ["screenreader", "mobile"],
                    stale: false, behind: true),
                // Current from 2025-06-01, twelve months before the day it is judged on.
                Exported(with: "NVDA", date: "2025-06-01", result: "pass", stale: false, behind: false),
                Exported(
                    with: "NVDA", version: "2024.1", date: "2025-05-31", result: "fail", stale: true, behind: false),
            ])
        // What the author left out is left out, not written as null.
        XCTAssertEqual(keys.first, ["behind", "date", "result", "stale", "version", "with"])
        XCTAssertEqual(keys.dropFirst(2).first, ["behind", "date", "result", "stale", "with"])
        XCTAssertEqual(
            record.tested?.first { TestRecord.key($0.with) == "voiceover ios" }?.with,
            switchEntry.tested.latestByTechnology.first { TestRecord.key($0.technology) == "voiceover ios" }?
                .technology,
            "a technology's first record is the one check judges")
    }

    func testAnEntryWithoutRecordsHasNoTestedKey() throws {
        let (record, keys) = try exported(try entry(""))
        XCTAssertNil(record.tested)
        XCTAssertEqual(keys, [])
        XCTAssertEqual(record.title, "Switch")
        XCTAssertFalse(
            String(decoding: EntriesJSON.fragment(for: try entry(""), url: "/", evidence: evidence), as: UTF8.self)
                .contains("\"tested\""))
    }

    /// `a11ydocs criteria --format json` and `get_criteria` write the same records, judged with the
    /// site's settings.
    func testTheCriteriaJSONCarriesTheRecordsJudgedWithTheSitesSettings() throws {
        let entry = try entry("tested:\n  - with: NVDA\n    date: 2025-05-31\n    result: pass\n")
        var options = SiteOptions()
        options.evidence = evidence
        let text = try CriteriaFormat.json.text(for: [entry], options: options)
        XCTAssertTrue(
            text.contains(
                #""tested":[{"behind":false,"date":"2025-05-31","result":"pass","stale":true,"with":"NVDA"}]"#),
            text)
        options.evidence.staleAfter = TimeSpan(2, .years)
        XCTAssertTrue(try CriteriaFormat.json.text(for: [entry], options: options).contains(#""stale":false"#))
    }

    /// The compact encoder writes records as `JSONEncoder` does: `entries.json` is compared with it.
    func testRecordsAreEncodedAsJSONEncoderEncodesThem() throws {
        let entry = try entry(
            """
            tested:
              - with: "TalkBack \\"14\\" </script>"
                version: "14"
                date: 2024-02-01
                result: fail
                notes: "é\\u2028/"

            """)
        let encoded = EntriesJSON.EntryRecord(entry, url: "/native/switch/", evidence: evidence)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        XCTAssertEqual(
            String(decoding: try CompactJSONEncoder.encode(encoded), as: UTF8.self),
            String(decoding: try encoder.encode(encoded), as: UTF8.self))
        XCTAssertTrue(
            String(decoding: try CompactJSONEncoder.encode(encoded), as: UTF8.self).contains(
                #""tested":[{"behind":false,"date":"2024-02-01","notes":"é\#u{2028}/","result":"fail","stale":true,"#
                    + #""version":"14","with":"TalkBack \"14\" </script>"}],"title":"Switch""#))
    }
}
