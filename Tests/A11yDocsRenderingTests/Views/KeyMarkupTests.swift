import XCTest

@testable import A11yDocsRendering

final class KeyMarkupTests: XCTestCase {
    func testKeysTheAuthorNamesAreMarkedAndOtherWordsKept() {
        XCTAssertEqual(KeyMarkup.html("shift+tab"), "<kbd>shift</kbd>+<kbd>tab</kbd>")
        XCTAssertEqual(KeyMarkup.html("Enter or Space"), "<kbd>Enter</kbd> or <kbd>Space</kbd>")
        XCTAssertEqual(
            KeyMarkup.html("left or right arrow"), "<kbd>left</kbd> or <kbd>right arrow</kbd>",
            "a direction is a key beside an arrow")
        XCTAssertEqual(KeyMarkup.html("page down"), "<kbd>page down</kbd>")
        XCTAssertEqual(
            KeyMarkup.html("first tab after the page loads"), "first <kbd>tab</kbd> after the page loads",
            "'page' without up or down is a word")
        XCTAssertEqual(KeyMarkup.html("the right panel"), "the right panel", "'right' without an arrow is a word")
        XCTAssertEqual(KeyMarkup.html("tabs <b>"), "tabs &lt;b&gt;", "a word that starts like a key is not one")
        XCTAssertEqual(KeyMarkup.html("Ctrl+F6"), "<kbd>Ctrl</kbd>+<kbd>F6</kbd>")
    }
}
