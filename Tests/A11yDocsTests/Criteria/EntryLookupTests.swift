import XCTest
@testable import A11yDocs

final class EntryLookupTests: XCTestCase {
    func testFindsBySlugOrIdAndSuggestsCloseMatches() throws {
        let lookup = EntryLookup(entries: try ContentLoader(directory: Fixtures.siteContent).load().entries)
        XCTAssertEqual(try lookup.entry(named: "button").get().title, "Button")
        XCTAssertEqual(try lookup.entry(named: "web/link").get().title, "Link")
        XCTAssertEqual(lookup.entry(named: "buton").failure, .unknown("buton", closeMatches: ["button"]))
        XCTAssertEqual(lookup.entry(named: "buton").failure?.description, "no entry 'buton' — did you mean 'button'?")
        XCTAssertEqual(lookup.entry(named: "zzzzzzzz").failure?.description,
                       "no entry 'zzzzzzzz' — list them in the index, or check the file name under the content folder")
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
