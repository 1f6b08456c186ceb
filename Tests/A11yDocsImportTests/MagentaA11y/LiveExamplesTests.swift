import XCTest

@testable import A11yDocsImport

/// An html fence and the `<example>` after it become one live example when they hold the same
/// markup, ignoring indentation and blanks at the lines' ends; both stay when they differ.
final class LiveExamplesTests: XCTestCase {
    private func apply(_ text: String) -> LiveExamples.Result {
        LiveExamples.apply(to: SourceLine.lines(of: text))
    }

    func testTheSameMarkupIsOneLiveExample() {
        // Blanks at a line's end and indentation do not count.
        let result = apply(
            [
                "```html", "<button type=\"button\" data-fn=\"save\">Save</button>", "  <p>Saved</p>", "```", "",
                "<example>", "  <button type=\"button\" data-fn=\"save\">Save</button>", "<p>Saved</p>   ",
                "</example>", "After.",
            ].joined(separator: "\n"))
        XCTAssertEqual(
            result.lines.map(\.text),
            [
                "```html example", "<button type=\"button\" data-fn=\"save\">Save</button>", "  <p>Saved</p>", "```",
                "After.",
            ])
        XCTAssertEqual(result.merged, 1)
        XCTAssertEqual(result.problems, [])
    }

    func testDifferentMarkupKeepsBothAndNamesTheFirstDifference() {
        let result = apply(
            """
            ```html
            <a href="#one">One</a>
            <a href="#two" tabindex="-1">Two</a>
            ```

            <example><a href="#one">One</a>
            <a href="#two">Two</a></example>
            """)
        XCTAssertEqual(
            result.lines.map(\.text),
            [
                "```html", "<a href=\"#one\">One</a>", "<a href=\"#two\" tabindex=\"-1\">Two</a>", "```", "",
                "```html example", "<a href=\"#one\">One</a>", "<a href=\"#two\">Two</a>", "```",
            ])
        XCTAssertEqual(result.keptBeside, 1)
        XCTAssertEqual(
            result.problems.map { "\($0.line): \($0.problem.message)" },
            [
                "7: the <example> on line 6 differs here from the html fence on line 1 (line 3 of the fence) — both "
                    + "are kept: the fence as code, the example as a live example; make them one"
            ])
    }

    func testAnExampleAloneOrInCodeOrUnclosed() {
        let alone = apply("Text\n\n<example>\n<b>``` odd</b>\n</example>")
        XCTAssertEqual(alone.lines.map(\.text), ["Text", "", "````html example", "<b>``` odd</b>", "````"])
        XCTAssertEqual(alone.made, 1)
        let inCode = apply("```md\n<example>\n```")
        XCTAssertEqual(inCode.lines.map(\.text), ["```md", "<example>", "```"])
        let listed = apply("1. Step\n\n   <example class=\"demo\">\n   <b>x</b>\n   </example>\n\n<examples>")
        XCTAssertEqual(
            listed.lines.map(\.text), ["1. Step", "", "   ```html example", "   <b>x</b>", "   ```", "", "<examples>"])
        let unclosed = apply("<example>\n<b>x</b>")
        XCTAssertEqual(unclosed.lines.map(\.text), ["<example>", "<b>x</b>"])
        XCTAssertEqual(unclosed.problems.map(\.line), [1])
    }
}
