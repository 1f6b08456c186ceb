import A11yDocsLoadingTestSupport
import Foundation
import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsModel

/// Notes keep the Markdown the author wrote, block by block, where it reached its section as
/// written; elsewhere they are CommonMark written anew from the tree.
final class VerbatimNotesTests: XCTestCase {
    private func notes(_ body: String) throws -> (general: [NoteSection], platforms: [PlatformNotes]) {
        let text = "---\ntitle: Switch\ncategories: controls\n---\n" + body
        let (entry, diagnostics) = EntryLoader.load(
            Data(text.utf8), path: "Content/native/switch.md", file: "native/switch.md", collection: "native",
            slug: "switch")
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        let loaded = try XCTUnwrap(entry)
        return (loaded.generalNotes, loaded.platforms)
    }

    func testBlocksKeepTheAuthorsSpelling() throws {
        let body = """
            ## Notes

            * Starred __item__
            * Second, with a `code` span

            1) First step
            2) Second step

            > A quote with
            a lazy line

            | Key | Result |
            |-----|--------|
            | Tab | Moves  |

            """
        let general = try notes(body).general
        XCTAssertEqual(
            general.first?.general,
            [
                "* Starred __item__\n* Second, with a `code` span", "1) First step\n2) Second step",
                "> A quote with\na lazy line", "| Key | Result |\n|-----|--------|\n| Tab | Moves  |",
            ])
    }

    func testBlankLinesAfterABlockGoButSpacesInItsLastLineStay() throws {
        XCTAssertEqual(
            try notes("## Notes\n\n    let x = 1   \n  \n\n\nAfter.\n").general.first?.general,
            ["    let x = 1   ", "After."], "an indented code line's spaces are code")
    }

    func testAReferenceDefinitionElsewhereMakesTheLinkWrittenAnew() throws {
        let body = "## Notes\n\nSee [the guide][g] first.\n\n[g]: https://example.org/guide\n"
        XCTAssertEqual(
            try notes(body).general.first?.general, ["See [the guide](https://example.org/guide) first."],
            "the block's own line would lose the definition")
    }

    /// A tight bullet list split at markers keeps each run of items between them as the lines
    /// they were written on; the list under a marker is its own lines, less the item's
    /// indentation, unless a line is indented less.
    func testAListSplitAtPlatformMarkersKeepsItsRunsAndTheListsUnderThemAsWritten() throws {
        let body = """
            ## Focus

            * Shared tip
            * Another, *emphasised*
            * **iOS**
              * Post a *layout* change
                over two lines
            * Closing tip

            """
        let parsed = try notes(body)
        XCTAssertEqual(parsed.general.first?.general, ["* Shared tip\n* Another, *emphasised*", "* Closing tip"])
        XCTAssertEqual(
            parsed.platforms.first?.sections.first?.general, ["* Post a *layout* change\n  over two lines"])
        let lazy = try notes("## Focus\n\n- **UIKit**\n  * Post a change\nwritten lazily\n")
        XCTAssertEqual(
            lazy.platforms.first?.sections.first?.frameworks.first?.blocks, ["  - Post a change\n    written lazily"],
            "a lazy line is written anew")
    }

    /// A numbered or loose list's runs take their numbers and spacing from the whole list, which
    /// their own lines would lose: they are written anew.
    func testANumberedOrLooseSplitListsRunsAreWrittenAnew() throws {
        let numbered = try notes("## Focus\n\n1. One\n1. **UIKit**\n   - Kit tip\n1. Three\n")
        XCTAssertEqual(numbered.general.first?.general, ["1.  One", "3.  Three"])
        let loose = try notes("## Focus\n\n- One\n\n- **UIKit**\n  - Kit tip\n")
        XCTAssertEqual(loose.general.first?.general, ["  - One"])
        XCTAssertEqual(loose.platforms.first?.sections.first?.frameworks.first?.blocks, ["- Kit tip"])
    }
}
