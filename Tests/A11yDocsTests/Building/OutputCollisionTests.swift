import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading
@testable import A11yDocsModel
@testable import A11yDocsRendering

/// A content file where the site writes a page: the build, `check` and the preview all refuse it,
/// with the same message at the same file.
final class OutputCollisionTests: XCTestCase {
    func testCheckReportsWhatTheBuildReports() throws {
        let (root, options) = try Fixtures.scratchSite(self)
        try Fixtures.write(
            [
                "Content/native/button/index.html": "<p>hand-made</p>",
                "Content/native/alert-dialog": "a file where the page folder goes",
                "Content/criteria/web/link.txt/notes.png": "a folder where a file goes",
                "Content/assets/site.css": "the theme's file",
            ], under: root)
        let content = options.contentDirectory
        let expected = [
            "\(content)/assets/site.css:1:1: error: this file would overwrite the generated 'assets/site.css' — rename "
                + "or move it",
            "\(content)/criteria/web/link.txt/notes.png:1:1: error: this file would overwrite the generated "
                + "'criteria/web/link.txt' — rename or move it",
            "\(content)/native/alert-dialog:1:1: error: this file would overwrite the generated 'native/alert-dialog/' "
                + "— rename or move it",
            "\(content)/native/button/index.html:1:1: error: this file would overwrite the generated "
                + "'native/button/index.html' — rename or move it",
        ]
        XCTAssertThrowsError(try SiteBuilder(options: options).build()) { error in
            XCTAssertEqual((error as? BuildError)?.diagnostics.errors.map(\.description), expected)
        }
        let findings = try ContentChecker(options: options).check()
        XCTAssertEqual(findings.errors.map(\.description), expected)
    }

    func testTheManifestListsExactlyWhatRenderWrites() throws {
        let content = try ContentLoader(directory: Fixtures.siteContent, collections: Fixtures.siteCollections).load()
        XCTAssertFalse(content.guides.isEmpty)
        for baseURL in ["https://example.org/", "/"] {
            let renderer = try SiteRenderer(
                templatesDirectory: Fixtures.templates, options: Fixtures.siteOptions(baseURL: baseURL))
            let manifest = SiteManifest(
                entries: content.entries, guides: content.guides, assets: content.assets, theme: renderer.theme,
                withSitemap: baseURL != "/")
            let written = try renderer.renderAll(content, contentDirectory: Fixtures.siteContent).map(\.path)
            XCTAssertEqual(written, manifest.items.map(\.path).sorted(), baseURL)
            XCTAssertEqual(written.contains("sitemap.xml"), baseURL != "/")
        }
    }

    /// Entries render on every core: the files are the same, byte for byte, as one at a time.
    func testAParallelBuildWritesWhatASequentialOneDoes() throws {
        let directory = Fixtures.repository.appendingPathComponent("Content").path
        var content = try ContentLoader(directory: directory).load()
        let dates = LastUpdated.dates(contentDirectory: directory, files: content.entries.map(\.file))
        for index in content.entries.indices { content.entries[index].lastUpdated = dates[content.entries[index].file] }
        let renderer = try SiteRenderer(
            templatesDirectory: nil, options: SiteOptions(baseURL: "https://example.org/a11y/"))
        let parallel = try renderer.renderAll(content, contentDirectory: directory)
        let sequential = try renderer.renderAll(content, contentDirectory: directory, concurrently: false)
        XCTAssertGreaterThan(content.entries.count, 10)
        XCTAssertEqual(parallel.map(\.path), sequential.map(\.path))
        for (one, other) in zip(parallel, sequential) { XCTAssertEqual(one, other, one.path) }
    }
}
