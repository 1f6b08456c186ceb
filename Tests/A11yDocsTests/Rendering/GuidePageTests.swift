import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading
@testable import A11yDocsModel
@testable import A11yDocsRendering

/// The fixture library's guides as a build writes them: pages framed as entry pages are (site
/// navigation, breadcrumb, "On this page", search, edit link, mirror), without criteria, and in no
/// export.
final class GuidePageTests: XCTestCase {
    private func build(_ extra: [String: String] = [:]) throws -> URL {
        var (root, options) = try Fixtures.scratchSite(self)
        options.site.editURLPrefix = "https://github.com/team/patterns/edit/main/Content/"
        try Fixtures.write(extra, under: root)
        _ = try SiteBuilder(options: options).build()
        return root.appendingPathComponent("Output")
    }

    private func text(_ output: URL, _ path: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    func testAGuidePageHasTheSitesFrameAndNoCriteria() throws {
        let output = try build()
        let html = try text(output, "how-to-test/keyboard/index.html")
        for part in [
            "<nav aria-label=\"Site\">", "<form class=\"site-search\" role=\"search\" aria-label=\"Site\"",
            "<nav class=\"breadcrumb\" aria-label=\"Breadcrumb\">",
            "<li><a href=\"../../#how-to-test\">How to test</a></li>",
            "<nav class=\"toc\" aria-labelledby=\"toc-heading\">",
            "<li><a href=\"#before-you-start\">Before you start</a>",
            "<li><a href=\"#focus-is-never-lost\">Focus is never lost</a></li>",
            "<a href=\"https://github.com/team/patterns/edit/main/Content/how-to-test/keyboard.md\">Edit this page",
            "<dd><a href=\"../keyboard.md\">Markdown</a></dd>",
            "<link rel=\"alternate\" type=\"text/markdown\" href=\"../keyboard.md\">",
            "<link rel=\"canonical\" href=\"https://example.org/a11y/how-to-test/keyboard/\">",
            "<p class=\"lead\">What to press on every page, and what to look for.</p>",
            "<a href=\"../../native/button/#role\">button</a>", "<a href=\"../screen-reader/\">testing with a screen",
            "<th scope=\"col\">Key</th>", "<kbd>Tab</kbd>",
            "<a href=\"../../how-to-test/screen-reader/\" rel=\"next\">",
        ] {
            XCTAssertTrue(html.contains(part), part)
        }
        for entryOnly in [
            "Acceptance criteria", "criteria-views", "How to test testing", "developer notes", ".feature",
        ] {
            XCTAssertFalse(html.contains(entryOnly), entryOnly)
        }
        let mirror = try text(output, "how-to-test/keyboard.md")
        XCTAssertTrue(mirror.hasPrefix("# Testing with a keyboard\n\nWhat to press on every page"), mirror)
        XCTAssertTrue(mirror.contains("[button](../native/button.md#role)"), mirror)
        XCTAssertFalse(mirror.contains("Acceptance criteria"))
    }

    /// As axe and the Nu checker see it: one `h1`, no level skipped, the entry page's landmarks.
    func testAGuidePagesHeadingsAreInOrderAndItsLandmarksAreAnEntryPages() throws {
        let output = try build()
        let entry = try text(output, "native/button/index.html")
        XCTAssertEqual(Self.landmarks(entry).count, 7, "\(Self.landmarks(entry))")
        for guide in ["how-to-test/keyboard/index.html", "how-to-test/screen-reader/index.html"] {
            let html = try text(output, guide)
            XCTAssertEqual(HTMLInspection.headingProblems(html), [], guide)
            XCTAssertEqual(Self.landmarks(html), Self.landmarks(entry), guide)
            XCTAssertEqual(HTMLInspection.matchesCount("<main", in: html), 1)
        }
        // The careless guide: its first heading is `####`, one is inside a list item.
        let sloppy = try text(output, "how-to-test/screen-reader/index.html")
        XCTAssertEqual(HTMLInspection.headingLevels(sloppy), [1, 2, 2, 2], "'On this page' is no heading")
        XCTAssertTrue(sloppy.contains("<h2 id=\"a-heading-inside-a-list-item\">"))
        XCTAssertTrue(sloppy.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "raw HTML is shown as text")
        XCTAssertTrue(sloppy.contains("<details open>\n<summary>Shortcuts</summary>"), "allowed HTML is kept")
        XCTAssertTrue(sloppy.contains("<li><strong>keyboard</strong>: tab: Focus moves to the next heading</li>"))
    }

    /// The landmarks in document order, each with its name: the site's header, navigation,
    /// search and footer, the breadcrumb, "On this page" and `main`. The pager is left out: an
    /// entry has one only when its category has other entries.
    private static func landmarks(_ html: String) -> [String] {
        let pattern =
            "<(header class=\"site-header\"|nav [^>]*aria-label(ledby)?=\"[^\"]*\"|main|footer|form [^>]*role)"
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap {
            Range($0.range, in: html).map { String(html[$0]) }
        }.filter { !$0.hasPrefix("<nav class=\"pager\"") }
    }

    func testTheFrontPageListsGuidesUnderTheirCollectionAndSearchFindsThem() throws {
        let output = try build()
        let index = try text(output, "index.html")
        XCTAssertTrue(
            index.contains(
                "<h2 id=\"how-to-test\">How to test</h2>\n<p>Step-by-step guides for testers.</p>\n"
                    + "<ul class=\"entry-list guide-list\">\n<li>\n"
                    + "<a class=\"entry-link\" href=\"how-to-test/keyboard/\">Testing with a keyboard</a>\n"
                    + "<p>What to press on every page, and what to look for.</p>\n</li>\n<li>\n"
                    + "<a class=\"entry-link\" href=\"how-to-test/screen-reader/\">Testing with a screen reader</a>"
            ),
            index)
        XCTAssertTrue(
            try text(output, "index.md").contains(
                "## How to test\n\nStep-by-step guides for testers.\n\n"
                    + "- [Testing with a keyboard](how-to-test/keyboard.md): What to press on every page"))
        let search = try text(output, "search-index.json")
        XCTAssertTrue(
            search.contains("\"title\":\"Testing with a screen reader\",\"url\":\"how-to-test/screen-reader/\""))
        for word in ["\"mouse\"", "\"escape\"", "\"lost\""] { XCTAssertTrue(search.contains(word), word) }
        // A guide's record says so, for the page to name a match in its text "text", not "developer notes";
        // an entry's record has no such key.
        XCTAssertEqual(search.components(separatedBy: "\"guide\":true").count - 1, 2)
        XCTAssertFalse(search.contains("\"guide\":false"))
        XCTAssertTrue(
            try text(output, "search/index.html").contains("<option value=\"how-to-test\">How to test</option>"))
        XCTAssertTrue(
            try text(output, "sitemap.xml").contains("<loc>https://example.org/a11y/how-to-test/screen-reader/</loc>"))
    }

    func testGuidesAreInNoExport() throws {
        let output = try build()
        for export in [
            "api/entries.json", "criteria/index.html", "coverage/index.html", "criteria/test-cases.csv",
            "criteria/test-cases-xray.csv", "criteria/test-cases-testrail.csv",
        ] {
            let text = try text(output, export)
            XCTAssertFalse(text.contains("how-to-test"), export)
            XCTAssertFalse(text.contains("Testing with a keyboard"), export)
        }
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: output.appendingPathComponent("criteria/how-to-test").path))
    }

    func testAnEntryLinksToAGuideAsToAnotherEntry() throws {
        let output = try build([
            "Content/native/tab-order.md": """
            ---
            title: Tab order
            categories: focus
            ---
            See [the keyboard guide](../how-to-test/keyboard.md#before-you-start).
            """
        ])
        XCTAssertTrue(
            try text(output, "native/tab-order/index.html").contains(
                "<a href=\"../../how-to-test/keyboard/#before-you-start\">the keyboard guide</a>"))
        XCTAssertTrue(
            try text(output, "native/tab-order.md").contains(
                "[the keyboard guide](../how-to-test/keyboard.md#before-you-start)"))
    }
}
