import XCTest
@testable import A11yDocsSupport
@testable import A11yDocsModel
@testable import A11yDocsMarkdown
@testable import A11yDocsLoading
@testable import A11yDocsCriteria
@testable import A11yDocsRendering
@testable import A11yDocs

/// The builder page's logic, as the pure function its script mirrors.
final class CriteriaBuilderTests: XCTestCase {
    private func loadFixtures() throws -> [Entry] {
        try ContentLoader(directory: Fixtures.siteContent).load().entries
    }

    private func builder(_ entries: [Entry]) -> CriteriaBuilder {
        CriteriaBuilder(entries: entries) { SitePaths.url(of: $0, baseURL: "https://a11y.example.com/") }
    }

    func testCombinesAChoiceOfThreeEntriesInLibraryOrder() throws {
        let entries = try loadFixtures()
        let builder = builder(entries)
        XCTAssertEqual(builder.order, ["native/button", "native/alert-dialog", "web/link"])
        let selection: Set<String> = ["web/link", "native/alert-dialog", "native/button"]
        let byID = Dictionary(uniqueKeysWithValues: entries.map { (CriteriaBuilder.id($0), $0) })
        let url = { (id: String) in SitePaths.url(of: byID[id]!, baseURL: "https://a11y.example.com/") }

        let condensed = builder.combined(selection, format: .condensed)
        XCTAssertEqual(condensed, ["native/button", "native/alert-dialog", "web/link"]
            .map { CondensedCriteria.text(for: byID[$0]!, url: url($0)) }.joined(separator: "\n"))
        XCTAssertTrue(condensed.hasPrefix("How to test a button\n"))
        XCTAssertTrue(condensed.hasSuffix("https://a11y.example.com/web/link/\n"))

        let gherkin = builder.combined(selection, format: .gherkin)
        XCTAssertTrue(gherkin.hasPrefix("Feature: Accessibility acceptance criteria\n\n  @a11y-native-button\n  Rule: Button\n\n    @a11y-native-button-kb-0e7e84\n    Scenario: Keyboard\n"), gherkin)
        XCTAssertEqual(gherkin.components(separatedBy: "\n  Rule: ").count, 4)
        XCTAssertTrue(gherkin.hasSuffix("\n"))
    }

    func testIgnoresUnknownIdsAndIsEmptyWithoutAChoice() throws {
        let builder = builder(try loadFixtures())
        XCTAssertEqual(builder.combined([], format: .condensed), "")
        XCTAssertEqual(builder.combined(["native/nope"], format: .gherkin), "")
        XCTAssertEqual(builder.combined(["native/nope", "web/link"], format: .condensed), builder.combined(["web/link"], format: .condensed))
    }

    func testEntriesJSONFromFragmentsIsWhatJSONEncoderWrites() throws {
        let entries = try loadFixtures()
        let url = { @Sendable (entry: Entry) in SitePaths.url(of: entry, baseURL: "/") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let whole = try encoder.encode(EntriesJSON.Document(entries: entries.map { EntriesJSON.EntryRecord($0, url: url($0)) }))
        XCTAssertEqual(try EntriesJSON.encode(entries, url: url), String(decoding: whole, as: UTF8.self) + "\n")
    }

    func testThePageEmbedsExactlyThisData() throws {
        let output = try Fixtures.temporaryDirectory(self).appendingPathComponent("Output")
        let options = BuildOptions(contentDirectory: Fixtures.siteContent, templatesDirectory: Fixtures.templates,
                                   outputDirectory: output.path, site: SiteOptions(baseURL: "https://a11y.example.com/"))
        _ = try SiteBuilder(options: options).build()
        let html = try String(contentsOf: output.appendingPathComponent("criteria/index.html"), encoding: .utf8)
        let start = try XCTUnwrap(html.range(of: "<script type=\"application/json\" id=\"criteria-data\">"))
        let end = try XCTUnwrap(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        XCTAssertFalse(json.contains("<"), "no '<' can close the script element early")
        let embedded = try JSONDecoder().decode(CriteriaBuilder.self, from: Data(json.utf8))
        XCTAssertEqual(embedded, builder(try loadFixtures()))
        // Every entry is a checkbox, grouped by collection and category.
        XCTAssertEqual(HTMLInspection.matchesCount("<input type=\"checkbox\" name=\"entry\" value=\"native/button\"", in: html), 2, "button is in two categories")
        XCTAssertTrue(html.contains("<legend>Feedback</legend>"))
    }
}

extension CriteriaBuilderTests {
    /// The page's data, put together from each entry's texts set aside from every core at once and
    /// in any order, is the builder encoded whole, byte for byte: ids whose order turns on case,
    /// digits and punctuation, and text with `<`, quotes and line breaks.
    func testThePagesDataIsTheBuilderEncodedWhole() throws {
        var entries = try loadFixtures()
        let template = try XCTUnwrap(entries.first)
        for (index, slug) in ["item-10", "item-9", "Item-2", "item_1", "item.5", "über", "item"].enumerated() {
            var entry = template
            entry.slug = slug
            entry.collection = index.isMultiple(of: 2) ? "web" : "Web"
            entry.title = "Say \"<b>\(slug)</b>\"\nthen stop"
            entry.order = index % 3 == 0 ? nil : index
            entries.append(entry)
        }
        let url: @Sendable (Entry) -> String = { SitePaths.url(of: $0, baseURL: "https://a11y.example.com/") }
        let pieces = entries.map { CriteriaBuilderJSON.Pieces(CriteriaTexts(for: $0, baseURL: "https://a11y.example.com/")) }
        let spill = try CriteriaSpill()
        let failures = Array(pieces.enumerated()).reversed().concurrentMap { index, piece in Result { try spill.append(piece, of: index) } }
        XCTAssertNoThrow(try failures.forEach { try $0.get() })
        let joined = try CriteriaBuilderJSON.parts(entries, spill: spill).joined()
        XCTAssertEqual(joined, String(decoding: CriteriaBuilderJSON.scriptSafe(JSONText.data(CriteriaBuilder(entries: entries, url: url))), as: UTF8.self))
        XCTAssertFalse(joined.contains("<"), "no text can close the script element")
        // An entry never set aside stops the page rather than leaving it out.
        XCTAssertThrowsError(try CriteriaBuilderJSON.parts(entries + [template], spill: spill).write { _ in }) { error in
            XCTAssertEqual("\(error)", "\(template.file): its criteria were not set aside for the builder page")
        }
    }
}
