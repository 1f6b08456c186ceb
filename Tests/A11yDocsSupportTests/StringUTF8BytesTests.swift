import Foundation
import XCTest

@testable import A11yDocsSupport

final class StringUTF8BytesTests: XCTestCase {
    /// Empty, small (kept inside the string's own bytes), large, beyond ASCII, made from Foundation
    /// and cut from a longer text: each read as its UTF-8 bytes, and what the body returns handed back.
    func testBytesAreTheStringsUTF8WhereverTheStringKeepsThem() {
        let long = String(repeating: "Swipe right to move to the next item. ", count: 40)
        let texts = [
            "", "Tab", "Schaltfläche — Zoë", long, NSString(string: "Ärger… 中").description,
            String(long.dropFirst(6).prefix(300)), String(decoding: [0x61, 0xE2, 0x82], as: UTF8.self),
        ]
        for text in texts {
            XCTAssertEqual(text.withUTF8Bytes { Array($0) }, Array(text.utf8), text)
            XCTAssertEqual(text.withUTF8Bytes { $0.count }, text.utf8.count, text)
        }
    }

    func testAnErrorTheBodyThrowsComesOut() {
        struct Stop: Error {}
        XCTAssertThrowsError(try "Tab".withUTF8Bytes { _ in throw Stop() }) { XCTAssertTrue($0 is Stop) }
    }
}
