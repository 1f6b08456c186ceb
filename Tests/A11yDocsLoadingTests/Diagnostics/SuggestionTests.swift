import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsModel

final class SuggestionTests: XCTestCase {
    func testEditDistanceCountsASwapAsOneEdit() {
        XCTAssertEqual(Suggestion.editDistance("screanreader", "screenreader"), 1)
        XCTAssertEqual(Suggestion.editDistance("keybaord", "keyboard"), 1, "adjacent letters swapped")
        XCTAssertEqual(Suggestion.editDistance("", "tab"), 3)
    }

    func testSuggestsOnlyWhatIsCloseEnoughToBeATypo() {
        XCTAssertEqual(Suggestion.closest(to: "categoris", in: FrontMatter.knownKeys), "categories")
        XCTAssertEqual(Suggestion.closest(to: "Title", in: FrontMatter.knownKeys), "title")
        XCTAssertNil(Suggestion.closest(to: "permalinkstyle", in: FrontMatter.knownKeys))
        XCTAssertEqual(
            Suggestion.close(to: "slid", in: ["slider", "link", "stepper", "sliders"]), ["slider", "sliders"])
    }
}
