import XCTest

@testable import A11yDocsImport

/// Success criteria come from links to the W3C's Understanding documents and from bullets that
/// start with a number; anything else is left to the links, and what is no criterion is reported.
final class WCAGReferencesTests: XCTestCase {
    func testLinksAndBulletsNameCriteria() {
        let result = WCAGReferences.read(
            SourceLine.lines(
                of: """
                    - [Info and Relationships](https://www.w3.org/WAI/WCAG21/Understanding/info-and-relationships)
                    - [2.5.5 Target Size](https://www.w3.org/WAI/WCAG21/Understanding/target-size)
                    - **2.1.1** Keyboard (Level A)
                    - 1.3.1 again
                    - See 1.4.3 in the text, which is not read
                    - [APG keyboard](https://www.w3.org/WAI/ARIA/apg/practices/keyboard-interface/)
                    - 4.1.9 Input Announcements (Level A)
                    - 4.1.1 Parsing
                    - [Techniques](https://www.w3.org/WAI/WCAG22/Understanding/understanding-techniques)
                    """))
        XCTAssertEqual(result.numbers, ["1.3.1", "2.5.5", "2.1.1"])
        XCTAssertEqual(
            result.problems.map { "\($0.line):\($0.column): \($0.problem.message)" },
            [
                "7:3: '4.1.9' is not a WCAG 2.2 success criterion (did you mean '4.1.3'?) — it is left out of 'wcag:' "
                    + "and kept under 'Further reading'",
                "8:3: '4.1.1' (Parsing) was removed in WCAG 2.2 — it is left out of 'wcag:' and kept under 'Further "
                    + "reading'",
                "9:3: the Understanding page 'understanding-techniques' names no WCAG 2.2 success criterion — the link "
                    + "is kept under 'Further reading'",
            ])
    }
}
