import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsModel

/// `tested:` as authors write it: records read as meant, and what cannot be a fact about real
/// testing refused at its value.
final class TestRecordFrontMatterTests: XCTestCase {
    private func load(_ tested: String) -> (entry: Entry?, messages: [String]) {
        let (entry, diagnostics) = Fixtures.entry(
            "---\ntitle: Slider\ncategories: controls\ntested:\n\(tested)\n---\n## iOS\n### Name\n- Reads the value\n",
            slug: "slider")
        return (entry, diagnostics.map(\.description))
    }

    func testReadsEveryFieldOfARecord() throws {
        let (entry, messages) = load(
            """
              - with: VoiceOver iOS
                version: "17.4"
                on: iPhone 15, iOS 17.4
                date: 2026-03-14
                result: pass
                notes: The value is read after each swipe.
                by: Ana
                groups: [screenreader, mobile]
              - technology: TalkBack
                version: 14
                date: 2026-3-2
                status: Failed
            """)
        let records = try XCTUnwrap(entry, "\(messages)").tested
        XCTAssertEqual(messages, [])
        XCTAssertEqual(
            records,
            [
                TestRecord(
                    technology: "VoiceOver iOS", version: "17.4", on: "iPhone 15, iOS 17.4",
                    date: RecordDate(year: 2026, month: 3, day: 14), result: .pass,
                    notes: "The value is read after each swipe.", by: "Ana", groups: ["screenreader", "mobile"],
                    location: SourceLocation(path: "Content/native/slider.md", line: 5, column: 5)),
                TestRecord(
                    technology: "TalkBack", version: "14", date: RecordDate(year: 2026, month: 3, day: 2),
                    result: .fail, location: SourceLocation(path: "Content/native/slider.md", line: 13, column: 5)),
            ])
        XCTAssertEqual(records[0].majorVersion, 17)
    }

    func testWhatCannotBeAFactIsAnErrorAtItsValue() {
        let (entry, messages) = load(
            """
              - with: NVDA
                version: latest
                date: March 2026
                result: passd
              - with: JAWS
                date: 2999-01-01
                result: maybe
                groups: keybaord
              - date: 2026-01-05
            """)
        XCTAssertNil(entry)
        XCTAssertEqual(
            messages.map { String($0.prefix { $0 != " " }) },
            [
                "Content/native/slider.md:6:14:", "Content/native/slider.md:7:11:", "Content/native/slider.md:8:13:",
                "Content/native/slider.md:10:11:", "Content/native/slider.md:11:13:",
                "Content/native/slider.md:12:13:", "Content/native/slider.md:13:5:", "Content/native/slider.md:13:5:",
            ])
        XCTAssertTrue(
            messages[0].hasSuffix(
                "'latest' is not a version — write the version tested, e.g. '17.4', or leave 'version' out"))
        XCTAssertTrue(messages[1].contains("'March 2026' is not a date"))
        XCTAssertTrue(
            messages[2].contains("'passd' is not a result — did you mean 'pass'? write pass, partial or fail"))
        XCTAssertTrue(messages[3].contains("2999-01-01 is after today"))
        XCTAssertTrue(messages[5].contains("'keybaord' is not a test group — did you mean 'keyboard'?"))
        XCTAssertTrue(messages[6].contains("test record 3 has no 'with'"))
        XCTAssertTrue(messages[7].contains("test record 3 has no 'result'"))
    }

    func testARequiredKeyWithNoValueIsAnErrorAtThatKeysValue() {
        let (entry, messages) = load("  - with: TalkBack\n    date:\n    result: ''\n    notes: Reads the value.")
        XCTAssertNil(entry, "the record is not dropped in silence: the entry fails")
        XCTAssertEqual(
            messages.map { String($0.prefix { $0 != " " }) },
            ["Content/native/slider.md:6:10:", "Content/native/slider.md:7:13:"])
        XCTAssertTrue(messages[0].contains("error: test record 1 has no 'date'"), messages[0])
        XCTAssertTrue(messages[1].contains("error: test record 1 has no 'result'"), messages[1])
    }

    func testAKeyARecordHasNoPlaceForIsShownAndASlipIsReadAsMeant() throws {
        let (entry, messages) = load(
            "  - with: Switch Access\n    date: 2026-01-05\n    reslut: partial\n    build: 4.2.1")
        let record = try XCTUnwrap(entry?.tested.first, "\(messages)")
        XCTAssertEqual(record.result, .partial)
        XCTAssertEqual(
            messages,
            [
                "Content/native/slider.md:7:5: warning: 'tested: reslut' is read as 'result' — write 'result'",
                "Content/native/slider.md:8:5: warning: unknown key 'tested: build' — its value is shown under "
                    + "'Other details' on the page; rename the key if it is misspelt, or remove it",
            ])
        let other = try XCTUnwrap(entry?.generalNotes.last).general.joined()
        XCTAssertTrue(other.contains("**test record 1 build**: 4\\.2.1"), other)
    }
}
