import XCTest
@testable import A11yDocs

final class PortableMarkdownTests: XCTestCase {
    private func rewrite(_ markdown: String, raw: Bool = false) -> String {
        PortableMarkdown.rewrite(markdown, allowRawHTML: raw) { "resolved:" + $0 }
    }

    func testTheMirrorFollowsThePagesPolicy() {
        XCTAssertEqual(rewrite("<div onclick=\"x()\">Hi</div>\n"), "\\<div onclick=\"x()\"\\>Hi\\</div\\>")
        XCTAssertEqual(rewrite("Press <kbd>Tab</kbd>."), "Press \\<kbd\\>Tab\\</kbd\\>.")
        XCTAssertEqual(rewrite("[x](&#1;javascript:alert(1)) and [y](y.md)"), "[x]() and [y](resolved:y.md)")
        XCTAssertEqual(rewrite("<script>\nalert(1)\n</script>\n"), "\\<script\\>  \nalert(1)  \n\\</script\\>", "each line stays a line")
    }

    func testRawHTMLStaysWhenTheSiteAllowsIt() {
        XCTAssertEqual(rewrite("Press <kbd>Tab</kbd>.", raw: true), "Press <kbd>Tab</kbd>.")
        XCTAssertEqual(rewrite("[x](javascript:go())", raw: true), "[x](resolved:javascript:go\\(\\))")
    }

    func testTextWithoutLinksOrMarkupIsLeftAsWritten() {
        XCTAssertEqual(rewrite("*  odd   spacing*\n"), "*  odd   spacing*\n")
    }
}
