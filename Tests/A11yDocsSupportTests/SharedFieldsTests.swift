import XCTest

@testable import A11yDocsSupport

final class SharedFieldsTests: XCTestCase {
    private struct Fields: Hashable {
        var title: String
        var tags: [String]
    }

    /// A change gives the changed copy new fields and leaves every other copy as it was; copies are
    /// equal while they share their fields, and values made apart are equal (and hash alike) when
    /// their fields are.
    func testAChangeLeavesOtherCopiesAndEqualityFollowsTheFields() {
        let original = SharedFields(Fields(title: "Switch", tags: ["input"]))
        var changed = original
        XCTAssertEqual(changed, original)
        changed.change { $0.tags.append("toggle") }
        XCTAssertEqual(original.fields, Fields(title: "Switch", tags: ["input"]))
        XCTAssertEqual(changed.fields, Fields(title: "Switch", tags: ["input", "toggle"]))
        XCTAssertNotEqual(changed, original)

        let madeApart = SharedFields(Fields(title: "Switch", tags: ["input", "toggle"]))
        XCTAssertEqual(madeApart, changed)
        XCTAssertEqual(madeApart.hashValue, changed.hashValue)
    }
}
