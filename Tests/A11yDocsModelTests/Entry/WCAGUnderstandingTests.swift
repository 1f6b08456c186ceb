import A11yDocsModel
import XCTest

/// Importers read success criteria from links to the W3C's Understanding documents: each
/// criterion's slug names it, in WCAG 2.2 and under the names earlier versions gave it.
final class WCAGUnderstandingTests: XCTestCase {
    func testEveryCriterionIsFoundByTheSlugOfItsUnderstandingDocument() {
        for criterion in WCAG.criteria {
            XCTAssertEqual(WCAG.number(understandingSlug: criterion.understandingSlug), criterion.number)
            XCTAssertTrue(criterion.understandingURL.hasSuffix("/\(criterion.understandingSlug).html"))
        }
        XCTAssertEqual(WCAG.criterion("4.1.2")?.understandingSlug, "name-role-value")
        XCTAssertEqual(WCAG.criterion("2.2.5")?.understandingSlug, "re-authenticating")
        XCTAssertEqual(WCAG.criterion("3.3.4")?.understandingSlug, "error-prevention-legal-financial-data")
    }

    func testFormerNamesAndOtherPagesAreToldApart() {
        XCTAssertEqual(WCAG.number(understandingSlug: "Target-Size"), "2.5.5", "WCAG 2.1's name, any case")
        XCTAssertEqual(WCAG.number(understandingSlug: "parsing"), "4.1.1", "removed in 2.2, still a number")
        XCTAssertNil(WCAG.number(understandingSlug: "keyboard-interface"))
        XCTAssertNil(WCAG.number(understandingSlug: ""))
    }
}
