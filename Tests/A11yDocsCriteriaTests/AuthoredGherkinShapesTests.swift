import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsCriteria
@testable import A11yDocsModel
@testable import A11yDocsSupport

/// `gherkin-<group>` lists as MagentaA11y libraries write them (each item one action and its
/// `result`, `then:` the next action) and as our own format does (`then:` an outcome).
final class AuthoredGherkinShapesTests: XCTestCase {
    private typealias Step = AuthoredScenario.Step

    private static let magentaA11y = """
        ---
        title: Expander
        categories: controls
        gherkin-keyboard:
          - when:  |
              the tab key to move focus to an expander
            result: |
              focus is strongly visually indicated
          - then:  |
              the spacebar and/or enter key to activate the expander
            result: |
              the hidden content is revealed
        gherkin-mobile:
          - when:  |
              swipe to focus on a button
          - then:  |
              doubletap with the button in focus
            result: |
              the intended action occurs
        ---
        """

    private func scenarios(_ text: String) throws -> (scenarios: [String: [Step]], diagnostics: [Diagnostic]) {
        let (entry, diagnostics) = Fixtures.entry(text)
        let scenarios = try XCTUnwrap(entry).authoredScenarios
        return (Dictionary(scenarios.map { ($0.name, $0.steps) }) { first, _ in first }, diagnostics)
    }

    func testAThenBesideAResultIsTheNextAction() throws {
        let (scenarios, diagnostics) = try scenarios(Self.magentaA11y)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(
            scenarios["keyboard"],
            [
                Step(keyword: .when, text: "the tab key to move focus to an expander"),
                Step(keyword: .then, text: "focus is strongly visually indicated"),
                Step(keyword: .when, text: "the spacebar and/or enter key to activate the expander"),
                Step(keyword: .then, text: "the hidden content is revealed"),
            ])
        XCTAssertEqual(
            scenarios["mobile"],
            [
                Step(keyword: .when, text: "swipe to focus on a button"),
                Step(keyword: .when, text: "doubletap with the button in focus"),
                Step(keyword: .then, text: "the intended action occurs"),
            ])
    }

    func testAThenWithoutAResultStaysAnOutcome() throws {
        let (scenarios, diagnostics) = try scenarios(
            """
            ---
            title: Toggle
            categories: controls
            gherkin-keyboard:
              - when: the Space key is pressed
                then: the button toggles
              - when: the Enter key is pressed
                expected: the button toggles too
                then: the state is announced
            ---
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(
            scenarios["keyboard"],
            [
                Step(keyword: .when, text: "the Space key is pressed"),
                Step(keyword: .then, text: "the button toggles"),
                Step(keyword: .when, text: "the Enter key is pressed"),
                Step(keyword: .then, text: "the button toggles too"),
                // `expected` makes this item MagentaA11y's shape: its `then` is an action.
                Step(keyword: .when, text: "the state is announced"),
            ])
    }

    func testOrJoinsThePreviousStepAndIfIsACondition() throws {
        let (scenarios, diagnostics) = try scenarios(
            """
            ---
            title: Expander
            categories: controls
            gherkin-keyboard:
              - if: the expander is collapsed
                when: the spacebar is pressed
                or: the enter key is pressed
              - result: the content is revealed
                or: or the content scrolls into view
              - or: a click on the expander
            ---
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(
            scenarios["keyboard"],
            [
                Step(keyword: .given, text: "the expander is collapsed"),
                Step(keyword: .when, text: "the spacebar is pressed or the enter key is pressed"),
                Step(keyword: .then, text: "the content is revealed or the content scrolls into view"),
                Step(keyword: .when, text: "a click on the expander"),
            ])
    }

    func testAnUnknownWordIsKeptWithAWarningThatSaysSo() throws {
        let (scenarios, diagnostics) = try scenarios(
            """
            ---
            title: Expander
            categories: controls
            gherkin-keyboard:
              - whne: the tab key is pressed
                note: focus order follows the page
            ---
            """)
        XCTAssertEqual(
            scenarios["keyboard"],
            [
                Step(keyword: .and, text: "whne: the tab key is pressed"),
                Step(keyword: .and, text: "note: focus order follows the page"),
            ])
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "Content/native/sample.md:5:5: warning: 'gherkin-keyboard.whne' is not a step word (given, when, then, "
                    + "and, but, result, or, if) — it is kept as a step in your words; did you mean 'when'?",
                "Content/native/sample.md:6:5: warning: 'gherkin-keyboard.note' is not a step word (given, when, then, "
                    + "and, but, result, or, if) — it is kept as a step in your words; use one of those words",
            ])
    }

    /// The Gherkin view and `.feature` file read as the author meant, in Gherkin's keywords only.
    func testTheFeatureReadsTheNextActionAsAWhen() throws {
        let entry = try XCTUnwrap(Fixtures.entry(Self.magentaA11y).entry)
        let feature = GherkinCriteria.feature(for: entry)
        XCTAssertTrue(
            feature.contains(
                """
                    When the spacebar and/or enter key to activate the expander
                    Then the hidden content is revealed
                """), feature)
        XCTAssertFalse(feature.contains("Then the spacebar"), feature)
        let steps = feature.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter {
                !$0.isEmpty && !$0.hasPrefix("@") && !$0.hasPrefix("Feature:") && !$0.hasPrefix("Scenario:")
                    && !$0.hasPrefix("Rule:")
            }
        for line in steps {
            XCTAssertTrue(["Given ", "When ", "Then ", "And ", "But "].contains { line.hasPrefix($0) }, line)
        }
        let keyboard = try XCTUnwrap(TestCases.cases(for: entry).first { $0.group == "keyboard" })
        XCTAssertEqual(
            keyboard.steps.map(\.action),
            ["The tab key to move focus to an expander", "The spacebar and/or enter key to activate the expander"])
        XCTAssertEqual(
            keyboard.steps.map(\.expected), ["Focus is strongly visually indicated", "The hidden content is revealed"])
    }
}
