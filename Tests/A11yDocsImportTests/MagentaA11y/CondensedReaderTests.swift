import XCTest

@testable import A11yDocsImport

/// Condensed groups become test rows: keys verbatim, split at the first ": ", groups told by
/// their titles loosely; boilerplate dropped and counted; anything else kept and reported.
final class CondensedReaderTests: XCTestCase {
    private func read(_ text: String) -> CondensedReader.Result {
        CondensedReader.read(SourceLine.lines(of: text, from: 10))
    }

    func testRowsSplitAtTheFirstColonAndSpace() {
        let result = read(
            """
            ### #a11y - Native Accessibility Acceptance Criteria

            How to test a toggle switch

            1. Test keyboard only, then screen reader + keyboard actions

               - Tab or arrow keys: Focus visibly moves to the switch
               - Color contrast: at least 3:1 against: the background

            3. Listen to screenreader output on all devices

               - Name: Reads the label: "Dark mode"
               - Focus stays visible while it changes

            Full information: [https://library.example/#/native-criteria/x](/native-criteria/x)
            """)
        XCTAssertEqual(result.groups.map(\.kind), [.keyboard, .screenReader])
        XCTAssertEqual(
            result.rows.map { "\($0.key)|\($0.text)|\($0.isKeyText)" },
            [
                "Tab or arrow keys|Focus visibly moves to the switch|true",
                "Color contrast|at least 3:1 against: the background|true",
                "Name|Reads the label: \"Dark mode\"|true",
                "Focus|stays visible while it changes|false",
            ])
        XCTAssertEqual(result.rows.map { "\($0.line):\($0.column)" }, ["16:6", "17:6", "21:6", "22:6"])
        XCTAssertEqual(result.boilerplate, 3)
        XCTAssertEqual(result.kept, [])
        XCTAssertEqual(result.problems.map(\.line), [22])
        XCTAssertEqual(
            result.problems.first?.problem.message,
            "this Condensed bullet is not 'Key: text' — it is kept as the key 'Focus' with the rest as its text; "
                + "reword it as 'Key: text' if that reads wrong")
    }

    func testOnlyTheLineThatNamesThePatternIsDroppedNotASentenceThatStartsAlike() {
        let result = read(
            """
            How to test an alert dialog

            How to test a dialog with VoiceOver, swipe right until the alert is read. Then check the buttons.
            """)
        XCTAssertEqual(result.boilerplate, 1)
        XCTAssertEqual(result.kept.map(\.number), [12])
    }

    func testGroupTitlesAreMatchedLoosely() {
        XCTAssertEqual(TestGroupKind(title: "Test keyboard only, then screen reader + keyboard actions"), .keyboard)
        XCTAssertEqual(TestGroupKind(title: "Test mobile screenreader gestures"), .mobile)
        XCTAssertEqual(TestGroupKind(title: "Listen to screenreader output on all devices"), .screenReader)
        XCTAssertEqual(TestGroupKind(title: "Screen reader output"), .screenReader)
        XCTAssertEqual(TestGroupKind(title: "Test device settings"), .settings)
        XCTAssertEqual(TestGroupKind(title: "Device OS settings"), .settings)
        XCTAssertNil(TestGroupKind(title: "Test with a switch device"))
    }

    func testWhatIsNoCriterionIsKeptAndReported() {
        let result = read(
            """
            Some words before the groups.

            1. Test with a switch device

               - Scan: Each control is reached

            2. Test device settings

               - Text resize: Text grows
                 and wraps
            """)
        XCTAssertEqual(result.rows.map(\.text), ["Text grows\nand wraps"])
        XCTAssertEqual(
            result.kept.map(\.text),
            ["Some words before the groups.", "1. Test with a switch device", "   - Scan: Each control is reached"])
        XCTAssertEqual(result.problems.map(\.line), [10, 12])
    }
}
