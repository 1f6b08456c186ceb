import A11yDocsTestSupport
import XCTest

@testable import A11yDocsCriteria
@testable import A11yDocsLoading

final class EntryLookupTests: XCTestCase {
    func testFindsBySlugOrIdAndSuggestsCloseMatches() throws {
        let lookup = EntryLookup(entries: try ContentLoader(directory: Fixtures.siteContent).load().entries)
        XCTAssertEqual(try lookup.entry(named: "button").get().title, "Button")
        XCTAssertEqual(try lookup.entry(named: "web/link").get().title, "Link")
        XCTAssertEqual(lookup.entry(named: "buton").failure, .unknown("buton", closeMatches: ["button"]))
        XCTAssertEqual(lookup.entry(named: "buton").failure?.description, "no entry 'buton' — did you mean 'button'?")
        XCTAssertEqual(
            lookup.entry(named: "zzzzzzzz").failure?.description,
            "no entry 'zzzzzzzz' — list them in the index, or check the file name under the content folder")
    }

    func testASlugInTwoCollectionsMustBeNamedWithItsCollection() throws {
        let root = try Fixtures.temporaryDirectory(self)
        try Fixtures.write(
            [
                "native/link.md": "---\ntitle: Link\ncategories: x\n---\n",
                "web/link.md": "---\ntitle: Web link\ncategories: x\n---\n",
            ], under: root)
        let lookup = EntryLookup(entries: try ContentLoader(directory: root.path).load().entries)
        XCTAssertEqual(
            lookup.entry(named: "link").failure?.description,
            "'link' is in several collections — name one: native/link, web/link")
        XCTAssertEqual(try lookup.entry(named: "web/link").get().title, "Web link")
    }
}
