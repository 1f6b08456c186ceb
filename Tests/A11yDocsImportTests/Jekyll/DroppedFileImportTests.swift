import XCTest

@testable import A11yDocsModel

/// No file of a collection disappears without a word: names the import cannot use, hidden files,
/// editors' leftovers, pipes, broken links and folders whose names give no collection are named
/// as warnings.
final class DroppedFileImportTests: XCTestCase {
    func testFilesLeftOutAreNamed() throws {
        let scratch = try ImportScratch(self)
        try scratch.write([
            "site/_config.yml": "title: x\n",
            "site/_native/Slider.md": "---\ntitle: Slider\n---\n",
            "site/_native/..md": "---\ntitle: Dots\n---\n",
            "site/_native/.md": "---\ntitle: Nameless\n---\n",
            "site/_native/.Slider.md.swp": "swap",
            "site/_native/Slider.md~": "backup",
            "site/_native/.hidden-draft.md": "---\ntitle: Hidden\n---\n",
            "site/_native/.DS_Store": "metadata",
            "site/_native/images/._ring.png": "metadata",
            "site/_native/images/ring.png": "png",
            "site/_€/Switch.md": "---\ntitle: Switch\n---\n",
            "site/_assets/logo.svg": "<svg/>\n",
        ])
        XCTAssertEqual(mkfifo(scratch.path("site/_native/queue.md"), 0o600), 0)
        try scratch.link("site/_old-native", to: "../old-site/_native")
        let plan = try scratch.plan()
        let native = "\(scratch.site)/_native"
        XCTAssertEqual(
            plan.report.findings.map(\.description),
            [
                "\(native)/..md:1:1: warning: not imported — its name gives no slug; rename it",
                "\(native)/.Slider.md.swp:1:1: warning: not imported — a name starting with '.' is hidden; rename it "
                    + "if it belongs to the library",
                "\(native)/.hidden-draft.md:1:1: warning: not imported — a name starting with '.' is hidden; rename it "
                    + "if it belongs to the library",
                "\(native)/.md:1:1: warning: not imported — its name gives no slug; rename it",
                "\(native)/Slider.md~:1:1: warning: not imported — its name is an editor's leftover (a swap or backup "
                    + "file); rename it if it belongs to the library",
                "\(native)/queue.md:1:1: warning: not imported — it is neither a file nor a folder (a pipe, socket or "
                    + "device)",
                "\(scratch.site)/_old-native:1:1: warning: this link points at nothing and is skipped — remove it or "
                    + "fix its target",
                "\(scratch.site)/_€:1:1: warning: not imported — the folder's name gives no collection name; rename it "
                    + "(such as '_native')",
            ])
        XCTAssertFalse(plan.report.hasErrors)
        XCTAssertEqual(plan.files.map(\.path), ["native/slider.md", "native/images/ring.png"])
    }

    /// A folder holding only entries it cannot name is still a collection, so they are named.
    func testACollectionOfUnusableNamesIsStillReported() throws {
        let scratch = try ImportScratch(self)
        try scratch.write(["site/_config.yml": "title: x\n", "site/_web/..md": "---\ntitle: x\n---\n"])
        let plan = try scratch.plan()
        XCTAssertEqual(
            plan.report.findings.map(\.description),
            ["\(scratch.site)/_web/..md:1:1: warning: not imported — its name gives no slug; rename it"])
        XCTAssertEqual(plan.files, [])
    }
}
