import A11yDocsTestSupport
import XCTest

@testable import A11yDocs

/// The fixture site's Markdown mirrors and some HTML pages, compared byte for byte with the files in
/// `Snapshots/`. They show how each body layout is normalised, and how a guide is shown. To accept
/// a deliberate change, run the tests with `A11YDOCS_RECORD_SNAPSHOTS=1` and review the diff.
final class SnapshotTests: XCTestCase {
    private static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots")

    func testRenderedFilesMatchTheirSnapshots() throws {
        let output = try Fixtures.temporaryDirectory(self).appendingPathComponent("Output")
        var options = BuildOptions(
            contentDirectory: Fixtures.siteContent, templatesDirectory: Fixtures.templates,
            outputDirectory: output.path,
            site: Fixtures.siteOptions()
        )
        // Dates depend on the checkout; `SiteConfigCommandTests` and `LastUpdatedTests` cover them.
        options.showsLastUpdated = false
        _ = try SiteBuilder(options: options).build()
        let record = ProcessInfo.processInfo.environment["A11YDOCS_RECORD_SNAPSHOTS"] == "1"
        let files = [
            ("native/button.md", "older-layout-button.md"),
            ("native/alert-dialog.md", "newer-layout-alert-dialog.md"),
            ("index.md", "index.md"),
            ("web/link.md", "minimal-link.md"),
            ("web/link/index.html", "minimal-link.html"),
            ("native/button/index.html", "older-layout-button.html"),
            ("how-to-test/keyboard.md", "guide-keyboard.md"),
            ("how-to-test/screen-reader.md", "sloppy-guide-screen-reader.md"),
            ("how-to-test/screen-reader/index.html", "sloppy-guide-screen-reader.html"),
        ]
        for (path, snapshot) in files {
            let actual = try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
            let snapshotURL = Self.directory.appendingPathComponent(snapshot)
            if record {
                try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
                try actual.write(to: snapshotURL, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: snapshotURL, encoding: .utf8)
            XCTAssertEqual(
                actual, expected,
                "\(path) differs from Snapshots/\(snapshot); set A11YDOCS_RECORD_SNAPSHOTS=1 to accept")
        }
    }
}
