import XCTest

@testable import A11yDocsImport

/// Images a page shows from the library's media are copied into the static folder and referenced
/// relatively, from the entry's file in Markdown and from its page in HTML.
final class ImageReferencesTests: XCTestCase {
    func testMediaReferencesAreCopiedAndMadeRelative() throws {
        let scratch = try ImportScratch(self)
        try scratch.writeMagenta([
            "web/component/image.md": """
            ## Developer Notes

            ![A focus ring](media/images/ring.png) and <img src="/media/images/Outline.png" alt="">

            ![Gone](media/images/gone.png) [elsewhere](https://example.org/media/x.png)

            ```html
            <img src="media/images/ring.png">
            ```
            """
        ])
        try scratch.write([
            "site/public/content/assets/media/images/ring.png": "ring",
            "site/public/content/assets/media/images/outline.png": "outline",
        ])
        let plan = try scratch.planMagenta()
        let text = try XCTUnwrap(ImportScratch.text(plan, "web/image.md"))
        XCTAssertTrue(
            text.contains(
                "![A focus ring](../media/images/ring.png) and <img src=\"../../media/images/Outline.png\" alt=\"\">"),
            text)
        XCTAssertTrue(text.contains("![Gone](media/images/gone.png) [elsewhere](https://example.org/media/x.png)"))
        XCTAssertTrue(text.contains("```html\n<img src=\"media/images/ring.png\">\n```"), "code is left as written")
        XCTAssertEqual(plan.staticFiles.map(\.path), ["media/images/ring.png", "media/images/outline.png"])
        XCTAssertEqual(
            ImportScratch.findings(plan, in: "image.md").map { $0.prefix(50) },
            [
                "3: '/media/images/Outline.png' is on disk as 'medi",
                "5: 'media/images/gone.png' is not in the library's",
            ])
    }

    /// Nothing outside the content folder is read: not by `..`, not through a link.
    func testAReferenceOutOfTheAssetsIsNotFollowed() throws {
        let scratch = try ImportScratch(self)
        let written = "![a](media/secret.png) ![b](media/../../../../outside.png)\n"
        try scratch.writeMagenta(["web/component/image.md": written])
        try scratch.write(["outside.png": "secret"])
        try scratch.link("site/public/content/assets/media/secret.png", to: scratch.path("outside.png"))
        let plan = try scratch.planMagenta()
        XCTAssertEqual(plan.staticFiles.map(\.path), [])
        XCTAssertEqual(
            ImportScratch.findings(plan, in: "image.md").map { $0.prefix(28) },
            ["1: 'media/secret.png' leads ", "1: 'media/../../../../outsid"])
        XCTAssertEqual(ImportScratch.text(plan, "web/image.md")?.hasSuffix("---\n" + written), true)
    }
}
