import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsMarkdown
@testable import A11yDocsModel
@testable import A11yDocsRendering
@testable import A11yDocsSupport

/// A guide's page: its headings anchored and kept in order below the title, "On this page" made
/// from them, and its links resolved like an entry's.
final class GuidePageBuilderTests: XCTestCase {
    private func guide(_ body: String, frontMatter: String = "") throws -> Guide {
        try XCTUnwrap(Fixtures.guide("---\ntitle: Keyboard\n\(frontMatter)---\n" + body, slug: "keyboard").guide)
    }

    private func view(
        _ guide: Guide, options: SiteOptions = SiteOptions(), entries: [Entry] = [], guides: [Guide] = []
    ) -> GuidePageView {
        let links = LinkResolver(
            entriesByFile: Dictionary(uniqueKeysWithValues: entries.map { ($0.file, $0) }),
            guidesByFile: Dictionary(uniqueKeysWithValues: (guides + [guide]).map { ($0.file, $0) }),
            links: options.links)
        var builder = GuidePageBuilder(options: options, links: links)
        builder.neighbours = EntryNeighbours(entries, guides: guides + [guide])
        return builder.view(for: guide)
    }

    func testHeadingsKeepTheirOrderBelowTheTitleAndAreAnchored() throws {
        let page = view(
            try guide(
                """
                ### Starts too deep

                #### Then one deeper

                ###### Then skips two

                # A second h1

                - An item
                  ## In a list

                ## Before you start
                """))
        XCTAssertEqual(
            HTMLInspection.headingLevels(page.body.html), [2, 3, 4, 2, 2, 2],
            "never h1, never more than one level below the heading before")
        XCTAssertEqual(
            HTMLInspection.attributeValues("id", in: page.body.html),
            ["starts-too-deep", "then-one-deeper", "then-skips-two", "a-second-h1", "in-a-list", "before-you-start"])
        XCTAssertEqual(
            page.contents.map(\.text), ["Starts too deep", "A second h1", "In a list", "Before you start"],
            "On this page: the h2 headings")
        XCTAssertEqual(page.contents.first?.children.map(\.text), ["Then one deeper"], "with their h3 ones")
        XCTAssertTrue(page.hasContents)
        XCTAssertTrue(page.body.markdown.contains("###### Then skips two"), "the mirror keeps the levels as written")
    }

    func testHeadingsDoNotTakeTheIDsThePageUses() throws {
        let page = view(try guide("## Main\n\n## Other details\n\n## Main\n", frontMatter: "owner: Team\n"))
        XCTAssertEqual(
            HTMLInspection.attributeValues("id", in: page.body.html), ["main-2", "other-details-2", "main-3"])
        XCTAssertEqual(page.contents.map(\.id), ["main-2", "other-details-2", "main-3", "other-details"])
        XCTAssertEqual(page.contents.last?.text, "Other details")
        XCTAssertTrue(try XCTUnwrap(page.otherDetails).html.contains("<strong>owner</strong>: Team"))
    }

    func testAGuideWithoutHeadingsHasNoContents() throws {
        let page = view(try guide("Just a paragraph.\n"))
        XCTAssertEqual(page.contents.count, 0)
        XCTAssertFalse(page.hasContents)
        XCTAssertNil(page.otherDetails)
    }

    func testLinksToEntriesAndGuidesGoToTheirPagesAndMirrors() throws {
        let button = try XCTUnwrap(
            Fixtures.entry("---\ntitle: Button\ncategories: controls\n---\n", slug: "button").entry)
        let other = try XCTUnwrap(Fixtures.guide("---\ntitle: Screen reader\n---\n", slug: "screen-reader").guide)
        let page = view(
            try guide("[button](../native/button.md#role), [reader](screen-reader.md), [file](../files/a.pdf)\n"),
            entries: [button], guides: [other])
        XCTAssertEqual(
            HTMLInspection.attributeValues("href", in: page.body.html),
            ["../../native/button/#role", "../screen-reader/", "../../files/a.pdf"])
        XCTAssertTrue(
            page.body.markdown.contains("[button](../native/button.md#role), [reader](screen-reader.md)"),
            page.body.markdown)
        let files = view(
            try guide("[reader](screen-reader.md)\n"), options: SiteOptions(links: .files), guides: [other])
        XCTAssertEqual(HTMLInspection.attributeValues("href", in: files.body.html), ["../screen-reader/index.html"])
    }

    func testTheFrameNamesTheCollectionEditLinkMirrorAndNeighbours() throws {
        let options = SiteOptions(
            baseURL: "https://example.org/a11y/", editURLPrefix: "https://github.com/team/patterns/edit/main/Content/",
            collections: [CollectionSettings(folder: "how-to-test", name: "How to test", kind: .guides)])
        let first = try XCTUnwrap(Fixtures.guide("---\ntitle: About\norder: 1\n---\n", slug: "about").guide)
        let page = view(
            try guide("Text\n", frontMatter: "description: What to press\norder: 2\ncategories: basics\n"),
            options: options, guides: [first])
        XCTAssertEqual(page.collectionName, "How to test")
        XCTAssertEqual(page.collectionURL, "../../#how-to-test")
        XCTAssertEqual(page.editURL, "https://github.com/team/patterns/edit/main/Content/how-to-test/keyboard.md")
        XCTAssertEqual(page.page.mirrorURL, "../keyboard.md")
        XCTAssertEqual(page.page.canonicalURL, "https://example.org/a11y/how-to-test/keyboard/")
        XCTAssertEqual(page.page.pageTitle, "Keyboard — Accessibility pattern library")
        XCTAssertEqual(page.categoryNames, "Basics")
        XCTAssertEqual(page.previous?.name, "About")
        XCTAssertEqual(page.previous?.url, "../../how-to-test/about/")
        XCTAssertNil(page.next)
        XCTAssertTrue(page.hasNeighbours)
    }
}
