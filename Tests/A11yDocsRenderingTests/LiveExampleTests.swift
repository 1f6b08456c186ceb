import XCTest

@testable import A11yDocsMarkdown
@testable import A11yDocsRendering

/// Live examples run in a sandboxed frame (scripts only when raw HTML is allowed); "Do" and
/// "Don't" examples say so in words and with an icon.
final class LiveExampleTests: XCTestCase {
    private func render(_ blocks: [String], raw: Bool = false) -> String {
        MarkdownHTMLRenderer(headingLevel: 4, allowRawHTML: raw, resolveLink: { $0 }).render(
            blocks: ParsedBlocks(blocks))
    }

    func testAnExampleIsShownWorkingInASandboxAndAsCode() {
        let html = render([
            "### Toggle button",
            "```html example\n<button aria-pressed=\"false\">Mute</button>\n<script>alert(\"x\")</script>\n```",
        ])
        XCTAssertTrue(
            html.contains(
                "<figure class=\"live-example\"><figcaption>Live example: Toggle button</figcaption>"
                    + "<iframe title=\"Live example: Toggle button\" sandbox=\"\" loading=\"lazy\" "
                    + "srcdoc=\"&lt;button "
                    + "aria-pressed=&quot;false&quot;&gt;Mute&lt;/button&gt;\n&lt;script&gt;alert(&quot;x&quot;)&lt;"
                    + "/script&gt;\n\"></iframe></figure>"
            ), html)
        XCTAssertTrue(
            html.contains(
                "<figure class=\"snippet\"><figcaption>HTML</figcaption><pre><code class=\"language-html\">&lt;<span "
                    + "class=\"hl-tag\">button</span>"
            ), html)
        XCTAssertFalse(html.contains("<script>"), "the example's markup never reaches the page as markup")
        XCTAssertTrue(render(["```html example\n<p>x</p>\n```"], raw: true).contains("sandbox=\"allow-scripts\""))
        XCTAssertFalse(render(["```html example\n<p>x</p>\n```"], raw: true).contains("allow-same-origin"))
        XCTAssertFalse(render(["```css example\np {}\n```"]).contains("iframe"), "only HTML runs as an example")
    }

    func testExamplesUnderOneHeadingHaveNamesOfTheirOwn() {
        let html = render([
            "### Demo", "```html example\n<p>Pass</p>\n```", "```html\n<p>Code only</p>\n```",
            "```html example\n<p>Fail</p>\n```", "### Other", "```html example\n<p>x</p>\n```",
            "```html example\n<p>y</p>\n```",
        ])
        let titles = html.components(separatedBy: "<iframe title=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        XCTAssertEqual(
            titles, ["Live example: Demo", "Live example: Demo (2)", "Live example: Other", "Live example: Other (2)"])
    }

    func testBadAndGoodExamplesAreLabelledInWords() {
        let bad = render(["```html bad\n<div onclick=\"go()\">Go</div>\n```"])
        XCTAssertTrue(
            bad.contains(
                "<figure class=\"snippet snippet-bad\"><figcaption><span class=\"verdict verdict-bad\"><svg "
                    + "aria-hidden=\"true\""
            ), bad)
        XCTAssertTrue(bad.contains("</svg>Don't</span> HTML</figcaption>"), bad)
        let led = render([
            "Don’t: a div is not a button.", "```html\n<div>Go</div>\n```", "Do: use a button.",
            "```html\n<button>Go</button>\n```",
        ])
        XCTAssertTrue(
            led.contains(
                "</svg>Don't</span> HTML</figcaption><pre><code class=\"language-html\">&lt;<span "
                    + "class=\"hl-tag\">div</span>&gt;"
            ), led)
        XCTAssertTrue(
            led.contains(
                "</svg>Do</span> HTML</figcaption><pre><code class=\"language-html\">&lt;<span "
                    + "class=\"hl-tag\">button</span>&gt;"
            ), led)
        let separated = render(["Don't: the list below explains why.", "- one reason", "```html\n<div>Go</div>\n```"])
        XCTAssertFalse(separated.contains("verdict"), "only a line right before the code leads into it")
        let inItem = render(["- Don't: hide the focus ring.\n\n  ```css\n  :focus { outline: none; }\n  ```\n"])
        XCTAssertTrue(inItem.contains("</svg>Don't</span> CSS</figcaption>"), inItem)
    }

    func testFenceWordsAreReadLoosely() {
        XCTAssertEqual(CodeBlockHTML.Fence(info: "HTML Example Bad"), .init(info: "html example bad"))
        XCTAssertEqual(CodeBlockHTML.Fence(info: "html  example").isExample, true)
        XCTAssertEqual(CodeBlockHTML.Fence(info: "html good").verdict, .good)
        XCTAssertNil(CodeBlockHTML.Fence(info: "swift").verdict)
        // The first word is the language, never a mark; a bad mark outweighs a good one.
        let live = CodeBlockHTML.Fence(info: "live")
        XCTAssertEqual(live.language, "live")
        XCTAssertFalse(live.isExample)
        XCTAssertEqual(CodeBlockHTML.Fence(info: "html Good DON'T\tlive").verdict, .bad)
        XCTAssertTrue(CodeBlockHTML.Fence(info: "html Good DON'T\tlive").isExample)
        XCTAssertEqual(CodeBlockHTML.Fence(info: " Kotlin  do ").language, "kotlin")
        XCTAssertEqual(CodeBlockHTML.Fence(info: " Kotlin  do ").verdict, .good)
        XCTAssertEqual(CodeBlockHTML.Fence(info: ""), .init(info: "   "))
        XCTAssertEqual(CodeBlockHTML.Fence(info: "").language, "")
        // Words beyond ASCII are read as characters, with the same rules.
        let unicode = CodeBlockHTML.Fence(info: "Swift\u{2003}Good exemple-é LIVE")
        XCTAssertEqual(unicode.language, "swift")
        XCTAssertEqual(unicode.verdict, .good)
        XCTAssertTrue(unicode.isExample)
    }
}
