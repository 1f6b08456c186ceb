import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsImport
@testable import A11yDocsModel

/// Whatever a Condensed bullet says comes back from the front matter as written: colons, quotes,
/// `#`, a leading `-`, words YAML would read as something else, and several lines.
final class PageFrontMatterTests: XCTestCase {
    func testAnyTextReadsBackAsWritten() throws {
        let texts = [
            "Reads the label: \"Dark mode\"", "'single' and \"double\"", "# not a comment", "- not a list",
            "null", "~", "true", "3", "yes", "  spaces around  ", "a: b # c", "[1, 2]", "{x: y}", "@at", "`code`",
            "%percent", "line one\nline two", "tab\tinside", "ends with colon:", "& anchor", "* alias", "!tag",
            "> folded", "| literal", "ünïcödé — dash",
        ]
        var frontMatter = PageFrontMatter(title: "null: title", category: "page level", description: "#1")
        frontMatter.groups = [
            (.keyboard, texts.enumerated().map { TestRow(key: "key \($0.offset)", text: $0.element) }),
            (.settings, texts.map { TestRow(key: $0, text: "as a key") }),
        ]
        let loaded = Fixtures.entry(frontMatter.text + "Body.\n")
        let entry = try XCTUnwrap(loaded.entry, "\(loaded.diagnostics)\n\(frontMatter.text)")
        XCTAssertEqual(loaded.diagnostics.map(\.description), [])
        XCTAssertEqual(entry.title, "null: title")
        XCTAssertEqual(entry.categories, ["page level"])
        XCTAssertEqual(entry.description, "#1")
        XCTAssertEqual(entry.keyboard.map(\.result), texts.map { $0.trimmingCharacters(in: .whitespaces) })
        XCTAssertEqual(entry.settings.map(\.trigger), texts.map { $0.trimmingCharacters(in: .whitespaces) })
    }

    func testRepeatedKeysKeepEveryRow() throws {
        var frontMatter = PageFrontMatter(title: "Rating", category: "controls")
        frontMatter.groups = [
            (.keyboard, [TestRow(key: "Tab", text: "One"), TestRow(key: "Tab", text: "Two")]),
            (
                .screenReader,
                [
                    TestRow(key: "State", text: "A value"), TestRow(key: "Hint", text: "h"),
                    TestRow(key: "state", text: "Read-only"),
                    TestRow(key: "Hint", text: "again"),
                ]
            ),
        ]
        let entry = try XCTUnwrap(Fixtures.entry(frontMatter.text).entry, frontMatter.text)
        XCTAssertEqual(entry.keyboard.map(\.result), ["One", "Two"])
        XCTAssertEqual(entry.screenReader.state, "A value\nRead-only")
        XCTAssertEqual(entry.screenReader.extra.map(\.result), ["h", "again"])
    }
}

extension TestRow {
    /// A row as the reader would make it from `key: text`.
    init(key: String, text: String) {
        self.init(bullet: "x", line: 1, column: 1)
        (self.key, self.text, isKeyText) = (key, text, true)
    }
}
