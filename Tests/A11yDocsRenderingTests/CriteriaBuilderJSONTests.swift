import XCTest

@testable import A11yDocsRendering

final class CriteriaBuilderJSONTests: XCTestCase {
    /// Every `<` is escaped wherever it stands, so that no text can close the script element.
    func testEveryOpeningBracketIsEscapedAndTheRestKept() {
        let cases = [
            ("", ""), ("abc", "abc"), ("<", "\\u003c"), ("<<", "\\u003c\\u003c"), ("a<b", "a\\u003cb"),
            ("<a</script>", "\\u003ca\\u003c/script>"), ("é<ボ", "é\\u003cボ"), ("x<", "x\\u003c"),
        ]
        for (json, expected) in cases {
            XCTAssertEqual(
                String(decoding: CriteriaBuilderJSON.scriptSafe(Array(json.utf8)), as: UTF8.self), expected, json)
        }
    }
}
