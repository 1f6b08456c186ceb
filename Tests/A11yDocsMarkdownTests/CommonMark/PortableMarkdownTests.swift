import XCTest

@testable import A11yDocsMarkdown

final class PortableMarkdownTests: XCTestCase {
    private func rewrite(_ markdown: String, raw: Bool = false) -> String {
        PortableMarkdown.rewrite(markdown, allowRawHTML: raw) { "resolved:" + $0 }
    }

    func testTheMirrorFollowsThePagesPolicy() {
        XCTAssertEqual(rewrite("<div onclick=\"x()\">Hi</div>\n"), "\\<div onclick=\"x()\"\\>Hi\\</div\\>")
        XCTAssertEqual(rewrite("Press <kbd>Tab</kbd>."), "Press <kbd>Tab</kbd>.", "kept: on the allow-list")
        XCTAssertEqual(rewrite("[x](&#1;javascript:alert(1)) and [y](y.md)"), "[x]() and [y](resolved:y.md)")
        XCTAssertEqual(
            rewrite("<script>\nalert(1)\n</script>\n"), "\\<script\\>  \nalert(1)  \n\\</script\\>",
            "each line stays a line")
    }

    func testAllowedHTMLIsWrittenAgainAndTheRestIsText() {
        XCTAssertEqual(
            rewrite(
                "<a href=\"javascript:alert(1)\" title=x onclick=y>a</a> <strong>open <script>x</script> <!-- c -->"),
            "<a title=\"x\">a</a> <strong>open \\<script\\>x\\</script\\> </strong>", "closed where the paragraph ends")
        XCTAssertEqual(
            rewrite(
                "<details open ontoggle=alert(1)>\n<summary>More</summary>\n\nText with "
                    + "<kbd>Tab</kbd>.\n\n</details>\n\n<!-- gone -->\n\nAfter"
            ),
            "<details open>\n<summary>More</summary>\n\nText with <kbd>Tab</kbd>.\n\n</details>\n\nAfter")
        XCTAssertEqual(
            rewrite("<details>\n<summary>Never closed <b>bold</summary>\n\n- item <em>open\n"),
            "<details>\n<summary>Never closed <b>bold</b></summary>\n\n  - item <em>open</em>\n\n</details>")
        XCTAssertEqual(
            rewrite("<p><details>\n[x](javascript:alert(1)) *y*\n</p>\n\nz"),
            "\\<p\\>\\<details\\>  \n\\[x\\](javascript:alert(1)) \\*y\\*  \n\\</p\\>\n\nz",
            "a block that does not start with a kept tag is text, so read again it cannot become a link")
        XCTAssertEqual(
            rewrite("<table>\n<tr><td onclick=x colspan=2>a &amp; b & c</td></tr>\n</table>"),
            "<table>\n<tr><td colspan=\"2\">a &amp; b &amp; c</td></tr>\n</table>")
    }

    func testRawHTMLStaysWhenTheSiteAllowsIt() {
        XCTAssertEqual(rewrite("Press <kbd>Tab</kbd>.", raw: true), "Press <kbd>Tab</kbd>.")
        XCTAssertEqual(rewrite("[x](javascript:go())", raw: true), "[x](resolved:javascript:go\\(\\))")
    }

    func testTextWithoutLinksOrMarkupIsLeftAsWritten() {
        XCTAssertEqual(rewrite("*  odd   spacing*\n"), "*  odd   spacing*\n")
    }
}
