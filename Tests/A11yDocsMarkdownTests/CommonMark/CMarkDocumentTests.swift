import XCTest

@testable import A11yDocsMarkdown

final class CMarkDocumentTests: XCTestCase {
    private let sample = """
        # Heading with `code` and *emphasis*

        A paragraph with a [link](other.md#focus "Title"), ~~struck~~ text, **strong** words,
        a soft break and an image ![Tab key](keys/tab.png "Tab"). Bare www.example.org too.

        3. three
        4. four

        - tight
        - [ ] to do
        - [x] done, with [x] later on its line

        - loose

          second paragraph

        > quoted <kbd>Tab</kbd>

        ```swift title="Example"
        let x = 1
        ```

        | Left | Centre | Right | None |
        | :--- | :----: | ----: | ---- |
        | a | b | c | d |
        |  | empty | cells | \\| pipe |

        <details><summary>More</summary>

        Hidden
        </details>

        ---
        Line one\\
        line two
        """

    /// Read in place, every node has the fields the copied tree gives it.
    func testNodesReadInPlaceAreTheCopiedTreesNodes() throws {
        let document = try CMarkDocument(parsing: sample)
        let copied = try CMark.parse(sample)
        XCTAssertEqual(Array(document.blocks).count, copied.children.count)
        var compared = 0
        for (node, expected) in zip(document.blocks, copied.children) {
            assertSame(node, expected, compared: &compared)
        }
        XCTAssertGreaterThan(compared, 60)
        XCTAssertEqual(document.tree(), copied)
    }

    private func assertSame(_ node: CMarkNode, _ expected: MarkdownNode, compared: inout Int) {
        let name = "\(expected.kind) at \(expected.line):\(expected.column)"
        XCTAssertEqual(node.kind, expected.kind, name)
        XCTAssertEqual(node.literal, expected.literal, name)
        XCTAssertEqual(node.withLiteral { String(decoding: $0, as: UTF8.self) }, expected.literal, name)
        XCTAssertEqual(node.plainText, expected.plainText, name)
        switch expected.kind {
        case .link, .image:
            XCTAssertEqual(node.url, expected.url, name)
            XCTAssertEqual(node.title, expected.title, name)
        case .codeBlock:
            XCTAssertEqual(node.fenceInfo, expected.fenceInfo, name)
        case .list:
            XCTAssertEqual(node.isOrderedList, expected.isOrderedList, name)
            XCTAssertEqual(node.listStart, expected.listStart, name)
            XCTAssertEqual(node.isTightList, expected.isTightList, name)
        case .table:
            XCTAssertEqual(node.columnAlignments, expected.columnAlignments, name)
        case .tableRow:
            XCTAssertEqual(node.isHeaderRow, expected.isHeaderRow, name)
        case .taskItem:
            XCTAssertEqual(node.isChecked, expected.isChecked, name)
        default:
            break
        }
        compared += 1
        let children = Array(node.children)
        XCTAssertEqual(children.count, expected.children.count, name)
        for (child, expectedChild) in zip(children, expected.children) {
            assertSame(child, expectedChild, compared: &compared)
        }
    }

    func testTaskItemsAreDoneByTheirOwnMarkerOnly() throws {
        let document = try CMarkDocument(parsing: "- [ ] Press [x] to close\n- [X] Done\n- plain\n")
        let items = Array(try XCTUnwrap(document.blocks.first).children)
        XCTAssertEqual(items.map(\.kind), [.taskItem, .taskItem, .item])
        XCTAssertEqual(items.map(\.isChecked), [false, true, false])
    }

    /// Text nesting deeper than a walk may go, or a table too large, is refused as parsing refuses it.
    func testTooDeepAndTooLargeAreRefused() {
        let deep = String(repeating: "> ", count: CMark.maximumDepth + 1) + "deep\n"
        XCTAssertThrowsError(try CMarkDocument(parsing: deep)) { error in
            XCTAssertEqual((error as? CMark.Refused)?.problem, .markdownTooDeep(limit: CMark.maximumDepth))
        }
        XCTAssertThrowsError(try CMark.parse(deep))
        let shallow = String(repeating: "> ", count: CMark.maximumDepth) + "deep enough\n"
        XCTAssertNoThrow(try CMarkDocument(parsing: shallow))
        XCTAssertNoThrow(try CMark.parse(shallow))
        let columns = 1_000
        let rows = TableSizeGuard.maximumFilledCells / columns + 2
        let wide =
            "|" + String(repeating: " h |", count: columns) + "\n|" + String(repeating: " - |", count: columns)
            + "\n" + String(repeating: "| a |\n", count: rows)
        XCTAssertNotNil(TableSizeGuard.oversizedTable(in: wide))
        XCTAssertThrowsError(try CMarkDocument(parsing: wide)) { error in
            XCTAssertEqual(
                (error as? CMark.Refused)?.problem, .tableTooLarge(limit: TableSizeGuard.maximumFilledCells))
        }
    }

    func testEmptyTextHasNoBlocks() throws {
        let document = try CMarkDocument(parsing: "")
        XCTAssertTrue(document.blocks.isEmpty)
        XCTAssertEqual(document.tree(), MarkdownNode(kind: .document))
    }
}
