import XCTest

@testable import A11yDocsMarkdown
@testable import A11yDocsRendering

final class SafeURLTests: XCTestCase {
    func testSchemesAreJudgedAsABrowserReadsThem() {
        for url in [
            "javascript:alert(1)", "\u{1}javascript:alert(1)", " \u{1F}JavaScript:alert(1)", "java\tscript:alert(1)",
            "java\nscript:alert(1)", "JAVASCRIPT:alert(1)", "vbscript:msgbox(1)", "file:///etc/passwd",
            "data:text/html;base64,PHNjcmlwdD4=", "data:image/svg+xml;base64,PHN2Zz4=", "  javascript:x  ",
        ] {
            XCTAssertTrue(SafeURL.isDangerous(url), url.debugDescription)
        }
        for url in [
            "https://example.com/", "slider.md#focus", "#top", "/docs/", "mailto:a11y@example.com",
            "data:image/png;base64,iVBORw0KGgo=", "javascript-guide.md", "notes/javascript:x", "?q=javascript:x",
        ] {
            XCTAssertFalse(SafeURL.isDangerous(url), url.debugDescription)
        }
    }

    func testPercentEncodingAsCmarkDoes() {
        XCTAssertEqual(SafeURL.percentEncoded("a b\"<>\u{1}é"), "a%20b%22%3C%3E%01%C3%A9")
        XCTAssertEqual(
            SafeURL.percentEncoded("https://example.com/a-b_c.d?x=1&y=%20#f"), "https://example.com/a-b_c.d?x=1&y=%20#f"
        )
    }

    func testTheRendererDropsEverySpellingOfAScriptLink() {
        let renderer = MarkdownHTMLRenderer(headingLevel: 4, allowRawHTML: false, resolveLink: { $0 })
        XCTAssertEqual(renderer.render("[x](&#1;javascript:alert(1))"), "<p><a href=\"\">x</a></p>\n")
        XCTAssertEqual(renderer.render("[x](&#106;avascript:alert(1))"), "<p><a href=\"\">x</a></p>\n")
        XCTAssertEqual(renderer.render("![x](JaVaScRiPt:alert(1))"), "<p><img src=\"\" alt=\"x\"></p>\n")
        XCTAssertEqual(renderer.render("<javascript:alert(1)>"), "<p><a href=\"\">javascript:alert(1)</a></p>\n")
        XCTAssertEqual(renderer.render("[x](<a \"b\">)"), "<p><a href=\"a%20%22b%22\">x</a></p>\n")
        let raw = MarkdownHTMLRenderer(headingLevel: 4, allowRawHTML: true, resolveLink: { $0 })
        XCTAssertEqual(
            raw.render("[x](javascript:go())"), "<p><a href=\"javascript:go()\">x</a></p>\n", "the site allows raw HTML"
        )
    }
}
