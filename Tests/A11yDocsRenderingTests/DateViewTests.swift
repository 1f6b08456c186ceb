import Foundation
import XCTest

@testable import A11yDocsMarkdown
@testable import A11yDocsRendering

final class DateViewTests: XCTestCase {
    /// Days and months padded for `<time datetime>`, the day written out in English, in UTC.
    func testDaysAreWrittenPaddedAndInWords() {
        let epoch = DateView(Date(timeIntervalSince1970: 0))
        XCTAssertEqual(epoch.iso, "1970-01-01")
        XCTAssertEqual(epoch.text, "1 January 1970")
        // 2026-11-03 23:30 UTC: still the 3rd, whatever the machine's time zone.
        let late = DateView(Date(timeIntervalSince1970: 1_793_748_600))
        XCTAssertEqual(late.iso, "2026-11-03")
        XCTAssertEqual(late.text, "3 November 2026")
    }

    /// The day counted by hand is the day a UTC Gregorian calendar gives, on either side of 1970,
    /// across leap years and centuries (2000 is one, 2100 is not), at a day's first and last second.
    func testTheDayIsTheCalendarsDay() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let starts = stride(from: -2_208_988_800.0, to: 7_258_118_400.0, by: 86_400 * 13 + 3_607)
        for start in starts {
            for seconds in [
                start, (start / 86_400).rounded(.down) * 86_400, (start / 86_400).rounded(.down) * 86_400 - 1,
            ] {
                let date = Date(timeIntervalSince1970: seconds)
                let parts = calendar.dateComponents([.year, .month, .day], from: date)
                let day = DateView.civilDay(of: date)
                XCTAssertEqual([day.year, day.month, day.day], [parts.year, parts.month, parts.day], "\(seconds)")
            }
        }
        XCTAssertEqual(DateView(Date(timeIntervalSince1970: 951_782_400)).iso, "2000-02-29")
        XCTAssertEqual(DateView(Date(timeIntervalSince1970: 4_107_542_400)).iso, "2100-03-01")
    }
}
