import XCTest

@testable import A11yDocsSupport

final class StringJoinedInOneCopyTests: XCTestCase {
    /// The same text as `joined(separator:)`, whatever the parts: none, empty ones,
    /// characters beyond ASCII, long and small (inline) strings, an empty or multi-byte separator.
    func testJoinsAsTheStandardLibraryDoes() {
        let parts: [[String]] = [
            [], [""], ["", ""], ["one"], ["Given a switch", "When Space is pressed", "Then it reads “on”"],
            ["é", "e\u{301}", "👩🏽‍🦯", String(repeating: "long line ", count: 40), ""],
            (0..<70).map { "    Then step \($0)" },
        ]
        for lines in parts {
            for separator in ["", "\n", "; ", " → "] {
                XCTAssertEqual(
                    lines.joinedInOneCopy(separator: separator), lines.joined(separator: separator),
                    "\(lines) \(separator.debugDescription)")
            }
        }
        XCTAssertEqual(["a", "b"].joinedInOneCopy(separator: ", "), "a, b")
    }
}
