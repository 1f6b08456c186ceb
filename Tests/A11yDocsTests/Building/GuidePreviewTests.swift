import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading

/// The preview keeps guides up to date: a guide saved re-renders its own pages first, then what
/// lists it; one added or removed comes and goes with its pages and its neighbours' links.
final class GuidePreviewTests: XCTestCase {
    private func text(_ root: URL, _ path: String) throws -> String { try PreviewedSite.text(root, path) }

    func testAnEditedGuideRerendersItsPagesThenTheSiteWideOnes() async throws {
        let (site, root) = try await PreviewedSite.start(self)
        try Fixtures.write(
            ["Content/how-to-test/keyboard.md": "---\ntitle: Keyboard basics\norder: 1\n---\n## Start\n\nNew text.\n"],
            under: root)
        let update = try await XCTUnwrapAsync(await site.update())
        XCTAssertEqual(
            Set(update.pages),
            [
                "how-to-test/keyboard/index.html", "how-to-test/keyboard.md",
                // Its neighbour links to it by title.
                "how-to-test/screen-reader/index.html",
            ])
        XCTAssertTrue(try text(root, "how-to-test/keyboard/index.html").contains("<h2 id=\"start\">Start</h2>"))
        let siteWide = try update.finish()
        XCTAssertTrue(siteWide.contains("index.html"))
        XCTAssertTrue(siteWide.contains("search-index.json"))
        XCTAssertTrue(try text(root, "index.html").contains(">Keyboard basics</a>"))
        XCTAssertTrue(try text(root, "search-index.json").contains("\"title\":\"Keyboard basics\""))
        XCTAssertTrue(try text(root, "how-to-test/screen-reader/index.html").contains("Keyboard basics</a>"))
    }

    func testAGuideAddedAndRemovedComesAndGoes() async throws {
        let (site, root) = try await PreviewedSite.start(self)
        try Fixtures.write(["Content/how-to-test/zoom.md": "---\ntitle: Zoom\norder: 3\n---\nText.\n"], under: root)
        let added = try await XCTUnwrapAsync(await site.update())
        XCTAssertTrue(Set(added.pages).isSuperset(of: ["how-to-test/zoom/index.html", "how-to-test/zoom.md"]))
        _ = try added.finish()
        XCTAssertTrue(try text(root, "index.md").contains("- [Zoom](how-to-test/zoom.md)"))
        XCTAssertTrue(try text(root, "how-to-test/screen-reader/index.html").contains("rel=\"next\""))

        try FileManager.default.removeItem(at: root.appendingPathComponent("Content/how-to-test/zoom.md"))
        _ = try await XCTUnwrapAsync(await site.update()).finish()
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Output/how-to-test/zoom").path))
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Output/how-to-test/zoom.md").path))
        XCTAssertFalse(try text(root, "index.md").contains("Zoom"))
        XCTAssertFalse(try text(root, "how-to-test/screen-reader/index.html").contains("rel=\"next\""))
    }

    func testABrokenGuideFailsTheUpdateUntilFixed() async throws {
        let (site, root) = try await PreviewedSite.start(self)
        try Fixtures.write(["Content/how-to-test/keyboard.md": "---\ndescription: no title\n---\n"], under: root)
        await assertUpdateFails(site) { error in
            XCTAssertEqual((error as? BuildError)?.diagnostics.errors.map(\.problem), [.missingKey("title")])
        }
        XCTAssertTrue(try text(root, "how-to-test/keyboard/index.html").contains("Testing with a keyboard"))
        try Fixtures.write(["Content/how-to-test/keyboard.md": "---\ntitle: Fixed\n---\n"], under: root)
        _ = try await XCTUnwrapAsync(await site.update()).finish()
        XCTAssertTrue(try text(root, "how-to-test/keyboard/index.html").contains("<h1>Fixed</h1>"))
    }
}
