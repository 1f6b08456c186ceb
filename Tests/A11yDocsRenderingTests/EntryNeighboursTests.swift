import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsModel
@testable import A11yDocsRendering

final class EntryNeighboursTests: XCTestCase {
    private func entry(_ slug: String, title: String, categories: String, order: Int? = nil) throws -> Entry {
        let orderLine = order.map { "order: \($0)\n" } ?? ""
        return try XCTUnwrap(
            Fixtures.entry("---\ntitle: \(title)\ncategories: \(categories)\n\(orderLine)---\n", slug: slug).entry)
    }

    func testNeighboursFollowTheIndexOrderWithinTheFirstCategory() throws {
        let entries = [
            try entry("toggle", title: "Toggle", categories: "[Controls, Forms]"),
            try entry("button", title: "Button", categories: "[controls]", order: 1),
            try entry("slider", title: "Slider", categories: "[Controls]"),
            try entry("alert", title: "Alert", categories: "[Feedback]"),
        ]
        let neighbours = EntryNeighbours(entries)
        XCTAssertEqual(neighbours["native/button.md"]?.previous, nil)
        XCTAssertEqual(neighbours["native/button.md"]?.next, .init(title: "Slider", directory: "native/slider/"))
        XCTAssertEqual(neighbours["native/slider.md"]?.previous, .init(title: "Button", directory: "native/button/"))
        XCTAssertEqual(neighbours["native/slider.md"]?.next, .init(title: "Toggle", directory: "native/toggle/"))
        XCTAssertEqual(neighbours["native/toggle.md"]?.next, nil)
        XCTAssertEqual(neighbours["native/toggle.md"]?.category, "Controls")
        XCTAssertEqual(neighbours["native/alert.md"], .init(category: "Feedback", previous: nil, next: nil))
    }

    func testARenamedEntryChangesTheNeighboursOfTheEntriesAroundIt() throws {
        let before = EntryNeighbours([
            try entry("a", title: "Alpha", categories: "Controls"),
            try entry("b", title: "Beta", categories: "Controls"),
            try entry("c", title: "Gamma", categories: "Controls"), try entry("d", title: "Delta", categories: "Other"),
        ])
        let after = EntryNeighbours([
            try entry("a", title: "Zeta", categories: "Controls"),
            try entry("b", title: "Beta", categories: "Controls"),
            try entry("c", title: "Gamma", categories: "Controls"), try entry("d", title: "Delta", categories: "Other"),
        ])
        XCTAssertEqual(after.changed(from: before), ["native/a.md", "native/b.md", "native/c.md"])
        XCTAssertEqual(after.changed(from: after), [])
    }
}
