import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsMarkdown
@testable import A11yDocsModel
@testable import A11yDocsSupport

final class BodyParserTests: XCTestCase {
    // MARK: Newer layout: platform → section → framework

    func testNewerLayoutNormalisesIntoPlatformSectionFramework() throws {
        let entry = try XCTUnwrap(Fixtures.entry(try Fixtures.text("native/alert-dialog.md")).entry)
        XCTAssertEqual(entry.generalNotes.map(\.title), [""], "the introduction before '## iOS'")
        XCTAssertEqual(entry.platforms.map(\.platform), [.iOS, .android])

        let iOS = try XCTUnwrap(entry.notes(for: .iOS))
        XCTAssertEqual(iOS.sections.map(\.title), ["Developer notes", "Name", "Focus", "Testing tips"])
        XCTAssertEqual(iOS.sections.map(\.kind), [.developerNotes, .name, .focus, .other])
        let name = iOS.sections[1]
        XCTAssertEqual(name.general, ["  - The title names the dialog."], "a loose list's run, written anew")
        XCTAssertEqual(name.frameworks.map(\.framework), [.uiKit, .swiftUI])
        XCTAssertTrue(name.frameworks[0].blocks[0].contains("`UIAlertController` uses its `title` as the name."))

        let android = try XCTUnwrap(entry.notes(for: .android))
        XCTAssertEqual(android.sections.map(\.kind), [.role, .codeExample])
        XCTAssertEqual(android.sections[0].frameworks.map(\.framework), [.androidViews, .jetpackCompose])
    }

    func testDeveloperNotesRightAfterAPlatformHeadingBelongToThatPlatform() throws {
        let body = try BodyParser.parse(
            "## iOS\n\n## Developer notes\n\n- iOS only\n\n## Android\n\n## Developer notes\n\n- Android only\n")
        XCTAssertEqual(body.general, [])
        XCTAssertEqual(body.platforms.map { $0.sections.map(\.kind) }, [[.developerNotes], [.developerNotes]])
        XCTAssertEqual(body.platforms.map { $0.sections[0].general }, [["  - iOS only"], ["  - Android only"]])
    }

    func testPlatformHeadingSpellings() throws {
        for heading in [
            "## iOS", "# ios", "### IOS:", "## iOS Developer Notes", "## iOS developer notes", "## iOS Tips",
        ] {
            XCTAssertEqual(try BodyParser.parse("\(heading)\n\n- x\n").platforms.map(\.platform), [.iOS], heading)
        }
        for heading in ["## Android", "## Android developer notes", "### ANDROID"] {
            XCTAssertEqual(try BodyParser.parse("\(heading)\n\n- x\n").platforms.map(\.platform), [.android], heading)
        }
        XCTAssertEqual(
            try BodyParser.parse("#### iOS\n\n- x\n").platforms, [], "levels 4 and deeper are not platform headings")
        XCTAssertEqual(
            try BodyParser.parse("## iOS Developer Notes\n\n- x\n").platforms.first?.sections.map(\.kind),
            [.developerNotes])
    }

    func testSectionHeadingSpellings() throws {
        let expected: [(String, NoteSection.Kind)] = [
            ("Developer notes", .developerNotes), ("Name", .name), ("Role", .role), ("Groupings", .groupings),
            ("Group", .groupings), ("State", .state), ("Focus", .focus), ("Custom Gestures", .customActions),
            ("Custom Accessibility Action", .customActions), ("Custom Accessibility Actions", .customActions),
            ("Announcements", .announcements), ("Announcement examples", .announcements),
            ("Code Example", .codeExample), ("Code Examples", .codeExample), ("Related patterns", .other),
        ]
        for (title, kind) in expected {
            let body = try BodyParser.parse("## Android\n\n### \(title)\n\n- x\n")
            XCTAssertEqual(body.platforms.first?.sections.first?.kind, kind, title)
            XCTAssertEqual(body.platforms.first?.sections.first?.title, title)
        }
    }

    func testFrameworkMarkerSpellings() throws {
        let spellings: [(String, Framework)] = [
            ("UIKit", .uiKit), ("uikit", .uiKit), ("UIKit:", .uiKit), ("SwiftUI", .swiftUI),
            ("Android View", .androidViews), ("Android Views", .androidViews), ("Views", .androidViews),
            ("Jetpack Compose", .jetpackCompose), ("Compose", .jetpackCompose),
            ("Jetpack Compose Tips", .jetpackCompose),
        ]
        for (spelling, framework) in spellings {
            let body = try BodyParser.parse("### Name\n\n- **\(spelling)**\n  - note\n")
            let section = body.platforms.first?.sections.first
            XCTAssertEqual(body.platforms.map(\.platform), [framework.platform], spelling)
            XCTAssertEqual(section?.frameworks.map(\.framework), [framework], spelling)
            XCTAssertEqual(section?.frameworks.first?.blocks, ["  - note"], spelling)
        }
    }

    func testBoldTextWithMoreWordsIsNotAMarker() throws {
        let body = try BodyParser.parse(
            "## iOS\n\n### Role\n\n- **UIKit** is older than SwiftUI\n- **Warning**\n  - keep\n")
        let section = try XCTUnwrap(body.platforms.first?.sections.first)
        XCTAssertEqual(section.frameworks, [])
        XCTAssertEqual(section.general.count, 1)
        XCTAssertTrue(section.general[0].contains("**UIKit** is older than SwiftUI"))
        XCTAssertTrue(section.general[0].contains("keep"))
    }

    func testFrameworkSubheadingsInsideASection() throws {
        let body = try BodyParser.parse("## Android\n\n### Focus\n\n#### Jetpack Compose\n\n- Use `FocusRequester`.\n")
        let section = try XCTUnwrap(body.platforms.first?.sections.first)
        XCTAssertEqual(section.frameworks.map(\.framework), [.jetpackCompose])
        XCTAssertEqual(section.general, [])
    }

    // MARK: Older layout: section → platform marker

    func testOlderLayoutNormalisesIntoThePlatformModel() throws {
        let entry = try XCTUnwrap(Fixtures.entry(try Fixtures.text("native/button.md")).entry)
        XCTAssertEqual(entry.generalNotes.map(\.title), ["Developer notes", "Name", "Groupings", "Focus"])
        XCTAssertEqual(
            entry.generalNotes[1].general, ["- The visible text is the name."], "the run before a marker, as written")
        XCTAssertEqual(entry.generalNotes[2].general, ["n/a"])

        let iOS = try XCTUnwrap(entry.notes(for: .iOS))
        XCTAssertEqual(iOS.sections.map(\.title), ["Name", "Role", "State"])
        XCTAssertTrue(iOS.sections[0].general[0].contains("Use `setTitle(_:for:)`"))
        XCTAssertEqual(iOS.sections[1].general, ["- The `.button` trait."])
        XCTAssertEqual(
            iOS.sections[1].frameworks.map(\.framework), [.swiftUI], "a framework marker nested in a platform marker")
        XCTAssertEqual(iOS.sections[2].frameworks.map(\.framework), [.uiKit])
        XCTAssertTrue(iOS.sections[2].general[0].contains("\"dimmed\""))

        let android = try XCTUnwrap(entry.notes(for: .android))
        XCTAssertEqual(android.sections.map(\.title), ["Name", "Role", "State"])
        XCTAssertEqual(android.sections[2].frameworks.map(\.framework), [.jetpackCompose])
        XCTAssertEqual(entry.coveredFrameworks, [.uiKit, .swiftUI, .jetpackCompose])
    }

    func testPlatformMarkerSpellings() throws {
        for (spelling, platform) in [
            ("iOS", Platform.iOS), ("iOS Tips", .iOS), ("iOS Options", .iOS), ("Android", .android),
            ("Android Tips", .android), ("Android Options", .android), ("ANDROID TIPS:", .android),
        ] {
            let body = try BodyParser.parse("### State\n\n- **\(spelling)**\n  - note\n")
            XCTAssertEqual(body.platforms.map(\.platform), [platform], spelling)
            XCTAssertEqual(body.platforms.first?.sections.first?.general, ["  - note"], spelling)
            XCTAssertEqual(body.general, [], spelling)
        }
    }

    // MARK: Snippets

    func testSnippetsKeepLanguagePlatformSectionAndFramework() throws {
        let alert = try XCTUnwrap(Fixtures.entry(try Fixtures.text("native/alert-dialog.md")).entry)
        XCTAssertEqual(
            alert.snippets.map {
                "\($0.language) \($0.platform?.rawValue ?? "-") \($0.section) \($0.framework?.rawValue ?? "-")"
            },
            [
                "swift ios Name uikit",
                "kotlin android Role jetpack-compose",
                "kotlin android Code Example android-views",
            ])
        XCTAssertEqual(
            alert.snippets[0].code,
            "let alert = UIAlertController(title: \"Delete draft?\", message: nil, preferredStyle: .alert)")
        XCTAssertTrue(alert.snippets[1].code.hasPrefix("AlertDialog(\n    onDismissRequest = onDismiss,"))

        let button = try XCTUnwrap(Fixtures.entry(try Fixtures.text("native/button.md")).entry)
        XCTAssertEqual(
            button.snippets.map {
                "\($0.language) \($0.platform?.rawValue ?? "-") \($0.section) \($0.framework?.rawValue ?? "-")"
            },
            [
                "kotlin android Role -"
            ])
    }

    func testSnippetWithoutALanguage() throws {
        let body = try BodyParser.parse("## iOS\n\n### Code Example\n\n```\nplain\n```\n")
        XCTAssertEqual(
            body.platforms.first?.sections.first?.snippets,
            [CodeSnippet(language: "", code: "plain", platform: .iOS, section: "Code Example", framework: nil)])
    }

    func testASnippetKnowsWhetherThePageShowsItWorking() throws {
        let body = try BodyParser.parse(
            "## Web\n\n### Code Example\n\n```html example\n<button>Save</button>\n```\n\n"
                + "```html live\n<p>Live</p>\n```\n\n```html\n<b>Shown</b>\n```\n\n```css example\nb {}\n```\n")
        XCTAssertEqual(
            body.platforms.first?.sections.first?.snippets.map(\.isLiveExample), [true, true, false, false],
            "an HTML fence marked example or live")
    }

    /// A fenced block lifted out of a framework marker keeps its own lines, fence and all, less the
    /// item's indentation; an indented one, whose indentation makes it code, is written anew.
    func testCodeUnderAMarkerKeepsTheAuthorsFence() throws {
        let text =
            "### Code Example\n\n- **UIKit**\n\n  ```swift title=\"Alert\"\n  present(alert, animated: true)\n"
            + "      // indented further\n\n  ```\n\n- **Jetpack Compose**\n\n  ~~~kotlin\n  Text(\"Hi\")\n  ~~~\n\n"
            + "- **Android Views**\n\n      view.contentDescription = \"Hi\"\n"
        let body = BodyParser.parse(try CMarkDocument(parsing: text), source: text)
        let blocks = { (platform: Platform, framework: Framework) in
            body.platforms.first { $0.platform == platform }?.sections.first?.frameworks
                .first { $0.framework == framework }?.blocks ?? []
        }
        XCTAssertEqual(
            blocks(.iOS, .uiKit),
            ["```swift title=\"Alert\"\npresent(alert, animated: true)\n    // indented further\n\n```"])
        XCTAssertEqual(blocks(.android, .jetpackCompose), ["~~~kotlin\nText(\"Hi\")\n~~~"])
        let views = try XCTUnwrap(blocks(.android, .androidViews).first)
        let code = try XCTUnwrap(CMark.parse(views).children.first)
        XCTAssertEqual(code.kind, .codeBlock, views)
        XCTAssertEqual(code.literal, "view.contentDescription = \"Hi\"\n", views)
    }

    // MARK: Nothing is dropped

    func testUnplacedTextStaysAsGeneralNotes() throws {
        let body = try BodyParser.parse(
            "Intro paragraph.\n\n# Carousel\n\nMore text.\n\n## iOS\n\nBefore any section.\n\n### Name\n\n#### "
                + "Aside\n\nDeep text.\n"
        )
        XCTAssertEqual(body.general.map(\.title), ["", "Carousel"])
        XCTAssertEqual(body.general[0].general, ["Intro paragraph."])
        XCTAssertEqual(body.general[1].general, ["More text."])
        let iOS = try XCTUnwrap(body.platforms.first)
        XCTAssertEqual(iOS.sections.map(\.title), ["", "Name"])
        XCTAssertEqual(iOS.sections[0].general, ["Before any section."])
        XCTAssertEqual(iOS.sections[1].general, ["#### Aside", "Deep text."])
    }

    func testAnUnknownHeadingAtThePlatformLevelEndsThePlatform() throws {
        let body = try BodyParser.parse("## Android\n\n### Role\n\n- x\n\n## Related patterns\n\n- See the slider.\n")
        XCTAssertEqual(body.platforms.first?.sections.map(\.title), ["Role"])
        XCTAssertEqual(body.general.map(\.title), ["Related patterns"])
    }

    func testTagsInAHeadingAreMarkupNotTitle() throws {
        let body = try BodyParser.parse(
            "## <span lang=\"en\">iOS</span>\n\n### <kbd>Tab</kbd> order\n\n- **<b>UIKit</b>**\n  - x\n")
        XCTAssertEqual(body.platforms.map(\.platform), [.iOS])
        XCTAssertEqual(body.platforms.first?.sections.map(\.title), ["Tab order"])
        XCTAssertEqual(body.platforms.first?.sections.first?.frameworks.map(\.framework), [.uiKit])
    }

    func testEmptySectionsAreKept() throws {
        let body = try BodyParser.parse("## iOS\n\n### Groupings\n\n### State\n\n- x\n")
        XCTAssertEqual(body.platforms.first?.sections.map(\.title), ["Groupings", "State"])
    }
}

extension BodyParserTests {
    func testAnUnknownHeadingRightAfterAPlatformHeadingStaysInThePlatform() throws {
        let body = try BodyParser.parse("## iOS\n\n## Accessibility traits\n\nTraits text.\n")
        XCTAssertEqual(body.general, [])
        XCTAssertEqual(body.platforms.first?.sections.map(\.title), ["Accessibility traits"])
        XCTAssertEqual(body.platforms.first?.sections.first?.general, ["Traits text."])
    }

    func testOlderLayoutWithPlatformHeadingsInsideSections() throws {
        let body = try BodyParser.parse("## Name\n\n### iOS\n\na\n\n### Android\n\nb\n\n## Role\n\n### iOS\n\nc\n")
        XCTAssertEqual(body.general, [])
        XCTAssertEqual(body.platforms.map(\.platform), [.iOS, .android])
        XCTAssertEqual(
            body.platforms[0].sections.map { "\($0.title): \($0.general)" }, ["Name: [\"a\"]", "Role: [\"c\"]"])
        XCTAssertEqual(body.platforms[1].sections.map { "\($0.title): \($0.general)" }, ["Name: [\"b\"]"])
    }

    func testFrameworkHeadingsGoToTheirPlatform() throws {
        let shared = try BodyParser.parse("### Name\n\n#### UIKit\n\n- uikit note\n\n#### Compose\n\n- compose note\n")
        XCTAssertEqual(shared.general, [])
        XCTAssertEqual(shared.platforms.map(\.platform), [.iOS, .android])
        XCTAssertEqual(
            shared.platforms.map { $0.sections.first?.frameworks.map(\.framework) }, [[.uiKit], [.jetpackCompose]])

        let underPlatform = try BodyParser.parse("## iOS\n\n### SwiftUI\n\n- note\n")
        XCTAssertEqual(underPlatform.platforms.first?.sections.first?.frameworks.map(\.framework), [.swiftUI])
    }
}

extension BodyParserTests {
    /// `## Developer notes` right before `### Name` only holds the sections under it: it has no
    /// section of its own, so the page shows no empty heading. With text of its own it stays.
    func testADeveloperNotesHeadingThatOnlyHoldsSectionsIsNoSection() throws {
        let web = try BodyParser.parse(
            "## Developer notes\n\n### Name\n\n- Named by its text.\n\n### Role\n\n- A button.\n")
        XCTAssertEqual(web.general.map(\.title), ["Name", "Role"])
        let native = try BodyParser.parse(
            "## iOS\n\n## Developer notes\n\n### Name\n\n- Named.\n\n## Android\n\n## Developer notes\n\nIntro.\n\n### "
                + "Name\n\n- Named.\n"
        )
        XCTAssertEqual(native.platforms.map { $0.sections.map(\.title) }, [["Name"], ["Developer notes", "Name"]])
        let alone = try BodyParser.parse("## iOS\n\n## Developer notes\n\n## Android\n\n- x\n")
        XCTAssertEqual(
            alone.platforms.first?.sections.map(\.title), ["Developer notes"],
            "an empty heading the author left is still shown")
    }
}
