import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsSupport

final class SourceTextTests: XCTestCase {
    func testInvalidUTF8NamesTheFirstBadByte() {
        var data = Data("---\ntitle: Caf".utf8)
        data.append(0xE9)  // Latin-1 "é"
        data.append(contentsOf: Array("\n---\n".utf8))
        let (entry, diagnostics) = EntryLoader.load(
            data, path: "Content/native/cafe.md", file: "native/cafe.md", collection: "native", slug: "cafe")
        XCTAssertNil(entry)
        XCTAssertEqual(
            diagnostics.map(\.description),
            ["Content/native/cafe.md:2:11: error: the file is not valid UTF-8 — save it with UTF-8 encoding"])
    }

    func testDropsAByteOrderMarkAndWindowsLineEndings() throws {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(contentsOf: Array("---\r\ntitle: A\r\ncategories: b\r\n---\r\n## iOS\r\n- note\r\n".utf8))
        let (entry, diagnostics) = EntryLoader.load(
            data, path: "p.md", file: "native/p.md", collection: "native", slug: "p")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(try XCTUnwrap(entry).title, "A")
        XCTAssertEqual(
            entry?.platforms.first?.sections.first?.general, ["- note"], "the line as written, without its CR")
    }
}
