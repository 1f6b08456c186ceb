import XCTest

@testable import A11yDocsSupport

final class StringJoinedInOneCopyTests: XCTestCase {
    /// The same text as `joined(separator:)` and `+ ending`, whatever the parts: none, empty ones,
    /// characters beyond ASCII, long and small (inline) strings, an empty or multi-byte separator.
    func testJoinsAsTheStandardLibraryDoes() {
        let parts: [[String]] = [
            [], [""], ["", ""], ["one"], ["Given a switch", "When Space is pressed", "Then it reads “on”"],
            ["é", "e\u{301}", "👩🏽‍🦯", String(repeating: "long line ", count: 40), ""],
            (0..<70).map { "    Then step \($0)" },
        ]
        for lines in parts {
            for separator in ["", "\n", "; ", " → "] {
                for ending in ["", "\n"] {
                    XCTAssertEqual(
                        lines.joinedInOneCopy(separator: separator, ending: ending),
                        lines.joined(separator: separator) + ending, "\(lines) \(separator.debugDescription)")
                }
            }
        }
        XCTAssertEqual(["a", "b"].joinedInOneCopy(separator: ", "), "a, b")
    }

    /// Indented from a given string on, empty strings left empty, as mapping each and joining.
    func testIndentsTheStringsFromTheOneGivenOnButEmptyOnes() {
        let lines = ["@tag", "Feature: Switch", "", "Scenario: on", "  When Space is pressed", "", "é 👩🏽‍🦯"]
        for indent in ["", "  ", "    ", "→ "] {
            for first in [0, 1, 2, 5, 7, 9] {
                let expected = lines.enumerated().map {
                    $0.offset >= first && !$0.element.isEmpty ? indent + $0.element : $0.element
                }
                XCTAssertEqual(
                    lines.joinedInOneCopy(separator: "\n", ending: "\n", indenting: indent, from: first),
                    expected.joined(separator: "\n") + "\n", "\(indent.debugDescription) from \(first)")
            }
        }
        XCTAssertEqual([String]().joinedInOneCopy(separator: "\n", indenting: "  "), "")
    }
}
