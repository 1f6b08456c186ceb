import XCTest

@testable import A11yDocsModel

/// The phrasings every problem shares read the same wherever they are used.
final class WordingTests: XCTestCase {
    func testSuggestionsReadAsOneQuestion() {
        XCTAssertEqual(Wording.didYouMean("output"), " — did you mean 'output'?")
        XCTAssertEqual(Wording.didYouMean(nil), "")
        XCTAssertEqual(
            Wording.didYouMean(anyOf: ["native/link", "web/link"]), "did you mean 'native/link', 'web/link'?")
        XCTAssertEqual(Suggestion.didYouMean("ouput", in: ["output", "content"]), " — did you mean 'output'?")
    }

    func testListsAreQuotedOrSampled() {
        XCTAssertEqual(Wording.quoted(["a", "b"]), "'a', 'b'")
        XCTAssertEqual(Wording.list(["ios", "android"]), "ios, android")
        XCTAssertEqual(Wording.choices(["native", "web"]), " Choices: native, web.")
        XCTAssertEqual(Wording.choices((1...13).map(String.init)), "")
        XCTAssertEqual(Wording.sample(["a", "b", "c"]), "a, b, c")
        XCTAssertEqual(Wording.sample(["a", "b", "c", "d"]), "a, b, c, …")
    }

    func testLongTextIsCutWithAnEllipsis() {
        XCTAssertEqual(Wording.truncated("short", to: 40), "short")
        XCTAssertEqual(
            Wording.truncated(String(repeating: "x", count: 41), to: 40), String(repeating: "x", count: 40) + "…")
        XCTAssertEqual(Wording.hint("rename it"), " — rename it")
    }
}
