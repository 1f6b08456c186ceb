import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsLoading
@testable import A11yDocsMarkdown
@testable import A11yDocsModel
@testable import A11yDocsRendering
@testable import A11yDocsSupport
@testable import A11yDocsTemplating

/// Every field a view holds is one templates can name, and every name the theme's templates use is
/// one their page's view has.
final class TemplateFieldsTests: XCTestCase {
    private func check<View: TemplateFields>(_ view: View, file: StaticString = #filePath, line: UInt = #line) {
        let stored = Mirror(reflecting: view).children.compactMap(\.label).sorted()
        XCTAssertEqual(View.fields.byName.keys.sorted(), stored, "\(View.self)", file: file, line: line)
    }

    func testEveryStoredFieldOfEveryViewIsNamed() throws {
        let options = SiteOptions()
        let entry = try XCTUnwrap(Fixtures.entry(try Fixtures.text("native/button.md"), slug: "button").entry)
        let view = EntryPageBuilder(
            options: options, links: LinkResolver(entriesByFile: [entry.file: entry], links: .pretty)
        ).view(for: entry, criteria: CriteriaTexts(for: entry, baseURL: "/"))
        check(view)
        check(view.page)
        check(try XCTUnwrap(view.tables.first))
        check(try XCTUnwrap(view.tables.first?.rows.first))
        check(try XCTUnwrap(view.criteria.last))
        check(try XCTUnwrap(view.criteria.last?.links.first))
        check(try XCTUnwrap(view.platforms.first))
        check(try XCTUnwrap(view.platforms.first?.sections.first))
        check(try XCTUnwrap(view.platforms.flatMap(\.sections).flatMap(\.frameworks).first))
        check(try XCTUnwrap(view.categories.first))
        check(DateView(Date(timeIntervalSince1970: 0)))
        check(PageContext.FooterLinkView(text: "a", url: "b"))
        let index = IndexPageBuilder(options: options).view(for: [entry])
        check(index)
        check(try XCTUnwrap(index.collections.first))
        check(try XCTUnwrap(index.collections.first?.categories.first))
        check(try XCTUnwrap(index.collections.first?.categories.first?.entries.first))
        check(CriteriaPageBuilder(options: options).view(for: [entry], data: TextParts { _ in }))
        check(try XCTUnwrap(view.contents.first))
        check(try XCTUnwrap(view.contents.first?.children.first))
        let coverage = CoveragePageBuilder(options: options).view(for: [entry])
        check(coverage)
        check(try XCTUnwrap(coverage.platformGroups.first))
        check(try XCTUnwrap(coverage.tables.first))
        check(try XCTUnwrap(coverage.tables.first?.rows.first))
        check(try XCTUnwrap(coverage.tables.first?.rows.first?.cells.first))
        let search = SearchPageBuilder(options: options).view(for: [entry])
        check(search)
        check(try XCTUnwrap(search.platforms.first))
        let guide = try XCTUnwrap(
            Fixtures.guide(try Fixtures.text("how-to-test/screen-reader.md"), slug: "screen-reader").guide)
        let neighbour = Guide(
            slug: "keyboard", collection: "how-to-test", title: "Keyboard", body: "", source: SourceLocation(path: "k"),
            file: "how-to-test/keyboard.md")
        var guidePages = GuidePageBuilder(options: options, links: LinkResolver(entriesByFile: [:]))
        guidePages.neighbours = EntryNeighbours([], guides: [neighbour, guide])
        let guideView = guidePages.view(for: guide)
        check(guideView)
        check(guideView.body)
        check(try XCTUnwrap(guideView.otherDetails))
        check(try XCTUnwrap(guideView.next))
        let guideIndex = IndexPageBuilder(options: options).view(for: [], guides: [guide])
        check(try XCTUnwrap(guideIndex.collections.first?.guides.first))
    }

    /// The built-in theme loads: its every `{{name}}` is checked against the views as it does.
    func testTheThemesTemplatesNameOnlyFieldsTheirPagesHave() throws {
        XCTAssertNoThrow(try TemplateSet.load(from: Theme.load(overrides: nil)))
        XCTAssertNoThrow(try TemplateSet.load(from: Theme.load(overrides: Fixtures.templates)))
    }
}

extension TemplateFieldsTests {
    /// docs/templates.md names every field a template can use.
    func testTheTemplatesGuideListsEveryField() throws {
        let guide = try String(
            contentsOf: Fixtures.repository.appendingPathComponent("docs/templates.md"), encoding: .utf8)
        func names(_ shape: TemplateShape) -> Set<String> {
            switch shape {
            case .object(let fields): return Set(fields.keys).union(fields.values.flatMap(names))
            case .list(let item): return names(item)
            case .text, .flag, .number: return []
            }
        }
        let missing = TemplateSet.pages.map(\.shape).flatMap(names).filter { !guide.contains("`\($0)`") }
        XCTAssertEqual(Set(missing), [])
    }
}
