import XCTest

@testable import A11yDocs
@testable import A11yDocsModel
@testable import A11yDocsRendering
@testable import A11yDocsSupport

/// A changed theme file re-renders the pages that use it, as the page registry lists them, and no
/// other; a template no page is known to use re-renders them all.
final class TemplateImpactTests: XCTestCase {
    private func pages(_ changed: String...) -> Set<SitePage> { TemplateImpact(changed: changed).pages }

    func testEachPageTemplateTouchesItsOwnPage() {
        for page in SitePage.allCases {
            XCTAssertEqual(pages(page.template + ".mustache"), [page], page.template)
        }
    }

    func testTheLayoutAndPartialsTouchThePagesThatShareThem() {
        XCTAssertEqual(
            pages("base.mustache"), [.entry, .guide, .index, .notFound, .criteria, .coverage, .search])
        XCTAssertEqual(pages("partials/panel.mustache"), [.entry, .guide])
        XCTAssertEqual(pages("partials/panel.md.mustache"), [.entryMirror, .guideMirror])
        XCTAssertEqual(
            pages("partials/panel.md.mustache", "index.md.mustache"), [.entryMirror, .guideMirror, .indexMirror])
    }

    func testTheInlinedStylesheetTouchesOnlyThe404PageAndOtherAssetsNothing() {
        XCTAssertEqual(pages(SitePage.inlinedStylesheet), [.notFound])
        XCTAssertEqual(pages("assets/site.js"), [])
    }

    func testAnUnknownTemplateTouchesEveryPage() {
        XCTAssertEqual(pages("entry.mustache", "layouts/other.mustache"), Set(SitePage.allCases))
        XCTAssertEqual(TemplateImpact.everything.pages, Set(SitePage.allCases))
    }

    /// Every page the registry lists renders from a template, and its output renders that page.
    func testTheRegistryPairsOutputsWithTheirPages() {
        let siteWide = SiteOutput.siteWide(withSitemap: true)
        XCTAssertEqual(Set(siteWide.map(\.path)).count, siteWide.count, "no two outputs share a path")
        let rendered =
            siteWide.compactMap(\.output.page)
            + [
                SiteOutput.page("a.md").page, SiteOutput.mirror("a.md").page, SiteOutput.guidePage("g.md").page,
                SiteOutput.guideMirror("g.md").page,
            ].compactMap { $0 }
        XCTAssertEqual(Set(rendered), Set(SitePage.allCases))
        XCTAssertEqual(siteWide.first { $0.output == .notFound }?.path, SitePaths.notFoundFile)
    }
}
