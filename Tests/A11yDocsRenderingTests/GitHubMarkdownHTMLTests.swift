import XCTest

@testable import A11yDocsRendering

/// GitHub's extensions as the pages write them: tables, strikethrough, autolinks, task lists.
final class GitHubMarkdownHTMLTests: XCTestCase {
    private func render(_ markdown: String, raw: Bool = false) -> String {
        MarkdownHTMLRenderer(headingLevel: 4, allowRawHTML: raw, resolveLink: { "resolved:" + $0 }).render(markdown)
    }

    private func table(label: String, _ rows: String) -> String {
        "<div class=\"table-scroll\" data-scroll-label=\"\(label)\">\n<table class=\"notes-table\">\n" + rows
            + "</table>\n</div>\n"
    }

    func testATableHasColumnHeadersAndAlignmentAsClasses() {
        XCTAssertEqual(
            render("| Key | Action | Steps |\n| :-- | :-: | --: |\n| Tab | Moves focus | 1 |\n"),
            table(
                label: "Table: Key, Action, Steps",
                """
                <thead>
                <tr><th scope="col" class="align-left">Key</th><th scope="col" class="align-center">Action</th><th \
                scope="col" class="align-right">Steps</th></tr>
                </thead>
                <tbody>
                <tr><td class="align-left">Tab</td><td class="align-center">Moves focus</td><td \
                class="align-right">1</td></tr>
                </tbody>

                """))
    }

    func testCellsHoldInlineMarkdownAndTheAllowedHTMLLikeOtherText() {
        XCTAssertEqual(
            render(
                "| Code | Says |\n| --- | --- |\n| `a\\|b` | Moves <b>focus</b> <blink>now</blink> & *stays* |\n| Esc "
                    + "\\| Q | [Closes](dialog.md) |\n"
            ),
            table(
                label: "Table: Code, Says",
                """
                <thead>
                <tr><th scope="col">Code</th><th scope="col">Says</th></tr>
                </thead>
                <tbody>
                <tr><td><code>a|b</code></td><td>Moves <b>focus</b> &lt;blink&gt;now&lt;/blink&gt; &amp; \
                <em>stays</em></td></tr>
                <tr><td>Esc | Q</td><td><a href="resolved:dialog.md">Closes</a></td></tr>
                </tbody>

                """))
    }

    /// However wide, a table sits in the theme's scroll region, named after its first columns: the
    /// theme's script makes it a tab stop only when it scrolls.
    func testAWideTableSitsInTheScrollRegionNamedAfterItsColumns() {
        let columns = 40
        let markdown =
            "#### Keys & gestures\n\n" + "|" + (1...columns).map { " Column \($0) |" }.joined() + "\n|"
            + String(repeating: " --- |", count: columns) + "\n|" + (1...columns).map { " value \($0) |" }.joined()
            + "\n"
        let html = render(markdown)
        XCTAssertTrue(
            html.hasPrefix(
                "<h4>Keys &amp; gestures</h4>\n<div class=\"table-scroll\" data-scroll-label=\"Table: Column 1, Column "
                    + "2, Column 3 and 37 more columns\">\n<table class=\"notes-table\">\n<thead>\n<tr><th "
                    + "scope=\"col\">Column 1</th>"
            ), html)
        XCTAssertTrue(html.hasSuffix("<td>value 40</td></tr>\n</tbody>\n</table>\n</div>\n"), html)
        XCTAssertEqual(html.components(separatedBy: "<td>").count - 1, columns)
    }

    func testAnEmptyHeaderCellIsNoHeader() {
        XCTAssertEqual(
            render("| | VoiceOver |\n| --- | --- |\n| Name | Read first |\n"),
            table(
                label: "Table: VoiceOver",
                """
                <thead>
                <tr><td></td><th scope="col">VoiceOver</th></tr>
                </thead>
                <tbody>
                <tr><td>Name</td><td>Read first</td></tr>
                </tbody>

                """))
    }

    func testAHeaderOnlyTableHasNoBody() {
        XCTAssertEqual(
            render("#### Keys\n\n|  |  |\n| - | - |\n| A | B |\n"),
            "<h4>Keys</h4>\n"
                + table(
                    label: "Table: Keys",
                    "<thead>\n<tr><td></td><td></td></tr>\n</thead>\n<tbody>\n<tr><td>A</td><td>B</td></tr>\n</tbody>\n"
                ), "no column names: the heading names it")
        XCTAssertEqual(
            render("| A | B |\n| - | - |\n"),
            table(
                label: "Table: A, B", "<thead>\n<tr><th scope=\"col\">A</th><th scope=\"col\">B</th></tr>\n</thead>\n"))
    }

    func testSloppyTablesAsAuthorsWriteThem() {
        // No outer pipes on some rows, a short row (padded) and a long one (cut to the header, as on GitHub).
        XCTAssertEqual(
            render("| a | b\n|---|---\n1 | 2 | 3\n| 4\n"),
            table(
                label: "Table: a, b",
                """
                <thead>
                <tr><th scope="col">a</th><th scope="col">b</th></tr>
                </thead>
                <tbody>
                <tr><td>1</td><td>2</td></tr>
                <tr><td>4</td><td></td></tr>
                </tbody>

                """))
        // A delimiter row with a different count of cells makes no table: the text stays.
        XCTAssertEqual(render("| a | b |\n| --- |\n| 1 | 2 |\n"), "<p>| a | b |\n| --- |\n| 1 | 2 |</p>\n")
    }

    func testStrikethroughIsDeletedText() {
        XCTAssertEqual(
            render("~~44 pt~~ 24 pt and ~one~ tilde"), "<p><del>44 pt</del> 24 pt and <del>one</del> tilde</p>\n")
        XCTAssertEqual(
            render("a ~~~three~~~ and a~~b"), "<p>a ~~~three~~~ and a~~b</p>\n",
            "three tildes or an unclosed run stay text")
    }

    func testBareAddressesBecomeLinksUnderTheLinkPolicy() {
        XCTAssertEqual(
            render("See https://www.w3.org/WAI/ARIA/apg/ and www.w3.org."),
            "<p>See <a href=\"resolved:https://www.w3.org/WAI/ARIA/apg/\">https://www.w3.org/WAI/ARIA/apg/</a> and <a "
                + "href=\"resolved:http://www.w3.org\">www.w3.org</a>.</p>\n"
        )
        // A bare script address is not a link; one in angle brackets is a link without its address.
        XCTAssertEqual(
            render("javascript:alert(1) and <javascript:alert(1)>"),
            "<p>javascript:alert(1) and <a href=\"\">javascript:alert(1)</a></p>\n")
    }

    func testTaskItemsSayTheirStateInWords() {
        XCTAssertEqual(
            render("- [ ] Test with TalkBack\n- [x] Press [x] to close\n- Plain item\n"),
            """
            <ul class="task-list">
            <li class="task task-to-do"><span class="task-state">To do:</span> Test with TalkBack</li>
            <li class="task task-done"><span class="task-state">Done:</span> Press [x] to close</li>
            <li>Plain item</li>
            </ul>

            """)
        // An item whose text has `[x]` later on is still to do.
        XCTAssertEqual(
            render("1. [ ] Press [x] to close\n\n2. [X] Tested\n"),
            """
            <ol class="task-list">
            <li class="task task-to-do"><p><span class="task-state">To do:</span> Press [x] to close</p>
            </li>
            <li class="task task-done"><p><span class="task-state">Done:</span> Tested</p>
            </li>
            </ol>

            """)
    }
}
