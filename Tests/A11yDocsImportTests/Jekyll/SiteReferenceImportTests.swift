import XCTest

@testable import A11yDocsImport
@testable import A11yDocsMarkdown

/// References to the site's files become relative, from where a reader's browser reads them, and
/// the files are listed for the static folder.
final class SiteReferenceImportTests: XCTestCase {
    private let files: Set<String> = ["assets/img/ring.png", "assets/img/two words.png", "assets/demo.css"]

    private func apply(_ text: String, baseurl: String = "/a11y", depth: Int = 1) -> SiteReferences.Result {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            BodyLines.Line(text: String($0.element), sourceLine: $0.offset + 10)
        }
        return SiteReferences(baseurl: baseurl, sourceDepth: depth) { [files] in files.contains($0) }.apply(to: lines)
    }

    private func text(_ result: SiteReferences.Result) -> String { result.lines.map(\.text).joined(separator: "\n") }

    func testMarkdownIsRelativeToTheFileAndHTMLToThePage() {
        let result = apply(
            """
            ![Ring](/a11y/assets/img/ring.png "The ring") and [sheet](</a11y/assets/demo.css>)
            <img src="/a11y/assets/img/ring.png" alt=""> <a href='/a11y/assets/demo.css#top'>x</a>
            [ring]: /a11y/assets/img/two%20words.png
            """)
        XCTAssertEqual(
            text(result),
            """
            ![Ring](../assets/img/ring.png "The ring") and [sheet](<../assets/demo.css>)
            <img src="../../assets/img/ring.png" alt=""> <a href='../../assets/demo.css#top'>x</a>
            [ring]: ../assets/img/two%20words.png
            """)
        XCTAssertEqual(result.files, ["assets/img/ring.png", "assets/demo.css", "assets/img/two words.png"])
        XCTAssertEqual(
            apply("![x](/a11y/assets/demo.css)", depth: 2).lines[0].text, "![x](../../assets/demo.css)",
            "an entry in a sub-folder")
        XCTAssertEqual(
            apply("src=/a11y/assets/demo.css>").lines[0].text, "src=../../assets/demo.css>",
            "an attribute starting a line, unquoted")
    }

    func testLiveExamplesAreReadAndOtherCodeIsLeftAsWritten() {
        let result = apply(
            "```html example\n<img src=\"/a11y/assets/img/ring.png\">\n```\n```html\n<img "
                + "src=\"/a11y/assets/demo.css\">\n```"
        )
        XCTAssertEqual(
            text(result),
            "```html example\n<img src=\"../../assets/img/ring.png\">\n```\n```html\n<img "
                + "src=\"/a11y/assets/demo.css\">\n```"
        )
        XCTAssertEqual(result.files, ["assets/img/ring.png"])
    }

    func testOtherAddressesStayAndMissingFilesAreNamed() {
        let source =
            "[page](/a11y/web/tabs/) [out](/elsewhere/x.png) [full](https://example.org/a11y/assets/demo.css) "
            + "[gone](/a11y/assets/gone.png) [root](/a11y)"
        let result = apply(source)
        XCTAssertEqual(text(result), source)
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(
            result.problems.map { $0.in("e.md").description },
            [
                "e.md:10:105: warning: '/a11y/assets/gone.png' names no file of the site, so nothing is copied for it "
                    + "— it is left as written; add the file to the static folder or fix the path"
            ])
        XCTAssertEqual(
            apply("![x](/assets/img/ring.png)", baseurl: "").lines[0].text, "![x](../assets/img/ring.png)",
            "a site served from its root")
    }
}
