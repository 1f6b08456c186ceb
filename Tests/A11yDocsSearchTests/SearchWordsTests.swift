import XCTest

@testable import A11yDocsSearch

final class SearchWordsTests: XCTestCase {
    private func terms(_ text: String) -> [String] {
        var terms: [String] = []
        SearchWords.forEachTerm(in: text) { terms.append(String(decoding: $0, as: UTF8.self)) }
        return terms
    }

    func testTermsAreLowercasedRunsOfLettersAndDigits() {
        XCTAssertEqual(terms("Swipe RIGHT, then double-tap!"), ["swipe", "right", "then", "double", "tap"])
    }

    func testOneCharacterWordsAreLeftOut() {
        XCTAssertEqual(terms("Don’t use a <div> as a button"), ["don", "use", "div", "as", "button"])
    }

    func testCamelCaseIdentifiersAreAlsoFoundByTheirParts() {
        XCTAssertEqual(
            terms("view.contentDescription = \"Play\""),
            ["view", "contentdescription", "content", "description", "play"])
        XCTAssertEqual(terms("isAccessibilityElement"), ["isaccessibilityelement", "is", "accessibility", "element"])
        // A run of capitals is one part: no `rl` or `ession`.
        XCTAssertEqual(terms("URLSession"), ["urlsession"])
    }

    func testDottedNumbersStayOneTerm() {
        XCTAssertEqual(terms("WCAG 1.4.10 and 2.5.8."), ["wcag", "1.4.10", "and", "2.5.8"])
        XCTAssertEqual(terms("v2.beta"), ["v2", "beta"])
    }

    func testLettersBeyondASCIIAreWordCharactersAndPunctuationIsNot() {
        XCTAssertEqual(terms("Schaltfläche — Ärger…Zoë"), ["schaltfläche", "ärger", "zoë"])
        XCTAssertEqual(terms("ボタン、スライダー"), ["ボタン", "スライダー"])
    }

    func testBrokenOrEmptyTextGivesNoTermsAndNoCrash() {
        XCTAssertEqual(terms(""), [])
        XCTAssertEqual(terms("— … ! ?"), [])
        XCTAssertEqual(terms(String(decoding: [0xE2, 0x82, 0x61, 0x62], as: UTF8.self)), ["ab"])
    }
}
