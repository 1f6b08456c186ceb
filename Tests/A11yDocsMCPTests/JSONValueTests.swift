@testable import A11yDocsMCP
import MCP
import XCTest

final class JSONValueTests: XCTestCase {
    func testKeepsEveryKindOfValueAndLeavesDataURLsAsText() throws {
        let value = try JSONValue.parse(Array(#"{"a":[true,0,1,2.5,"data:text/plain,hi",null],"b":{"c":"x"}}"#.utf8))
        XCTAssertEqual(value, ["a": [true, 0, 1, 2.5, "data:text/plain,hi", nil], "b": ["c": "x"]])
    }

    func testEncodesWhatToolsReturn() throws {
        struct Listing: Encodable { var count: Int; var ids: [String]; var note: String? }
        XCTAssertEqual(try JSONValue.make(Listing(count: 2, ids: ["native/button", "web/link"], note: nil)),
                       ["count": 2, "ids": ["native/button", "web/link"]])
    }
}
