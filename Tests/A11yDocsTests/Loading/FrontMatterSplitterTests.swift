import XCTest
@testable import A11yDocs

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
        XCTAssertEqual(Fixtures.entry("").diagnostics.map(\.description), [
            "Content/native/sample.md:1:1: error: the file is empty — start it with front matter between two '---' lines (title, categories)",
        ])
        XCTAssertEqual(Fixtures.entry(" \n\n").diagnostics.map(\.problem), [.emptyFile])
    }

    func testMissingOpeningDelimiter() {
        XCTAssertEqual(Fixtures.entry("title: A\n").diagnostics.map(\.description), [
            "Content/native/sample.md:1:1: error: no front matter — start the file with a '---' line, the YAML keys (title, categories), and a closing '---'",
        ])
    }

    func testMissingClosingDelimiter() {
        XCTAssertEqual(Fixtures.entry("---\ntitle: A\ncategories: b\n## iOS\n").diagnostics.map(\.description), [
            "Content/native/sample.md:1:1: error: front matter is not closed — add a line with '---' after the last YAML key",
        ])
    }
}
