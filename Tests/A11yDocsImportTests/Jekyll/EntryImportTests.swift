import XCTest

@testable import A11yDocsImport

/// A whole entry file: front matter and body converted, every other byte kept.
final class EntryImportTests: XCTestCase {
    private let converter = JekyllEntryConverter(liquid: LiquidConverter { _ in nil })

    private func convert(_ text: String) -> JekyllEntryConverter.Result {
        converter.convert(Data(text.utf8))
    }

    func testFrontMatterAndBodyAreConvertedWithFileLines() {
        let result = convert(
            "---\ntitle: A\nscreenreader:\n  name: x\nstate: y\n---\n{{ page.author }} {{ page.title }}\n")
        XCTAssertEqual(
            String(decoding: result.data, as: UTF8.self),
            "---\ntitle: A\nscreenreader:\n  name: x\n  state: y\n---\n{{ page.author }} A\n")
        XCTAssertEqual(result.indented, [.init(key: "state", group: "screenreader", line: 5, groupLine: 3)])
        XCTAssertEqual(result.problems.map { [$0.line, $0.column] }, [[7, 1]])
    }

    func testDelimitersLineEndingsAndByteOrderMarkAreKept() {
        let text = "\u{FEFF}---  \r\ntitle: A\r\nkeyboard:\r\nenter: x\r\n...\r\n{% raw %}b{% endraw %}\r\n"
        XCTAssertEqual(
            String(decoding: convert(text).data, as: UTF8.self),
            "\u{FEFF}---  \r\ntitle: A\r\nkeyboard:\r\n  enter: x\r\n...\r\nb\r\n")
        XCTAssertEqual(String(decoding: convert("---\n---").data, as: UTF8.self), "---\n---")
        XCTAssertEqual(String(decoding: convert("---\ntitle: A\n---").data, as: UTF8.self), "---\ntitle: A\n---")
    }

    func testYAMLErrorsAreReportedAtTheFileLine() {
        let result = convert("---\ntitle: A\nkeyboard:\nN/A\nmobile: x\n---\nbody\n")
        XCTAssertEqual(
            result.problems.map { $0.in("e.md").description },
            [
                "e.md:4:1: error: front matter is not valid YAML (could not find expected ':') — it is copied as "
                    + "written; fix it here, then run 'a11ydocs check'"
            ])
        XCTAssertEqual(
            String(decoding: result.data, as: UTF8.self), "---\ntitle: A\nkeyboard:\nN/A\nmobile: x\n---\nbody\n")
    }

    func testAFileWithoutFrontMatterIsStillConverted() {
        let result = convert("{% raw %}x{% endraw %}\n")
        XCTAssertEqual(String(decoding: result.data, as: UTF8.self), "x\n")
        XCTAssertEqual(result.problems.map(\.problem), [.frontMatterMissing])
    }

    func testTextThatIsNotUTF8IsCopiedAsItIs() {
        let data = Data("---\ntitle: ".utf8) + Data([0xFF]) + Data("\n---\n".utf8)
        let result = converter.convert(data)
        XCTAssertEqual(result.data, data)
        XCTAssertEqual(result.problems, [.init(.notText(.invalidUTF8), line: 2, column: 8)])
    }

    func testANulByteIsNamedAsTheBuildNamesIt() {
        let data = Data("---\ntitle: A\u{0}B\n---\n".utf8)
        let result = converter.convert(data)
        XCTAssertEqual(result.data, data)
        XCTAssertEqual(
            result.problems.map { $0.in("e.md").description },
            [
                "e.md:2:9: error: a NUL character (byte 0) here — the file is damaged or not text: remove the "
                    + "character; it is copied as it is — import again once it is fixed"
            ])
    }
}
