import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsModel
@testable import A11yDocsSearch

/// The build's search answers as the search page's script does: every word must be found at
/// the start of a term, the best field of each word counts, and a whole term counts one more.
final class SearchResultTests: XCTestCase {
    private func entry(_ slug: String, _ front: String) throws -> Entry {
        try XCTUnwrap(Fixtures.entry("---\n\(front)\n---\n", slug: slug).entry)
    }

    private func index(_ entries: [Entry]) -> SearchIndex {
        SearchIndex(entries) { SearchDocument(entry: $0, url: "native/\($0.slug)/", collectionName: "Native") }
    }

    func testRanksByTheBestFieldOfEachWordAndNamesTheFields() throws {
        let switchEntry = try entry(
            "switch", "title: Switch\ncategories: controls\ndescription: Turns a setting on or off.")
        let toggle = try entry(
            "toggle", "title: Toggle button\ncategories: controls\ndescription: A button that works like a switch.")
        let slider = try entry(
            "slider", "title: Slider\ncategories: inputs\nkeyboard:\n  up arrow: Moves the switch handle")
        let results = index([slider, toggle, switchEntry]).search("switch")
        XCTAssertEqual(results.map(\.entry.slug), ["switch", "toggle", "slider"])
        XCTAssertEqual(results.map(\.score), [17, 7, 5])
        XCTAssertEqual(results.map(\.foundIn), [["title"], ["description"], ["acceptance criteria"]])
    }

    func testEveryWordMustBeFoundAtTheStartOfATerm() throws {
        let toggle = try entry("toggle", "title: Toggle button\ncategories: controls")
        let button = try entry("button", "title: Button\ncategories: controls")
        let search = index([toggle, button])
        XCTAssertEqual(search.search("tog but").map(\.entry.slug), ["toggle"])
        XCTAssertEqual(
            search.search("but").map(\.entry.slug), ["button", "toggle"], "equal scores keep the index's order")
        XCTAssertEqual(search.search("utton"), [] as [SearchResult], "not inside a word")
        XCTAssertEqual(search.search("  "), [] as [SearchResult])
        XCTAssertEqual(search.search("button", where: { $0.slug != "button" }).map(\.entry.slug), ["toggle"])
    }
}

extension SearchResult: Equatable {
    public static func == (lhs: SearchResult, rhs: SearchResult) -> Bool {
        lhs.entry == rhs.entry && lhs.score == rhs.score && lhs.foundIn == rhs.foundIn
    }
}
