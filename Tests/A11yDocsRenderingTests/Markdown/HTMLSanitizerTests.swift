import A11yDocsTestSupport
import XCTest

@testable import A11yDocsMarkdown
@testable import A11yDocsRendering

/// Raw HTML in safe mode, through the renderer as pages get it.
final class HTMLSanitizerTests: XCTestCase {
    private func render(_ markdown: String, raw: Bool = false) -> String {
        MarkdownHTMLRenderer(headingLevel: 4, allowRawHTML: raw, resolveLink: { "resolved:" + $0 }).render(markdown)
    }

    func testEveryAllowedPhrasingElementIsKept() {
        for name in [
            "strong", "em", "b", "i", "code", "kbd", "samp", "var", "sub", "sup", "abbr", "mark", "small",
            "span", "del", "ins", "q", "cite",
        ] {
            XCTAssertEqual(render("a <\(name)>t</\(name)> b"), "<p>a <\(name)>t</\(name)> b</p>\n", name)
        }
        XCTAssertEqual(
            render("Press <kbd>Ctrl</kbd>+<kbd>C</kbd> to copy."),
            "<p>Press <kbd>Ctrl</kbd>+<kbd>C</kbd> to copy.</p>\n")
        XCTAssertEqual(render("one<br>two<br/>three<BR />four"), "<p>one<br>two<br>three<br>four</p>\n")
    }

    func testAllowedAttributesAreKeptAndWrittenAgain() {
        XCTAssertEqual(
            render("<abbr title='Web Content &amp; \"Access\"' class=x>WCAG</abbr>"),
            "<p><abbr title=\"Web Content &amp; &quot;Access&quot;\">WCAG</abbr></p>\n")
        XCTAssertEqual(
            render("<a href=\"checkbox.md\" title=Box target=_blank>box</a>"),
            "<p><a href=\"resolved:checkbox.md\" title=\"Box\">box</a></p>\n")
        XCTAssertEqual(
            render("<img src=\"dots.png\" alt=\"Page dots\" width=\"40\" height=\"4em\" loading=lazy>"),
            "<p><img src=\"resolved:dots.png\" alt=\"Page dots\" width=\"40\"></p>\n")
        XCTAssertEqual(
            render("<span lang=\"pt-BR\">olá</span> <span lang=\"en us\" style=\"color:red\">hi</span>"),
            "<p><span lang=\"pt-BR\">olá</span> <span>hi</span></p>\n")
        XCTAssertEqual(
            render("<abbr title>x</abbr>"), "<p><abbr title=\"\">x</abbr></p>\n", "an attribute without a value")
        XCTAssertEqual(
            render("<details open=\"no\"><summary>y</summary></details>"),
            "<details open><summary>y</summary></details>\n")
        XCTAssertEqual(
            render(
                "<a href=\"ok.md\" HREF=\"javascript:alert(1)\">a</a> <a href=\"javascript:alert(1)\" "
                    + "href=\"ok.md\">b</a>"
            ),
            "<p><a href=\"resolved:ok.md\">a</a> <a>b</a></p>\n", "the first of two attributes counts, as in a browser")
    }

    func testTablesKeepTheirStructureAndCellAttributes() {
        let table = """
            <table>
            <caption>Keys</caption>
            <thead><tr><th scope="COL" colspan="2" rowspan="x" style="color:red">Key</th></tr></thead>
            <tbody><tr><td colspan="2" align="left">Tab</td></tr></tbody>
            <tfoot><tr><th scope="everything">End</th></tr></tfoot>
            </table>
            """
        XCTAssertEqual(
            render(table),
            """
            <table>
            <caption>Keys</caption>
            <thead><tr><th scope="col" colspan="2">Key</th></tr></thead>
            <tbody><tr><td colspan="2">Tab</td></tr></tbody>
            <tfoot><tr><th>End</th></tr></tfoot>
            </table>

            """)
    }

    func testForbiddenElementsShowAsText() {
        XCTAssertEqual(render("<script>alert(1)</script>\n"), "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n")
        XCTAssertEqual(
            render("<style>body{display:none}</style>\n"), "<p>&lt;style&gt;body{display:none}&lt;/style&gt;</p>\n")
        XCTAssertEqual(
            render("a <strong style=\"color:red\" onclick=\"x()\" ONMOUSEOVER=y>b</strong>"),
            "<p>a <strong>b</strong></p>\n")
        for tag in [
            "iframe src=\"https://example.com\"", "object data=\"x.swf\"", "embed src=\"x\"", "form action=\"/\"",
            "input type=\"text\"", "button", "select", "textarea", "base href=\"https://evil.example/\"",
            "meta http-equiv=\"refresh\" content=\"0\"", "link rel=\"stylesheet\" href=\"x.css\"", "math", "svg", "p",
            "div",
        ] {
            let name = tag.prefix { $0 != " " }
            XCTAssertEqual(
                render("a <\(tag)>b</\(name)>"), "<p>a \("<\(tag)>".htmlEscaped)b&lt;/\(name)&gt;</p>\n", tag)
        }
        XCTAssertEqual(
            render("a <svg><script>alert(1)</script></svg> b"),
            "<p>a &lt;svg&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;/svg&gt; b</p>\n",
            "nothing inside SVG becomes markup")
        XCTAssertEqual(render("<?php echo 1; ?>\n"), "<p>&lt;?php echo 1; ?&gt;</p>\n")
        XCTAssertEqual(
            render("<![CDATA[<script>x</script>]]>\n"), "<p>&lt;![CDATA[&lt;script&gt;x&lt;/script&gt;]]&gt;</p>\n")
        XCTAssertEqual(render("<!DOCTYPE html>\n"), "<p>&lt;!DOCTYPE html&gt;</p>\n")
    }

    func testCommentsAreDropped() {
        XCTAssertEqual(render("a <!-- note to self --> b"), "<p>a  b</p>\n")
        XCTAssertEqual(render("<!-- TODO: <script>alert(1)</script> -->\n\ntext"), "<p>text</p>\n")
        XCTAssertEqual(render("<details>\n<!-- x -->\n</details>"), "<details>\n\n</details>\n")
    }

    func testScriptAddressesLoseTheAttributeWhateverTheirDisguise() {
        let disguises = [
            "jav&#x09;ascript:alert(1)", "&#106;avascript:alert(1)", "&#106avascript:alert(1)", " javascript:alert(1)",
            "&#1;javascript:alert(1)", "java\nscript:alert(1)", "JaVaScRiPt:alert(1)", "javascript&colon;alert(1)",
            "jav&Tab;ascript:alert(1)", "vbscript:msgbox(1)", "data:text/html,<script>alert(1)</script>",
            "file:///etc/passwd",
        ]
        for address in disguises {
            XCTAssertEqual(render("<a href=\"\(address)\">x</a>"), "<p><a>x</a></p>\n", address)
        }
        XCTAssertEqual(render("<a href=javascript:alert(1) title=x>y</a>"), "<p><a title=\"x\">y</a></p>\n")
        XCTAssertEqual(render("<img src=x onerror=alert(1)>"), "<p><img src=\"resolved:x\"></p>\n")
        XCTAssertEqual(render("<IMG SRC=\"javascript:alert(1)\" ALT=\"x\">"), "<p><img alt=\"x\"></p>\n")
        XCTAssertEqual(
            render("<img src=\"data:image/png;base64,iVBORw0KGgo=\">"),
            "<p><img src=\"resolved:data:image/png;base64,iVBORw0KGgo=\"></p>\n")
        XCTAssertEqual(
            render("<a href=\"page.md?a=1&amp;b=2\">x</a>"), "<p><a href=\"resolved:page.md?a=1&amp;b=2\">x</a></p>\n")
        XCTAssertEqual(
            render("<details open ontoggle=alert(1)>\n<summary>More</summary>\n</details>"),
            "<details open>\n<summary>More</summary>\n</details>\n")
    }

    func testElementsAreBalancedPerBlock() {
        XCTAssertEqual(render("<strong>bold\n\nnext"), "<p><strong>bold</strong></p>\n<p>next</p>\n")
        XCTAssertEqual(render("a</strong> b"), "<p>a&lt;/strong&gt; b</p>\n")
        XCTAssertEqual(render("<b><i>x</b></i>"), "<p><b><i>x</i></b>&lt;/i&gt;</p>\n")
        XCTAssertEqual(
            render("*a <strong>b*</strong>"), "<p><em>a <strong>b</strong></em>&lt;/strong&gt;</p>\n",
            "an element opened inside emphasis closes with it")
        XCTAssertEqual(render("<strong>one\ntwo</strong>"), "<p><strong>one\ntwo</strong></p>\n")
        XCTAssertEqual(
            render("- a<br>b\n- <strong>c\n- d</strong>\n"),
            "<ul>\n<li>a<br>b</li>\n<li><strong>c</strong></li>\n<li>d&lt;/strong&gt;</li>\n</ul>\n")
        XCTAssertEqual(render("# <em>Title\n\ntext"), "<h4><em>Title</em></h4>\n<p>text</p>\n")
        XCTAssertEqual(render("<STRONG>x</Strong>"), "<p><strong>x</strong></p>\n")
        XCTAssertEqual(
            render("a </br> </img> b"), "<p>a &lt;/br&gt; &lt;/img&gt; b</p>\n", "void elements have no end tag")
        XCTAssertEqual(
            render("a <details><summary>b</summary></details> <table><tr><td>c</td></tr></table>"),
            "<p>a &lt;details&gt;&lt;summary&gt;b&lt;/summary&gt;&lt;/details&gt; "
                + "&lt;table&gt;&lt;tr&gt;&lt;td&gt;c&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</p>\n",
            "block elements inside a paragraph would end it: there they are text")
        XCTAssertEqual(
            render("<details>\n\n<summary>Late</summary>\n\n</details>"),
            "<details>\n<summary>Late</summary>\n</details>\n", "a block holding a summary is not a paragraph")
    }

    func testOpenElementsAreLimited() {
        let markdown = String(repeating: "<b>", count: 70) + "x"
        let expected =
            "<p>" + String(repeating: "<b>", count: 64) + String(repeating: "&lt;b&gt;", count: 6) + "x"
            + String(repeating: "</b>", count: 64) + "</p>\n"
        XCTAssertEqual(render(markdown), expected)
    }

    func testDetailsAroundMarkdownHoldIt() {
        let markdown = """
            <details>
            <summary>Keyboard</summary>

            Press **Tab**.

            </details>

            After.
            """
        XCTAssertEqual(
            render(markdown),
            "<details>\n<summary>Keyboard</summary>\n<p>Press <strong>Tab</strong>.</p>\n</details>\n<p>After.</p>\n")
        XCTAssertEqual(
            render("<details>\n<summary>Unclosed <strong>sum\n\ntext"),
            "<details>\n<summary>Unclosed <strong>sum</strong></summary>\n<p>text</p>\n</details>",
            "phrasing closes with its block, containers at the end of the notes")
        let notes = ParsedBlocks(["<details>\n<summary>Keyboard</summary>\n", "Press **Tab**.\n", "</details>\n"])
        XCTAssertEqual(
            MarkdownHTMLRenderer(headingLevel: 4, allowRawHTML: false, resolveLink: { $0 }).render(blocks: notes),
            "<details>\n<summary>Keyboard</summary>\n<p>Press <strong>Tab</strong>.</p>\n</details>\n",
            "a page's notes are blocks parsed one by one")
        XCTAssertEqual(
            render("- <details>\n\n  text\n- next\n"),
            "<ul>\n<li><details>\n<p>text</p>\n</details></li>\n<li><p>next</p>\n</li>\n</ul>\n")
    }

    func testTextInHTMLBlocksKeepsCharacterReferences() {
        XCTAssertEqual(
            render("<details>\nCaf&eacute; &#233; &#xE9; & <b>x</b> 1 < 2 &bogus\n</details>"),
            "<details>\nCaf&eacute; &#233; &#xE9; &amp; <b>x</b> 1 &lt; 2 &amp;bogus\n</details>\n")
        XCTAssertEqual(
            render("<p>Hello <em>you</em> &amp; me</p>\n"), "<p>&lt;p&gt;Hello <em>you</em> &amp; me&lt;/p&gt;</p>\n",
            "a paragraph tag is not kept; what it holds is")
        XCTAssertEqual(render("<b>x</b>\n"), "<p><b>x</b></p>\n")
    }

    func testRawHTMLPassesUnchangedWhenAllowed() {
        XCTAssertEqual(render("<script>alert(1)</script>\n", raw: true), "<script>alert(1)</script>\n")
        XCTAssertEqual(render("a <b onclick=x()>b", raw: true), "<p>a <b onclick=x()>b</p>\n")
    }

    /// Thousands of random mixtures of tags, attributes and Markdown: every page is well nested,
    /// holds only allowed elements and the renderer's own, and no handler or script address.
    func testRandomMixturesGiveOnlyAllowedWellNestedMarkup() throws {
        let pieces = [
            "<strong>", "</strong>", "<em>", "</em>", "<b>", "</i>", "<a href=\"javascript:x\" title=t>", "</a>",
            "<br/>",
            "<img src=x onerror=y>", "<details open ontoggle=z>", "</details>", "<summary>", "</summary>", "<table>",
            "<tr>",
            "<td colspan=2 onclick=q>", "</td>", "</tr>", "</table>", "<script>", "</script>", "<svg onload=w>",
            "<!-- c -->",
            "<span lang=en>", "</span>", "<kbd>", "</kbd>", "<p>", "</p>", "&amp;", "&", "<", ">", "text", " ", "\n",
            "\n\n",
            "- ", "> ", "# ", "*", "**", "`", "[l](javascript:x)", "<A HREF=&#106;avascript:x>", "<iframe src=x>",
            "<IMG SRC=y>",
        ]
        let allowed = Set(HTMLAllowList.elements.keys).union([
            "p", "ul", "ol", "li", "h4", "blockquote", "hr", "pre", "figure", "figcaption",
        ])
        let tag = try NSRegularExpression(pattern: #"<(/?)([a-zA-Z0-9]+)([^>]*)>"#)
        var generator = SplitMix64(seed: 7)
        for round in 0..<3_000 {
            let markdown = (0..<Int(generator.next() % 40)).map { _ in
                pieces[Int(generator.next() % UInt64(pieces.count))]
            }.joined()
            let page = render(markdown)
            var open: [String] = []
            for match in tag.matches(in: page, range: NSRange(page.startIndex..., in: page)) {
                let name = String(page[Range(match.range(at: 2), in: page)!])
                let attributes = String(page[Range(match.range(at: 3), in: page)!]).lowercased()
                XCTAssertTrue(allowed.contains(name), "\(round): <\(name)> from \(markdown.debugDescription)")
                XCTAssertFalse(
                    attributes.contains(" on") || attributes.contains("javascript"),
                    "\(round): \(attributes) from \(markdown.debugDescription)")
                if HTMLAllowList.voidElements.contains(name) || name == "hr" { continue }
                if match.range(at: 1).length == 0 {
                    open.append(name)
                } else {
                    XCTAssertEqual(
                        open.popLast(), name,
                        "\(round): badly nested \(page.debugDescription) from \(markdown.debugDescription)")
                }
            }
            XCTAssertEqual(open, [], "\(round): left open in \(page.debugDescription)")
        }
    }

    func testHostileInputStaysLinear() {
        let started = Date()
        let line = String(repeating: "<a ", count: 350_000)
        let page = render(line)
        XCTAssertTrue(page.hasPrefix("<p>&lt;a &lt;a "))
        XCTAssertFalse(page.contains("<a"))
        let unclosed = render(
            String(repeating: "<strong>", count: 100_000) + "\n\n" + String(repeating: "</strong>", count: 100_000))
        XCTAssertEqual(unclosed.components(separatedBy: "</strong>").count - 1, 64)
        let block = render("<details>\n" + String(repeating: "<a title=\"", count: 100_000))
        XCTAssertTrue(block.hasSuffix("&lt;a title=&quot;\n</details>"))
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
    }
}
