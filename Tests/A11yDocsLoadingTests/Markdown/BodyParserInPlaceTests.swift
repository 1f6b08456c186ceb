import A11yDocsTestSupport
import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsMarkdown
@testable import A11yDocsModel

/// A build splits bodies into notes reading cmark's tree in place (`CMarkDocument`); the notes
/// must be the ones the Swift copy of the tree (`MarkdownNode`) gives, body for body.
final class BodyParserInPlaceTests: XCTestCase {
    private func assertSameNotes(_ body: String, _ name: String, line: UInt = #line) {
        guard let copied = try? CMark.parse(body), let inPlace = try? CMarkDocument(parsing: body) else {
            return XCTAssertThrowsError(try CMarkDocument(parsing: body), "\(name): refused one way only", line: line)
        }
        for source in [body, nil] {
            let expected = BodyParser.parse(copied, source: source)
            let found = BodyParser.parse(inPlace, source: source)
            let label = "\(name)\(source == nil ? ", written anew" : "")"
            XCTAssertEqual(found.general, expected.general, label, line: line)
            XCTAssertEqual(found.platforms, expected.platforms, label, line: line)
        }
    }

    /// Every body in the repository: the library's entries, and fixtures as sloppy as real ones.
    func testEveryBodyInTheRepositorySplitsAsItsCopyDoes() {
        var bodies = 0
        for root in ["Content", "Tests", "Fuzz"] {
            let path = Fixtures.repository.appendingPathComponent(root).path
            let files = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            for file in files.sorted() where file.hasSuffix(".md") {
                guard let text = try? String(contentsOfFile: path + "/" + file, encoding: .utf8) else { continue }
                let body = (try? FrontMatterSplitter.split(text).get().body) ?? text
                assertSameNotes(body, root + "/" + file)
                bodies += 1
            }
        }
        XCTAssertGreaterThan(bodies, 50)
    }

    /// Lists split at platform and framework markers, the way authors write them: tight and loose,
    /// bulleted and numbered, markers first, last and in a row, nested, indented oddly, with code
    /// and tables under them, and bodies whose blocks cannot keep their own lines.
    func testListsSplitAtMarkersMatchTheirCopy() {
        let bodies = [
            "## Name\n\n- Intro\n- **iOS**\n  - ios note\n- middle\n- **Android**\n  - android note\n- last\n",
            "## Name\n\n- **UIKit**\n  - one\n- **SwiftUI**:\n  - two\n",
            "## Name\n\n- Intro\n\n- **iOS Tips**\n\n  loose note\n\n- after\n",
            "## Role\n\n1. first\n2. **Jetpack Compose**\n   - compose note\n3. third\n4. fourth\n",
            "### State\n\n* **Views**\n    * deep note\n* plain\n* **Compose**\n\n"
                + "  ```kotlin\n  Modifier.semantics { }\n  ```\n",
            "## iOS\n\n### Focus\n\n- **UIKit**\n  - `accessibilityViewIsModal`\n"
                + "  - **SwiftUI**\n    - nested marker as text\n",
            "## Name\n\n- a\n- **Web**\n  | Key | Result |\n  | --- | --- |\n  | Tab | moves |\n- b\n",
            "## Name\r\n\r\n- a\r\n- **iOS**\r\n  - crlf note\r\n- b\r\n",
            "## Name\n\n- a\n- **Android**\n\t- tab note\n- b\n",
            "## Name\n\n- a [ref]\n- **iOS**\n  - note\n\n[ref]: https://example.org/\n",
            "## Name\n\n- [ ] task\n- **iOS**\n  - [x] done\n- [x] after\n",
            "## Name\n\n- a\n- **iOS**\n  - lazy\ncontinuation\n- b\n",
            "- **iOS**\n- **Android**\n",
            "Text before.\n\n- **iOS**\n  > quoted note\n",
        ]
        for (index, body) in bodies.enumerated() { assertSameNotes(body, "body \(index)") }
    }
}
