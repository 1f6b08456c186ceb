import XCTest

@testable import A11yDocsImport
@testable import A11yDocsLoading
@testable import A11yDocsMarkdown

/// What a site brings besides its entries: `_config.yml` becomes `a11ydocs.yml`, referenced
/// files go to the static folder, a collection with nothing to test is left out unless named, and
/// a draft beside a published entry of its slug is named.
final class SiteSettingsImportTests: XCTestCase {
    private let entry = "---\ntitle: Tabs\ncategories: main\nkeyboard:\n  tab: Focus moves\n---\n"

    func testConfigBecomesSettingsInTheSitesOrder() throws {
        let scratch = try ImportScratch(self)
        try scratch.write([
            "site/_config.yml": """
            title: "Team: patterns"
            description: How controls behave
            url: https://example.org
            baseurl: /a11y/
            collections:
              native: {output: true, title: Native apps, description: iOS and Android}
              checklist-web: {output: true}
              web: {output: true, title: Web}
            """,
            "site/_web/tabs.md": entry, "site/_native/switch.md": entry, "site/_zeta/item.md": entry,
        ])
        let plan = try scratch.plan(everyCollection: false)
        let settings = try XCTUnwrap(plan.settings)
        XCTAssertEqual(settings.path, scratch.path("a11ydocs.yml"))
        XCTAssertEqual(
            settings.text,
            """
            # a11ydocs settings, written by 'a11ydocs import jekyll' from \(scratch.site)/_config.yml.
            # Every key is described in a11ydocs' docs/configuration.md; 'a11ydocs init' writes a commented example.
            title: "Team: patterns"
            description: "How controls behave"
            base_url: "https://example.org/a11y/"
            content: "Content"
            collections:
              native:
                name: "Native apps"
                order: 1
                description: "iOS and Android"
              web:
                name: "Web"
                order: 2
              zeta:
                order: 3

            """)
        var loader = SiteConfigLoader(path: settings.path)
        let config = loader.decode(settings.text)
        XCTAssertEqual(config.title, "Team: patterns")
        XCTAssertEqual(config.baseURL, "https://example.org/a11y/")
        XCTAssertFalse(loader.diagnostics.contains { $0.severity == .error }, "\(loader.diagnostics)")
        XCTAssertEqual(
            plan.report.settings,
            .written(
                path: settings.path, from: "_config.yml",
                settings: ["title", "description", "base_url", "3 collections"]))
    }

    func testAnAddressBuildWouldRefuseIsLeftOutAndNamed() throws {
        let scratch = try ImportScratch(self)
        try scratch.write(["site/_config.yml": "url: example.org\nbaseurl: docs\n", "site/_web/tabs.md": entry])
        let plan = try scratch.plan()
        XCTAssertFalse(try XCTUnwrap(plan.settings).text.contains("base_url"))
        XCTAssertEqual(plan.report.findings.map(\.location.path), [scratch.site + "/_config.yml"])
        XCTAssertTrue(
            plan.report.findings[0].message.hasPrefix(
                "the site's address 'example.org/docs/' (url + baseurl) is not usable as base_url"),
            plan.report.findings[0].message)
    }

    func testExistingSettingsAreKeptUnlessReplaced() throws {
        let scratch = try ImportScratch(self)
        try scratch.write([
            "site/_config.yml": "title: Old\n", "site/_web/tabs.md": entry, "a11ydocs.yml": "title: Mine\n",
        ])
        let kept = try scratch.plan()
        XCTAssertNil(kept.settings)
        XCTAssertEqual(kept.report.settings, .kept(path: scratch.path("a11ydocs.yml")))
        let replaced = try scratch.plan { $0.force = true }
        XCTAssertEqual(replaced.settings?.text.contains("title: \"Old\""), true)
    }

    func testBrokenConfigIsNamedAndTheImportGoesOn() throws {
        let scratch = try ImportScratch(self)
        try scratch.write(["site/_config.yml": "title: [unclosed\n", "site/_web/tabs.md": entry])
        let plan = try scratch.plan()
        XCTAssertEqual(plan.files.map(\.path), ["web/tabs.md"])
        XCTAssertEqual(plan.report.findings.map(\.severity), [.warning])
        XCTAssertTrue(
            plan.report.findings[0].description.hasPrefix(
                scratch.site
                    + "/_config.yml:1:8: warning: _config.yml could not be read (it is not valid YAML: while parsing a "
                    + "flow sequence"
            ),
            plan.report.findings[0].description)
    }

    func testCollectionsWithoutTestKeysAreLeftOutUnlessNamed() throws {
        let scratch = try ImportScratch(self)
        try scratch.write([
            "site/_web/tabs.md": entry,
            "site/_demos/tabs-demo.md": "---\ntitle: Tabs demo\n---\n{% include missing.html %}\n",
            "site/_demos/more.md": "---\ntitle: More\n---\n",
            "site/_checklist-web/tabs.md": "---\ntitle: Tabs checklist\n---\n",
        ])
        let plan = try scratch.plan(everyCollection: false)
        XCTAssertEqual(plan.files.map(\.path), ["web/tabs.md", "web/tabs-2.md"], "a checklist joins its collection")
        XCTAssertEqual(
            plan.report.skippedCollections, [.init(folder: scratch.site + "/_demos", name: "demos", files: 2)])
        XCTAssertFalse(
            plan.report.findings.contains { $0.location.path.contains("_demos") },
            "nothing of a collection left out is reported")
        XCTAssertTrue(
            plan.report.details.contains {
                $0.contains("not imported: \(scratch.site)/_demos/ (2 files)") && $0.contains("--collection demos")
            })

        let named = try scratch.plan(everyCollection: false) { $0.collections = ["demos"] }
        XCTAssertEqual(
            named.files.map(\.path), ["demos/more.md", "demos/tabs-demo.md", "web/tabs.md", "web/tabs-2.md"])
        XCTAssertThrowsError(try scratch.plan { $0.collections = ["demo"] }) {
            XCTAssertEqual(
                ($0 as? JekyllImporter.Failure)?.description,
                "the site has no collection 'demo' — did you mean 'demos'?")
        }
    }

    func testASiteWithNothingToTestWritesNothing() throws {
        let scratch = try ImportScratch(self)
        try scratch.write([
            "site/_config.yml": "title: Demos\n", "site/_demos/a.md": "---\ntitle: A\n---\n",
            "site/_pages/b.md": "---\ntitle: B\n---\n",
        ])
        let plan = try scratch.plan(everyCollection: false)
        XCTAssertEqual(plan.files.count, 0)
        XCTAssertNil(plan.settings)
        XCTAssertNil(plan.report.settings)
        XCTAssertEqual(plan.report.skippedCollections.map(\.name), ["demos", "pages"])
    }

    func testADraftBesideThePublishedEntryIsNamed() throws {
        let scratch = try ImportScratch(self)
        try scratch.write([
            "site/_web/tabs.md": entry,
            "site/_web/_tabs.md": entry,
            "site/_web/menu.md": "---\ntitle: Menu\npublished: false\n---\n",
            "site/_web/Menu .md": entry,
        ])
        let plan = try scratch.plan()
        XCTAssertEqual(plan.report.drafts, 2)
        XCTAssertEqual(
            plan.report.findings.filter { $0.severity == .warning }.map(\.location.path),
            [scratch.site + "/_web/_tabs.md"])
    }
}
