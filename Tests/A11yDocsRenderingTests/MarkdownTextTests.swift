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
}
