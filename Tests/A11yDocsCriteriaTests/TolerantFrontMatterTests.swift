import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsCriteria
@testable import A11yDocsMarkdown
@testable import A11yDocsModel

/// Front matter as authors of older libraries write it: it builds, keeps every word, and warns
/// where the author should tidy up.
final class TolerantFrontMatterTests: XCTestCase {
    func testAGroupWrittenAsTextIsKeptForTheWholeGroup() throws {
        let (entry, diagnostics) = Fixtures.entry(
            """
            ---
            title: Strikethrough
            categories: text
            keyboard:
              N/A
            mobile: none
            settings: Follows the system text size
            ---
            """)
        let strike = try XCTUnwrap(entry)
        XCTAssertEqual(
            strike.statements,
            TestGroupStatements(keyboard: "N/A", mobile: "none", settings: "Follows the system text size"))
        XCTAssertEqual(strike.testSteps.map(\.statement), ["N/A", "none", "Follows the system text size"])
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "Content/native/sample.md:5:3: warning: 'keyboard' is text ('N/A'), not a map of steps — the page "
                    + "shows it for the whole group; to test the group, write 'what the tester does: what they must "
                    + "observe' lines under 'keyboard:'",
                "Content/native/sample.md:6:9: warning: 'mobile' is text ('none'), not a map of steps — the page shows "
                    + "it for the whole group; to test the group, write 'what the tester does: what they must observe' "
                    + "lines under 'mobile:'",
                "Content/native/sample.md:7:11: warning: 'settings' is text ('Follows the system text size'), not a "
                    + "map of steps — the page shows it for the whole group; to test the group, write 'what the tester "
                    + "does: what they must observe' lines under 'settings:'",
            ])
        let condensed = CondensedCriteria.text(for: strike, url: "/x/")
        XCTAssertTrue(condensed.contains("1. Keyboard\n   N/A\n2. Mobile screen-reader gestures\n   none\n"), condensed)
        XCTAssertFalse(
            GherkinCriteria.feature(for: strike).contains("Scenario"), "a group with no steps has no scenario")
    }

    func testOutdentedKeysRejoinTheirGroupInPlaceWithAWarningNamingBothLines() throws {
        let (entry, diagnostics) = Fixtures.entry(
            """
            ---
            title: Strikethrough
            categories: text
            screenreader:
              name: Reads the text
            role: Text
            group: |
              Not a group
            keyboard:
            spacebar: Nothing happens
            enter: Nothing happens
            titel: Typo, not a step
            order: 2
            state: Comes after a real key, so it is not adopted
            ---
            """)
        let strike = try XCTUnwrap(entry)
        XCTAssertEqual(
            strike.screenReader, ScreenReaderOutput(name: "Reads the text", role: "Text", group: "Not a group"))
        XCTAssertEqual(
            strike.keyboard,
            [
                Expectation(trigger: "spacebar", result: "Nothing happens"),
                Expectation(trigger: "enter", result: "Nothing happens"),
            ])
        XCTAssertEqual(strike.order, 2)
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "Content/native/sample.md:6:1: warning: 'role' is at the top level — indent it under 'screenreader' "
                    + "(line 4); it is read as part of 'screenreader'",
                "Content/native/sample.md:7:1: warning: 'group' is at the top level — indent it under 'screenreader' "
                    + "(line 4); it is read as part of 'screenreader'",
                "Content/native/sample.md:10:1: warning: 'spacebar' is at the top level — indent it under 'keyboard' "
                    + "(line 9); it is read as part of 'keyboard'",
                "Content/native/sample.md:11:1: warning: 'enter' is at the top level — indent it under 'keyboard' "
                    + "(line 9); it is read as part of 'keyboard'",
                "Content/native/sample.md:12:1: warning: unknown key 'titel' — did you mean 'title'? its value is "
                    + "shown under 'Other details' on the page; rename the key if it is misspelt, or remove it",
                "Content/native/sample.md:14:1: warning: unknown key 'state' — its value is shown under 'Other "
                    + "details' on the page; rename the key if it is misspelt, or remove it",
            ])
    }

    func testGroupedWCAGKeepsChecklistItemsInWordsAndChecksBareNumbers() throws {
        let (entry, diagnostics) = Fixtures.entry(
            """
            ---
            title: Toggle button
            categories: controls
            wcag:
              - name: Perceivable
                list:
                  - criteria: Is easy to identify as interactive
                  - criteria: 1.4.11 Non-text Contrast holds for its border
              - name: Operable
                list:
                  - criteria: 2.1.1
                  - criteria: Works with 2.1.9 shortcuts turned off
            ---
            """)
        let toggle = try XCTUnwrap(entry)
        XCTAssertEqual(diagnostics, [], "a number in words that is no criterion is the author's text")
        XCTAssertEqual(toggle.wcag, ["2.1.1"])
        XCTAssertEqual(
            toggle.wcagChecklist,
            [
                WCAGChecklistGroup(
                    name: "Perceivable",
                    items: ["Is easy to identify as interactive", "1.4.11 Non-text Contrast holds for its border"]),
                WCAGChecklistGroup(name: "Operable", items: ["2.1.1", "Works with 2.1.9 shortcuts turned off"]),
            ])
        XCTAssertEqual(
            WCAGCriteria.criteria(for: toggle).map(\.number), ["2.1.1", "1.4.11"], "numbers inside the words link too")
        XCTAssertEqual(
            WCAGCriteria.text(for: toggle),
            """
            WCAG checklist for a toggle button

            Perceivable
            - Is easy to identify as interactive
            - 1.4.11 Non-text Contrast holds for its border

            Operable
            - 2.1.1 Keyboard (Level A)
            - Works with 2.1.9 shortcuts turned off

            """)
        let bare = Fixtures.entry(
            "---\ntitle: Toggle\ncategories: controls\nwcag:\n  - name: Operable\n    list:\n      - criteria: "
                + "Reachable by keyboard\n      - criteria: 2.1.9\n---\n"
        )
        XCTAssertEqual(
            bare.diagnostics.map(\.description),
            [
                "Content/native/sample.md:8:19: error: '2.1.9' is not a WCAG 2.2 success criterion — did you mean "
                    + "'2.1.4' (Character Key Shortcuts)?"
            ])
    }

    func testAuthoredScenariosReplaceTheGeneratedOneInTheAuthorsOrderAndWords() throws {
        let (entry, diagnostics) = Fixtures.entry(
            """
            ---
            title: Toggle button
            categories: controls
            keyboard:
              tab: Focus moves to the button
            gherkin-keyboard:
              - when: the Tab key moves focus to the button
                result: a visible focus indicator is shown
              - when: the Space key is pressed
                then: the button toggles
                and: its state is announced
            gherkin-focus-order:
              - given: a form with the toggle button
              - then: focus follows the visual order
            ---
            """)
        let toggle = try XCTUnwrap(entry)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(
            GherkinCriteria.feature(for: toggle),
            """
            @a11y-native-sample
            Feature: Toggle button

              @a11y-native-sample-kb-f72e4c
              Scenario: Keyboard
                Given a screen with a toggle button
                When the Tab key moves focus to the button
                Then a visible focus indicator is shown
                When the Space key is pressed
                Then the button toggles
                And its state is announced

              @a11y-native-sample-focus-order
              Scenario: Focus order
                Given a form with the toggle button
                Then focus follows the visual order

            """)
    }

    func testJekyllKeysAreAcceptedAndDraftsAreMarked() throws {
        let (entry, diagnostics) = Fixtures.entry(
            """
            ---
            layout: entry
            permalink: /native/slider/
            date: 2020-02-02
            tags: [forms]
            title: Slider
            categories: controls
            published: false
            ---
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(entry?.isDraft, true)
        XCTAssertEqual(
            Fixtures.entry("---\ntitle: Slider\ncategories: controls\ndraft: maybe\n---\n").diagnostics.map(
                \.description),
            ["Content/native/sample.md:4:8: error: 'draft' must be true or false"])
    }
}
