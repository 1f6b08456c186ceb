import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsMarkdown
@testable import A11yDocsModel
@testable import A11yDocsRendering
@testable import A11yDocsSupport

final class CoveragePageTests: XCTestCase {
    func testEachPatternShowsNotesAndCodeByPlatformAndFrameworkWithCriteriaAndWCAG() throws {
        let slider = try XCTUnwrap(
            Fixtures.entry(
                """
                ---
                title: Slider
                categories: [Controls]
                wcag: [1.3.1, 4.1.2]
                keyboard:
                  arrows: value changes
                screenreader:
                  name: Volume
                ---
                ## iOS
                ### Name
                - Shared note for iOS.
                - **UIKit**
                  - Set `accessibilityLabel`.

                    ```swift
                    slider.accessibilityLabel = "Volume"
                    ```
                - **SwiftUI**
                  - Use `.accessibilityLabel`.
                ## Android
                ### Role
                - **Jetpack Compose**
                  - Nothing to add.
                """, slug: "slider"
            ).entry)
        let bare = try XCTUnwrap(
            Fixtures.entry("---\ntitle: Alert\ncategories: [Feedback]\n---\n", slug: "alert").entry)
        let view = CoveragePageBuilder(options: SiteOptions()).view(for: [slider, bare])
        XCTAssertEqual(view.platformGroups.map(\.name), ["iOS", "Android", "Web"])
        XCTAssertEqual(view.platformGroups.map(\.span), [3, 3, 1])
        XCTAssertEqual(
            view.platformGroups.flatMap(\.columns).map(\.text),
            ["Shared", "UIKit", "SwiftUI", "Shared", "Android Views", "Jetpack Compose", "Notes"])
        let table = try XCTUnwrap(view.tables.first)
        XCTAssertEqual(table.name, "Native")
        XCTAssertEqual(table.rows.map(\.title), ["Alert", "Slider"])
        let row = table.rows[1]
        XCTAssertEqual(row.url, "../native/slider/")
        XCTAssertEqual(row.cells.map(\.text), ["Notes", "Notes and code", "Notes", "None", "None", "Notes", "None"])
        XCTAssertEqual(row.criteria.text, "2 checks")
        XCTAssertEqual(row.wcag.text, "1.3.1, 4.1.2")
        XCTAssertEqual(table.rows[0].cells.map(\.isNone), Array(repeating: true, count: 7))
        XCTAssertEqual(table.rows[0].criteria.text, "None")
        XCTAssertEqual(
            table.totals.map(\.text),
            ["1 of 2", "1 of 2", "1 of 2", "0 of 2", "0 of 2", "1 of 2", "0 of 2", "1 of 2", "1 of 2"])
    }

    // MARK: Evidence

    private static let today = RecordDate(year: 2026, month: 3, day: 20)

    private func record(
        _ technology: String, _ version: String?, _ date: String, _ result: TestRecord.Outcome, on: String? = nil
    ) throws -> TestRecord {
        TestRecord(
            technology: technology, version: version, on: on, date: try XCTUnwrap(RecordDate(iso: date)),
            result: result, location: SourceLocation(path: "native/x.md"))
    }

    private func options(_ technologies: [AssistiveTechnology] = []) -> SiteOptions {
        var options = SiteOptions()
        options.evidence = EvidenceSettings(technologies: technologies, today: Self.today)
        return options
    }

    private func slider() throws -> Entry {
        try XCTUnwrap(
            Fixtures.entry(
                """
                ---
                title: Slider
                categories: [Controls]
                ---
                ## iOS
                ### Name
                - Shared note for iOS.
                - **UIKit**
                  - Set `accessibilityLabel`.

                    ```swift
                    slider.accessibilityLabel = "Volume"
                    ```
                - **SwiftUI**
                  - Use `.accessibilityLabel`.
                ## Android
                ### Role
                - **Jetpack Compose**
                  - Nothing to add.
                """, slug: "slider"
            ).entry)
    }

    private func bare(_ title: String) throws -> Entry {
        try XCTUnwrap(
            Fixtures.entry("---\ntitle: \(title)\ncategories: [Feedback]\n---\n", slug: title.lowercased()).entry)
    }

    func testTheSupportMatrixShowsEachPatternsLatestRecordPerTechnologyWithStaleAndBehindInWords() throws {
        var slider = try slider()
        slider.tested = [
            try record("VoiceOver iOS", "16", "2025-12-01", .pass),
            try record("voiceover  ios", "17.4", "2026-02-01", .partial),
            try record("TalkBack", "15", "2024-12-01", .fail),
            try record("NVDA", "2024.4", "2026-01-01", .pass),
        ]
        let alert = try bare("Alert")
        let technologies = [
            AssistiveTechnology(name: "VoiceOver iOS", current: 18), AssistiveTechnology(name: "TalkBack"),
        ]
        let table = try XCTUnwrap(
            CoveragePageBuilder(options: options(technologies)).view(for: [slider, alert]).tables.first)
        let matrix = try XCTUnwrap(table.support)
        XCTAssertEqual(matrix.id, "native-support")
        XCTAssertEqual(matrix.technologies.map(\.text), ["VoiceOver iOS", "TalkBack", "NVDA"])
        XCTAssertEqual(matrix.rows.map(\.title), ["Alert", "Slider"])
        let cells = matrix.rows[1].cells
        XCTAssertEqual(cells.map(\.result), ["Partial", "Fail", "Pass"])
        XCTAssertEqual(cells.map(\.resultKey), ["partial", "fail", "pass"])
        XCTAssertEqual(cells.map(\.version), ["17.4", "15", "2024.4"])
        XCTAssertEqual(cells.map(\.date), ["2026-02-01", "2024-12-01", "2026-01-01"])
        XCTAssertEqual(cells.map(\.mark), ["18 is current", "stale", nil])
        XCTAssertEqual(matrix.rows[0].cells.map(\.result), ["Not tested", "Not tested", "Not tested"])
        XCTAssertEqual(matrix.rows[0].cells.map(\.isNone), [true, true, true])
        XCTAssertEqual(matrix.rows.map(\.classes), ["gaps", "attention"])
        XCTAssertEqual(matrix.filter.group, "native-support-filter")
        XCTAssertEqual(
            matrix.filter.options.map(\.label),
            [
                "All: 2 patterns", "Not tested with every technology: 1 pattern",
                "Failing, partial, stale or behind the current version: 1 pattern",
            ])
        XCTAssertEqual(matrix.filter.options.map(\.value), ["all", "gaps", "attention"])
        XCTAssertEqual(matrix.filter.options.map(\.isChecked), [true, false, false])
    }

    func testNoMatrixWithoutRecordsOrNamedTechnologies() throws {
        let entries = [try slider(), try bare("Alert")]
        XCTAssertNil(try XCTUnwrap(CoveragePageBuilder(options: options()).view(for: entries).tables.first).support)
        let named = try XCTUnwrap(
            CoveragePageBuilder(options: options([AssistiveTechnology(name: "TalkBack")])).view(for: entries).tables
                .first?.support)
        XCTAssertEqual(named.rows.flatMap(\.cells).map(\.result), ["Not tested", "Not tested"])
    }

    func testTheParityViewSaysWhatEachStackHasAndLacksWithTheMostGapsFirst() throws {
        var slider = try slider()
        slider.tested = [
            try record("VoiceOver", "18", "2026-03-01", .pass, on: "iPhone 15"),
            try record("TalkBack", "15", "2026-03-01", .fail),
        ]
        slider.videos = [
            Video(
                technology: "TalkBack", platform: "Android", source: "media/slider.webm",
                sourceLocation: SourceLocation(path: "native/slider.md"))
        ]
        let entries = [slider, try bare("Banner"), try bare("Alert")]
        let parity = try XCTUnwrap(CoveragePageBuilder(options: options()).view(for: entries).tables.first).parity
        XCTAssertEqual(parity.id, "native-parity")
        XCTAssertEqual(parity.stacks.map(\.text), ["UIKit", "SwiftUI", "Android Views", "Jetpack Compose"])
        XCTAssertEqual(parity.rows.map(\.title), ["Alert", "Banner", "Slider"], "most gaps first, then in order")
        XCTAssertEqual(parity.rows.map(\.gapCount), [16, 16, 8])
        let cells = parity.rows[2].cells
        XCTAssertEqual(
            cells.map(\.has), ["Notes, code, passing record", "Notes, passing record", "Video", "Notes, video"])
        XCTAssertEqual(
            cells.map(\.lacks),
            [
                "Missing: video", "Missing: code, video", "Missing: notes, code, passing record",
                "Missing: code, passing record",
            ])
        XCTAssertEqual(parity.rows[0].cells.map(\.has), [nil, nil, nil, nil])
        XCTAssertEqual(parity.rows[0].cells[0].lacks, "Missing: notes, code, video, passing record")
        XCTAssertEqual(parity.rows.map(\.classes), ["gaps unverified", "gaps unverified", "gaps unverified"])
        XCTAssertEqual(
            parity.filter.options.map(\.label),
            ["All: 3 patterns", "With gaps: 3 patterns", "Without a passing record on a stack: 3 patterns"])
    }

    func testAWebCollectionHasOneStackWhereALiveExampleAndAnyPassingRecordCount() throws {
        func web(_ text: String, slug: String) throws -> Entry {
            try XCTUnwrap(
                EntryLoader.load(
                    Data(text.utf8), path: "Content/web/\(slug).md", file: "web/\(slug).md", collection: "web",
                    slug: slug
                ).entry)
        }
        var disclosure = try web(
            """
            ---
            title: Disclosure
            categories: [Controls]
            ---
            ## Code examples

            A button that opens a section.

            ```html example
            <button aria-expanded="false">Returns</button>
            ```
            """, slug: "disclosure")
        disclosure.tested = [try record("TalkBack", "15", "2026-03-01", .pass, on: "Pixel 8")]
        var tabs = try web(
            """
            ---
            title: Tabs
            categories: [Controls]
            ---
            Tabs show one panel at a time.

            ```html
            <div role="tablist"></div>
            ```
            """, slug: "tabs")
        tabs.tested = [
            try record("NVDA", "2024.4", "2026-01-01", .pass), try record("NVDA", "2024.4", "2026-02-01", .fail),
        ]
        let parity = try XCTUnwrap(CoveragePageBuilder(options: options()).view(for: [disclosure, tabs]).tables.first)
            .parity
        XCTAssertEqual(parity.stacks.map(\.text), ["HTML/CSS/JS"])
        XCTAssertEqual(parity.rows.map(\.title), ["Tabs", "Disclosure"])
        XCTAssertEqual(
            parity.rows.map { $0.cells[0].has }, ["Notes, code", "Notes, code, live example, passing record"])
        XCTAssertEqual(parity.rows.map { $0.cells[0].lacks }, ["Missing: live example or video, passing record", nil])
        XCTAssertEqual(parity.rows.map(\.classes), ["gaps unverified", nil])
        XCTAssertEqual(
            parity.filter.options.map(\.label),
            ["All: 2 patterns", "With gaps: 1 pattern", "Without a passing record on a stack: 1 pattern"])
    }

    func testTheStylesheetHidesTheRowsOfEveryFilterChoice() throws {
        var slider = try slider()
        slider.tested = [try record("TalkBack", "15", "2026-03-01", .fail)]
        let table = try XCTUnwrap(CoveragePageBuilder(options: options()).view(for: [slider]).tables.first)
        let values = try [XCTUnwrap(table.support).filter, table.parity.filter].flatMap(\.options).map(\.value)
        XCTAssertEqual(Set(values), ["all", "gaps", "attention", "unverified"])
        let css = try String(contentsOfFile: Fixtures.templates + "/assets/site.css", encoding: .utf8)
        for value in values where value != "all" {
            XCTAssertTrue(
                css.contains(
                    ".row-filter:has(input[value=\"\(value)\"]:checked) + .table-scroll tbody tr:not(.\(value))"),
                value)
        }
    }
}
