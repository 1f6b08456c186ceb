import XCTest

@testable import A11yDocsRendering

final class MarkdownHTMLRendererTests: XCTestCase {
    private func render(_ markdown: String, level: Int = 4, raw: Bool = false) -> String {
        MarkdownHTMLRenderer(headingLevel: level, allowRawHTML: raw, resolveLink: { "resolved:" + $0 }).render(markdown)
    }

    func testRawHTMLIsEscapedByDefaultAndKeptWhenAllowed() {
        XCTAssertEqual(
            render("<div onclick=\"x()\">Hi</div>\n"), "<p>&lt;div onclick=&quot;x()&quot;&gt;Hi&lt;/div&gt;</p>\n")
        XCTAssertEqual(render("Press <kbd>Tab</kbd>."), "<p>Press <kbd>Tab</kbd>.</p>\n", "kept: on the allow-list")
        XCTAssertEqual(render("Press <kbd>Tab</kbd>.", raw: true), "<p>Press <kbd>Tab</kbd>.</p>\n")
    }

    func testScriptLinksAreDroppedAndOthersResolved() {
        XCTAssertEqual(render("[x](javascript:alert(1))"), "<p><a href=\"\">x</a></p>\n")
        XCTAssertEqual(render("[slider](slider.md)"), "<p><a href=\"resolved:slider.md\">slider</a></p>\n")
        XCTAssertEqual(
            render("See ![Dots](dots.png \"Page dots\") here"),
            "<p>See <img src=\"resolved:dots.png\" alt=\"Dots\" title=\"Page dots\"> here</p>\n")
    }

    func testATitledImageOnItsOwnIsAFigureWithACaption() {
        XCTAssertEqual(
            render("![Page dots under a carousel](dots.png \"Dots <show> the slide\")"),
            "<figure class=\"image\"><img src=\"resolved:dots.png\" alt=\"Page dots under a carousel\">"
                + "<figcaption>Dots &lt;show&gt; the slide</figcaption></figure>\n")
        XCTAssertEqual(
            render("- ![Dots](dots.png \"Caption\")\n- two\n"),
            "<ul>\n<li><figure class=\"image\"><img src=\"resolved:dots.png\" alt=\"Dots\">"
                + "<figcaption>Caption</figcaption></figure>\n</li>\n<li>two</li>\n</ul>\n", "in a tight list too")
        XCTAssertEqual(
            render("![Dots](dots.png)"), "<p><img src=\"resolved:dots.png\" alt=\"Dots\"></p>\n", "no title: no caption"
        )
        XCTAssertEqual(
            render("![Dots](dots.png \"  \")"), "<p><img src=\"resolved:dots.png\" alt=\"Dots\" title=\"  \"></p>\n")
    }

    func testHeadingsTakeTheLevelThePageGives() {
        XCTAssertEqual(render("# Top\n\n###### Deep\n", level: 5), "<h5>Top</h5>\n<h5>Deep</h5>\n")
        XCTAssertEqual(render("# Top", level: 9), "<h6>Top</h6>\n")
    }

    func testCodeBlocksGetAVisibleLanguageLabel() {
        // Highlighted by the build; not a tab stop until the theme's script finds that it scrolls.
        XCTAssertEqual(
            render("```kotlin\nval a = 1 < 2\n```\n"),
            "<figure class=\"snippet\"><figcaption>Kotlin</figcaption><pre><code class=\"language-kotlin\"><span "
                + "class=\"hl-keyword\">val</span> a = "
                + "<span class=\"hl-number\">1</span> &lt; <span class=\"hl-number\">2</span>\n</code></pre></figure>\n"
        )
        XCTAssertTrue(
            render("```\nplain <b>\n```\n").contains("<figcaption>Code</figcaption><pre><code>plain &lt;b&gt;"))
        XCTAssertTrue(
            render("```yaml\nkey: <b>\n```\n").contains("<code class=\"language-yaml\">key: &lt;b&gt;"),
            "a language without a highlighter is escaped text")
    }

    func testListsAndInlines() {
        XCTAssertEqual(
            render("- **Bold** and *em* and `code`\n- second\n"),
            "<ul>\n<li><strong>Bold</strong> and <em>em</em> and <code>code</code></li>\n<li>second</li>\n</ul>\n")
        XCTAssertEqual(render("3. three\n4. four\n"), "<ol start=\"3\">\n<li>three</li>\n<li>four</li>\n</ol>\n")
        XCTAssertEqual(render("- a\n\n- b\n"), "<ul>\n<li><p>a</p>\n</li>\n<li><p>b</p>\n</li>\n</ul>\n")
    }
}
