import XCTest

@testable import A11yDocsSupport

final class StringTrimmingTests: XCTestCase {
    /// A line break or a character beyond ASCII anywhere, at every position of texts of every
    /// length the eight-byte scan reads in pieces, makes the text more than one trimmed ASCII line.
    func testOneTrimmedASCIILineIsFoundAtEveryPosition() {
        let inside: [(String, Bool)] = [
            ("\n", false), ("\u{0B}", false), ("\u{0C}", false), ("\r", false), ("é", false), ("→", false),
            ("\t", true), (" ", true), ("~", true),
        ]
        for length in 3...19 {
            for position in 1..<(length - 1) {
                for (character, isOneLine) in inside {
                    let text =
                        String(repeating: "a", count: position) + character
                        + String(repeating: "b", count: length - position - 1)
                    XCTAssertEqual(text.isTrimmedASCIILine, isOneLine, "\(text.debugDescription)")
                    XCTAssertEqual(text.trimmedLines == [text], isOneLine || character == "é" || character == "→")
                }
            }
        }
        XCTAssertFalse(" a".isTrimmedASCIILine)
        XCTAssertFalse("a ".isTrimmedASCIILine)
        XCTAssertFalse("".isTrimmedASCIILine)
        XCTAssertEqual(" Press Tab \n\n then Enter ".trimmedLines, ["Press Tab", "then Enter"])
        XCTAssertEqual("Press\r\nTab".onOneLine, "Press Tab")
    }

    /// Trimmed as bytes where the ends are ASCII, and as characters otherwise: the same text as
    /// trimming white-space characters, for line ends, a combining mark after a space and white
    /// space beyond ASCII.
    func testTrimmingBytesAgreesWithTrimmingCharacters() {
        let texts = [
            "", " ", "\t\n\r\u{0B}\u{0C}", "  a  ", "\r\nPress Tab\r\n", "Press Tab\n", " \u{301}abc",
            "abc \u{301}", "a\u{301} ", "\u{A0}abc\u{A0}", "abc\u{2028}", " é ", "\u{85}x", "x\n\u{3000}",
        ]
        for text in texts {
            XCTAssertEqual(text.trimmed(), text.trimmed(where: \.isWhitespace), text.debugDescription)
        }
    }
}
