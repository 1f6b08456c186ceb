import Foundation
import XCTest

/// A draft with the slug of a published entry (`_tabs.md` beside `tabs.md`) is a warning in
/// `build`, `build --drafts` and `check` alike: exit 0, the same line in each, either file order.
final class DraftSlugCommandTests: XCTestCase {
    private static func warning(at draft: String) -> String {
        "\(draft):1:1: warning: this draft has the same slug 'tabs' as the published 'Content/web/tabs.md' — the "
            + "published entry is shown and the draft is left out; rename the draft or delete it\n"
    }

    func testBuildBuildDraftsAndCheckPrintTheSameWarning() throws {
        // `_tabs.md` sorts before `tabs.md`, `zz/_tabs.md` after it.
        for draft in ["web/_tabs.md", "web/zz/_tabs.md"] {
            let root = try CommandLineRunner.site(
                self,
                entries: [
                    "web/tabs.md": "---\ntitle: Tabs\ncategories: widgets\n---\n",
                    draft: "---\ntitle: Old tabs\ncategories: widgets\n---\n",
                ])
            let expected = Self.warning(at: "Content/" + draft)
            for arguments in [["build"], ["build", "--drafts"]] {
                let run = try CommandLineRunner.run(arguments, in: root)
                XCTAssertEqual(run.status, 0, "\(arguments) \(draft): \(run.stderr)")
                XCTAssertTrue(run.stderr.contains(expected), "\(arguments) \(draft): \(run.stderr)")
                XCTAssertFalse(run.stderr.contains("error:"), run.stderr)
                XCTAssertFalse(run.stdout.contains("left out"), run.stdout)
                let page = try String(
                    contentsOf: root.appendingPathComponent("Output/web/tabs/index.html"), encoding: .utf8)
                XCTAssertFalse(page.contains("Old tabs"), "\(arguments) \(draft)")
            }
            let check = try CommandLineRunner.run(["check"], in: root)
            XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
            XCTAssertTrue(check.stdout.contains(expected), check.stdout)
            XCTAssertFalse(check.stdout.contains("error:"), check.stdout)
        }
    }

    func testTwoPublishedEntriesWithOneSlugStayAnError() throws {
        let root = try CommandLineRunner.site(
            self,
            entries: [
                "web/tabs.md": "---\ntitle: Tabs\ncategories: widgets\n---\n",
                "web/zz/tabs.md": "---\ntitle: Other tabs\ncategories: widgets\n---\n",
            ])
        let check = try CommandLineRunner.run(["check"], in: root)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(
            check.stdout.contains(
                "Content/web/zz/tabs.md:1:1: error: another entry in this collection already uses the slug 'tabs' "
                    + "(Content/web/tabs.md)"
            ), check.stdout)
        let build = try CommandLineRunner.run(["build"], in: root)
        XCTAssertEqual(build.status, 1)
    }
}
