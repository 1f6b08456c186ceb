import XCTest

@testable import A11yDocsImport
@testable import A11yDocsMarkdown
@testable import A11yDocsModel

/// Includes have a size limit, one file and one entry's total: a huge include used many times
/// cannot blow an entry up. What is over is reported where it is used and left as written.
final class IncludeLimitImportTests: XCTestCase {
    private let limits = LiquidConverter.Limits(includeBytes: 64, includedBytesPerEntry: 100)

    private func convert(_ body: String, _ includes: [String: String]) -> LiquidConverter.Result {
        var converter = LiquidConverter { includes[$0.path] }
        converter.limits = limits
        return converter.convert(body)
    }

    func testAnIncludeOverTheFileLimitIsNotInlined() {
        let big = String(repeating: "<p>x</p>\n", count: 8)
        let result = convert("Before\n{% include big.html %}\nAfter\n", ["big.html": big])
        XCTAssertEqual(result.text, "Before\n{% include big.html %}\nAfter\n")
        XCTAssertEqual(
            result.problems.map { $0.in("e.md").description },
            [
                "e.md:2:1: error: the include '_includes/big.html' is 72 bytes, over the 64 bytes one include may be — "
                    + "shorten it or write the text out; the tag is left as written"
            ])
    }

    func testIncludesStopAtTheEntrysTotal() {
        let body = String(repeating: "{% include note.md %}\n", count: 5)
        let result = convert(body, ["note.md": String(repeating: "n", count: 39) + "\n"])
        XCTAssertEqual(result.text.components(separatedBy: String(repeating: "n", count: 39)).count - 1, 2, result.text)
        XCTAssertEqual(
            result.problems.map { $0.in("e.md").description },
            (3...5).map {
                "e.md:\($0):1: error: including '_includes/note.md' here would grow this entry by more than 100 bytes "
                    + "through includes — include less, or write the text out; the tag is left as written"
            })
    }

    /// Indentation counts: a tag indented far would otherwise repeat its indentation on each of
    /// a file's many short lines.
    func testIndentationCountsTowardsTheTotal() {
        let lines = String(repeating: "a\n", count: 30)
        let indented = String(repeating: " ", count: 40) + "{% include lines.md %}\n"
        XCTAssertEqual(convert("{% include lines.md %}\n", ["lines.md": lines]).problems, [])
        XCTAssertEqual(
            convert(indented, ["lines.md": lines]).problems.map(\.problem),
            [.jekyll(.includesTooLarge(path: "_includes/lines.md", limit: 100))])
    }

    /// The default limits, on files of a site: the size is known before the file is read.
    func testAHugeIncludeInASiteIsRefusedBeforeItIsRead() throws {
        let scratch = try ImportScratch(self)
        let uses = String(repeating: "{% include examples/huge.html %}\n\n", count: 3)
        try scratch.write([
            "site/_config.yml": "title: x\n",
            "site/_includes/examples/small.html": "<button>Save</button>\n",
            "site/_web/Button.md": "---\ntitle: Button\n---\n{% include examples/small.html %}\n\n" + uses,
        ])
        let huge = Data(repeating: UInt8(ascii: "x"), count: (1 << 20) + (1 << 19))
        try huge.write(to: URL(fileURLWithPath: scratch.path("site/_includes/examples/huge.html")))
        let plan = try scratch.plan()
        XCTAssertEqual(
            plan.report.findings.map(\.description),
            [6, 8, 10].map {
                "\(scratch.site)/_web/Button.md:\($0):1: error: the include '_includes/examples/huge.html' is 1.5 MiB, "
                    + "over the 1 MiB one include may be — shorten it or write the text out; the tag is left as written"
            })
        let text = try XCTUnwrap(ImportScratch.text(plan, "web/button.md"))
        XCTAssertEqual(text, "---\ntitle: Button\n---\n```html example\n<button>Save</button>\n```\n\n" + uses)
    }

    func testSizesAreWordedForPeople() {
        XCTAssertEqual(
            [1, 12, 2048, 1 << 20, 20 << 20, (1 << 20) + (1 << 19)].map(Wording.bytes),
            ["1 byte", "12 bytes", "2 KiB", "1 MiB", "20 MiB", "1.5 MiB"])
    }
}
