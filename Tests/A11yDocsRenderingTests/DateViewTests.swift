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
}
