import XCTest

@testable import A11yDocsImport

/// The library is found from the repository's folder, its `public/content` or its
/// `documentation`; its pages are the Markdown files of `<collection>/<category>/`, and every other
/// file is named.
final class MagentaLibraryTests: XCTestCase {
    private func scratch() throws -> ImportScratch {
        let scratch = try ImportScratch(self)
        try scratch.writeMagenta([
            "native/controls/button.md": "## Condensed\n",
            "web/forms/text-input.md": "## General Notes\n\nText.\n",
            "web/stray.md": "Not in a category.\n",
            "web/forms/notes.txt": "Not Markdown.\n",
            "components/x/y.md": "Not a collection.\n",
            "MARKDOWN_GUIDE.md": "# Guide\n",
            "native/controls/.hidden.md": "Hidden.\n",
        ])
        try scratch.write(["site/package.json": "{\"name\": \"team-a11y\", \"description\": \"Our patterns\"}"])
        return scratch
    }

    func testTheLibraryIsFoundFromAnyOfItsThreeFolders() throws {
        let scratch = try scratch()
        for source in ["site", "site/public/content", "site/public/content/documentation"] {
            let library = try MagentaLibrary(scratch.path(source))
            XCTAssertEqual(
                library.pages.map { "\($0.collection.folder)/\($0.category)/\($0.name)" },
                [
                    "native/controls/button.md", "web/forms/text-input.md",
                ], source)
            XCTAssertEqual(library.repository, scratch.path("site"), source)
            XCTAssertEqual(library.assets, scratch.path("site/public/content/assets"), source)
            let documentation = scratch.path("site/public/content/documentation") + "/"
            let named = library.notImported.map {
                $0.location.path.replacingOccurrences(of: documentation, with: "") + ": \($0.message.prefix(12))"
            }
            XCTAssertEqual(
                named.sorted(),
                [
                    "MARKDOWN_GUIDE.md: not a patter", "components/x/y.md: not a patter",
                    "native/controls/.hidden.md: not imported", "web/forms/notes.txt: not a patter",
                    "web/stray.md: not a patter",
                ], source)
        }
    }

    func testAFolderThatIsNoLibraryIsRefused() throws {
        let scratch = try ImportScratch(self)
        try scratch.write(["empty/README.md": "x", "docs/documentation/MARKDOWN_GUIDE.md": "x"])
        XCTAssertThrowsError(try MagentaLibrary(scratch.path("missing"))) {
            XCTAssertEqual($0 as? MagentaImporter.Failure, .folderNotFound(scratch.path("missing")))
        }
        XCTAssertThrowsError(try MagentaLibrary(scratch.path("empty"))) {
            XCTAssertEqual($0 as? MagentaImporter.Failure, .noDocumentation(scratch.path("empty")))
        }
        XCTAssertThrowsError(try MagentaLibrary(scratch.path("docs"))) {
            XCTAssertEqual($0 as? MagentaImporter.Failure, .noPages(scratch.path("docs/documentation")))
        }
    }

    func testTheSettingsNameTheCollectionsAndTakeThePackagesTitle() throws {
        let scratch = try scratch()
        let plan = try scratch.planMagenta()
        let settings = try XCTUnwrap(plan.settings)
        XCTAssertEqual(settings.path, scratch.path("a11ydocs.yml"))
        XCTAssertTrue(
            settings.text.contains(
                """
                title: team-a11y
                description: Our patterns
                content: Content
                collections:
                  native:
                    name: Native apps
                    order: 1
                  web:
                    name: Web
                    order: 2

                """), settings.text)
        XCTAssertEqual(
            plan.report.settings,
            .written(
                path: settings.path, from: "package.json",
                settings: [
                    "title", "description", "2 collections",
                ]))
        // One that is there is kept unless forced.
        try scratch.write(["a11ydocs.yml": "title: Ours\n"])
        let again = try scratch.planMagenta()
        XCTAssertNil(again.settings)
        XCTAssertEqual(again.report.settings, .kept(path: settings.path))
    }

    func testTitlesSlugsAndOldSlugs() throws {
        XCTAssertEqual(SlugTitle.make("toggle-switch"), "Toggle switch")
        XCTAssertEqual(SlugTitle.make("forms-&-inputs"), "Forms & inputs")
        XCTAssertEqual(SlugTitle.make("ios-voiceover-rotor"), "iOS VoiceOver rotor")
        let scratch = try ImportScratch(self)
        try scratch.writeMagenta([
            "web/component/radio-button.md": "", "web/component/radio.md": "", "web/other/Radio.md": "",
        ])
        let plan = try scratch.planMagenta()
        XCTAssertEqual(plan.files.map(\.path), ["web/radio-button.md", "web/radio.md", "web/radio-2.md"])
        let button = try XCTUnwrap(ImportScratch.text(plan, "web/radio-button.md"))
        XCTAssertFalse(button.contains("aliases:"), "'radio' is an entry")
        XCTAssertEqual(
            plan.report.findings.map { "\($0.severity): \($0.message)" },
            [
                "warning: the old address 'radio' is an entry of 'web' now — it is not made an alias",
                "error: '\(scratch.path("site/public/content/documentation/web/component/radio.md"))' already becomes "
                    + "'\(scratch.content)/web/radio.md' — this file is written as 'radio-2.md'; rename one of them",
            ])
    }

    func testANameWithNothingToMakeASlugFromKeepsItsNameAndIsReported() throws {
        let scratch = try ImportScratch(self)
        try scratch.writeMagenta(["web/component/&.md": "", "web/component/Übersicht.md": ""])
        let plan = try scratch.planMagenta()
        XCTAssertEqual(plan.files.map(\.path).sorted(), ["web/&.md", "web/ubersicht.md"])
        XCTAssertEqual(
            plan.report.findings.map { "\($0.location.description): \($0.message)" },
            [
                "\(scratch.path("site/public/content/documentation/web/component/&.md")): '&.md' holds no letters or "
                    + "digits to make a slug from — it keeps its name; rename it"
            ])
    }
}
