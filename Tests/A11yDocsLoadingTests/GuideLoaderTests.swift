import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsModel

/// A guides collection's files: free Markdown with a title, read as written; what a guide has no
/// place for is kept and warned about, never dropped.
final class GuideLoaderTests: XCTestCase {
    func testReadsTheFrontMatterAndKeepsTheBodyAsWritten() throws {
        let body = """
            Start here.

            ## Before you start

            - Unplug the mouse.
              ### A heading in a list
            """
        let (guide, diagnostics) = Fixtures.guide(
            """
            ---
            title: Testing with a keyboard
            description: What to press and what to look for
            order: 2
            categories: test-type basics
            ---
            \(body)
            """, slug: "keyboard")
        XCTAssertEqual(diagnostics, [])
        let loaded = try XCTUnwrap(guide)
        XCTAssertEqual(loaded.title, "Testing with a keyboard")
        XCTAssertEqual(loaded.description, "What to press and what to look for")
        XCTAssertEqual(loaded.order, 2)
        XCTAssertEqual(loaded.categories, ["test-type", "basics"])
        XCTAssertEqual(loaded.body, body)
        XCTAssertEqual(loaded.slug, "keyboard")
        XCTAssertEqual(loaded.collection, "how-to-test")
        XCTAssertEqual(loaded.file, "how-to-test/keyboard.md")
        XCTAssertEqual(loaded.source.path, "Content/how-to-test/keyboard.md")
        XCTAssertFalse(loaded.isDraft)
        XCTAssertNil(loaded.otherDetails)
    }

    func testOnlyTheTitleIsRequired() throws {
        let (guide, diagnostics) = Fixtures.guide("---\ntitle: About\n---\n")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(guide?.categories, [])
        XCTAssertNil(guide?.description)
        XCTAssertNil(guide?.order)
        XCTAssertEqual(guide?.body, "")
    }

    func testAGuideWithoutATitleIsAnErrorAtItsFrontMatter() {
        let (guide, diagnostics) = Fixtures.guide("---\ndescription: No title here\n---\nText\n")
        XCTAssertNil(guide)
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "Content/how-to-test/sample.md:2:1: error: missing required key 'title' — add 'title: …' to the front "
                    + "matter"
            ])
    }

    func testAnEmptyTitleIsAnError() {
        let (guide, diagnostics) = Fixtures.guide("---\ntitle: \"\"\n---\n")
        XCTAssertNil(guide)
        XCTAssertEqual(diagnostics.map(\.problem), [.emptyRequiredValue(key: "title")])
    }

    func testAMapWhereTextBelongsIsAnErrorAtTheValue() {
        let (guide, diagnostics) = Fixtures.guide("---\ntitle:\n  en: About\ncategories: {a: b}\n---\n")
        XCTAssertNil(guide)
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "Content/how-to-test/sample.md:3:3: error: 'title' must be a text on one line or a block scalar ('|')",
                "Content/how-to-test/sample.md:4:13: error: 'categories' must be a list, or names separated by spaces",
            ])
    }

    func testAPatternsKeysAreWarnedAboutAndShownAsWritten() throws {
        let (guide, diagnostics) = Fixtures.guide(
            """
            ---
            title: Keyboard
            keyboard:
              tab: Focus moves
            wcag: ["2.1.1"]
            gherkin-keyboard:
              - when: Tab is pressed
                then: focus moves
            screenreader:
              name: Save
            ---
            Text
            """)
        XCTAssertEqual(
            diagnostics.map(\.description),
            ["keyboard", "wcag", "gherkin-keyboard", "screenreader"].enumerated().map { index, key in
                let line = [3, 5, 6, 9][index]
                return "Content/how-to-test/sample.md:\(line):1: warning: '\(key)' is a pattern's key, and a guide "
                    + "holds no test criteria — its value is shown under 'Other details'; move it to a pattern "
                    + "collection, or remove it"
            })
        let details = try XCTUnwrap(guide?.otherDetails)
        XCTAssertEqual(details.title, "Other details")
        // As Markdown that reads as written: `2\.1.1` keeps a number from starting a list.
        let text = details.general.joined(separator: "\n").replacingOccurrences(of: "\\", with: "")
        for written in ["tab: Focus moves", "2.1.1", "Tab is pressed", "focus moves", "name: Save"] {
            XCTAssertTrue(text.contains(written), "\(written) is kept: \(text)")
        }
    }

    func testUnknownKeysAreWarnedAboutAndShownAndJekyllsAreKept() throws {
        let (guide, diagnostics) = Fixtures.guide(
            "---\ntitle: About\nowner: Team A\ntags: [intro]\nlayout: page\n---\n")
        XCTAssertEqual(diagnostics.map(\.problem), [.unknownEntryKey("owner", suggestion: "order")])
        XCTAssertEqual(diagnostics.first?.location.line, 3)
        let text = try XCTUnwrap(guide?.otherDetails).general.joined()
        XCTAssertTrue(text.contains("**owner**: Team A"), text)
        XCTAssertTrue(text.contains("**tags**: intro"), text)
        XCTAssertFalse(text.contains("layout"), "Jekyll's layout says how to publish, which a11ydocs decides")
    }

    func testANearMissOfAGuidesKeyIsReadAsThatKey() {
        let (guide, diagnostics) = Fixtures.guide("---\ntitel: About\ndescriptoin: One line\n---\n")
        XCTAssertEqual(guide?.title, "About")
        XCTAssertEqual(guide?.description, "One line")
        XCTAssertEqual(
            diagnostics.map(\.problem),
            [.keyReadAs("titel", key: "title"), .keyReadAs("descriptoin", key: "description")])
    }

    func testOnlyTheFirstNearMissOfAKeyIsReadAsItAndTheOtherIsKept() throws {
        let (guide, diagnostics) = Fixtures.guide("---\ntitel: First title words\ntilte: Second\n---\n")
        XCTAssertEqual(guide?.title, "First title words")
        XCTAssertEqual(guide?.otherDetails?.general.joined().contains("Second"), true, "\(String(describing: guide))")
        XCTAssertEqual(diagnostics.map(\.severity), [.warning, .warning])
    }

    func testDraftsAsForEntries() {
        XCTAssertEqual(Fixtures.guide("---\ntitle: A\ndraft: true\n---\n").guide?.isDraft, true)
        XCTAssertEqual(Fixtures.guide("---\ntitle: A\npublished: false\n---\n").guide?.isDraft, true)
        XCTAssertEqual(Fixtures.guide("---\ntitle: A\ndraft: maybe\n---\n").diagnostics.first?.severity, .error)
    }

    func testTheBodyIsJudgedByChecksRules() {
        let (guide, diagnostics) = Fixtures.guide(
            """
            ---
            title: Links
            ---
            See [the button](../web/button.md), [the other guide](other.md) and [nothing](gone.md).

            TODO finish this.

            <script>alert(1)</script>
            """, checkingAgainst: ["web/button.md", "how-to-test/other.md", "how-to-test/sample.md"])
        XCTAssertNotNil(guide, "the rules' findings do not stop a guide")
        XCTAssertEqual(
            diagnostics.map { "\($0.location.line):\($0.location.column) \($0.problem)" },
            [
                "4:79 brokenEntryLink(\"gone.md\")",
                "6:1 placeholder(\"TODO\")",
                "8:1 htmlShownAsText(\"script\")",
            ])
        XCTAssertFalse(
            diagnostics.contains { $0.problem == .missingPlatform(.iOS) }, "a guide has no platform notes to miss")
    }

    func testAGuidesCollectionsFilesAreReadAsGuides() throws {
        let root = try Fixtures.temporaryDirectory(self)
        try Fixtures.write(
            [
                "how-to-test/keyboard.md": "---\ntitle: Keyboard\n---\nText\n",
                "how-to-test/_draft.md": "---\ntitle: Draft\n---\n",
                "native/button.md": "---\ntitle: Button\ncategories: controls\n---\n",
            ], under: root)
        let collections = [CollectionSettings(folder: "how-to-test", kind: .guides)]
        let content = try ContentLoader(directory: root.path, collections: collections).load()
        XCTAssertEqual(content.entries.map(\.slug), ["button"])
        XCTAssertEqual(content.guides.map(\.slug), ["draft", "keyboard"])
        XCTAssertEqual(content.guides.map(\.isDraft), [true, false])
        XCTAssertEqual(content.diagnostics, [])
        // Without the config, the same files are entries, and a guide lacks an entry's categories.
        let unconfigured = try ContentLoader(directory: root.path).load()
        XCTAssertEqual(unconfigured.guides.count, 0)
        XCTAssertTrue(unconfigured.diagnostics.contains { $0.problem == .missingKey("categories") })
    }

    func testTwoGuidesWithOneSlugAreAnError() throws {
        let root = try Fixtures.temporaryDirectory(self)
        try Fixtures.write(
            [
                "about/intro.md": "---\ntitle: One\n---\n",
                "about/more/intro.md": "---\ntitle: Two\n---\n",
            ], under: root)
        let content = try ContentLoader(
            directory: root.path, collections: [CollectionSettings(folder: "about", kind: .guides)]
        ).load()
        XCTAssertEqual(content.guides.map(\.title), ["One"])
        XCTAssertEqual(
            content.diagnostics.map(\.problem),
            [
                .duplicateSlug(slug: "intro", firstPath: root.path + "/about/intro.md")
            ])
    }
}
