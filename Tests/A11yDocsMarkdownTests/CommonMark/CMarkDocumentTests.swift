import XCTest

@testable import A11yDocsMarkdown

final class CMarkDocumentTests: XCTestCase {
    private let sample = """
        # Heading with `code` and *emphasis*

        ## Second heading, then code written indented

            let indented = true

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

    /// Every field either tree gives a node of its kind, in one line: where it stands, its text,
    /// and what its kind adds.
    private func fields<Node: ComparedNode>(_ node: Node) -> String {
        var fields = [
            "\(node.kind) at \(node.line):\(node.column)-\(node.endLine)", "literal \(node.literal.debugDescription)",
            "text \(node.plainText.debugDescription)",
        ]
        switch node.kind {
        case .link, .image: fields.append("url \(node.url) title \(node.title)")
        case .heading: fields.append("level \(node.headingLevel)")
        case .codeBlock: fields.append("info \(node.fenceInfo.debugDescription) fenced \(node.isFencedCode)")
        case .list: fields.append("ordered \(node.isOrderedList) start \(node.listStart) tight \(node.isTightList)")
        case .table: fields.append("columns \(node.columnAlignments)")
        case .tableRow: fields.append("header \(node.isHeaderRow)")
        case .taskItem: fields.append("checked \(node.isChecked)")
        default: break
        }
        return fields.joined(separator: ", ")
    }

    private func assertSame(_ node: CMarkNode, _ expected: MarkdownNode, compared: inout Int) {
        let name = fields(expected)
        XCTAssertEqual(fields(node), name)
        XCTAssertEqual(node.withLiteral { String(decoding: $0, as: UTF8.self) }, expected.literal, name)
        compared += 1
        let children = Array(node.children)
        // Stepping from child to sibling, as walks from other layers do, meets the same children.
        let stepped = Array(sequence(first: node.firstChild) { $0?.nextSibling }.prefix { $0 != nil }.compactMap { $0 })
        XCTAssertEqual(stepped.map(fields), children.map(fields), name)
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
        // Refused where the copy refuses it, below other lines and inside an item.
        let placed = "Intro\n\n- item\n\n  " + deep
        XCTAssertEqual(refusal { try CMarkDocument(parsing: placed) }, refusal { try CMark.parse(placed) })
        XCTAssertEqual(refusal { try CMarkDocument(parsing: placed) }?.line, 5)
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

    private func refusal(_ parse: () throws -> Any) -> CMark.Refused? {
        do {
            _ = try parse()
            return nil
        } catch {
            return error as? CMark.Refused
        }
    }

    func testEmptyTextHasNoBlocks() throws {
        let document = try CMarkDocument(parsing: "")
        XCTAssertTrue(document.blocks.isEmpty)
        XCTAssertEqual(document.tree(), MarkdownNode(kind: .document))
    }
}

/// The fields both trees have under the same names, compared by `fields(_:)`.
private protocol ComparedNode: BodyNode {
    var url: String { get }
    var title: String { get }
    var columnAlignments: [MarkdownNode.ColumnAlignment] { get }
    var isHeaderRow: Bool { get }
    var isChecked: Bool { get }
}

extension CMarkNode: ComparedNode {}
extension MarkdownNode: ComparedNode {}
