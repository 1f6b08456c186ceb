import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsCriteria
@testable import A11yDocsModel
@testable import A11yDocsSupport

/// Test cases and their ids: one per expectation row, named by the trigger alone, so that the
/// edits authors make every day leave a test-management tool's cases where they were.
final class TestCasesTests: XCTestCase {
    /// An entry as real libraries write one: a key in capitals, a result over two lines, a group as text.
    private let original = """
        ---
        title: Toggle button
        description: Switches a setting on or off.
        categories: controls
        keyboard:
          Tab: Focus moves to the toggle
          space: |
            Toggles the state
            and the new state is announced
        mobile:
          double tap: Toggles the state
        screenreader:
          name: Wi-Fi
          role: Switch button
          state: On or off
        settings: Works with any text size
        ---
        Some notes.

        ## iOS

        Use `UISwitch`.
        """

    private func ids(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let (entry, diagnostics) = Fixtures.entry(text, slug: "toggle")
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [], file: file, line: line)
        return TestCases.cases(for: try XCTUnwrap(entry, file: file, line: line)).map(\.id)
    }

    func testEachRowIsACaseAndAGroupWrittenAsTextIsOne() throws {
        XCTAssertEqual(
            try ids(original),
            [
                "a11y-native-toggle-kb-f72e4c", "a11y-native-toggle-kb-53e285",
                "a11y-native-toggle-gesture-f77d7d",
                "a11y-native-toggle-sr-39bde6", "a11y-native-toggle-sr-ff3219", "a11y-native-toggle-sr-3132f6",
                "a11y-native-toggle-setting",
            ])
    }

    func testEditingResultsTitleDescriptionNotesAndOrderKeepsEveryID() throws {
        let before = try ids(original)
        let edited =
            original
            .replacingOccurrences(of: "title: Toggle button", with: "title: Toggle switch")
            .replacingOccurrences(of: "Switches a setting on or off.", with: "Turns one setting on or off at once.")
            .replacingOccurrences(
                of: "Focus moves to the toggle", with: "Focus lands on the switch, with a visible ring"
            )
            .replacingOccurrences(of: "role: Switch button", with: "role: Switch")
            .replacingOccurrences(of: "Works with any text size", with: "Nothing is cut off at 200% text")
            .replacingOccurrences(of: "Use `UISwitch`.", with: "Use `UISwitch`; SwiftUI's `Toggle` is one too.")
            .replacingOccurrences(of: "categories: controls", with: "categories: [controls, forms]")
        // The two keyboard rows swapped, and one key's capitals and spacing fixed.
        let reordered = edited.replacingOccurrences(
            of: """
                  Tab: Focus lands on the switch, with a visible ring
                  space: |
                    Toggles the state
                    and the new state is announced
                """,
            with: """
                  space: |
                    Toggles the state
                    and the new state is announced
                  tab : Focus lands on the switch, with a visible ring
                """)
        XCTAssertNotEqual(reordered, edited, "the rows were swapped")
        XCTAssertEqual(Set(try ids(reordered)), Set(before))
        XCTAssertEqual(try ids(edited), before)
    }

    func testANewTriggerIsANewCaseAndTheOthersStay() throws {
        let before = try ids(original)
        let after = try ids(
            original.replacingOccurrences(
                of: "  double tap: Toggles the state", with: "  double-tap and hold: Shows the menu"))
        XCTAssertEqual(before.filter { !$0.contains("-gesture-") }, after.filter { !$0.contains("-gesture-") })
        XCTAssertNotEqual(before.first { $0.contains("-gesture-") }, after.first { $0.contains("-gesture-") })
    }

    func testTriggersThatFoldToOneTextAreNumbered() throws {
        let entry = Entry(
            slug: "twice", collection: "web", title: "Twice", categories: [],
            keyboard: [
                Expectation(trigger: "Enter", result: "Opens"), Expectation(trigger: "enter ", result: "Opens again"),
            ],
            source: SourceLocation(path: "twice.md"), file: "web/twice.md")
        XCTAssertEqual(
            TestCases.cases(for: entry).map(\.id), ["a11y-web-twice-kb-fde10d", "a11y-web-twice-kb-fde10d-2"])
    }

    func testAuthoredScenariosAreCasesWithTheirStepsAndEveryCaseIsAGherkinTag() throws {
        let (loaded, _) = Fixtures.entry(
            """
            ---
            title: Toggle button
            categories: controls
            gherkin-keyboard:
              - when: the Space key is pressed
                then: the button toggles
                and: its state is announced
              - when: Enter is pressed
                then: nothing happens
            gherkin-Focus_Order:
              - given: a form with the toggle button
              - then: focus follows the visual order
            ---
            """, slug: "toggle")
        let entry = try XCTUnwrap(loaded)
        let cases = TestCases.cases(for: entry)
        XCTAssertEqual(cases.map(\.id), ["a11y-native-toggle-kb", "a11y-native-toggle-focus-order"])
        XCTAssertEqual(
            cases[0].steps,
            [
                TestCase.Step(
                    action: "The Space key is pressed", expected: "The button toggles\nIts state is announced"),
                TestCase.Step(action: "Enter is pressed", expected: "Nothing happens"),
            ])
        XCTAssertEqual(cases[0].preconditions, ["A screen with a toggle button"])
        XCTAssertEqual(cases[1].preconditions, ["A form with the toggle button"])
        let feature = GherkinCriteria.feature(for: entry)
        for testCase in cases { XCTAssertTrue(feature.contains("@\(testCase.id)\n"), feature) }
        XCTAssertTrue(feature.hasPrefix("@a11y-native-toggle\nFeature: Toggle button\n"), feature)
    }

    func testATriggersHashIsSixHexDigitsOfItsFoldedFNV1a() {
        XCTAssertEqual(TestCaseID.hash(of: "tab"), "f72e4c")
        XCTAssertEqual(TestCaseID.hash(of: "  Shift   +\tTAB "), "a4ccdd", "folded as \"shift + tab\"")
        XCTAssertEqual(TestCaseID.hash(of: "fba"), "0034c0", "leading zeros kept")
        XCTAssertEqual(TestCaseID.hash(of: "Fbb"), "003979")
    }
}
