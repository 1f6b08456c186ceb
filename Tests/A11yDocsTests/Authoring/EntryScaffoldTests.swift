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
}
