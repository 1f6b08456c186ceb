import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsModel
@testable import A11yDocsSupport

/// The library as the MCP server asks it: by name, by filter, as the build's Markdown.
final class PatternLibraryTests: XCTestCase {
    private func library(_ test: XCTestCase) throws -> (PatternLibrary, BuildOptions) {
        var (_, options) = try Fixtures.scratchSite(test)
        options.showsLastUpdated = false
        return (try PatternLibrary.load(options), options)
    }

    func testEntriesAreInLibraryOrderAndFoundBySlugIdOrTitle() throws {
        let (library, _) = try library(self)
        XCTAssertEqual(library.entries.map(PatternLibrary.id), ["native/button", "native/alert-dialog", "web/link"])
        for name in ["alert-dialog", "native/alert-dialog", "Alert dialog", "alert  DIALOG"] {
            XCTAssertEqual(try library.entry(named: name).get().slug, "alert-dialog", name)
        }
        XCTAssertEqual(
            library.entry(named: "alert-dialgo").failure?.description,
            "slug: no entry 'alert-dialgo' — did you mean 'alert-dialog'?")
        // Nothing close by spelling: the best search results.
        XCTAssertEqual(
            library.entry(named: "modal", argument: "slugs").failure?.description,
            "slugs: no entry 'modal' — did you mean 'native/alert-dialog'?")
        XCTAssertEqual(library.entry(named: "zzz").failure?.message, "no entry 'zzz' — list_entries names every entry")
    }

    func testASlugInTwoCollectionsIsAskedForByItsId() throws {
        var (root, options) = try Fixtures.scratchSite(self)
        options.showsLastUpdated = false
        try Fixtures.write(
            ["Content/native/link.md": "---\ntitle: Native link\ncategories: navigation\n---\n"], under: root)
        let library = try PatternLibrary.load(options)
        XCTAssertEqual(
            library.entry(named: "link", argument: "slugs").failure?.description,
            "slugs: 'link' is in several collections — give one of 'native/link', 'web/link'")
        XCTAssertEqual(try library.entry(named: "Native link").get().file, "native/link.md")
    }

    func testFiltersHoldTogetherAndUnknownNamesAreProblems() throws {
        let (library, _) = try library(self)
        let ids = { (filter: EntryFilter) in try library.entries(matching: filter).get().map(PatternLibrary.id) }
        XCTAssertEqual(try ids(EntryFilter(collection: "Native")), ["native/button", "native/alert-dialog"])
        XCTAssertEqual(try ids(EntryFilter(category: "Controls")), ["native/button"])
        XCTAssertEqual(try ids(EntryFilter(platform: .iOS)), ["native/button", "native/alert-dialog", "web/link"])
        XCTAssertEqual(try ids(EntryFilter(framework: .swiftUI)), ["native/button", "native/alert-dialog"])
        XCTAssertEqual(try ids(EntryFilter(framework: .androidViews)), ["native/alert-dialog"])
        XCTAssertEqual(try ids(EntryFilter(collection: "web", framework: .jetpackCompose)), ["web/link"])
        XCTAssertEqual(
            library.entries(matching: EntryFilter(collection: "natve")).failure?.description,
            "collection: 'natve' is not a collection — did you mean 'native'? Choices: native, web.")
        XCTAssertEqual(library.entries(matching: EntryFilter(category: "widgets")).failure?.argument, "category")
    }

    func testMarkdownIsTheBuiltMirror() throws {
        let (library, options) = try library(self)
        _ = try SiteBuilder(options: options).build()
        for entry in library.entries {
            let built = try String(
                contentsOfFile: options.outputDirectory + "/" + SitePaths.mirrorFile(of: entry), encoding: .utf8)
            XCTAssertEqual(try library.markdown(of: entry), built, entry.file)
        }
    }

    func testAScopeKeepsTheTestsAndOnlyItsPlatformOrFrameworkNotes() throws {
        let (library, _) = try library(self)
        let dialog = try library.entry(named: "alert-dialog").get()
        let compose = try EntryScope.parse(platform: nil, framework: "Compose").get()
        XCTAssertEqual(compose, EntryScope(platform: .android, framework: .jetpackCompose))
        let (scoped, notice) = compose.apply(to: dialog)
        XCTAssertNil(notice)
        XCTAssertEqual(scoped.platforms.map(\.platform), [.android])
        XCTAssertEqual(scoped.coveredFrameworks, [.jetpackCompose])
        XCTAssertEqual(scoped.keyboard, dialog.keyboard)
        let markdown = try library.markdown(of: scoped)
        XCTAssertTrue(markdown.contains("`AlertDialog` is announced as a dialog."), markdown)
        XCTAssertFalse(markdown.contains("MaterialAlertDialogBuilder"), markdown)
        XCTAssertFalse(markdown.contains("UIAlertController"), markdown)

        let link = try library.entry(named: "link").get()
        let (_, missing) = EntryScope(platform: .web).apply(to: link)
        XCTAssertEqual(
            missing,
            "Link has no Web developer notes (it has notes for iOS, Android only); its tests and general notes follow.")
        let (uikitOnly, noUIKit) = try EntryScope.parse(platform: nil, framework: "UIKit").get().apply(to: link)
        XCTAssertEqual(noUIKit, "Link has no UIKit-specific notes; its iOS notes for every framework follow.")
        XCTAssertEqual(uikitOnly.platforms.map(\.platform), [.iOS])
        XCTAssertEqual(EntryScope.parse(platform: "web", framework: "swiftui").failure?.argument, "framework")
        XCTAssertEqual(
            EntryScope.parse(platform: "andriod", framework: nil).failure?.message,
            "'andriod' is not a platform — did you mean 'android'? Choices: ios, android, web.")
    }

    func testWCAGUsageNamesTheEntriesOfEachCriterion() throws {
        let (library, _) = try library(self)
        let usage = library.wcagUsage()
        XCTAssertEqual(usage.map(\.criterion.number), ["2.1.1", "2.4.3", "2.5.3", "4.1.2"])
        XCTAssertEqual(usage.last?.entries.map(PatternLibrary.id), ["native/button", "native/alert-dialog"])
        XCTAssertEqual(library.wcagUsage(includingUnused: true).count, WCAG.criteria.count)
    }
}
