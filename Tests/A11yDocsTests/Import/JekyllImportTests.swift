import XCTest
@testable import A11yDocsImport

/// Planning and writing an import from a small site written into a scratch folder.
final class JekyllImportTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("a11ydocs-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ files: [String: String]) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
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
        XCTAssertEqual(plan.files.map(\.path), [
            "native/date-picker.md", "web/images/ring.svg", "web/link.md", "web/link-2.md", "web/forms/_text-field.md",
        ])
        XCTAssertEqual(String(decoding: plan.files[2].contents, as: UTF8.self), "---\ntitle: Link\n---\n```html example\n<a href=\"/\">Home</a>\n```\n")
        XCTAssertEqual(plan.report.renames.map(\.description), [
            "\(site)/_native/Date Picker.md → \(content)/native/date-picker.md",
            "\(site)/_checklist-web/Link.md → \(content)/web/link-2.md",
            "\(site)/_checklist-web/forms/_Text Field.markdown → \(content)/web/forms/_text-field.md",
        ])
        XCTAssertEqual(plan.report.findings.map(\.description), [
            "\(site)/_checklist-web/Link.md:1:1: error: '\(site)/_web/link.md' already becomes '\(content)/web/link.md' — this file is written as 'link-2.md'; rename one of them",
        ])
        XCTAssertEqual(plan.report.entries, 4)
        XCTAssertEqual(plan.report.collections, 3)
        XCTAssertEqual(plan.report.summary,
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

    func testTheDestinationIsCheckedAndWrittenInOneStep() throws {
        try write(["Content/native/own.md": "mine\n", "Content/native/a.md": "old\n", "Content/.keep": ""])
        XCTAssertThrowsError(try ImportDestination.check(content, force: false)) {
            XCTAssertEqual($0 as? ImportDestination.Failure, .notEmpty(content))
        }
        XCTAssertNoThrow(try ImportDestination.check(content, force: true))
        XCTAssertNoThrow(try ImportDestination.check(root.appendingPathComponent("New").path, force: false))
        try write(["Hidden/.keep": "", "File": ""])
        XCTAssertNoThrow(try ImportDestination.check(root.appendingPathComponent("Hidden").path, force: false))
        XCTAssertThrowsError(try ImportDestination.check(root.appendingPathComponent("File").path, force: true))

        let files = [ImportPlan.File(path: "native/a.md", contents: Data("new\n".utf8)), ImportPlan.File(path: "web/b.md", contents: Data("b\n".utf8))]
        try ImportDestination.write(files, to: content)
        try ImportDestination.write(files, to: root.appendingPathComponent("Fresh/Content").path)
        let read = { (path: String) in String(decoding: try Data(contentsOf: self.root.appendingPathComponent(path)), as: UTF8.self) }
        XCTAssertEqual(try read("Content/native/a.md"), "new\n")
        XCTAssertEqual(try read("Content/native/own.md"), "mine\n", "files the import does not write stay")
        XCTAssertEqual(try read("Content/web/b.md"), "b\n")
        XCTAssertEqual(try read("Fresh/Content/web/b.md"), "b\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.contains(".import-") }
        XCTAssertEqual(left, [], "no staging folder stays behind")
    }

    func testAFailedWriteLeavesTheFolderAsItWas() throws {
        try write(["Content/native/a.md": "old\n", "Content/web/b.md/readme": "a folder where a file goes\n"])
        let files = [ImportPlan.File(path: "native/a.md", contents: Data("new\n".utf8)), ImportPlan.File(path: "web/b.md", contents: Data("b\n".utf8))]
        XCTAssertThrowsError(try ImportDestination.write(files, to: content))
        XCTAssertEqual(String(decoding: try Data(contentsOf: root.appendingPathComponent("Content/native/a.md")), as: UTF8.self), "old\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.contains(".import-") }, [])
    }
}
