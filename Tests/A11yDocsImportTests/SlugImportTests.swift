import XCTest

@testable import A11yDocsImport

final class SlugImportTests: XCTestCase {
    func testNamesBecomeSlugs() {
        XCTAssertEqual(ImportSlug.make("Toggle Switch"), "toggle-switch")
        XCTAssertEqual(ImportSlug.make("  Date--Picker (iOS) "), "date-picker-ios")
        XCTAssertEqual(ImportSlug.make("button"), "button")
        XCTAssertEqual(ImportSlug.make("Ünïcode_name2"), "unicode-name2", "accents are the letters")
        XCTAssertEqual(ImportSlug.make("Überblick"), "uberblick")
        XCTAssertNil(ImportSlug.make("&"))
        XCTAssertEqual(ImportSlug.make("_draft"), "_draft")
        XCTAssertEqual(ImportSlug.make("_Dialog Draft"), "_dialog-draft")
        XCTAssertNil(ImportSlug.make("---"))
        XCTAssertNil(ImportSlug.make("_"))
    }

    func testUniqueNames() {
        let taken: Set = ["button-2", "button-3"]
        XCTAssertEqual(ImportSlug.unique("button") { !taken.contains($0) }, "button-4")
    }
}
