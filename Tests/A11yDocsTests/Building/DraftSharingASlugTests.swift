import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading
@testable import A11yDocsModel
@testable import A11yDocsSupport

/// A draft beside a published entry with its slug (`_tabs.md` beside `tabs.md`, a Jekyll
/// leftover): the published entry is shown whatever the file order, the draft is left out of
/// every output, and a warning at the draft says so, in `build`, `check` and the preview alike.
final class DraftSharingASlugTests: XCTestCase {
    private static func warning(published: String = "Content/web/tabs.md") -> String {
        "this draft has the same slug 'tabs' as the published '\(published)' — the published entry is shown and the "
            + "draft is left out; rename the draft or delete it"
    }

    /// An entry of the `web` collection at `path`, a draft or not.
    private func entry(_ path: String, title: String, draft: Bool) throws -> Entry {
        var entry = try XCTUnwrap(
            Fixtures.entry("---\ntitle: \(title)\ncategories: widgets\n---\n", slug: "tabs").entry)
        entry.collection = "web"
        entry.source = SourceLocation(path: "Content/" + path)
        entry.file = path
        entry.isDraft = draft
        return entry
    }

    func testThePublishedEntryKeepsTheSlugInEitherFileOrder() throws {
        let published = try entry("web/tabs.md", title: "Tabs", draft: false)
        let draft = try entry("web/_tabs.md", title: "Old tabs", draft: true)
        let expected = Diagnostic(
            .draftSharesSlug(slug: "tabs", publishedPath: "Content/web/tabs.md"),
            at: SourceLocation(path: "Content/web/_tabs.md"))
        for (entries, publishedIndex) in [([draft, published], 1), ([published, draft], 0)] {
            let (unique, diagnostics) = UniqueSlugs.firstOfEach(entries)
            XCTAssertEqual(unique, [publishedIndex])
            XCTAssertEqual(diagnostics, [expected])
            XCTAssertEqual(diagnostics.map(\.description), ["Content/web/_tabs.md:1:1: warning: " + Self.warning()])
        }
    }

    func testTwoPublishedEntriesOrTwoDraftsWithOneSlugStayAnError() throws {
        for draft in [false, true] {
            let first = try entry("web/a/tabs.md", title: "A", draft: draft)
            let second = try entry("web/tabs.md", title: "B", draft: draft)
            let (unique, diagnostics) = UniqueSlugs.firstOfEach([first, second])
            XCTAssertEqual(unique, [0])
            XCTAssertEqual(
                diagnostics,
                [
                    Diagnostic(
                        .duplicateSlug(slug: "tabs", firstPath: "Content/web/a/tabs.md"),
                        at: SourceLocation(path: "Content/web/tabs.md"))
                ])
            XCTAssertEqual(diagnostics.first?.severity, .error)
        }
    }

    /// `Content/web/_tabs.md` comes before `tabs.md`; `Content/web/zz/_tabs.md` after it.
    private func site(draftAt draftPath: String) throws -> (root: URL, options: BuildOptions) {
        let (root, options) = try Fixtures.scratchSite(self)
        try Fixtures.write(
            [
                "Content/web/tabs.md": "---\ntitle: Tabs\ncategories: widgets\n---\n",
                draftPath: "---\ntitle: Old tabs\ncategories: widgets\n---\n",
            ], under: root)
        return (root, options)
    }

    private func index(_ root: URL) throws -> String {
        try String(contentsOf: root.appendingPathComponent("Output/index.html"), encoding: .utf8)
    }

    func testABuildWithAndWithoutDraftsShowsThePublishedEntryAndWarns() throws {
        for draftPath in ["Content/web/_tabs.md", "Content/web/zz/_tabs.md"] {
            for includesDrafts in [false, true] {
                var (root, options) = try site(draftAt: draftPath)
                options.includesDrafts = includesDrafts
                let report = try SiteBuilder(options: options).build()
                let shadowed = report.warnings.filter { $0.message.hasPrefix("this draft has the same slug") }
                XCTAssertEqual(
                    shadowed.map(\.location.path), [root.appendingPathComponent(draftPath).path],
                    "\(draftPath), drafts: \(includesDrafts)")
                XCTAssertEqual(
                    shadowed.first?.message, Self.warning(published: options.contentDirectory + "/web/tabs.md"))
                // The draft is not counted among those `--drafts` would build.
                XCTAssertFalse(report.summary.contains("left out"), report.summary)
                let page = try String(
                    contentsOf: root.appendingPathComponent("Output/web/tabs/index.html"), encoding: .utf8)
                XCTAssertTrue(page.contains("Tabs"))
                XCTAssertFalse(page.contains("Old tabs"), draftPath)
                XCTAssertFalse(try index(root).contains("Old tabs"), draftPath)
            }
        }
    }

    func testCheckWarnsWithoutAnError() throws {
        for draftPath in ["Content/web/_tabs.md", "Content/web/zz/_tabs.md"] {
            let (root, options) = try site(draftAt: draftPath)
            let findings = try ContentChecker(options: options).check()
            XCTAssertFalse(findings.hasErrors, "\(findings)")
            let shadowed = findings.filter {
                $0.message == Self.warning(published: options.contentDirectory + "/web/tabs.md")
            }
            XCTAssertEqual(shadowed.map(\.location.path), [root.appendingPathComponent(draftPath).path])
        }
    }

    /// The preview shows drafts, but not this one; it comes back when the published entry goes.
    func testThePreviewLeavesTheDraftOutUntilThePublishedEntryGoes() async throws {
        var (root, options) = try site(draftAt: "Content/web/_tabs.md")
        options.includesDrafts = true
        let site = IncrementalSite(options: options)
        let warning = Self.warning(published: options.contentDirectory + "/web/tabs.md")
        let report = try await site.buildAll()
        XCTAssertEqual(report.warnings.filter { $0.message == warning }.count, 1)
        XCTAssertFalse(try index(root).contains("Old tabs"))

        // The draft saved again: still left out, still one warning.
        try "---\ntitle: Old tabs\ncategories: widgets\n---\nSaved.\n".write(
            to: root.appendingPathComponent("Content/web/_tabs.md"), atomically: true, encoding: .utf8)
        let saved = try await XCTUnwrapAsync(await site.update())
        _ = try saved.finish()
        XCTAssertEqual(saved.warnings.filter { $0.message == warning }.count, 1)
        XCTAssertFalse(try index(root).contains("Old tabs"))

        try FileManager.default.removeItem(at: root.appendingPathComponent("Content/web/tabs.md"))
        let removed = try await XCTUnwrapAsync(await site.update())
        _ = try removed.finish()
        XCTAssertEqual(removed.warnings.filter { $0.message == warning }, [])
        let page = try String(contentsOf: root.appendingPathComponent("Output/web/tabs/index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("Old tabs"), page)

        try "---\ntitle: Tabs\ncategories: widgets\n---\n".write(
            to: root.appendingPathComponent("Content/web/tabs.md"), atomically: true, encoding: .utf8)
        let restored = try await XCTUnwrapAsync(await site.update())
        _ = try restored.finish()
        XCTAssertEqual(restored.warnings.filter { $0.message == warning }.count, 1)
        XCTAssertFalse(
            try String(contentsOf: root.appendingPathComponent("Output/web/tabs/index.html"), encoding: .utf8).contains(
                "Old tabs"))
        XCTAssertFalse(try index(root).contains("Old tabs"))
    }

    /// Saves that leave every collection and slug as it was (the published entry's text, another
    /// entry) keep the draft out and its warning, without judging every entry again.
    func testAPreviewSaveThatChangesNoSlugKeepsTheDraftOutAndWarned() async throws {
        var (root, options) = try site(draftAt: "Content/web/_tabs.md")
        try Fixtures.write(["Content/web/slider.md": "---\ntitle: Slider\ncategories: widgets\n---\n"], under: root)
        options.includesDrafts = true
        let site = IncrementalSite(options: options)
        let warning = Self.warning(published: options.contentDirectory + "/web/tabs.md")
        _ = try await site.buildAll()
        let saves = [
            "Content/web/tabs.md": "---\ntitle: Tabs\ncategories: widgets\n---\nNew text.\n",
            "Content/web/slider.md": "---\ntitle: Slider\ncategories: widgets\n---\nMore.\n",
        ]
        for (path, text) in saves.sorted(by: { $0.key < $1.key }) {
            try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
            let saved = try await XCTUnwrapAsync(await site.update())
            _ = try saved.finish()
            XCTAssertEqual(saved.warnings.filter { $0.message == warning }.count, 1, path)
            XCTAssertFalse(try index(root).contains("Old tabs"), path)
        }
    }
}
