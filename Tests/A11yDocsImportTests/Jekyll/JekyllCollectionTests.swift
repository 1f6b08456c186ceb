import XCTest

@testable import A11yDocsImport

/// Which folders of a Jekyll site hold collections, and the a11ydocs collection each becomes.
final class JekyllCollectionTests: XCTestCase {
    func testCollectionFolders() {
        XCTAssertEqual(JekyllCollection(folder: "_native")?.name, "native")
        XCTAssertEqual(JekyllCollection(folder: "_checklist-web")?.name, "web")
        XCTAssertEqual(JekyllCollection(folder: "_checklist-web")?.isChecklist, true)
        XCTAssertEqual(JekyllCollection(folder: "_Web Patterns")?.name, "web-patterns")
        XCTAssertEqual(JekyllCollection(folder: "_checklist")?.name, "checklist")
        for folder in ["_includes", "_layouts", "_data", "_site", "_sass", "native", "__x", ".git"] {
            XCTAssertNil(JekyllCollection(folder: folder), folder)
        }
    }
}
