import XCTest

@testable import A11yDocsMarkdown

final class KeywordSetTests: XCTestCase {
    func testFindsWholeWordsOnly() {
        let set = KeywordSet(["let", "for", "fileprivate", "in"])
        for word in ["let", "for", "fileprivate", "in"] { XCTAssertTrue(set.contains(word), word) }
        for word in ["", "le", "lett", "letter", "format", "Let", "i", "fileprivat", "x"] {
            XCTAssertFalse(set.contains(word), word)
        }
    }

    func testLooksUpASliceOfTheCode() {
        let set = KeywordSet(["let"])
        var code = "letter let"
        code.withUTF8 { bytes in
            XCTAssertFalse(set.contains(bytes, 0, 6))
            XCTAssertTrue(set.contains(bytes, 7, 10))
            XCTAssertFalse(set.contains(bytes, 7, 11), "past the end")
        }
    }

    func testEmptySetContainsNothing() {
        XCTAssertFalse(KeywordSet([]).contains(""))
        XCTAssertFalse(KeywordSet([]).contains("a"))
    }

    func testEveryLanguageKeywordIsFound() {
        // Many words in one table: every one must still be found past collisions.
        let words = (0..<500).map { "w\($0)" }
        let set = KeywordSet(words)
        for word in words { XCTAssertTrue(set.contains(word), word) }
        XCTAssertFalse(set.contains("w500"))
    }
}
