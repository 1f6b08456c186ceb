import XCTest

@testable import A11yDocsMarkdown

final class VerbatimBlocksTests: XCTestCase {
    /// A body's top-level blocks, admitted as they stand.
    private func blocks(_ text: String) throws -> (VerbatimBlocks, [MarkdownNode]) {
        let document = try CMark.parse(text)
        let verbatim = try XCTUnwrap(VerbatimBlocks(source: text, blocks: document.children))
        return (verbatim, document.children)
    }

    func testBlocksAreTheirOwnLinesWithoutTrailingBlankLines() throws {
        let (verbatim, children) = try blocks("Swipe  right\n\n- one\n- two   \n   \n\n> quote\n")
        XCTAssertEqual(children.map { verbatim.text(of: $0) }, ["Swipe  right", "- one\n- two   ", "> quote"])
    }

    /// Carriage returns are dropped at each line's end, as lines without them are read.
    func testCarriageReturnsEndLinesAsLineFeedsDo() throws {
        let text = "First line\nsecond line\n\n- a\n- b\n"
        let (plain, plainBlocks) = try blocks(text)
        let (crlf, crlfBlocks) = try blocks(text.replacingOccurrences(of: "\n", with: "\r\n"))
        XCTAssertEqual(crlfBlocks.map { crlf.text(of: $0) }, plainBlocks.map { plain.text(of: $0) })
        XCTAssertEqual(plainBlocks.map { plain.text(of: $0) }, ["First line\nsecond line", "- a\n- b"])
    }

    /// Two blocks starting on one line are kept apart by their column and last line: forgetting
    /// one leaves the other, and a block not admitted has no text.
    func testBlocksSharingALineAreAdmittedAndForgottenApart() throws {
        var verbatim = try XCTUnwrap(VerbatimBlocks(source: "  item\n  more\n- next\n", blocks: [MarkdownNode]()))
        let outer = MarkdownNode(kind: .list, line: 1, column: 1, endLine: 3)
        let inner = MarkdownNode(kind: .paragraph, line: 1, column: 3, endLine: 2)
        verbatim.admitNested(inner)
        verbatim.admitRun(outer, indentation: 0)
        XCTAssertEqual(verbatim.indentation(of: inner), 2)
        XCTAssertEqual(verbatim.indentation(of: outer), 0)
        XCTAssertEqual(verbatim.text(of: inner), "item\nmore")
        XCTAssertEqual(verbatim.text(of: outer), "  item\n  more\n- next")
        verbatim.forget(outer)
        XCTAssertNil(verbatim.text(of: outer))
        XCTAssertEqual(verbatim.text(of: inner), "item\nmore")
        verbatim.forget(inner)
        XCTAssertNil(verbatim.indentation(of: inner))
        let elsewhere = MarkdownNode(kind: .paragraph, line: 1, column: 1, endLine: 1)
        XCTAssertNil(verbatim.text(of: elsewhere), "same start, other end: not admitted")
    }
}
