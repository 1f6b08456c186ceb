import XCTest

@testable import A11yDocsModel

/// Days, spans and the judgements made with them: which record is the latest for a technology,
/// which is stale, which is behind the current version.
final class EvidenceSettingsTests: XCTestCase {
    private let here = SourceLocation(path: "native/slider.md")

    private func record(_ technology: String, _ date: String, version: String? = nil) -> TestRecord {
        TestRecord(
            technology: technology, version: version, date: RecordDate(iso: date)!, result: .pass, location: here)
    }

    func testDatesAreReadAsWrittenAndOnlyRealDays() {
        XCTAssertEqual(RecordDate(iso: "2026-03-14")?.description, "2026-03-14")
        XCTAssertEqual(RecordDate(iso: "2026-3-4")?.description, "2026-03-04")
        for text in ["2026-02-30", "2026-13-01", "26-03-14", "2026/03/14", "2026-03-14T10:00", "March 2026", ""] {
            XCTAssertNil(RecordDate(iso: text), text)
        }
        XCTAssertEqual(RecordDate.today(environment: ["SOURCE_DATE_EPOCH": "1700000000"]).description, "2023-11-14")
        XCTAssertGreaterThan(
            RecordDate.today(environment: ["SOURCE_DATE_EPOCH": "9223372036854775807"]).year, 30_000_000,
            "a stray epoch is held far in the future, not trapped on")
        let evening = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13 UTC
        XCTAssertEqual(RecordDate.latestToday(now: evening).description, "2023-11-15", "already tomorrow in Kiribati")
    }

    func testLeapDaysAreRealOnlyInLeapYears() {
        for text in ["2024-02-29", "2000-02-29", "2026-12-31"] { XCTAssertNotNil(RecordDate(iso: text), text) }
        for text in ["2025-02-29", "1900-02-29", "2026-04-31", "2026-00-10", "2026-01-00", "+202-01-01"] {
            XCTAssertNil(RecordDate(iso: text), text)
        }
        let leapDay = RecordDate(year: 2024, month: 2, day: 29)
        XCTAssertEqual(leapDay.minus(TimeSpan(1, .years)).description, "2023-02-28")
        XCTAssertEqual(leapDay.minus(TimeSpan(60, .days)).description, "2023-12-31")
        XCTAssertEqual(RecordDate(year: 2026, month: 1, day: 15).minus(TimeSpan(13, .months)).description, "2024-12-15")
    }

    /// The day arithmetic agrees with Foundation's Gregorian calendar on every day of three centuries.
    func testDaysAgreeWithTheGregorianCalendar() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try XCTUnwrap(TimeZone(identifier: "UTC"))
        let start = try XCTUnwrap(calendar.date(from: DateComponents(year: 1900, month: 1, day: 1)))
        var mismatches: [String] = []
        for offset in stride(from: 0, to: 365 * 300, by: 1) {
            let moment = start.addingTimeInterval(TimeInterval(offset) * 86_400 + 3_600)
            let parts = calendar.dateComponents([.year, .month, .day], from: moment)
            let day = RecordDate(moment)
            if [day.year, day.month, day.day] != [parts.year, parts.month, parts.day] { mismatches.append("\(day)") }
        }
        XCTAssertEqual(mismatches, [])
        let today = RecordDate(year: 2026, month: 3, day: 1)
        XCTAssertEqual(RecordDate(daysSince1970: today.daysSince1970), today)
        XCTAssertEqual(RecordDate(year: 1970, month: 1, day: 1).daysSince1970, 0)
        XCTAssertEqual(RecordDate(year: 1969, month: 12, day: 31).daysSince1970, -1)
    }

    func testSpansAreReadLooselyAndCountBackFromToday() {
        XCTAssertEqual(TimeSpan("12 months"), TimeSpan(12, .months))
        XCTAssertEqual(TimeSpan("1 Year"), TimeSpan(1, .years))
        XCTAssertEqual(TimeSpan("90 days")?.description, "90 days")
        XCTAssertEqual(TimeSpan(1, .weeks).description, "1 week")
        XCTAssertNil(TimeSpan("a year"))
        XCTAssertNil(TimeSpan("0 months"))
        XCTAssertNil(TimeSpan("12 fortnights"))
        XCTAssertNil(TimeSpan("2000000000000000000 weeks"), "no count that could overflow a day's arithmetic")
        XCTAssertEqual(TimeSpan("10000 years"), TimeSpan(10_000, .years))
        let today = RecordDate(year: 2026, month: 3, day: 31)
        XCTAssertEqual(today.minus(TimeSpan(1, .months)).description, "2026-02-28")
        XCTAssertEqual(today.minus(TimeSpan(2, .weeks)).description, "2026-03-17")
    }

    func testTechnologiesMatchWithoutCaseOrExtraSpaces() {
        XCTAssertEqual(TestRecord.key("  VoiceOver\t iOS "), "voiceover ios")
        XCTAssertEqual(TestRecord.key("NVDA"), "nvda")
        XCTAssertEqual(TestRecord.key("Lecteur  d’ÉCRAN"), "lecteur d’écran", "beyond ASCII, Unicode's rules")
        XCTAssertEqual(TestRecord.key(" \n "), "")
    }

    func testTheLatestRecordOfEachTechnologyIsJudged() {
        let records = [
            record("VoiceOver iOS", "2025-01-10", version: "16.2"),
            record("voiceover  iOS", "2026-02-01", version: "17"),
            record("TalkBack", "2024-12-01", version: "14"), record("TalkBack", "2024-12-01", version: "15"),
        ]
        XCTAssertEqual(
            records.latestByTechnology.map(\.version), ["17", "15"], "latest first; on one day, the later written")
        let settings = EvidenceSettings(
            technologies: [AssistiveTechnology(name: "VoiceOver iOS", current: 18), AssistiveTechnology(name: "NVDA")],
            today: RecordDate(year: 2026, month: 3, day: 1))
        XCTAssertEqual(settings.currentSince.description, "2025-03-01")
        XCTAssertEqual(records.latestByTechnology.map(settings.isStale), [false, true])
        XCTAssertEqual(
            records.latestByTechnology.map(settings.isBehind), [true, false], "TalkBack has no current version")
        XCTAssertEqual(records.latestByTechnology.map(settings.currentVersion(ahead:)), [18, nil])
        XCTAssertEqual(
            settings.currentVersion(ahead: record("VoiceOver iOS", "2026-02-01", version: "v17.4")), 18,
            "a version written with a 'v' is judged too")
        XCTAssertEqual(settings.columns(for: records), ["VoiceOver iOS", "NVDA", "TalkBack"])
    }
}
