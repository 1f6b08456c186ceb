import XCTest

@testable import A11yDocsModel
@testable import A11yDocsRendering

/// What the build knows of each kind of output comes from `SiteOutput`'s rows, in one place.
final class SiteOutputRegistryTests: XCTestCase {
    /// Each site-wide output has its path, from `SitePaths`, and is planned once.
    func testEverySiteWideOutputIsPlannedAtItsPath() {
        let planned = SiteOutput.siteWide(withSitemap: true)
        XCTAssertEqual(planned.map(\.output), SiteOutput.siteWideOutputs)
        XCTAssertEqual(
            SiteOutput.siteWide(withSitemap: false).map(\.output), SiteOutput.siteWideOutputs.filter { $0 != .sitemap })
        XCTAssertEqual(planned.first { $0.output == .searchIndex }?.path, SitePaths.searchIndexFile)
        XCTAssertEqual(
            planned.filter { if case .testCases = $0.output { return true } else { return false } }.map(\.path),
            [SitePaths.testCasesFile, SitePaths.xrayTestCasesFile, SitePaths.testRailTestCasesFile])
    }

    /// The build summary's counts and the preview's phases come from the registry.
    func testCountsAndPreviewPhasesComeFromTheRegistry() {
        let pages: [SiteOutput] = [
            .page("a.md"), .mirror("a.md"), .index, .indexMirror, .criteriaBuilder, .coveragePage, .searchPage,
        ]
        XCTAssertTrue(pages.allSatisfy { $0.tally == .page })
        XCTAssertEqual(SiteOutput.siteWideOutputs.filter { $0.tally == .page }.count, 5, "the 404 page is not counted")
        XCTAssertEqual(SiteOutput.staticFile("x.png").tally, .staticFile)
        let first: [SiteOutput] = [
            .page("a.md"), .mirror("a.md"), .themeAsset("assets/site.css"), .contentFile("web/a.png"),
            .staticFile("x.png"),
        ]
        XCTAssertTrue(first.allSatisfy { $0.previewPhase == .first })
        XCTAssertTrue(
            (SiteOutput.siteWideOutputs + [.feature("a.md"), .criteriaText("a.md"), .criteriaData("a.md")]).allSatisfy {
                $0.previewPhase == .second
            })
    }

    /// A guide has a page and a mirror, where an entry's would be, and nothing else: no criteria.
    func testAGuideHasAPageAndAMirror() {
        let guide = Guide(
            slug: "keyboard", collection: "how-to-test", title: "Keyboard", body: "",
            source: SourceLocation(path: "Content/how-to-test/keyboard.md"), file: "how-to-test/keyboard.md")
        let planned = SiteOutput.made(from: guide)
        XCTAssertEqual(planned.map(\.output), [.guidePage(guide.file), .guideMirror(guide.file)])
        XCTAssertEqual(planned.map(\.path), ["how-to-test/keyboard/index.html", "how-to-test/keyboard.md"])
        XCTAssertEqual(planned.map(\.output.page), [.guide, .guideMirror])
        XCTAssertTrue(planned.allSatisfy { $0.output.tally == .page && $0.output.previewPhase == .first })
        XCTAssertEqual(planned.map(\.output.entryFile), [guide.file, guide.file])
    }
}
