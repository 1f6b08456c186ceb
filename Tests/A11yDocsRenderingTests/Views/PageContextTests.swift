import Foundation
import XCTest

@testable import A11yDocsRendering

final class PageContextTests: XCTestCase {
    /// The bytes a brand file's path keeps as they are: exactly the ASCII of Foundation's
    /// `urlPathAllowed`, which encodes the rest.
    func testPathBytesKeptAsTheyAreAreFoundationsPathCharacters() {
        for byte in UInt8(0)..<0x80 {
            let allowed = CharacterSet.urlPathAllowed.contains(Unicode.Scalar(byte))
            XCTAssertEqual(PageContext.isAllowedInPath(byte), allowed, "byte \(byte)")
        }
    }
}
