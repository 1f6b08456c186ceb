import XCTest

@testable import A11yDocsSupport

final class HTMLEscapingTests: XCTestCase {
    /// The five characters are replaced wherever they stand; text without them comes back as it is.
    func testEscapesTheFiveCharactersAndLeavesTheRest() {
        let cases = [
            ("", ""), ("Tab key", "Tab key"), ("é 👩🏽‍🦯 → ✓", "é 👩🏽‍🦯 → ✓"),
            ("<kbd>Tab</kbd>", "&lt;kbd&gt;Tab&lt;/kbd&gt;"), ("Salt & \"pepper\"", "Salt &amp; &quot;pepper&quot;"),
            ("it's", "it&#39;s"),
            (
                String(repeating: "long text without any ", count: 20) + "&",
                String(repeating: "long text without any ", count: 20) + "&amp;"
            ),
        ]
        for (text, escaped) in cases {
            XCTAssertEqual(text.htmlEscaped, escaped, text)
            XCTAssertEqual(HTMLEscaping.needsEscaping(text), text != escaped, text)
        }
    }
}
