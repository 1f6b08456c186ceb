import XCTest

@testable import A11yDocsMarkdown
@testable import A11yDocsRendering
@testable import A11yDocsSupport

final class MarkdownTextTests: XCTestCase {
    /// Front-matter text in the mirror reads back as the same text, with GitHub's extensions too.
    func testTildesAndPipesStayText() throws {
        let text = "Moves ~5 to ~10 px, ~~not struck~~ | and ~~~ fenced"
        let escaped = MarkdownText.escaped(text)
        XCTAssertEqual(escaped, "Moves \\~5 to \\~10 px, \\~\\~not struck\\~\\~ \\| and \\~\\~\\~ fenced")
        let paragraph = try XCTUnwrap(CMark.parse(escaped).children.first)
        XCTAssertFalse(paragraph.containsNode { $0.kind == .strikethrough })
        XCTAssertEqual(paragraph.plainText, text)
        XCTAssertEqual(
            try CMark.parse(MarkdownText.escaped("~~~\ncode?")).children.map(\.kind), [.paragraph],
            "no fence at a line's start")
    }

    /// What would start a block is escaped at a line's start (after spaces too), digits opening a
    /// line keep their `.` or `)` from making a numbered item, and inside a line only the special
    /// characters are: the rest of a line is copied as it is.
    func testLineStartsAndDigitsAreEscapedOnlyWhereTheyStartABlock() throws {
        let text =
            "Press Tab.\n- not a list\n  + nor this\n12. nor a numbered item\n1) either\n"
            + "A 1. mid-line stays, a_b*c too\n== not a heading"
        let escaped = MarkdownText.escaped(text)
        XCTAssertEqual(
            escaped,
            "Press Tab.\n\\- not a list\n  \\+ nor this\n12\\. nor a numbered item\n1\\) either\n"
                + "A 1. mid-line stays, a\\_b\\*c too\n\\== not a heading")
        let blocks = try CMark.parse(escaped).children
        XCTAssertEqual(blocks.map(\.kind), [.paragraph])
        // A line break inside a paragraph reads as a space; the leading spaces of a line go.
        XCTAssertEqual(
            blocks.first?.plainText,
            text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "))
    }
}
