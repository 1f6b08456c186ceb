import XCTest

@testable import A11yDocsImport
@testable import A11yDocsModel

/// The fixture library's pages as written: front matter from the parts of each page, live
/// examples, WCAG criteria, videos and their files, old slugs, guides and `a11ydocs.yml`.
final class MagentaFixturePagesTests: XCTestCase {
    private func plan() throws -> ImportPlan {
        let scratch = try ImportScratch(self)
        try scratch.copyMagentaFixture()
        return try scratch.planMagenta()
    }

    private func text(_ plan: ImportPlan, _ path: String) throws -> String {
        String(decoding: try XCTUnwrap(plan.files.first { $0.path == path }).contents, as: UTF8.self)
    }

    func testTitleCategoryDescriptionAndOldSlugsComeFromThePage() throws {
        let plan = try plan()
        let forms = try ImportScratch.loaded(plan, "web/forms-inputs.md").entry
        XCTAssertEqual(forms.title, "Forms & inputs")
        XCTAssertEqual(forms.categories, ["component"])
        XCTAssertEqual(forms.description, "How to test forms and text inputs")
        let radio = try ImportScratch.loaded(plan, "native/radio-button.md").entry
        XCTAssertEqual(radio.description, "How to test a radio button")
        // General Notes came last (D8); what follows its first paragraph opens the body.
        XCTAssertEqual(radio.generalNotes.first?.general.first?.hasPrefix("Radio buttons let someone pick"), true)
        XCTAssertTrue(try text(plan, "native/radio-button.md").contains("aliases:\n- radio\n"))
        XCTAssertTrue(try text(plan, "web/tabs.md").contains("aliases:\n- tab-panel\n"))
        XCTAssertFalse(try text(plan, "native/rating.md").contains("aliases:"))
        // The boilerplate is gone; so is the Gherkin.
        for (_, imported) in FixtureSource.patterns {
            let page = try text(plan, imported)
            XCTAssertFalse(page.contains("Acceptance Criteria") || page.contains("Full information:"), imported)
        }
    }

    func testExamplesBecomeLiveExamplesAndAnExampleThatDiffersIsKeptBeside() throws {
        let plan = try plan()
        let checkbox = try text(plan, "web/checkbox.md")
        XCTAssertEqual(checkbox.components(separatedBy: "```html example\n<fieldset>").count, 2)
        XCTAssertFalse(checkbox.contains("<example>") || checkbox.contains("```html\n"), checkbox)
        let tabs = try text(plan, "web/tabs.md")
        XCTAssertEqual(tabs.components(separatedBy: "```html\n<div class=\"tabs\">").count, 2, "the fence stays")
        XCTAssertEqual(
            tabs.components(separatedBy: "```html example\n<div class=\"tabs\">").count, 2, "and the example")
        let expander = try text(plan, "web/expander-accordion.md")
        XCTAssertEqual(expander.components(separatedBy: "```html example\n").count, 3)
        XCTAssertTrue(
            expander.contains("data-fn=\"toggleExpander\"") && expander.contains("data-icon=\"chevron-down\""))
        XCTAssertEqual(expander.components(separatedBy: "data-fn=").count, 2, "the pair is one example")
        let counts = Dictionary(uniqueKeysWithValues: plan.report.conversions.map { ($0.label, $0.count) })
        XCTAssertEqual(counts["html fences and <example>s of the same markup made one live example"], 5)
        XCTAssertEqual(counts["<example>s that differ from their fence, kept beside it as live examples"], 1)
    }

    func testWCAGCriteriaComeFromLinksAndBulletsAndTheLinksStay() throws {
        let plan = try plan()
        let expected: [String: [String]] = [
            "web/checkbox.md": ["1.3.1", "2.1.1", "4.1.2", "2.4.7", "2.5.8"],
            "web/tabs.md": ["2.1.1", "4.1.2", "1.3.1", "2.4.3", "1.4.11"],
            "web/expander-accordion.md": ["4.1.2", "1.3.1", "2.1.1", "2.4.6"],
            "web/forms-inputs.md": ["1.3.1", "1.3.5", "3.3.2", "3.3.1", "3.3.3"],
            "web/skip-link.md": ["2.4.1", "2.4.3", "2.4.7", "2.4.11"],
            "native/rating.md": [],
        ]
        for (path, numbers) in expected {
            let loaded = try ImportScratch.loaded(plan, path)
            XCTAssertEqual(loaded.entry.wcag, numbers, path)
            XCTAssertFalse(loaded.diagnostics.contains { $0.severity == .error }, path)
        }
        let forms = try text(plan, "web/forms-inputs.md")
        XCTAssertTrue(forms.contains("## Further reading\n\n- [1.3.1 Info and Relationships (Level A)]("), forms)
        XCTAssertTrue(forms.contains("- 4.1.9 Input Announcements (Level A)"), "kept as further reading")
    }

    func testExtraSectionsStayInOrder() throws {
        let plan = try plan()
        let tabs = try ImportScratch.loaded(plan, "web/tabs.md").entry
        XCTAssertEqual(
            tabs.notes(for: .web)?.sections.map(\.title),
            ["Developer notes", "Code examples", "Design notes", "Further reading"])
        let alert = try ImportScratch.loaded(plan, "native/alert-dialog.md").entry
        // Before `aliases:` is a key a11ydocs knows, the loader shows it under "Other details".
        XCTAssertEqual(alert.generalNotes.map(\.title).filter { $0 != "Other details" }, ["Known issues"])
        XCTAssertEqual(alert.platforms.map(\.platform), [.iOS, .android])
    }

    /// MANIFEST.md: 6 videos and 6 caption references, written as `videos:` items; the files on
    /// disk copied into the static folder under their own names (D1's too), the missing caption not.
    func testVideosAreWrittenAndTheirFilesCopied() throws {
        let plan = try plan()
        let rating = try text(plan, "native/rating.md")
        XCTAssertTrue(
            rating.contains(
                """
                videos:
                - technology: VoiceOver
                  platform: iOS
                  src: media/video/native/rating/rating_IosVoiceOver.webm
                  type: video/webm
                  captions:
                  - src: media/video/native/rating/rating_IosVoiceOver-en-US.vtt
                    language: en
                    label: English
                - technology: TalkBack
                  platform: Android
                """), rating)
        let checkbox = try text(plan, "web/checkbox.md")
        XCTAssertTrue(checkbox.contains("- technology: NVDA\n  platform: Windows\n  browser: Chrome\n"), checkbox)
        XCTAssertTrue(checkbox.contains("- technology: VoiceOver\n  platform: macOS\n  browser: Safari\n"), checkbox)
        var videos = 0, captions = 0
        for (_, imported) in FixtureSource.patterns {
            let page = try text(plan, imported)
            videos += page.components(separatedBy: "\n- technology: ").count - 1
            captions += page.components(separatedBy: "\n  - src: ").count - 1
            XCTAssertFalse(page.contains("<video") || page.contains("Your browser does not support"), imported)
        }
        XCTAssertEqual(videos, 6)
        XCTAssertEqual(captions, 6)
        let folder = "media/video/"
        XCTAssertEqual(
            plan.staticFiles.map(\.path).sorted(),
            [
                "native/rating/rating_IosVoiceOver-en-US.vtt", "native/rating/rating_IosVoiceOver.webm",
                "native/rating/rating_androidTalkback-en-US.vtt", "native/rating/rating_androidTalkback.webm",
                "native/toggle-switch/toggle-switch_AndroidTalkback.webm",
                "native/toggle-switch/toggle-switch_IosVoiceOver-en-US.vtt",
                "native/toggle-switch/toggle-switch_IosVoiceOver.mp4",
                "web/checkbox/checkbox_MacosVoiceoverSafari-en-US.vtt",
                "web/checkbox/checkbox_MacosVoiceoverSafari.webm",
                "web/checkbox/checkbox_WindowsNvdaChrome-en-US.vtt", "web/checkbox/checkbox_WindowsNvdaChrome.webm",
            ].map { folder + $0 })
        let source = ImportScratch.magentaFixture.appendingPathComponent("public/content/assets/")
        for file in plan.staticFiles {
            XCTAssertEqual(file.contents, try Data(contentsOf: source.appendingPathComponent(file.path)), file.path)
        }
    }

    func testGuidesKeepTheirMarkdownAndTheSettingsNameTheCollections() throws {
        let plan = try plan()
        let guide = try text(plan, "how-to-test/screen-reader-basics.md")
        let source = try String(
            contentsOf: ImportScratch.magentaFixture.appendingPathComponent(
                "public/content/documentation/how-to-test/test-type/screen-reader-basics.md"), encoding: .utf8)
        // The body as written, its two raw-HTML demos each fenced as a live example.
        let body = try XCTUnwrap(guide.components(separatedBy: "---\n").last)
        XCTAssertEqual(body.components(separatedBy: "   ```html example\n   <div class=\"demo demo-").count - 1, 2)
        let fences = ["   ```html example", "   ```"]
        XCTAssertEqual(
            body.split(separator: "\n", omittingEmptySubsequences: false).filter { !fences.contains(String($0)) },
            source.split(separator: "\n", omittingEmptySubsequences: false))
        XCTAssertTrue(
            guide.hasPrefix(
                "---\ntitle: Screen reader basics\ncategories: test-type\ndescription: Screen reader testing checks "),
            guide)
        let settings = try XCTUnwrap(plan.settings).text
        XCTAssertTrue(
            settings.hasSuffix(
                """
                content: Content
                static: Static
                collections:
                  native:
                    name: Native apps
                    order: 1
                  web:
                    name: Web
                    order: 2
                  how-to-test:
                    name: How to test
                    order: 3
                    kind: guides

                """), settings)
        XCTAssertFalse(settings.contains("title:"), "the fixture has no package.json")
    }
}
