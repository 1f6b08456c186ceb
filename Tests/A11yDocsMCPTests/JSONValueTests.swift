import Foundation
import XCTest

@testable import A11yDocsMCP

final class JSONValueTests: XCTestCase {
    func testKeepsEveryKindOfValueAndLeavesDataURLsAsText() throws {
        let value = try JSONValue.parse(Array(#"{"a":[true,0,1,2.5,"data:text/plain,hi",null],"b":{"c":"x"}}"#.utf8))
        XCTAssertEqual(value, ["a": [true, 0, 1, 2.5, "data:text/plain,hi", nil], "b": ["c": "x"]])
    }

    func testEncodesWhatToolsReturn() throws {
        struct Listing: Encodable {
            var count: Int
            var ids: [String]
            var note: String?
        }
        XCTAssertEqual(
            try JSONValue.make(Listing(count: 2, ids: ["native/button", "web/link"], note: nil)),
            ["count": 2, "ids": ["native/button", "web/link"]])
    }

    func testAnAnswerIsWrittenWithSortedKeysAndUnescapedSlashes() throws {
        let line = #"{"b":[1,-2,0.5,"a/b \"q\" é"],"a":{"z":null,"y":false}}"#
        let written = OutgoingMessage.result(id: .number(1), try JSONValue.parse(Array(line.utf8))).data
        XCTAssertEqual(
            String(decoding: written, as: UTF8.self),
            #"{"id":1,"jsonrpc":"2.0","result":{"a":{"y":false,"z":null},"b":[1,-2,0.5,"a/b \"q\" é"]}}"#)
    }

    func testQuotesValuesShortlyForErrorMessages() {
        XCTAssertEqual(
            JSONValue.string(String(repeating: "x", count: 100)).summary,
            "\"" + String(repeating: "x", count: 80) + "\"")
        XCTAssertEqual(([1] as JSONValue).summary, "a list")
        XCTAssertEqual((["a": 1] as JSONValue).summary, "an object")
        XCTAssertEqual(JSONValue.null.summary, "null")
        XCTAssertEqual(JSONValue.double(2.5).summary, "2.5")
    }
}
