import XCTest

@testable import A11yDocsMarkdown

final class CMarkTests: XCTestCase {
    func testEveryKindReadsBackAsTheKindItsNodeWasMadeFor() {
        let kinds: [MarkdownNode.Kind] = [
            .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .customBlock, .paragraph, .heading,
            .thematicBreak, .text, .softBreak, .lineBreak, .code, .htmlInline, .customInline, .emphasis, .strong,
            .link, .image, .table, .tableRow, .tableCell, .strikethrough,
        ]
        for kind in kinds { XCTAssertEqual(CMark.kindOfNode(madeFor: kind), kind, "\(kind)") }
        XCTAssertEqual(CMark.kindOfNode(madeFor: .taskItem), .item, "a task item is made plain, its marker as text")
    }

    func testTrailingLineFeedsGoAndACarriageReturnPairStays() {
        XCTAssertEqual("Tab key\n\n".trimmingTrailingNewlines(), "Tab key")
        XCTAssertEqual("Entrée\n".trimmingTrailingNewlines(), "Entrée")
        XCTAssertEqual("\n\n".trimmingTrailingNewlines(), "")
        XCTAssertEqual(
            "Swipe right\r\n".trimmingTrailingNewlines(), "Swipe right\r\n", "CR LF is one character, not a line feed")
        XCTAssertEqual("Swipe right\r\n\n".trimmingTrailingNewlines(), "Swipe right\r\n")
        XCTAssertEqual("no break".trimmingTrailingNewlines(), "no break")
    }

    func testBlocksAreWrittenBackWithoutTheirTrailingLineBreaks() throws {
        let document = try CMark.parse("- one\n- two\n\n```swift\nlet x = 1\n```\n")
        XCTAssertEqual(
            document.children.map { CMark.commonMark([$0]) }, ["  - one\n  - two", "``` swift\nlet x = 1\n```"])
    }

    func testDeepNestingIsRefusedWhereItCrossesTheLimit() {
        for (name, text) in [
            ("lists", String(repeating: "- ", count: 10_000) + "x\n"),
            ("quotes", String(repeating: ">", count: 10_000) + " x\n"),
            ("emphasis", String(repeating: "*a ", count: 10_000) + "x" + String(repeating: " a*", count: 10_000)),
        ] {
            XCTAssertThrowsError(try CMark.parse(text), name) { error in
                let tooDeep = error as? CMark.Refused
                XCTAssertEqual(tooDeep?.problem, .markdownTooDeep(limit: CMark.maximumDepth), name)
                XCTAssertEqual(tooDeep?.line, 1, name)
                XCTAssertGreaterThan(tooDeep?.column ?? 0, 64, name)
            }
        }
    }

    func testNestingUpToTheLimitIsKept() throws {
        let lists = (0..<CMark.maximumDepth).map { String(repeating: "  ", count: $0) + "- level \($0)\n" }.joined()
        let document = try CMark.parse(lists)
        XCTAssertEqual(document.nodes { $0.kind == .list }.count, CMark.maximumDepth)
        XCTAssertTrue(document.plainText.contains("level \(CMark.maximumDepth - 1)"))
        XCTAssertThrowsError(
            try CMark.parse(lists + String(repeating: "  ", count: CMark.maximumDepth) + "- one more\n"))
    }

    func testTheTreeKeepsOrderPositionsAndText() throws {
        let document = try CMark.parse("# Title\n\n- *a* [b](c.md)\n\n```swift\nlet x = 1\n```\n")
        XCTAssertEqual(document.children.map(\.kind), [.heading, .list, .codeBlock])
        XCTAssertEqual(document.children.map(\.line), [1, 3, 5])
        XCTAssertEqual(
            document.nodes { _ in true }.map(\.kind),
            [.document, .heading, .text, .list, .item, .paragraph, .emphasis, .text, .text, .link, .text, .codeBlock])
        XCTAssertEqual(document.children[2].fenceInfo, "swift")
        XCTAssertEqual(try CMark.parse("").children, [])
    }

    func testABlockWalkFindsNestedBlocksAsTheFullWalkDoes() throws {
        let text = """
            Text with `code` and <b>html</b>.

            > - item
            >
            >   ```swift
            >   let quoted = 1
            >   ```

            | a | b |
            | - | - |
            | `c` | d |

            1. first

                   indented code
            """
        let document = try CMark.parse(text)
        for kinds: Set<MarkdownNode.Kind> in [
            [.codeBlock], [.table], [.paragraph, .list, .item], [.code, .htmlInline],
        ] {
            let all = document.nodes { kinds.contains($0.kind) }
            let blocks = document.blocks { kinds.contains($0.kind) }
            XCTAssertEqual(blocks, all.filter(\.isBlock), "\(kinds)")
        }
        XCTAssertEqual(
            document.blocks { $0.kind == .codeBlock }.map(\.literal), ["let quoted = 1\n", "indented code\n"])
    }

    func testANulByteDoesNotEndTheText() throws {
        XCTAssertEqual(try CMark.parse("before\u{0}after").plainText, "before\u{FFFD}after")
    }
}
