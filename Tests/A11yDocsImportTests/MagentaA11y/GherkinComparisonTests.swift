import XCTest

@testable import A11yDocsImport

/// Gherkin is compared with Condensed on what a step states exactly: the keys and gestures it
/// names and the announcements it quotes; paraphrase is not a difference.
final class GherkinComparisonTests: XCTestCase {
    private let condensed = CondensedReader.read(
        SourceLine.lines(
            of: """
                1. Test keyboard only

                   - Tab: Focus moves to the selected tab
                   - Arrow keys: Focus moves between tabs

                2. Test mobile screenreader gestures

                   - Swipe: Focus moves to each tab
                   - Double tap: Selects the tab

                3. Listen to screenreader output on all devices

                   - State: Expresses "selected", e.g. "Profile, selected"
                """))

    private func differences(_ gherkin: String) -> [String] {
        let keyRows = condensed.groups.filter { [.keyboard, .mobile].contains($0.kind) }.flatMap(\.rows)
        return GherkinComparison.differences(
            gherkin: SourceLine.lines(of: gherkin), condensed: condensed.rows, keyRows: keyRows
        ).map { "\($0.line): \($0.problem.message)" }
    }

    func testParaphraseAgrees() {
        XCTAssertEqual(
            differences(
                """
                - WHEN I use the tab key to move focus into the tab list
                  - I SEE focus is strongly visually indicated
                - WHEN I press the left or right arrow key
                - WHEN I swipe to a tab and double tap
                  - I HEAR "Selected", such as "Billing, tab, 2 of 3"
                """), [])
    }

    func testAKeyOrAnAnnouncementOnlyTheGherkinNamesIsReported() {
        XCTAssertEqual(
            differences(
                """
                - WHEN I press the Home or End key
                  - I SEE focus moves to the first or last tab
                - WHEN I swipe to a tab that is not available
                  - THEN I hear "dimmed"
                - WHEN I press an arrow key or double tap
                """),
            [
                "1: the Gherkin step 'WHEN I press the Home or End key' names Home, End, which no Condensed bullet "
                    + "names — the Gherkin is not imported (a11ydocs writes it from the test rows): add the fact to "
                    + "Condensed",
                "4: the Gherkin line 'THEN I hear \"dimmed\"' says 'dimmed' is announced, which no Condensed bullet "
                    + "says — the Gherkin is not imported (a11ydocs writes it from the test rows): add the fact to "
                    + "Condensed",
            ])
    }

    func testAKeyOnlyCondensedNamesIsReportedToo() {
        XCTAssertEqual(
            differences("- WHEN I press tab\n- WHEN I swipe and double tap"),
            [
                "4: the Condensed bullet 'Arrow keys: Focus moves between tabs' names arrow keys, which the Gherkin "
                    + "never names — it is imported; check that the two said the same"
            ])
    }

    func testKeysThatArePlainWordsNeedTheWordKey() {
        XCTAssertEqual(TestInputs.named(in: "WHEN I swipe to the end of the list"), ["swipe"])
        XCTAssertEqual(TestInputs.named(in: "WHEN I press Shift+Tab or the End key"), ["Tab", "Shift", "End"])
        XCTAssertEqual(TestInputs.named(in: "Typing: text appears"), ["typing"])
    }
}
