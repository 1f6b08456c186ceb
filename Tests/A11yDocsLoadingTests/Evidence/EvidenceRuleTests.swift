import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsModel

/// `check`'s findings about test records: stale and out-of-date latest records warned at the
/// record, and an untested published entry refused when the library requires records.
final class EvidenceRuleTests: XCTestCase {
    private func entry(_ tested: String, draft: Bool = false) throws -> Entry {
        let (entry, diagnostics) = Fixtures.entry(
            "---\ntitle: Slider\ncategories: controls\n\(draft ? "draft: true\n" : "")\(tested)---\n", slug: "slider")
        return try XCTUnwrap(entry, "\(diagnostics)")
    }

    private let settings = EvidenceSettings(
        technologies: [AssistiveTechnology(name: "VoiceOver iOS", current: 18)], staleAfter: TimeSpan(12, .months),
        today: RecordDate(year: 2026, month: 6, day: 1))

    func testAStaleOrOutOfDateLatestRecordIsWarnedAtTheRecord() throws {
        let slider = try entry(
            """
            tested:
              - with: VoiceOver iOS
                version: "16.4"
                date: 2025-01-10
                result: pass
              - with: voiceover ios
                version: "17.5"
                date: 2025-05-02
                result: pass
              - with: TalkBack
                version: "15"
                date: 2026-05-30
                result: fail

            """)
        XCTAssertEqual(
            EvidenceRule.findings([slider], settings: settings).map(\.description),
            [
                "Content/native/slider.md:9:5: warning: the latest record for voiceover ios is from 2025-05-02, more "
                    + "than 12 months ago — test again and add a record (or change 'stale_after' in a11ydocs.yml)",
                "Content/native/slider.md:9:5: warning: the latest record for voiceover ios is of version 17.5, but 18 "
                    + "is current — test with voiceover ios 18 and add a record",
            ])
    }

    func testRecordsAreRequiredOnlyWhenTheLibrarySaysSoAndNotOfDrafts() throws {
        let untested = try entry("")
        XCTAssertEqual(EvidenceRule.findings([untested], settings: settings), [])
        var requiring = settings
        requiring.requireTested = true
        XCTAssertEqual(
            EvidenceRule.findings([untested, try entry("", draft: true)], settings: requiring).map(\.description),
            [
                "Content/native/slider.md:1:1: error: no test record — a11ydocs.yml says 'require_tested: true'; add "
                    + "'tested:' with what the pattern was tested with, or mark the entry 'draft: true'"
            ])
    }
}
