import XCTest
@testable import A11yDocs

final class EntryScaffoldTests: XCTestCase {
    func testRefusesToOverwriteAndChecksTheSlug() throws {
        let root = try Fixtures.temporaryDirectory(self)
        _ = try EntryScaffold.create(slug: "tabs", collection: "native", title: "Tabs \"bar\"", contentDirectory: root.path)
        XCTAssertThrowsError(try EntryScaffold.create(slug: "tabs", collection: "native", title: nil, contentDirectory: root.path)) { error in
            XCTAssertEqual(error as? EntryScaffold.Failure, .exists(root.path + "/native/tabs.md"))
        }
        for bad in ["Tabs", "tab bar", "-tabs", "tabs--bar", "tabs_bar", ""] {
            XCTAssertThrowsError(try EntryScaffold.create(slug: bad, collection: "native", title: nil, contentDirectory: root.path), bad)
        }
        XCTAssertEqual(try ContentLoader(directory: root.path).load().entries.first?.title, "Tabs \"bar\"")
    }

    func testWritesNothingThroughACollectionLinkThatLeavesTheContentFolder() throws {
        let root = try Fixtures.temporaryDirectory(self)
        let content = root.appendingPathComponent("Content"), outside = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("ios"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: content.path + "/native", withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: content.path + "/gone", withDestinationPath: root.path + "/made-by-new")
        try FileManager.default.createSymbolicLink(atPath: content.path + "/apple", withDestinationPath: "ios")

        XCTAssertThrowsError(try EntryScaffold.create(slug: "tabs", collection: "native", title: nil, contentDirectory: content.path)) { error in
            let resolved = outside.standardizedFileURL.resolvingSymlinksInPath().path
            XCTAssertEqual(error as? EntryScaffold.Failure, .outsideContent(folder: content.path + "/native", target: resolved))
            XCTAssertEqual("\(error)", "'\(content.path)/native' leads outside the content folder (to '\(resolved)'), and entries are written only inside it — choose another --collection, or replace the link with a folder")
        }
        XCTAssertThrowsError(try EntryScaffold.create(slug: "tabs", collection: "gone", title: nil, contentDirectory: content.path)) { error in
            XCTAssertEqual(error as? EntryScaffold.Failure, .outsideContent(folder: content.path + "/gone", target: root.path + "/made-by-new"))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.path + "/made-by-new"))
        // A link that stays inside the content folder is a folder of the library.
        XCTAssertEqual(try EntryScaffold.create(slug: "tabs", collection: "apple", title: nil, contentDirectory: content.path), content.path + "/apple/tabs.md")
        XCTAssertTrue(FileManager.default.fileExists(atPath: content.path + "/ios/tabs.md"))
    }

    func testADanglingLinkWhereTheEntryGoesIsAFileThatExists() throws {
        let root = try Fixtures.temporaryDirectory(self)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("native"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.path + "/native/tabs.md", withDestinationPath: "/tmp/a11ydocs-never-\(UUID().uuidString)")
        XCTAssertThrowsError(try EntryScaffold.create(slug: "tabs", collection: "native", title: nil, contentDirectory: root.path)) { error in
            XCTAssertEqual(error as? EntryScaffold.Failure, .exists(root.path + "/native/tabs.md"))
        }
    }
}
