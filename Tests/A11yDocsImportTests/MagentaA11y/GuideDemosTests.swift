import XCTest

@testable import A11yDocsImport

/// A guide's raw-HTML `<div>` demo, which the pages would show as text, becomes a live example
/// in its list item; other HTML and code stay as written.
final class GuideDemosTests: XCTestCase {
    private func apply(_ text: String) -> GuideDemos.Result {
        GuideDemos.apply(to: SourceLine.lines(of: text))
    }

    func testADivBlockInAListItemBecomesALiveExampleThere() {
        let result = apply(
            [
                "1. Focus is visible", "", "   <div class=\"demo demo-pass\">", "     <p><b>Pass:</b> a ring</p>",
                "   </div>", "", "   After the demo.",
            ].joined(separator: "\n"))
        XCTAssertEqual(
            result.lines.map(\.text),
            [
                "1. Focus is visible", "", "   ```html example", "   <div class=\"demo demo-pass\">",
                "     <p><b>Pass:</b> a ring</p>", "   </div>", "   ```", "", "   After the demo.",
            ])
        XCTAssertEqual(result.demos, 1)
        XCTAssertEqual(result.lines[3].number, 3, "each line keeps its number for the report")
    }

    func testADivInCodeAnotherTagOrADividerStaysAsWritten() {
        let text = ["```html", "<div>", "```", "", "<DIVIDER>", "", "<details><summary>More</summary>", "</details>"]
            .joined(separator: "\n")
        let result = apply(text)
        XCTAssertEqual(result.lines.map(\.text).joined(separator: "\n"), text)
        XCTAssertEqual(result.demos, 0)
    }

    func testADemoAtTheEndOfTheFileIsClosed() {
        XCTAssertEqual(
            apply("<DIV>\n<button>Go</button>").lines.map(\.text),
            ["```html example", "<DIV>", "<button>Go</button>", "```"])
    }
}
