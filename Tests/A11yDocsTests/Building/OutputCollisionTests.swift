import XCTest
@testable import A11yDocs

/// A content file where the site writes a page: the build, `check` and the preview all refuse it,
/// with the same message at the same file.
final class OutputCollisionTests: XCTestCase {
    func testCheckReportsWhatTheBuildReports() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        try Fixtures.write([
            "Content/native/button/index.html": "<p>hand-made</p>",
            "Content/native/alert-dialog": "a file where the page folder goes",
            "Content/criteria/web/link.txt/notes.png": "a folder where a file goes",
            "Content/assets/site.css": "the theme's file",
        ], under: root)
        let content = options.contentDirectory
        let expected = [
            "\(content)/assets/site.css:1:1: error: this file would overwrite the generated 'assets/site.css' — rename or move it",
            "\(content)/criteria/web/link.txt/notes.png:1:1: error: this file would overwrite the generated 'criteria/web/link.txt' — rename or move it",
            "\(content)/native/alert-dialog:1:1: error: this file would overwrite the generated 'native/alert-dialog/' — rename or move it",
            "\(content)/native/button/index.html:1:1: error: this file would overwrite the generated 'native/button/index.html' — rename or move it",
        ]
        XCTAssertThrowsError(try SiteBuilder(options: options).build()) { error in
            XCTAssertEqual((error as? BuildError)?.diagnostics.errors.map(\.description), expected)
        }
        let findings = try ContentChecker(contentDirectory: content, templatesDirectory: Fixtures.templates).check()
        XCTAssertEqual(findings.errors.map(\.description), expected)
    }

    func testGeneratedPathsAreExactlyWhatRenderWrites() throws {
        let content = try ContentLoader(directory: Fixtures.siteContent).load()
        let renderer = try SiteRenderer(templatesDirectory: Fixtures.templates, options: SiteOptions(baseURL: "https://example.org/"))
        let written = try renderer.render(content, contentDirectory: Fixtures.siteContent).compactMap { file -> String? in
            if case .text = file.contents { return file.path }
            return nil
        }
        XCTAssertEqual(Set(SiteRenderer.generatedPaths(for: content.entries)), Set(written))
        XCTAssertEqual(SiteRenderer.generatedPaths(for: content.entries).count, written.count)
    }
}
