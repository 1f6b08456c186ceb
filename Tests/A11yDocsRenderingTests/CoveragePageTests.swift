import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsMarkdown
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
}
