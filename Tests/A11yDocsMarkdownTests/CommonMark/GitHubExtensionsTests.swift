import Synchronization
import XCTest

@testable import A11yDocsMarkdown
@testable import A11yDocsSupport

/// cmark-gfm's extensions as the tree carries them, and as the Markdown mirror writes them back.
final class GitHubExtensionsTests: XCTestCase {
    private func rewrite(_ markdown: String) -> String {
        PortableMarkdown.rewrite(markdown, allowRawHTML: false) { "resolved:" + $0 }
    }

    func testATableIsRowsOfCellsWithItsColumnsAlignmentAndPositions() throws {
        let document = try CMark.parse("Keys:\n\n| Key | Result |\n| :-: | --: |\n| `Tab` | ~~old~~ new |\n")
        let table = document.children[1]
        XCTAssertEqual(table.kind, .table)
        XCTAssertEqual(table.columnAlignments, [.center, .right])
        XCTAssertEqual(table.children.map(\.kind), [.tableRow, .tableRow])
        XCTAssertEqual(table.children.map(\.isHeaderRow), [true, false])
        XCTAssertEqual(
            table.children.map { $0.children.map(\.kind) }, [[.tableCell, .tableCell], [.tableCell, .tableCell]])
        XCTAssertEqual(table.children[1].children[1].children.map(\.kind), [.strikethrough, .text])
        XCTAssertEqual([table.line, table.column, table.endLine], [3, 1, 5])
        XCTAssertEqual(table.children[1].children.map { "\($0.line):\($0.column)" }, ["5:2", "5:10"])
        XCTAssertEqual(table.plainText, "Key Result Tab old new")
    }

    func testTaskItemsCarryTheirStateAsWritten() throws {
        let list = try CMark.parse("- [ ] Press [x] to close\n- [X] Done\n  - [ ] nested\n- [] not a task\n").children[
            0]
        XCTAssertEqual(list.children.map(\.kind), [.taskItem, .taskItem, .item])
        XCTAssertEqual(list.children.map(\.isChecked), [false, true, false])
        XCTAssertEqual(list.children[1].children[1].children[0].isChecked, false)
        XCTAssertEqual(list.children[0].plainText, "Press [x] to close")
        // Lines that end in CR alone, and CR LF, are lines too.
        for ending in ["\r", "\r\n"] {
            let items = try CMark.parse(
                ["Intro", "", "1. [ ] a [x]", "   - [x] b", "2. [ ] c"].joined(separator: ending)
            ).children[1].children
            XCTAssertEqual(items.map(\.kind), [.taskItem, .taskItem], ending.debugDescription)
            XCTAssertEqual(items.map(\.isChecked), [false, false], ending.debugDescription)
            XCTAssertEqual(items[0].children[1].children.map(\.isChecked), [true], ending.debugDescription)
        }
    }

    /// Rows shorter than the header are filled in with empty cells: a wide header over many short
    /// lines is refused at its header row before cmark-gfm makes millions of cells.
    func testATableThatWouldFillInMillionsOfCellsIsRefusedAtItsHeader() {
        let header = String(repeating: "|a", count: 2_000) + "|\n" + String(repeating: "|-", count: 2_000) + "|\n"
        XCTAssertThrowsError(try CMark.parse("Intro\n\n" + header + String(repeating: "x\n", count: 300))) {
            XCTAssertEqual(
                $0 as? CMark.Refused,
                CMark.Refused(problem: .tableTooLarge(limit: TableSizeGuard.maximumFilledCells), line: 3, column: 1))
        }
        // In a block quote, with CR line endings, too.
        XCTAssertThrowsError(
            try CMark.parse(
                "> " + header.replacingOccurrences(of: "\n", with: "\r> ") + String(repeating: "x\r> ", count: 300)))
    }

    func testTablesBelowTheLimitAndTextAfterABlankLineAreKept() throws {
        let header = String(repeating: "|a", count: 2_000) + "|\n" + String(repeating: "|-", count: 2_000) + "|\n"
        // Rows with their cells fill in nothing; a blank line ends the table.
        let full = String(repeating: String(repeating: "|b", count: 2_000) + "|\n", count: 50)
        // 90 short rows fill in 179,910 cells: under the entry's 200,000.
        let document = try CMark.parse(
            header + full + String(repeating: "x\n", count: 90) + "\n" + String(repeating: "x\n", count: 10_000))
        XCTAssertEqual(document.children.map(\.kind), [.table, .paragraph])
        XCTAssertEqual(document.children[0].children.count, 141)
        // A second such table takes the entry over the limit.
        let twice =
            header + String(repeating: "x\n", count: 90) + "\nBetween.\n\n" + header
            + String(repeating: "x\n", count: 90)
        XCTAssertThrowsError(try CMark.parse(twice)) { error in
            XCTAssertEqual((error as? CMark.Refused)?.line, 96, "at the header of the table that crosses the limit")
        }
    }

    func testTheMirrorWritesTablesBackAsPipeTables() {
        // A link makes the mirror rewrite the block; the table comes back as written, alignment and escapes too.
        let table = "| Key | Action |\n| :-- | :-: |\n| `Tab` | [Moves](slider.md) to ~~it~~ |\n| Esc \\| Q | `a\\|b` |"
        XCTAssertEqual(
            rewrite(table + "\n"),
            "| Key | Action |\n| :-- | :-: |\n| `Tab` | [Moves](resolved:slider.md) to ~~it~~ |\n| Esc \\| Q | `a\\|b` "
                + "|"
        )
        XCTAssertEqual(
            rewrite("| a | b\n|---|---\n| <b>1</b> <blink>2</blink> | 2 | 3\n"),
            "| a | b |\n| --- | --- |\n| <b>1</b> \\<blink\\>2\\</blink\\> | 2 |")
        // Without links or raw HTML the text stays exactly as written.
        XCTAssertEqual(rewrite("|a|b\n|-|-\n|1|2\n"), "|a|b\n|-|-\n|1|2\n")
    }

    func testTheMirrorKeepsTaskMarkersAndStrikethrough() {
        XCTAssertEqual(
            rewrite("- [ ] Press [x] to [close](dialog.md)\n- [x] ~Tested~\n"),
            "  - [ ] Press \\[x\\] to [close](resolved:dialog.md)\n  - [x] ~~Tested~~")
    }
}

final class GitHubExtensionsThreadTests: XCTestCase {
    /// Entries are parsed on many threads at once; every parse sees the extensions' inline syntax.
    func testParsesOnManyThreadsAllSeeStrikethroughAndAutolinks() {
        let iterations = 20_000
        let misses = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: iterations) { index in
            let text = String(repeating: "Words before the mark. ", count: index % 50) + "~~old~~ and www.example.com\n"
            let paragraph = (try? CMark.parse(text))?.children.first
            let seen =
                paragraph?.children.contains { $0.kind == .strikethrough } == true
                && paragraph?.children.contains { $0.kind == .link } == true
            if !seen { misses.add(1, ordering: .relaxed) }
        }
        XCTAssertEqual(misses.load(ordering: .relaxed), 0)
    }
}
