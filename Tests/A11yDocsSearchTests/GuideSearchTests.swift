import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocsModel
@testable import A11yDocsSearch

/// Guides are in the site's search: title, headings and text, in the index's order among entries.
final class GuideSearchTests: XCTestCase {
    private func index() throws -> SearchIndex {
        let slider = try XCTUnwrap(
            Fixtures.entry("---\ntitle: Slider\ncategories: controls\n---\nFocus moves.\n", slug: "slider").entry)
        let guide = try XCTUnwrap(
            Fixtures.guide(
                """
                ---
                title: Testing with a keyboard
                description: What to press
                ---
                ## Before you start

                Unplug the mouse, then press Tab.

                ```html
                <button>Save</button>
                ```
                """, slug: "keyboard"
            ).guide)
        return SearchIndex(
            [slider], guides: [guide],
            document: { SearchDocument(entry: $0, url: "native/\($0.slug)/", collectionName: "Native") },
            guideDocument: { SearchDocument(guide: $0, url: "how-to-test/\($0.slug)/", collectionName: "How to test") })
    }

    func testTheIndexHoldsGuidesRecordsAndTerms() throws {
        let bytes = try index().parts().joined()
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(bytes.utf8)) as? [String: Any])
        let records = try XCTUnwrap(json["entries"] as? [[String: Any]])
        XCTAssertEqual(records.map { $0["title"] as? String }, ["Testing with a keyboard", "Slider"])
        XCTAssertEqual(records[0]["url"] as? String, "how-to-test/keyboard/")
        XCTAssertEqual(records[0]["collectionName"] as? String, "How to test")
        XCTAssertEqual(records[0]["platforms"] as? [String], [], "a platform filter leaves guides out")
        XCTAssertEqual(records[0]["code"] as? Bool, true)
        let terms = try XCTUnwrap(json["terms"] as? [String])
        for word in ["testing", "keyboard", "before", "unplug", "mouse", "button", "press"] {
            XCTAssertTrue(terms.contains(word), word)
        }
    }

    func testTheLibrarysSearchAnswersWithEntriesOnly() throws {
        let index = try index()
        XCTAssertEqual(index.search("focus").map(\.entry.title), ["Slider"])
        XCTAssertEqual(index.search("unplug").map(\.entry.title), [], "the MCP search answers about entries")
        XCTAssertEqual(index.records.count, 2)
    }
}
