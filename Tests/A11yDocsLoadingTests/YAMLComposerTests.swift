import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest
import Yams

@testable import A11yDocsLoading
@testable import A11yDocsSupport

final class YAMLComposerTests: XCTestCase {
    private let constructor = Constructor()

    /// Every front matter and config in the repository, sloppy fixtures included: the one-pass
    /// tree is Yams' tree, marks and styles too.
    func testTheTreeIsYamsTreeForEveryFrontMatterInTheRepository() throws {
        let roots = ["Content", "Tests", "Fuzz", "Sources/A11yDocs/Authoring/Starter"].map {
            Fixtures.repository.appendingPathComponent($0).path
        }
        var composed = 0
        for root in roots {
            let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".md") || file.hasSuffix(".yml") {
                guard let text = try? String(contentsOfFile: root + "/" + file, encoding: .utf8) else { continue }
                let yaml = file.hasSuffix(".yml") ? text : frontMatter(text)
                guard let yaml,
                    case .document(let root) = YAMLComposer.compose(yaml, resolver: .basic, constructor: constructor)
                else { continue }
                let expected = try Yams.compose(yaml: yaml, .basic, constructor, .utf8)
                assertSame(root, expected, file)
                composed += 1
            }
        }
        XCTAssertGreaterThan(composed, 40, "the repository's entries are read in one pass")
    }

    func testStylesQuotesAndBlockScalarsMatchYams() throws {
        let yaml = """
            title: "Quoted: yes"
            plain: Tab key
            single: 'it''s'
            literal: |
              line one
              line two
            folded: >-
              one
              two
            empty:
            flow: [a, "b", {c: d}]
            list:
              - x
              - y: z
            """
        guard case .document(let root) = YAMLComposer.compose(yaml, resolver: .basic, constructor: constructor) else {
            return XCTFail("plain YAML is composed in one pass")
        }
        assertSame(root, try Yams.compose(yaml: yaml, .basic, constructor, .utf8), "sample")
        XCTAssertEqual(root?["single"]?.string, "it's")
        XCTAssertEqual(root?["folded"]?.scalar?.style, .folded)
        XCTAssertEqual(root?["list"]?[1]?["y"]?.scalar?.mark?.line, 14)
    }

    /// The one-pass reader makes Yams' `Mark` by bit-casting a line and a column, checked only by
    /// size: two fields reordered, or counted another way, would pass that check and misplace every
    /// message. Each node's mark must be the one Yams gives it, line endings and characters of
    /// several bytes included.
    func testMarksAreYamsMarksWithCRLFAndMultiByteText() throws {
        XCTAssertTrue(YAMLComposer.canMakeMarks, "Yams' Mark is still a line and a column")
        let yaml = """
            title: "Über – naïve café"
            ключ: значение
            nested:
              list:
                - 日本語: 値
                  emoji: 🙂🙂 after
                - [a, "b", {c: d, é: f}]
              block: |
                line one ✓
                line two
            "🙂 key": {x: [1, 2]}
            after: x

            """
        for (name, text) in [("LF", yaml), ("CRLF", yaml.replacingOccurrences(of: "\n", with: "\r\n"))] {
            guard case .document(let root) = YAMLComposer.compose(text, resolver: .basic, constructor: constructor)
            else {
                return XCTFail("\(name): plain YAML is composed in one pass")
            }
            let expected = try Yams.compose(yaml: text, .basic, constructor, .utf8)
            XCTAssertEqual(marks(root), marks(expected), name)
            XCTAssertGreaterThan(marks(root).count, 25, name)
            assertSame(root, expected, name)
            // Columns count characters, not bytes: the value after a Cyrillic key of four.
            XCTAssertEqual(root?["ключ"]?.mark.map { [$0.line, $0.column] }, [2, 7], name)
            XCTAssertEqual(root?["nested"]?["list"]?[0]?["emoji"]?.mark.map { [$0.line, $0.column] }, [6, 14], name)
        }
    }

    /// A mark made by the bit-cast reads back what it was made from, and in that order.
    func testAMadeMarkReadsBackItsLineAndColumn() {
        for (line, column) in [(1, 1), (2, 17), (17, 2), (40_000, 3), (Int.max, 0)] {
            let mark = YAMLComposer.mark(line: line, column: column)
            XCTAssertEqual(mark.line, line)
            XCTAssertEqual(mark.column, column)
            XCTAssertEqual(mark.description, "\(line):\(column)")
        }
    }

    func testEmptyAndCommentOnlyDocumentsHaveNoRoot() {
        for yaml in ["", "# nothing yet\n"] {
            guard case .document(let root) = YAMLComposer.compose(yaml, resolver: .basic, constructor: constructor)
            else {
                return XCTFail("'\(yaml)' is composed in one pass")
            }
            XCTAssertNil(root)
        }
    }

    /// What Yams has to report or expand goes to the full reader, which words every problem.
    func testAliasesTagsRepeatsErrorsAndLimitsGoToTheFullReader() {
        let handed = [
            "a: &m x\nb: *m\n",
            "a: !!str 1\n",
            "a: 1\na: 2\n",
            "a: 1\n\"a\": 2\n",
            "a: [1, 2\n",
            "title: \"unclosed\n",
            "a: 1\n---\nb: 2\n",
            "? [a]\n: b\n",
            "wcag: " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40),
            (0..<20_001).map { "k\($0): v" }.joined(separator: "\n"),
        ]
        for yaml in handed {
            guard case .needsFullReader = YAMLComposer.compose(yaml, resolver: .basic, constructor: constructor) else {
                return XCTFail("\(yaml.prefix(40)) is left to the full reader")
            }
        }
        XCTAssertEqual(
            Fixtures.entry("---\ntitle: A\ntitle: B\ncategories: x\n---\n").diagnostics.map(\.description),
            [
                "Content/native/sample.md:3:1: error: the key 'title' appears twice (first on line 2) — keep one"
            ])
    }
}
