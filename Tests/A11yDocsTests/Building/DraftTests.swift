import A11yDocsTestSupport
import XCTest

@testable import A11yDocs

/// Drafts (`draft: true`, `published: false`, `_name.md`) stay out of a build unless asked for,
/// and are marked when shown.
final class DraftTests: XCTestCase {
    private func site() throws -> (root: URL, options: BuildOptions) {
        let (root, options) = try Fixtures.scratchSite(self)
        try Fixtures.write(
            [
                "Content/native/_date-picker.md":
                    "---\ntitle: Date picker\ncategories: controls\n---\n## iOS\n- Early notes.\n",
                "Content/native/stepper.md": "---\ntitle: Stepper\ncategories: controls\ndraft: true\n---\n",
                "Content/native/menu.md": "---\ntitle: Menu\ncategories: controls\npublished: false\n---\n",
            ], under: root)
        return (root, options)
    }

    func testABuildLeavesDraftsOutAndSaysSo() throws {
        let (root, options) = try site()
        let report = try SiteBuilder(options: options).build()
        XCTAssertTrue(report.summary.hasSuffix("(3 drafts left out; --drafts builds them)"), report.summary)
        for slug in ["date-picker", "stepper", "menu"] {
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: root.appendingPathComponent("Output/native/\(slug)").path), slug)
        }
        let index = try String(contentsOf: root.appendingPathComponent("Output/index.html"), encoding: .utf8)
        XCTAssertFalse(index.contains("Date picker"))
    }

    func testDraftsBuildWhenAskedForAndAreMarked() throws {
        var (root, options) = try site()
        options.includesDrafts = true
        let report = try SiteBuilder(options: options).build()
        XCTAssertFalse(report.summary.contains("left out"), report.summary)
        let page = try String(
            contentsOf: root.appendingPathComponent("Output/native/date-picker/index.html"), encoding: .utf8)
        XCTAssertTrue(
            page.contains("<p class=\"draft-marker\"><strong>Draft</strong> — not published by a normal build.</p>"),
            page)
        let mirror = try String(
            contentsOf: root.appendingPathComponent("Output/native/date-picker.md"), encoding: .utf8)
        XCTAssertTrue(mirror.contains("**Draft** — not published by a normal build."), mirror)
        let button = try String(
            contentsOf: root.appendingPathComponent("Output/native/button/index.html"), encoding: .utf8)
        XCTAssertFalse(button.contains("draft-marker"))
    }
}
