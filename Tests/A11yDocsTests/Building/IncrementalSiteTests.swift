import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading
@testable import A11yDocsMarkdown
@testable import A11yDocsModel

final class IncrementalSiteTests: XCTestCase {
    private func site() async throws -> (IncrementalSite, URL) {
        try await PreviewedSite.start(
            self, copyingTemplates: true, site: Fixtures.siteOptions(baseURL: "https://example.org/"))
    }

    private func text(_ root: URL, _ path: String) throws -> String { try PreviewedSite.text(root, path) }

    /// A new entry in a category changes the previous and next links of the pages around it, and
    /// those pages are rendered with the new entry's, in the first phase.
    func testAnEntryThatMovesRerendersThePagesThatLinkToIt() async throws {
        let (site, root) = try await site()
        let content = root.appendingPathComponent("Content/native")
        try "---\ntitle: Checkbox\ncategories: [Controls]\n---\n".write(
            to: content.appendingPathComponent("checkbox.md"), atomically: true, encoding: .utf8)
        let added = try await XCTUnwrapAsync(await site.update())
        XCTAssertEqual(
            Set(added.pages).intersection(["native/button/index.html", "native/checkbox/index.html"]),
            ["native/button/index.html", "native/checkbox/index.html"])
        XCTAssertTrue(
            try text(root, "native/button/index.html").contains(
                "<span class=\"pager-label\">Next in Controls</span> Checkbox</a>"))

        // Only the body changes: the entry keeps its place, and no other page is rendered.
        try "---\ntitle: Checkbox\ncategories: [Controls]\n---\nNew words.\n".write(
            to: content.appendingPathComponent("checkbox.md"), atomically: true, encoding: .utf8)
        let edited = try await XCTUnwrapAsync(await site.update())
        XCTAssertEqual(edited.pages, ["native/checkbox/index.html", "native/checkbox.md"])

        try "---\ntitle: Abacus\ncategories: [Controls]\norder: 0\n---\n".write(
            to: content.appendingPathComponent("checkbox.md"), atomically: true, encoding: .utf8)
        let renamed = try await XCTUnwrapAsync(await site.update())
        XCTAssertTrue(renamed.pages.contains("native/button/index.html"), "\(renamed.pages)")
        let button = try text(root, "native/button/index.html")
        XCTAssertTrue(button.contains("<span class=\"pager-label\">Previous in Controls</span> Abacus</a>"), button)
        XCTAssertFalse(button.contains("Next in Controls"))
    }

    func testAnEditedEntryRerendersItsPagesThenTheSiteWideOnes() async throws {
        let (site, root) = try await site()
        let unchanged = try await site.update()
        XCTAssertNil(unchanged, "nothing changed")
        let file = root.appendingPathComponent("Content/web/link.md")
        let renamed = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "title: Link", with: "title: Hyperlink")
        try renamed.write(to: file, atomically: true, encoding: .utf8)

        let idsBefore = try testCaseIDs(root)
        let update = try await XCTUnwrapAsync(await site.update())
        XCTAssertEqual(update.changedInputs, ["web/link.md"])
        XCTAssertEqual(update.pages, ["web/link/index.html", "web/link.md"])
        XCTAssertTrue(try text(root, "web/link/index.html").contains("<h1>Hyperlink</h1>"))
        XCTAssertFalse(try text(root, "index.html").contains("Hyperlink"), "site-wide pages wait for the second phase")
        XCTAssertEqual(
            try update.finish().sorted(),
            [
                "api/entries.json", "coverage/index.html", "criteria/index.html",
                "criteria/test-cases-testrail.csv", "criteria/test-cases-xray.csv", "criteria/test-cases.csv",
                "criteria/web/link.feature", "criteria/web/link.js", "criteria/web/link.txt", "index.html", "index.md",
                "search-index.json", "search/index.html", "sitemap.xml",
            ],
            "the 404 page and the schema do not show entries")
        XCTAssertTrue(try text(root, "index.html").contains("Hyperlink"))
        XCTAssertTrue(try text(root, "criteria/web/link.feature").hasPrefix("@a11y-web-link\nFeature: Hyperlink\n"))
        XCTAssertTrue(
            try text(root, "criteria/web/link.js").contains("Rule: Hyperlink"),
            "the builder loads the saved entry's criteria")
        XCTAssertTrue(
            try text(root, "criteria/test-cases.csv").contains(",Hyperlink — Keyboard: "),
            "the exports follow the title")
        XCTAssertEqual(try testCaseIDs(root), idsBefore, "a new title keeps every test-case id")
    }

    /// The first column of the plain CSV export, header left out.
    private func testCaseIDs(_ root: URL) throws -> [String] {
        let rows = try text(root, "criteria/test-cases.csv").components(separatedBy: "\r\n").dropFirst()
        return rows.filter { $0.hasPrefix("a11y-") }.map { String($0.prefix { $0 != "," }) }
    }

    /// An entry saved as a draft leaves the published site: the plan changes with what is
    /// published, not only with which files exist.
    func testAnEntrySavedAsADraftIsRemovedAndComesBack() async throws {
        let (site, root) = try await site()
        let file = root.appendingPathComponent("Content/web/link.md")
        let good = try String(contentsOf: file, encoding: .utf8)
        try good.replacingOccurrences(of: "title: Link\n", with: "title: Link\ndraft: true\n").write(
            to: file, atomically: true, encoding: .utf8)
        let drafted = try await XCTUnwrapAsync(await site.update())
        XCTAssertEqual(drafted.pages, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Output/web/link").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Output/web/link.md").path))
        _ = try drafted.finish()
        XCTAssertFalse(try text(root, "index.html").contains("web/link/"))

        try good.write(to: file, atomically: true, encoding: .utf8)
        let published = try await XCTUnwrapAsync(await site.update())
        XCTAssertEqual(published.pages, ["web/link/index.html", "web/link.md"])
        _ = try published.finish()
        XCTAssertTrue(try text(root, "index.html").contains("web/link/"))
    }

    /// An old address added to an entry gets its page in the preview, and loses it when removed.
    func testAnAliasAddedOrRemovedInPlaceChangesTheRedirectPages() async throws {
        let (site, root) = try await site()
        let file = root.appendingPathComponent("Content/web/link.md")
        let good = try String(contentsOf: file, encoding: .utf8)
        let redirect = root.appendingPathComponent("Output/web/old-link/index.html").path
        try good.replacingOccurrences(of: "title: Link\n", with: "title: Link\naliases: [old-link]\n").write(
            to: file, atomically: true, encoding: .utf8)
        let added = try await XCTUnwrapAsync(await site.update())
        _ = try added.finish()
        XCTAssertTrue(try text(root, "web/old-link/index.html").contains("href=\"../link/\""))

        try good.write(to: file, atomically: true, encoding: .utf8)
        let removed = try await XCTUnwrapAsync(await site.update())
        _ = try removed.finish()
        XCTAssertFalse(FileManager.default.fileExists(atPath: redirect))
    }

    /// A watcher that names the saved file spares the scan; the update is the one a scan gives.
    func testAnUpdateTakesTheFilesAWatcherNames() async throws {
        let (site, root) = try await site()
        let content = site.options.contentDirectory
        let file = root.appendingPathComponent("Content/web/link.md")
        try (String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "title: Link", with: "title: Named"))
            .write(to: file, atomically: true, encoding: .utf8)
        let elsewhere = try await site.update(changed: [
            content + "/native/button.md", root.appendingPathComponent("Templates/x").path,
        ])
        XCTAssertNil(elsewhere, "an unchanged file and a path outside the content are no change")
        let named = try await XCTUnwrapAsync(
            await site.update(changed: [content + "/web/link.md", content + "/web/.link.md.swp"]))
        XCTAssertEqual(named.pages, ["web/link/index.html", "web/link.md"])
        XCTAssertTrue(try text(root, "web/link/index.html").contains("<h1>Named</h1>"))
        try FileManager.default.removeItem(at: file)
        let removed = try await XCTUnwrapAsync(await site.update(changed: [content + "/web/link.md"]))
        _ = try removed.finish()
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Output/web/link").path))
        let scanned = try await site.update()
        XCTAssertNil(scanned, "a scan finds nothing the named files missed")

        // A named symlink is read as the build reads it: by a scan, which skips one leading out.
        let outside = root.appendingPathComponent("outside.md")
        try "---\ntitle: Outside\ncategories: x\n---\n".write(to: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: content + "/web/outside.md", withDestinationPath: outside.path)
        XCTAssertNil(FileFingerprints.rescan([content + "/web/outside.md"], under: content, known: [:]))
        let linked = try await site.update(changed: [content + "/web/outside.md"])
        XCTAssertNil(linked, "the scan skips a link out of the content folder, as the build does")

        // So does a file in a folder that links out, however the watcher names it.
        let outsideFolder = root.appendingPathComponent("elsewhere")
        try Fixtures.write(["elsewhere/away.md": "---\ntitle: Away\ncategories: x\n---\n"], under: root)
        try FileManager.default.createSymbolicLink(
            atPath: content + "/web/away", withDestinationPath: outsideFolder.path)
        XCTAssertNil(FileFingerprints.rescan([content + "/web/away/away.md"], under: content, known: [:]))
        let throughFolder = try await site.update(changed: [content + "/web/away/away.md"])
        XCTAssertNil(throughFolder, "the scan skips a folder that links out of the content folder")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Output/web/away").path))
    }

    /// A change named to an update that failed is taken again by the next one, even when the next
    /// names nothing in the content (a broken template fixed).
    func testAChangeNamedToAFailedUpdateIsNotLost() async throws {
        let (site, root) = try await site()
        let content = site.options.contentDirectory
        let file = root.appendingPathComponent("Content/web/link.md")
        try (String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "title: Link", with: "title: Renamed"))
            .write(to: file, atomically: true, encoding: .utf8)
        let template = root.appendingPathComponent("Templates/entry.mustache")
        let good = try String(contentsOf: template, encoding: .utf8)
        try (good + "{{#broken}}\n").write(to: template, atomically: true, encoding: .utf8)
        do {
            _ = try await site.update(changed: [content + "/web/link.md"])
            XCTFail("a broken template fails the update")
        } catch {}
        try good.write(to: template, atomically: true, encoding: .utf8)
        _ = try await XCTUnwrapAsync(await site.update(changed: [])).finish()
        XCTAssertTrue(try text(root, "web/link/index.html").contains("<h1>Renamed</h1>"))
    }

    func testAFailedUpdateWritesNothingAndIsRetriedUntilFixed() async throws {
        let (site, root) = try await site()
        let before = try text(root, "web/link/index.html")
        let file = root.appendingPathComponent("Content/web/link.md")
        let good = try String(contentsOf: file, encoding: .utf8)
        try "---\ntitle: Link\n".write(to: file, atomically: true, encoding: .utf8)
        await assertUpdateFails(site) { error in
            XCTAssertEqual((error as? BuildError)?.diagnostics.map(\.problem), [.unterminatedFrontMatter])
        }
        XCTAssertEqual(try text(root, "web/link/index.html"), before)
        await assertUpdateFails(site, "still broken, still reported") { _ in }
        try good.write(to: file, atomically: true, encoding: .utf8)
        let recovered = try await site.update()
        XCTAssertNotNil(recovered)
    }

    func testNewAndDeletedEntriesAndTemplateChanges() async throws {
        let (site, root) = try await site()
        try Fixtures.write(
            ["Content/web/forms/web-form.md": "---\ntitle: Web form\ncategories: forms\n---\n"], under: root)
        let added = try await XCTUnwrapAsync(await site.update())
        XCTAssertEqual(added.pages, ["web/web-form/index.html", "web/web-form.md"])
        _ = try added.finish()
        XCTAssertTrue(try text(root, "index.md").contains("[Web form](web/web-form.md)"))

        try FileManager.default.removeItem(at: root.appendingPathComponent("Content/web/link.md"))
        _ = try await XCTUnwrapAsync(await site.update()).finish()
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Output/web/link").path))
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("Output/criteria/web/link.feature").path)
        )

        let template = root.appendingPathComponent("Templates/partials/expectation-table.mustache")
        try (String(contentsOf: template, encoding: .utf8) + "<!-- changed -->\n").write(
            to: template, atomically: true, encoding: .utf8)
        let rerendered = try await XCTUnwrapAsync(await site.update())
        XCTAssertEqual(
            Set(rerendered.pages),
            [
                "native/alert-dialog/index.html", "native/button/index.html", "web/web-form/index.html",
                "how-to-test/keyboard/index.html", "how-to-test/screen-reader/index.html",
            ],
            "an HTML partial re-renders entry and guide pages only, not mirrors")
        XCTAssertEqual(try rerendered.finish(), [], "nor the index, builder or exports")

        let index = root.appendingPathComponent("Templates/index.md.mustache")
        try (String(contentsOf: index, encoding: .utf8) + "\n").write(to: index, atomically: true, encoding: .utf8)
        let indexOnly = try await XCTUnwrapAsync(await site.update())
        XCTAssertEqual(indexOnly.pages, [])
        XCTAssertEqual(try indexOnly.finish(), ["index.md"])
    }

    /// A site on the built-in theme gains an override while it is previewed, then loses it.
    func testAnOverrideAddedWhilePreviewingReplacesTheBuiltInFileUntilRemoved() async throws {
        let root = try Fixtures.temporaryDirectory(self)
        try FileManager.default.copyItem(
            atPath: Fixtures.siteContent, toPath: root.appendingPathComponent("Content").path)
        let options = BuildOptions(
            contentDirectory: root.appendingPathComponent("Content").path,
            templatesDirectory: root.appendingPathComponent("Templates").path,
            outputDirectory: root.appendingPathComponent("Output").path, site: Fixtures.siteOptions())
        let site = IncrementalSite(options: options)
        _ = try await site.buildAll()
        let builtInCSS = try text(root, "assets/site.css")

        try Fixtures.write(
            [
                "Templates/partials/expectation-table.mustache": "<p class=\"steps\">{{heading}}</p>\n",
                "Templates/assets/site.css": "body { color: teal; }\n",
            ], under: root)
        let overridden = try await XCTUnwrapAsync(await site.update())
        XCTAssertTrue(overridden.pages.contains("assets/site.css"))
        XCTAssertTrue(try text(root, "native/button/index.html").contains("<p class=\"steps\">"))
        XCTAssertEqual(try text(root, "assets/site.css"), "body { color: teal; }\n")

        try FileManager.default.removeItem(at: root.appendingPathComponent("Templates"))
        _ = try await XCTUnwrapAsync(await site.update())
        XCTAssertFalse(try text(root, "native/button/index.html").contains("<p class=\"steps\">"))
        XCTAssertEqual(try text(root, "assets/site.css"), builtInCSS)
    }

    /// Swap files, backups and probes that editors write beside an entry are not content.
    func testEditorsTemporaryFilesAreNeverTakenForEntries() async throws {
        let (site, root) = try await site()
        try Fixtures.write(
            [
                "Content/web/.link.md.swp": "x", "Content/web/link.md.swp": "x", "Content/web/link.md~": "x",
                "Content/web/#link.md#": "x",
                "Content/web/4913": "x", "Content/web/link.md___jb_tmp___": "x", "Content/web/link.md___jb_old___": "x",
                "Content/web/~$notes.docx": "x", "Content/web/link.md.tmp": "x", "Content/web/link.md.crswap": "x",
            ], under: root)
        let unchanged = try await site.update()
        XCTAssertNil(unchanged)
    }

    /// An update reports every warning the site has now: a save that adds a TODO adds its warning,
    /// a save that removes it takes it away.
    func testUpdatesCarryTheSitesWarnings() async throws {
        let (site, root) = try await site()
        let file = root.appendingPathComponent("Content/native/button.md")
        let good = try String(contentsOf: file, encoding: .utf8)
        try (good + "\nTODO: describe the focus order\n").write(to: file, atomically: true, encoding: .utf8)
        let withTodo = try await XCTUnwrapAsync(await site.update())
        XCTAssertTrue(
            withTodo.warnings.contains {
                $0.problem == .placeholder("TODO") && $0.location.path.hasSuffix("native/button.md")
            },
            "\(withTodo.warnings)")
        try good.write(to: file, atomically: true, encoding: .utf8)
        let fixed = try await XCTUnwrapAsync(await site.update())
        XCTAssertFalse(fixed.warnings.contains { $0.problem == .placeholder("TODO") })
        XCTAssertEqual(fixed.warnings.count, withTodo.warnings.count - 1)
    }
}
