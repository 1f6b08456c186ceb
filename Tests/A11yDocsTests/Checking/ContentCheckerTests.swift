import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading
@testable import A11yDocsModel
@testable import A11yDocsSupport

/// `check`'s findings on fixtures that break each rule, compared with a snapshot.
final class ContentCheckerTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    func testFindingsMatchTheSnapshot() throws {
        let content = Self.folder.appendingPathComponent("Fixtures/Content").path
        let findings = try ContentChecker(contentDirectory: content).check()
        let text =
            findings.map { $0.description.replacingOccurrences(of: content + "/", with: "Content/") }.joined(
                separator: "\n") + "\n"
        let snapshot = Self.folder.appendingPathComponent("check-findings.txt")
        if ProcessInfo.processInfo.environment["A11YDOCS_RECORD_SNAPSHOTS"] == "1" {
            try text.write(to: snapshot, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(text, try String(contentsOf: snapshot, encoding: .utf8))
    }

    func testTheLibrarysOwnContentIsClean() throws {
        let findings = try ContentChecker(contentDirectory: Fixtures.repository.appendingPathComponent("Content").path)
            .check()
        XCTAssertEqual(findings.map(\.description), [])
    }

    func testAScaffoldedEntryOnlyHasPlaceholdersLeft() throws {
        let root = try Fixtures.temporaryDirectory(self)
        let path = try EntryScaffold.create(
            slug: "date-picker", collection: "native", title: nil, contentDirectory: root.path
        ).path
        let findings = try ContentChecker(contentDirectory: root.path).check()
        XCTAssertFalse(findings.hasErrors, findings.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(Set(findings.map(\.problem)), [.placeholder("TODO")])
        let entry = try XCTUnwrap(try ContentLoader(directory: root.path).load().entries.first)
        XCTAssertEqual(entry.title, "Date picker")
        XCTAssertEqual(entry.coveredFrameworks, Framework.allCases)
        XCTAssertEqual(
            entry.platforms.map { $0.sections.map(\.kind) },
            Array(
                repeating: [.developerNotes, .name, .role, .groupings, .state, .focus, .announcements, .codeExample],
                count: 2))
        XCTAssertEqual(path, root.path + "/native/date-picker.md")
    }

    func testAScaffoldedWebEntryHasTheWebLayoutAndOnlyPlaceholdersLeft() throws {
        let root = try Fixtures.temporaryDirectory(self)
        try EntryScaffold.create(slug: "combo-box", collection: "web", title: nil, contentDirectory: root.path)
        let findings = try ContentChecker(contentDirectory: root.path).check()
        XCTAssertFalse(findings.hasErrors, findings.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(Set(findings.map(\.problem)), [.placeholder("TODO")])
        let entry = try XCTUnwrap(try ContentLoader(directory: root.path).load().entries.first)
        XCTAssertEqual(entry.title, "Combo box")
        XCTAssertEqual(entry.platforms.map(\.platform), [.web])
        // `## Developer notes` only holds the sections under it: no section, and no empty heading, of its own.
        XCTAssertEqual(
            entry.platforms.first?.sections.map(\.kind), [.codeExample, .name, .role, .groupings, .state, .focus])
    }

    /// A tag the pages show as text is reported where it is written: inline, in an HTML block (on
    /// its own line of the block), and a block element inside a paragraph.
    func testHTMLShownAsTextIsLocated() throws {
        let root = try Fixtures.temporaryDirectory(self)
        let body = """
            Press <kbd>Tab</kbd> or <button onclick="x()">this</button>.

            <details>
            <summary>More</summary>
              <p>Text</p> <script>x()</script>
            </details>

            - An é and <details>here</details>.
            <!-- a comment is dropped without a word -->
            """
        try Fixtures.write(
            ["native/markup.md": "---\ntitle: Markup\ncategories: [Buttons]\n---\n" + body + "\n"], under: root)
        let findings = try ContentChecker(contentDirectory: root.path).check().filter(\.problem.isAboutRawHTML)
        XCTAssertEqual(
            findings.map { "\($0.location.line):\($0.location.column) \($0.problem)" },
            [
                "5:25 htmlShownAsText(\"button\")", "9:3 htmlShownAsText(\"p\")", "9:15 htmlShownAsText(\"script\")",
                "12:12 htmlBlockElementInParagraph(\"details\")",
            ])
        XCTAssertEqual(
            findings.first?.description.replacingOccurrences(of: root.path + "/", with: ""),
            "native/markup.md:5:25: warning: '<button>' is shown as text: pages keep only the HTML listed in "
                + "docs/content-format.md"
                + " — write it in Markdown, or build with --allow-raw-html if every author is trusted")
    }

    /// What `check` finds in one entry file, of the problems `keep` selects.
    private func findings(in entry: String, _ keep: (Problem) -> Bool) throws -> [Diagnostic] {
        let root = try Fixtures.temporaryDirectory(self)
        try Fixtures.write(["native/entry.md": entry], under: root)
        return try ContentChecker(contentDirectory: root.path).check().filter { keep($0.problem) }
    }

    /// A table's cells are text like any other: their broken links and placeholders are found where written.
    func testTableCellsAreCheckedLikeOtherText() throws {
        let findings = try findings(
            in: """
                ---
                title: Keys
                categories: [Buttons]
                ---
                ## Developer notes
                - **UIKit**
                  | Key | Result |
                  | --- | --- |
                  | Tab | [next](gone.md) and TODO |
                  | Esc | ~~[old](old.md)~~ |
                """
        ) {
            switch $0 {
            case .brokenEntryLink, .placeholder: return true
            default: return false
            }
        }
        // Links at their address, as elsewhere.
        XCTAssertEqual(
            findings.map { "\($0.location.line):\($0.location.column) \($0.problem)" },
            ["9:18 brokenEntryLink(\"gone.md\")", "9:31 placeholder(\"TODO\")", "10:19 brokenEntryLink(\"old.md\")"])
    }

    /// Cells past the header's count are not shown (GitHub's rule): `check` says where they start.
    /// A pipe splits cells in code spans too, unless escaped.
    func testRowsWiderThanTheHeaderAreFound() throws {
        let findings = try findings(
            in: """
                ---
                title: Wide
                categories: [Buttons]
                ---
                | Key | Result |
                | --- | --- |
                | Tab | next | é extra |
                Esc | `a|b` | c | d |
                | \\| | `a\\|b` |
                > | In | quote |
                > | --- | --- |
                > | 1 | 2 | 3
                """
        ) {
            if case .tableCellsPastHeader = $0 { return true }
            return false
        }
        XCTAssertEqual(
            findings.map { "\($0.location.line):\($0.location.column) \($0.problem)" },
            [
                "7:16 tableCellsPastHeader(cells: 3, columns: 2)", "8:10 tableCellsPastHeader(cells: 5, columns: 2)",
                "12:13 tableCellsPastHeader(cells: 3, columns: 2)",
            ])
        XCTAssertEqual(
            findings.first?.problem.message,
            "this table row has 3 cells but the header has 2: from here, the last cell is not shown — add a column to "
                + "the header, or write '\\|' for a pipe inside a cell"
        )
    }

    /// Each broken link is reported where it is written, also when one paragraph repeats a link or
    /// holds thousands of them (the search for each goes on from the one before).
    func testBrokenLinksAreLocatedOneByOneWithinAParagraph() throws {
        let root = try Fixtures.temporaryDirectory(self)
        let lines =
            ["See [a](gone.md) and [b](gone.md), [c](https://example.com/gone.md)", "- [é](gone.md) [ü](other.md)", ""]
            + (0..<3_000).map { "then [link \($0)](missing-\($0).md)" }
        try Fixtures.write(
            [
                "native/links.md": "---\ntitle: Links\ncategories: [Buttons]\n---\n" + lines.joined(separator: "\n")
                    + "\n"
            ], under: root)
        let broken = try ContentChecker(contentDirectory: root.path).check().filter {
            if case .brokenEntryLink = $0.problem { return true }
            return false
        }
        XCTAssertEqual(broken.count, 3_004)
        XCTAssertEqual(
            broken.prefix(4).map { "\($0.location.line):\($0.location.column) \($0.problem)" },
            [
                "5:9 brokenEntryLink(\"gone.md\")", "5:26 brokenEntryLink(\"gone.md\")",
                "6:7 brokenEntryLink(\"gone.md\")", "6:20 brokenEntryLink(\"other.md\")",
            ])
        XCTAssertEqual(broken.last.map { "\($0.location.line):\($0.location.column)" }, "3007:18")
    }
}
