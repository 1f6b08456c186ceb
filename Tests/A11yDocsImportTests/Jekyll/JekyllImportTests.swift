import A11yDocsTestSupport
import XCTest

@testable import A11yDocsImport

/// Planning the import of a small Jekyll site written into a scratch folder.
final class JekyllImportTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Fixtures.temporaryDirectory(self)
    }

    private func write(_ files: [String: String]) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    private var site: String { root.appendingPathComponent("site").path }
    private var content: String { root.appendingPathComponent("Content").path }

    func testCollectionsBecomeFoldersAndNamesBecomeSlugs() throws {
        try write([
            "site/_config.yml": "title: x\n",
            "site/_includes/examples/a.html": "<a href=\"/\">Home</a>\n",
            "site/_layouts/entry.html": "{{ content }}\n",
            "site/_data/nav.yml": "- x\n",
            "site/_native/Date Picker.md": "---\ntitle: Date picker\n---\n",
            "site/_web/link.md": "---\ntitle: Link\n---\n{% include examples/a.html %}\n",
            "site/_web/images/ring.svg": "<svg/>\n",
            "site/_web/.DS_Store": "x",
            "site/_checklist-web/Link.md": "---\ntitle: Link checklist\n---\n",
            "site/_checklist-web/forms/_Text Field.markdown": "---\ntitle: Text field\n---\n",
            "site/_assets/logo.svg": "<svg/>\n",
        ])
        var importer = JekyllImporter()
        importer.importsEveryCollection = true
        let plan = try importer.plan(ImportRequest(source: site, destination: content))
        XCTAssertEqual(
            plan.files.map(\.path),
            [
                "native/date-picker.md", "web/images/ring.svg", "web/link.md", "web/link-2.md",
                "web/forms/_text-field.md",
            ])
        XCTAssertEqual(
            String(decoding: plan.files[2].contents, as: UTF8.self),
            "---\ntitle: Link\n---\n```html example\n<a href=\"/\">Home</a>\n```\n")
        XCTAssertEqual(
            plan.report.renames.map(\.description),
            [
                "\(site)/_native/Date Picker.md → \(content)/native/date-picker.md",
                "\(site)/_checklist-web/Link.md → \(content)/web/link-2.md",
                "\(site)/_checklist-web/forms/_Text Field.markdown → \(content)/web/forms/_text-field.md",
            ])
        XCTAssertEqual(
            plan.report.findings.map(\.description),
            [
                "\(site)/_checklist-web/Link.md:1:1: error: '\(site)/_web/link.md' already becomes "
                    + "'\(content)/web/link.md' — this file is written as 'link-2.md'; rename one of them"
            ])
        XCTAssertEqual(plan.report.entries, 4)
        XCTAssertEqual(plan.report.collections, 3)
        XCTAssertEqual(
            plan.report.summary,
            "Imported 4 entries from 3 collections into \(content)/ — 3 files renamed, 0 keys indented, 1 problem")
    }

    func testASiteWithoutCollectionsIsRefused() throws {
        try write(["site/_config.yml": "x: y\n", "site/_layouts/a.html": "", "site/_empty/readme.txt": "no entries"])
        XCTAssertThrowsError(try JekyllImporter().plan(ImportRequest(source: site))) {
            XCTAssertEqual($0 as? JekyllImporter.Failure, .noCollections(site))
        }
        XCTAssertThrowsError(try JekyllImporter().plan(ImportRequest(source: site + "/nope"))) {
            XCTAssertEqual($0 as? JekyllImporter.Failure, .siteNotFound(site + "/nope"))
        }
    }
}
