import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsLoading

final class FrontMatterSplitterTests: XCTestCase {
    func testSplitsAndCountsLines() throws {
        let split = try FrontMatterSplitter.split("---\ntitle: A\n---\n## iOS\n").get()
        XCTAssertEqual(split, SplitSource(yaml: "title: A", yamlFirstLine: 2, body: "## iOS\n", bodyFirstLine: 4))
    }

    func testAcceptsTrailingSpacesAndADocumentEndMarker() throws {
        let split = try FrontMatterSplitter.split("---  \ntitle: A\n...\nbody").get()
        XCTAssertEqual(split.yaml, "title: A")
        XCTAssertEqual(split.body, "body")
    }

    func testEmptyFile() {
        XCTAssertEqual(
            Fixtures.entry("").diagnostics.map(\.description),
            [
                "Content/native/sample.md:1:1: error: the file is empty — start it with front matter between two '---' "
                    + "lines (title, categories)"
            ])
        XCTAssertEqual(Fixtures.entry(" \n\n").diagnostics.map(\.problem), [.emptyFile])
    }

    func testMissingOpeningDelimiter() {
        XCTAssertEqual(
            Fixtures.entry("title: A\n").diagnostics.map(\.description),
            [
                "Content/native/sample.md:1:1: error: no front matter — start the file with a '---' line, the YAML "
                    + "keys (title, categories), and a closing '---'"
            ])
    }

    func testMissingClosingDelimiter() {
        XCTAssertEqual(
            Fixtures.entry("---\ntitle: A\ncategories: b\n## iOS\n").diagnostics.map(\.description),
            [
                "Content/native/sample.md:1:1: error: front matter is not closed — add a line with '---' after the "
                    + "last YAML key"
            ])
    }

    /// Edges of the byte-level split: empty YAML, a closing line without a newline, CRLF lines,
    /// non-ASCII text next to the delimiters, and a file of Unicode white space only.
    func testSplitsAtTheEdges() throws {
        XCTAssertEqual(
            try FrontMatterSplitter.split("---\n---\nBody").get(),
            SplitSource(yaml: "", yamlFirstLine: 2, body: "Body", bodyFirstLine: 3))
        XCTAssertEqual(
            try FrontMatterSplitter.split("---\ntitle: A\n---").get(),
            SplitSource(yaml: "title: A", yamlFirstLine: 2, body: "", bodyFirstLine: 4))
        XCTAssertEqual(
            try FrontMatterSplitter.split("---\r\ntitle: Café\r\n--- \r\nÉté\r\n").get(),
            SplitSource(yaml: "title: Café\r", yamlFirstLine: 2, body: "Été\r\n", bodyFirstLine: 4))
        XCTAssertEqual(
            try FrontMatterSplitter.split("---\na: 1\n\n---x\n...\n").get(),
            SplitSource(yaml: "a: 1\n\n---x", yamlFirstLine: 2, body: "", bodyFirstLine: 6))
        XCTAssertEqual(
            FrontMatterSplitter.split("\u{00A0}\u{2003}\n").map(\.body), .failure(.init(.emptyFile, line: 1, column: 1))
        )
        XCTAssertEqual(
            FrontMatterSplitter.split("\u{00A0}x").map(\.body), .failure(.init(.missingFrontMatter, line: 1, column: 1))
        )
    }
}
