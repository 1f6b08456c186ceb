import XCTest

@testable import A11yDocsCriteria
@testable import A11yDocsMarkdown
@testable import A11yDocsModel

final class CriteriaTextTests: XCTestCase {
    private func entry(
        _ title: String, description: String? = nil, keyboard: [Expectation] = [], settings: [Expectation] = [],
        screenReader: ScreenReaderOutput = ScreenReaderOutput(), wcag: [String] = []
    ) -> Entry {
        Entry(
            slug: "sample", collection: "native", title: title, categories: ["c"], description: description, wcag: wcag,
            keyboard: keyboard, screenReader: screenReader, settings: settings,
            source: SourceLocation(path: "Content/native/sample.md"), file: "native/sample.md")
    }

    func testTheHeadingChoosesTheArticle() {
        let cases = [
            ("Alert dialog", "How to test an alert dialog"), ("User profile card", "How to test a user profile card"),
            ("iOS picker", "How to test an iOS picker"), ("Tabs", "How to test tabs"),
        ]
        for (title, heading) in cases {
            XCTAssertTrue(CondensedCriteria.text(for: entry(title), url: "/x/").hasPrefix(heading + "\n"), title)
            let gherkin = GherkinCriteria.feature(
                for: entry(title, keyboard: [Expectation(trigger: "tab", result: "Focus moves")]))
            XCTAssertTrue(
                gherkin.contains("    Given a screen with \(heading.dropFirst("How to test ".count))\n"), gherkin)
        }
    }

    /// A block scalar's lines stay lines, indented so that none starts a new item or group.
    func testStepGroupsAreNumberedInOrderAndEmptyOnesLeftOut() {
        let text = CondensedCriteria.text(
            for: entry(
                "Slider",
                keyboard: [Expectation(trigger: "up arrow", result: "Increases\nby one step")],
                settings: [Expectation(trigger: "bold text", result: "Label turns bold")]
            ), url: "https://x.example/native/slider/")
        XCTAssertEqual(
            text,
            """
            How to test a slider

            1. Keyboard
               - Up arrow: Increases
                 by one step
            2. Device settings
               - Bold text: Label turns bold

            https://x.example/native/slider/

            """)
    }

    func testGherkinKeepsUnsafeDescriptionsAsCommentsAndQuotesArguments() {
        let feature = GherkinCriteria.feature(
            for: entry(
                "Menu", description: "Given a list, pick one",
                keyboard: [Expectation(trigger: "press \"enter\"", result: "Opens")],
                screenReader: ScreenReaderOutput(
                    name: "Menu", extra: [Expectation(trigger: "Hint", result: "Double tap to open")])
            ))
        XCTAssertEqual(
            feature,
            """
            @a11y-native-sample
            Feature: Menu
              # Given a list, pick one

              @a11y-native-sample-kb-b8672a
              Scenario: Keyboard
                Given a screen with a menu
                And an external keyboard is connected
                When the user presses "press “enter”"
                Then opens

              @a11y-native-sample-sr-39bde6 @a11y-native-sample-sr-c809b8
              Scenario: Screen-reader output
                Given a screen with a menu
                And a screen reader is on
                When the screen reader focuses the menu
                Then the announced name is: Menu
                And the announced hint is: Double tap to open

            """)
    }

    func testWCAGTextHasNamesLevelsAndLinks() {
        XCTAssertNil(WCAGCriteria.text(for: entry("Link")))
        XCTAssertEqual(
            WCAGCriteria.text(for: entry("Link", wcag: ["2.4.4", "1.4.3"])),
            """
            WCAG 2.2 success criteria for a link

            - 2.4.4 Link Purpose (In Context) (Level A): \
            https://www.w3.org/WAI/WCAG22/Understanding/link-purpose-in-context.html
            - 1.4.3 Contrast (Minimum) (Level AA): https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html

            """)
    }

    func testTheWCAGTableIsWCAG22() {
        XCTAssertEqual(WCAG.criteria.count, 86)
        XCTAssertEqual(Set(WCAG.criteria.map(\.number)).count, 86)
        XCTAssertEqual(WCAG.criteria.filter { $0.level == .a }.count, 31)
        XCTAssertEqual(WCAG.criteria.filter { $0.level == .aa }.count, 24)
        XCTAssertEqual(WCAG.criterion("2.5.8")?.description, "2.5.8 Target Size (Minimum) (Level AA)")
        XCTAssertNil(WCAG.criterion("4.1.1"))
    }
}
