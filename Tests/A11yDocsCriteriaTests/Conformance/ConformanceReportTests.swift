import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsCriteria
@testable import A11yDocsModel

/// The draft conformance report's rows: every Level A and AA criterion once, each level decided
/// from the latest records of the patterns that name it, and remarks that cite them.
final class ConformanceReportTests: XCTestCase {
    private let today = RecordDate(year: 2026, month: 10, day: 5)

    /// An entry of `native` naming `wcag`, with `tested` as its records' YAML items.
    private func entry(_ title: String, wcag: [String], tested: [String] = []) throws -> Entry {
        let records = tested.isEmpty ? "" : "tested:\n" + tested.map { "  - " + $0 + "\n" }.joined()
        let text =
            "---\ntitle: \(title)\ncategories: controls\nwcag: [\(wcag.joined(separator: ", "))]\n\(records)---\n"
        let (entry, diagnostics) = Fixtures.entry(text, slug: title.lowercased())
        return try XCTUnwrap(entry, "\(diagnostics)")
    }

    /// A record item: `with`, `version`, `date`, `result` and `notes` on lines of their own.
    private func record(_ with: String, _ version: String?, _ date: String, _ result: String, notes: String? = nil)
        -> String
    {
        var fields = ["with: \(with)"]
        if let version { fields.append("version: \"\(version)\"") }
        fields += ["date: \(date)", "result: \(result)"]
        if let notes { fields.append("notes: \"\(notes)\"") }
        return fields.joined(separator: "\n    ")
    }

    private func report(_ entries: [Entry], notApplicable: [String: String] = [:]) -> ConformanceReport {
        ConformanceReport(
            entries: entries, evidence: EvidenceSettings(notApplicable: notApplicable, today: today), product: "Acme")
    }

    private func row(_ number: String, in report: ConformanceReport) throws -> ConformanceRow {
        try XCTUnwrap(report.rows.first { $0.criterion.number == number }, number)
    }

    func testEveryLevelAAndAACriterionIsReportedOnceInWCAGOrder() throws {
        let report = report([])
        let levelA = WCAG.criteria.filter { $0.level == .a }, levelAA = WCAG.criteria.filter { $0.level == .aa }
        XCTAssertEqual(
            report.tables.map(\.caption),
            [
                "Table 1: Success Criteria, Level A", "Table 2: Success Criteria, Level AA",
            ])
        XCTAssertEqual(report.tables[0].rows.map(\.criterion), levelA)
        XCTAssertEqual(report.tables[1].rows.map(\.criterion), levelAA)
        XCTAssertEqual(Set(report.rows.map(\.criterion.number)).count, report.rows.count)
        XCTAssertEqual(report.rows.count, levelA.count + levelAA.count)
        // WCAG 2.2 has 31 Level A criteria without the removed 4.1.1, and 24 Level AA ones.
        XCTAssertEqual([levelA.count, levelAA.count], [31, 24])
        XCTAssertFalse(report.rows.contains { $0.criterion.number == "4.1.1" || $0.criterion.level == .aaa })
        XCTAssertEqual(Set(report.rows.map(\.level)), [.notEvaluated])
        XCTAssertEqual(Set(report.rows.map(\.remarks)), ["No pattern in this report names this criterion."])
    }

    func testTheLevelComesFromEachPatternsLatestRecordPerTechnology() throws {
        let slider = try entry(
            "Slider", wcag: ["2.1.1", "4.1.2"],
            tested: [
                record("TalkBack", "15", "2026-09-30", "fail", notes: "The value is not announced."),
                record("VoiceOver iOS", "18.1", "2026-10-02", "pass"),
            ])
        // An old fail that a later pass replaced does not count.
        let button = try entry(
            "Button", wcag: ["2.1.1", "2.5.8"],
            tested: [
                record("TalkBack", "14", "2025-01-10", "fail", notes: "No role"),
                record("TalkBack", "15", "2026-09-02", "pass"),
                record("VoiceOver iOS", "18", "2026-09-01", "pass"),
            ])
        let stepper = try entry("Stepper", wcag: ["4.1.2", "1.3.1"])
        let tabs = try entry("Tabs", wcag: ["1.4.3"], tested: [record("TalkBack", nil, "2026-09-30", "fail")])
        let toggle = try entry(
            "Toggle", wcag: ["2.4.7"], tested: [record("NVDA", "2024.4", "2026-08-01", "partial", notes: "Slow")])
        let report = report([toggle, tabs, stepper, slider, button])

        let cases: [(String, ConformanceLevel, String)] = [
            (
                "2.5.8", .supports,
                "Button: TalkBack 15 (2026-09-02) pass; VoiceOver iOS 18 (2026-09-01) pass."
            ),
            (
                "2.1.1", .partiallySupports,
                "Button: TalkBack 15 (2026-09-02) pass; VoiceOver iOS 18 (2026-09-01) pass. Slider: VoiceOver iOS "
                    + "18.1 (2026-10-02) pass; TalkBack 15 (2026-09-30) fail — the value is not announced."
            ),
            (
                "4.1.2", .partiallySupports,
                "Slider: VoiceOver iOS 18.1 (2026-10-02) pass; TalkBack 15 (2026-09-30) fail — the value is not "
                    + "announced. Not tested yet: Stepper."
            ),
            ("1.3.1", .notEvaluated, "Not tested yet: Stepper."),
            ("1.4.3", .doesNotSupport, "Tabs: TalkBack (2026-09-30) fail."),
            ("2.4.7", .partiallySupports, "Toggle: NVDA 2024.4 (2026-08-01) partial — slow."),
            ("1.1.1", .notEvaluated, "No pattern in this report names this criterion."),
        ]
        for (number, level, remarks) in cases {
            let row = try row(number, in: report)
            XCTAssertEqual(row.level, level, number)
            XCTAssertEqual(row.remarks, remarks, number)
        }
        XCTAssertEqual(report.patterns.map(\.title), ["Button", "Slider", "Stepper", "Tabs", "Toggle"])
    }

    func testResultsTogetherEarnALevel() {
        let cases: [([TestRecord.Outcome], ConformanceLevel?)] = [
            ([], nil), ([.pass, .pass], .supports), ([.fail], .doesNotSupport), ([.fail, .fail], .doesNotSupport),
            ([.pass, .fail], .partiallySupports), ([.fail, .partial], .partiallySupports),
            ([.partial], .partiallySupports), ([.pass, .partial], .partiallySupports),
        ]
        for (results, level) in cases {
            XCTAssertEqual(ConformanceLevel.earned(by: results), level, "\(results)")
        }
    }

    func testTheAuthorsNotApplicableWinsAndStillCitesThePatterns() throws {
        let slider = try entry(
            "Slider", wcag: ["2.5.7"], tested: [record("TalkBack", "15", "2026-09-30", "fail", notes: "Drag only")])
        let stepper = try entry("Stepper", wcag: ["2.5.7"])
        let report = report(
            [slider, stepper],
            notApplicable: ["1.2.1": "The product has no audio or video", "2.5.7": "Sliders are not in the product!"])
        let media = try row("1.2.1", in: report)
        XCTAssertEqual(media.level, .notApplicable)
        XCTAssertEqual(media.remarks, "The product has no audio or video.")
        let dragging = try row("2.5.7", in: report)
        XCTAssertEqual(dragging.level, .notApplicable)
        XCTAssertEqual(
            dragging.remarks,
            "Sliders are not in the product! Slider: TalkBack 15 (2026-09-30) fail — drag only. Not tested yet: "
                + "Stepper."
        )
    }

    func testANoteIsOneLineAndTheCriteriaOfAChecklistCount() throws {
        var dialog = try entry("Dialog", wcag: [])
        dialog.wcagChecklist = [WCAGChecklistGroup(name: "Focus", items: ["2.4.3 focus moves into the dialog"])]
        dialog.tested = [
            TestRecord(
                technology: "VoiceOver macOS", version: "15", date: RecordDate(year: 2026, month: 7, day: 1),
                result: .pass, notes: "Focus moves in;\nreturns on close...", location: SourceLocation(path: "x.md"))
        ]
        let row = try row("2.4.3", in: report([dialog]))
        XCTAssertEqual(row.level, .supports)
        XCTAssertEqual(row.remarks, "Dialog: VoiceOver macOS 15 (2026-07-01) pass — focus moves in; returns on close.")
    }

    func testAStaleRecordStillCountsAndItsDateSaysItIsStale() throws {
        let toggle = try entry(
            "Toggle", wcag: ["4.1.2"],
            tested: [
                record("TalkBack", "14", "2025-10-04", "pass"),
                record("VoiceOver iOS", "18", "2025-10-05", "pass"),
            ])
        let row = try row("4.1.2", in: report([toggle]))
        XCTAssertEqual(row.level, .supports)
        XCTAssertEqual(
            row.remarks, "Toggle: VoiceOver iOS 18 (2025-10-05) pass; TalkBack 14 (2025-10-04, stale) pass.",
            "twelve months before 2026-10-05 is the last current day")
    }

    func testTheReportIsNamedDatedAndSaysItIsADraft() {
        let report = report([])
        XCTAssertEqual(report.title, "Acme Accessibility Conformance Report — DRAFT")
        XCTAssertEqual(report.date, today)
        XCTAssertTrue(report.draftNotice.hasPrefix("This report is a draft, generated by a11ydocs on 2026-10-05 "))
        XCTAssertTrue(report.draftNotice.contains("Review it before publishing"))
        XCTAssertEqual(
            ConformanceLevel.allCases.map(\.words),
            [
                "Supports", "Partially Supports", "Does Not Support", "Not Applicable", "Not Evaluated",
            ])
    }
}
