import A11yDocsTestSupport
import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsMarkdown
@testable import A11yDocsModel
@testable import A11yDocsRendering

final class EntryPageTests: XCTestCase {
    private func renderSite(_ files: [String: String], options: SiteOptions = SiteOptions()) throws -> [String: String]
    {
        let root = try Fixtures.temporaryDirectory(self)
        try Fixtures.write(files, under: root)
        let content = try ContentLoader(directory: root.path).load()
        XCTAssertFalse(content.diagnostics.hasErrors, content.diagnostics.map(\.description).joined(separator: "\n"))
        let output = try SiteRenderer(templatesDirectory: Fixtures.templates, options: options).renderAll(
            content, contentDirectory: root.path)
        var pages: [String: String] = [:]
        for file in output { if case .text(let text) = file.contents { pages[file.path] = text } }
        return pages
    }

    func testFrontMatterStringsAreEscapedEverywhere() throws {
        let pages = try renderSite([
            "native/xss.md": """
            ---
            title: <script>alert(1)</script>
            categories: "<b>bold</b>"
            description: Tom & "Jerry" <img src=x onerror=alert(2)>
            keyboard:
              <tab>: <em>focus</em>
            ---
            """
        ])
        for path in ["native/xss/index.html", "index.html"] {
            let html = try XCTUnwrap(pages[path])
            XCTAssertFalse(html.contains("<script>alert(1)"), path)
            XCTAssertFalse(html.contains("<img src=x"), path)
            XCTAssertFalse(html.contains("<b>bold</b>"), path)
            XCTAssertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), path)
        }
        let page = try XCTUnwrap(pages["native/xss/index.html"])
        XCTAssertTrue(
            page.contains("<title>&lt;script&gt;alert(1)&lt;/script&gt; — Accessibility pattern library</title>"))
        XCTAssertTrue(page.contains("<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>"))
        XCTAssertTrue(
            page.contains("<tr><th scope=\"row\">&lt;<kbd>tab</kbd>&gt;</th><td>&lt;em&gt;focus&lt;/em&gt;</td></tr>"))
        let mirror = try XCTUnwrap(pages["native/xss.md"])
        XCTAssertTrue(mirror.hasPrefix("# \\<script\\>alert(1)\\</script\\>\n"), mirror)
    }

    func testTheLibrarysLogoIconAndAccentAreOnEveryPageAndTheThemesIconWithout() throws {
        var options = SiteOptions()
        options.brand = Brand(logo: "brand/logo.svg", favicon: "brand/icon.png", accent: .init(light: "#00607a"))
        let files = ["native/menu.md": "---\ntitle: Menu\ncategories: navigation\nkeyboard:\n  shift+tab: Back\n---\n"]
        let branded = try renderSite(files, options: options)
        let entry = try XCTUnwrap(branded["native/menu/index.html"])
        XCTAssertTrue(entry.contains("<link rel=\"icon\" href=\"../../brand/icon.png\" type=\"image/png\">"), entry)
        XCTAssertTrue(
            entry.contains(
                "<a href=\"../../\"><img class=\"site-logo\" src=\"../../brand/logo.svg\" alt=\"\">"
                    + "Accessibility pattern library</a>"))
        XCTAssertTrue(
            entry.contains("<style>:root { --accent-light: #00607a; }</style>"), "the dark one stays the theme's")
        XCTAssertTrue(entry.contains("<th scope=\"row\"><kbd>shift</kbd>+<kbd>tab</kbd></th>"))
        XCTAssertTrue(try XCTUnwrap(branded["index.html"]).contains("href=\"./brand/icon.png\" type=\"image/png\""))
        options.brand.accent = .init(light: "#00607a", dark: "#7fd6f0")
        XCTAssertTrue(
            try XCTUnwrap(try renderSite(files, options: options)["native/menu/index.html"]).contains(
                "<style>:root { --accent-light: #00607a; --accent-dark: #7fd6f0; }</style>"))
        let plain = try XCTUnwrap(try renderSite(files)["native/menu/index.html"])
        XCTAssertTrue(plain.contains("<link rel=\"icon\" href=\"../../assets/favicon.svg\" type=\"image/svg+xml\">"))
        XCTAssertFalse(plain.contains("site-logo"))
        XCTAssertFalse(plain.contains("<style>"))
        // File names go into addresses percent-encoded: a space or '#' would end or change them.
        options.brand = Brand(logo: "brand/our logo#2.svg", favicon: "brand/icône.png")
        let encoded = try XCTUnwrap(try renderSite(files, options: options)["native/menu/index.html"])
        XCTAssertTrue(encoded.contains("src=\"../../brand/our%20logo%232.svg\""), encoded)
        XCTAssertTrue(encoded.contains("<link rel=\"icon\" href=\"../../brand/ic%C3%B4ne.png\" type=\"image/png\">"))
    }

    func testHowToTestHeadingUsesTheRightArticle() throws {
        let pages = try renderSite([
            "native/alert-dialog.md": "---\ntitle: Alert dialog\ncategories: feedback\nkeyboard:\n  tab: x\n---\n",
            "native/user-menu.md": "---\ntitle: User menu\ncategories: navigation\nkeyboard:\n  tab: x\n---\n",
        ])
        XCTAssertTrue(
            try XCTUnwrap(pages["native/alert-dialog/index.html"]).contains(
                "<h2 id=\"how-to-test\">How to test an alert dialog</h2>"))
        XCTAssertTrue(
            try XCTUnwrap(pages["native/user-menu/index.html"]).contains(
                "<h2 id=\"how-to-test\">How to test a user menu</h2>"))
        XCTAssertTrue(try XCTUnwrap(pages["native/alert-dialog.md"]).contains("\n## How to test an alert dialog\n"))
    }

    func testCategoriesSpelledAlikeAreOneAndEmptyRowsAreLeftOut() throws {
        let pages = try renderSite([
            "native/a.md": "---\ntitle: A\ncategories: form-controls\n---\n",
            "native/b.md": "---\ntitle: B\ncategories: [form controls]\n---\n",
        ])
        let index = try XCTUnwrap(pages["index.html"])
        XCTAssertEqual(HTMLInspection.matchesCount("id=\"native-form-controls\"", in: index), 1)
        XCTAssertTrue(HTMLInspection.text(index).contains("Form controls A B"), HTMLInspection.text(index))
        let page = try XCTUnwrap(pages["native/a/index.html"])
        XCTAssertFalse(page.contains("<dt>Frameworks</dt>"))
        XCTAssertFalse(try XCTUnwrap(pages["native/a.md"]).contains("Frameworks:"))
    }

    func testTablesHaveScopedHeadersInTheAuthorsOrder() throws {
        let pages = try renderSite([
            "native/slider.md": """
            ---
            title: Slider
            categories: controls
            keyboard:
              up arrow: Increases
              down arrow: Decreases
            mobile:
              swipe up: Increases (VoiceOver)
            screenreader:
              name: Volume
              role: Adjustable
              state: 50%
            settings:
              bold text: Label turns bold
            ---
            """
        ])
        let html = try XCTUnwrap(pages["native/slider/index.html"])
        XCTAssertEqual(HTMLInspection.matchesCount("<th scope=\"col\">", in: html), 8)
        let rows = HTMLInspection.text(html)
        XCTAssertTrue(rows.contains("Keys Expected result up arrow Increases down arrow Decreases"), rows)
        XCTAssertTrue(rows.contains("Output Expected result Name Volume Role Adjustable State 50%"), rows)
        XCTAssertTrue(rows.contains("Setting Expected result bold text Label turns bold"), rows)
        XCTAssertEqual(HTMLInspection.headingProblems(html), [])
    }

    func testFrameworkNotesAreHeadedBlocksReadyForTabs() throws {
        let pages = try renderSite([
            "native/toggle.md": """
            ---
            title: Toggle
            categories: controls
            ---
            ## iOS
            ### Role
            - General role note
            - **UIKit**
              - `UISwitch`
            - **SwiftUI**
              - `Toggle`
            """
        ])
        let html = try XCTUnwrap(pages["native/toggle/index.html"])
        XCTAssertTrue(html.contains("<div class=\"frameworks\" data-tabs=\"frameworks\">"))
        // Plain blocks, not named regions: a page has one landmark per platform, not one per note.
        XCTAssertTrue(
            html.contains(
                "<div class=\"framework\" id=\"ios-role-uikit\" data-tab=\"uikit\">\n<h4 class=\"framework-heading "
                    + "tab-heading\" id=\"ios-role-uikit-heading\">UIKit</h4>"
            ))
        XCTAssertTrue(
            html.contains("<h4 class=\"framework-heading tab-heading\" id=\"ios-role-swiftui-heading\">SwiftUI</h4>"))
        // Title; acceptance criteria (Condensed, Gherkin); iOS notes, Role, two frameworks. "On this page" is
        // the name of its navigation landmark and of its disclosure, not a heading.
        XCTAssertEqual(HTMLInspection.headingLevels(html), [1, 2, 3, 3, 2, 3, 4, 4])
        let mirror = try XCTUnwrap(pages["native/toggle.md"])
        XCTAssertTrue(
            mirror.contains(
                "## iOS developer notes\n\n### Role\n\n- General role note\n\n#### UIKit\n\n- `UISwitch`\n\n#### "
                    + "SwiftUI\n\n- `Toggle`\n"
            ), mirror)
    }

    /// Notes go through the same renderer: a table inside a framework's item, a task list and
    /// strikethrough in developer notes, on the page and in the mirror.
    func testTablesAndTaskListsInDeveloperNotes() throws {
        let pages = try renderSite([
            "native/slider.md": """
            ---
            title: Slider
            categories: controls
            ---
            ## iOS
            ### Developer notes
            - **UIKit**
              - Adjustable actions:

                | Gesture | Calls |
                | :-- | --: |
                | swipe up | `accessibilityIncrement()` |
            - [x] ~~`UISlider` subclass~~ replaced by [stepper](stepper.md)
            - [ ] Test with Switch Control
            """, "native/stepper.md": "---\ntitle: Stepper\ncategories: controls\n---\n",
        ])
        let html = try XCTUnwrap(pages["native/slider/index.html"])
        XCTAssertTrue(
            html.contains(
                """
                <li><p>Adjustable actions:</p>
                <div class="table-scroll" data-scroll-label="Table: Gesture, Calls">
                <table class="notes-table">
                <thead>
                <tr><th scope="col" class="align-left">Gesture</th><th scope="col" class="align-right">Calls</th></tr>
                </thead>
                <tbody>
                <tr><td class="align-left">swipe up</td><td \
                class="align-right"><code>accessibilityIncrement()</code></td></tr>
                </tbody>
                </table>
                </div>
                </li>
                """), html)
        XCTAssertTrue(
            html.contains(
                """
                <ul class="task-list">
                <li class="task task-done"><span class="task-state">Done:</span> <del><code>UISlider</code> \
                subclass</del> replaced by <a href="../stepper/">stepper</a></li>
                <li class="task task-to-do"><span class="task-state">To do:</span> Test with Switch Control</li>
                </ul>
                """), html)
        let mirror = try XCTUnwrap(pages["native/slider.md"])
        XCTAssertTrue(
            mirror.contains(
                "- Adjustable actions:\n\n  | Gesture | Calls |\n  | :-- | --: |\n"
                    + "  | swipe up | `accessibilityIncrement()` |"),
            mirror)
        XCTAssertTrue(mirror.contains("- [x] ~~`UISlider` subclass~~ replaced by [stepper](stepper.md)"), mirror)
    }
}
