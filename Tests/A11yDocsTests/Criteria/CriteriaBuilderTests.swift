import A11yDocsTestSupport
import XCTest

@testable import A11yDocs
@testable import A11yDocsCriteria
@testable import A11yDocsLoading
@testable import A11yDocsMarkdown
@testable import A11yDocsModel
@testable import A11yDocsRendering
@testable import A11yDocsSupport

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
        XCTAssertEqual(
            condensed,
            ["native/button", "native/alert-dialog", "web/link"]
                .map { CondensedCriteria.text(for: byID[$0]!, url: url($0)) }.joined(separator: "\n"))
        XCTAssertTrue(condensed.hasPrefix("How to test a button\n"))
        XCTAssertTrue(condensed.hasSuffix("https://a11y.example.com/web/link/\n"))

        let gherkin = builder.combined(selection, format: .gherkin)
        XCTAssertTrue(
            gherkin.hasPrefix(
                "Feature: Accessibility acceptance criteria\n\n  @a11y-native-button\n  Rule: Button\n\n    "
                    + "@a11y-native-button-kb-0e7e84\n    Scenario: Keyboard\n"
            ), gherkin)
        XCTAssertEqual(gherkin.components(separatedBy: "\n  Rule: ").count, 4)
        XCTAssertTrue(gherkin.hasSuffix("\n"))
    }

    func testIgnoresUnknownIdsAndIsEmptyWithoutAChoice() throws {
        let builder = builder(try loadFixtures())
        XCTAssertEqual(builder.combined([], format: .condensed), "")
        XCTAssertEqual(builder.combined(["native/nope"], format: .gherkin), "")
        XCTAssertEqual(
            builder.combined(["native/nope", "web/link"], format: .condensed),
            builder.combined(["web/link"], format: .condensed))
    }

    func testEntriesJSONFromFragmentsIsWhatJSONEncoderWrites() throws {
        let entries = try loadFixtures()
        let url = { @Sendable (entry: Entry) in SitePaths.url(of: entry, baseURL: "/") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let evidence = EvidenceSettings(today: RecordDate(year: 2026, month: 3, day: 14))
        let whole = try encoder.encode(
            EntriesJSON.Document(
                entries: entries.map { EntriesJSON.EntryRecord($0, url: url($0), evidence: evidence) }))
        var options = SiteOptions()
        options.evidence = evidence
        XCTAssertEqual(
            try EntriesJSON.encode(entries, options: options), String(decoding: whole, as: UTF8.self) + "\n")
    }

    /// The page carries how the texts are joined and the order; each entry's `.js` carries its
    /// texts. Put together as the page's script does, they give what `combined` gives.
    func testThePageAndTheEntriesScriptsAreTheBuilderSplit() throws {
        let (output, html, json) = try builtPage()
        XCTAssertFalse(json.contains("<"), "no '<' can close the script element early")
        let page = try JSONDecoder().decode(PageData.self, from: Data(json.utf8))
        let expected = builder(try loadFixtures())
        XCTAssertEqual(page.order, expected.order)
        for name in CriteriaBuilder.FormatName.allCases {
            let format = try XCTUnwrap(expected.formats[name.rawValue])
            XCTAssertEqual(
                page.formats[name.rawValue],
                PageData.Format(header: format.header, separator: format.separator, footer: format.footer))
        }
        // Each entry's script, read back, holds its pieces; joined as the page's script joins them,
        // they are `combined`'s text for every choice.
        var pieces: [String: [String: String]] = [:]
        for id in expected.order {
            let (calledID, texts) = try Self.call(
                in: try String(contentsOf: output.appendingPathComponent("criteria/\(id).js"), encoding: .utf8))
            XCTAssertEqual(calledID, id)
            pieces[id] = texts
            for name in CriteriaBuilder.FormatName.allCases {
                XCTAssertEqual(texts[name.rawValue], expected.formats[name.rawValue]?.pieces[id], "\(id) \(name)")
            }
        }
        for selection: Set<String> in [["web/link"], ["web/link", "native/button"], Set(expected.order)] {
            for name in CriteriaBuilder.FormatName.allCases {
                let format = try XCTUnwrap(page.formats[name.rawValue])
                let chosen = page.order.filter(selection.contains).compactMap { pieces[$0]?[name.rawValue] }
                XCTAssertEqual(
                    format.header + chosen.joined(separator: format.separator) + format.footer,
                    expected.combined(selection, format: name))
            }
        }
        // Every entry is a checkbox, grouped by collection and category, saying where its script is.
        XCTAssertEqual(
            HTMLInspection.matchesCount(
                "<input type=\"checkbox\" name=\"entry\" value=\"native/button\" id=\"pick-", in: html), 2,
            "button is in two categories")
        XCTAssertTrue(html.contains("data-src=\"../criteria/native/button.js\""), html)
        XCTAssertTrue(html.contains("<legend>Feedback</legend>"))
    }

    /// The fixture site built, with its builder page and the page's JSON.
    private func builtPage() throws -> (output: URL, html: String, json: String) {
        let output = try Fixtures.temporaryDirectory(self).appendingPathComponent("Output")
        let options = BuildOptions(
            contentDirectory: Fixtures.siteContent, templatesDirectory: Fixtures.templates,
            outputDirectory: output.path, site: Fixtures.siteOptions(baseURL: "https://a11y.example.com/"))
        _ = try SiteBuilder(options: options).build()
        let html = try String(contentsOf: output.appendingPathComponent("criteria/index.html"), encoding: .utf8)
        return (output, html, try XCTUnwrap(Self.pageData(in: html)))
    }

    /// The page is the same size whatever the entries' criteria say: none of their text is in it.
    func testThePageHoldsNoEntrysCriteria() throws {
        let (_, html, json) = try builtPage()
        let texts = try loadFixtures().map { CriteriaTexts(for: $0, baseURL: "https://a11y.example.com/") }
        for text in texts {
            for piece in [text.condensed, text.rule, text.gherkin] {
                XCTAssertFalse(html.contains(piece), piece)
                XCTAssertFalse(
                    json.contains(String(decoding: CriteriaBuilderJSON.literal(piece), as: UTF8.self)), piece)
            }
            // Not even a line of them: the first step of each.
            let step = try XCTUnwrap(text.condensed.split(separator: "\n").dropFirst().first.map(String.init))
            XCTAssertFalse(json.contains(step.trimmingCharacters(in: .whitespaces)), step)
        }
        XCTAssertFalse(json.contains("pieces"))
    }

    /// The JSON the page holds, as the template puts it.
    private static func pageData(in html: String) -> String? {
        guard let start = html.range(of: "<script type=\"application/json\" id=\"criteria-data\">"),
            let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
        else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    /// An entry's script, `a11ydocsCriteria(<id>,<texts>);` and a line break: its arguments read as
    /// JSON, which is all they may be.
    static func call(in script: String) throws -> (id: String, texts: [String: String]) {
        let prefix = "a11ydocsCriteria(", suffix = ");\n"
        XCTAssertTrue(script.hasPrefix(prefix) && script.hasSuffix(suffix), script)
        let arguments = "[" + script.dropFirst(prefix.count).dropLast(suffix.count) + "]"
        let decoded = try JSONDecoder().decode([Argument].self, from: Data(arguments.utf8))
        guard decoded.count == 2, case .id(let id) = decoded[0], case .texts(let texts) = decoded[1] else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not (id, texts): \(script)"))
        }
        return (id, texts)
    }

    private enum Argument: Decodable {
        case id(String)
        case texts([String: String])
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let id = try? container.decode(String.self) {
                self = .id(id)
            } else {
                self = .texts(try container.decode([String: String].self))
            }
        }
    }

    private struct PageData: Decodable, Equatable {
        struct Format: Decodable, Equatable {
            var header: String, separator: String, footer: String
        }
        var formats: [String: Format]
        var order: [String]
    }
}

extension CriteriaBuilderTests {
    /// An entry's script, byte for byte, for ids whose order turns on case, digits and punctuation
    /// and text with `<`, quotes and line breaks; and the page's order is the builder's.
    func testEachEntrysScriptIsExactlyOneCallWithItsTexts() throws {
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
        let baseURL = "https://a11y.example.com/"
        let builder = CriteriaBuilder(entries: entries) { SitePaths.url(of: $0, baseURL: baseURL) }
        for entry in entries {
            let id = CriteriaBuilder.id(entry)
            let texts = CriteriaTexts(for: entry, baseURL: baseURL)
            let script = String(decoding: CriteriaBuilderJSON.script(for: entry, texts: texts), as: UTF8.self)
            let json = { (text: String) in
                String(decoding: JSONText.bytes(text, pretty: false), as: UTF8.self).replacingOccurrences(
                    of: "<", with: "\\u003c")
            }
            XCTAssertEqual(
                script,
                "a11ydocsCriteria(\(json(id)),{\"condensed\":\(json(texts.condensed)),"
                    + "\"gherkin\":\(json(texts.rule))});\n"
            )
            XCTAssertFalse(script.contains("<"), "no text can close a script element")
            let (calledID, pieces) = try Self.call(in: script)
            XCTAssertEqual(calledID, id)
            XCTAssertEqual(
                pieces,
                [
                    "condensed": builder.formats["condensed"]?.pieces[id],
                    "gherkin": builder.formats["gherkin"]?.pieces[id],
                ])
        }
        let header = String(
            decoding: JSONText.bytes(GherkinCriteria.combinedFeatureHeader, pretty: false), as: UTF8.self)
        XCTAssertEqual(
            String(decoding: CriteriaBuilderJSON.page(try loadFixtures()), as: UTF8.self),
            #"{"formats":{"condensed":{"footer":"","header":"","separator":"\n"},"gherkin":{"footer":"\n","header":"#
                + header + #","separator":"\n\n"}},"order":["native/button","native/alert-dialog","web/link"]}"#)
        let page = try JSONDecoder().decode(PageData.self, from: Data(CriteriaBuilderJSON.page(entries)))
        XCTAssertEqual(page.order, builder.order)
        XCTAssertFalse(String(decoding: CriteriaBuilderJSON.page(entries), as: UTF8.self).contains("<"))
    }
}
