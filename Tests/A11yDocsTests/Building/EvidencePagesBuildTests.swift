import A11yDocsTestSupport
import Foundation
import XCTest

@testable import A11yDocs
@testable import A11yDocsLoading
@testable import A11yDocsModel

/// A library with test records, built as a whole site: the entry page's "Tested with" table and
/// its Markdown mirror, and the coverage page's support matrix, parity view and their filters.
final class EvidencePagesBuildTests: XCTestCase {
    private let records = """
        tested:
          - with: VoiceOver iOS
            version: "17.4"
            on: iPhone 15
            date: 2026-02-01
            result: partial
            notes: The hint is read twice.
            by: Sam
            groups: [mobile, screenreader]
          - with: TalkBack
            version: "15"
            on: Pixel 8
            date: 2024-12-01
            result: pass
          - with: VoiceOver iOS
            version: "18.1"
            date: 2025-11-02
            result: fail
          - with: VoiceOver iOS
            version: "16"
            date: 2024-05-01
            result: pass
        """

    private func build() throws -> URL {
        var (root, options) = try Fixtures.scratchSite(self)
        options.site.evidence = EvidenceSettings(
            technologies: [AssistiveTechnology(name: "VoiceOver iOS", current: 18), AssistiveTechnology(name: "NVDA")],
            today: RecordDate(year: 2026, month: 3, day: 20))
        let button = root.appendingPathComponent("Content/native/button.md")
        let text = try String(contentsOf: button, encoding: .utf8)
        try text.replacingOccurrences(of: "order: 1\n", with: "order: 1\n\(records)\n")
            .write(to: button, atomically: true, encoding: .utf8)
        _ = try SiteBuilder(options: options).build()
        return root.appendingPathComponent("Output")
    }

    private func read(_ output: URL, _ path: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheEntryPageHasATestedWithTableLatestFirstWithStaleAndBehindInWords() throws {
        let output = try build()
        let page = try read(output, "native/button/index.html")
        XCTAssertTrue(page.contains("<li><a href=\"#tested\">Tested with</a>"), "On this page")
        XCTAssertTrue(page.contains("<h2 id=\"tested\">Tested with</h2>"), page)
        XCTAssertTrue(page.contains("<table class=\"records\" aria-labelledby=\"tested\">"))
        XCTAssertTrue(
            page.contains(
                "<tr><th scope=\"col\">Assistive technology</th><th scope=\"col\">Version</th><th scope=\"col\">On</th>"
                    + "<th scope=\"col\">Date</th><th scope=\"col\">Result</th><th scope=\"col\">Notes</th></tr>"))
        // The rows of the records' table, not of the expectation tables before it.
        let table = try XCTUnwrap(page.components(separatedBy: "<table class=\"records\"").last)
        let rows = table.components(separatedBy: "</table>")[0].components(separatedBy: "\n")
            .filter { $0.hasPrefix("<tr><th scope=\"row\">") }
        XCTAssertEqual(rows.count, 4, page)
        XCTAssertEqual(
            rows.first,
            "<tr><th scope=\"row\">VoiceOver iOS</th>"
                + "<td>17.4 <strong class=\"record-mark\">(18 is current)</strong></td><td>iPhone 15</td>"
                + "<td><time datetime=\"2026-02-01\">2026-02-01</time></td>"
                + "<td><span class=\"result result-partial\">Partial</span></td>"
                + "<td><p>The hint is read twice.</p><p>By Sam</p><p>Covers: mobile, screen reader</p></td></tr>")
        XCTAssertTrue(rows[1].contains("<td>18.1</td><td></td>"), "not behind, and no device given")
        XCTAssertTrue(rows[1].contains("<span class=\"result result-fail\">Fail</span>"))
        XCTAssertTrue(
            rows[2].contains(
                "<time datetime=\"2024-12-01\">2024-12-01</time> "
                    + "<strong class=\"record-mark\">(stale: older than 12 months)</strong>"), rows[2])
        XCTAssertEqual(
            rows[3],
            "<tr><th scope=\"row\">VoiceOver iOS</th><td>16</td><td></td>"
                + "<td><time datetime=\"2024-05-01\">2024-05-01</time></td>"
                + "<td><span class=\"result result-pass\">Pass</span></td><td></td></tr>",
            "a replaced record is history: neither stale nor behind")
        XCTAssertTrue(page.contains("<div class=\"table-scroll\" data-scroll-label=\"Test records\">"))

        let mirror = try read(output, "native/button.md")
        XCTAssertTrue(
            mirror.contains(
                "## Tested with\n\nLatest first. A technology's latest record says so when it is older than 12 months "
                    + "or made with a version older than the current one.\n\n"
                    + "| Assistive technology | Version | On | Date | Result | Notes |\n"
                    + "| --- | --- | --- | --- | --- | --- |\n"
                    + "| VoiceOver iOS | 17\\.4 (18 is current) | iPhone 15 | 2026-02-01 | Partial | "
                    + "The hint is read twice. By Sam. Covers: mobile, screen reader. |\n"), mirror)
        XCTAssertTrue(
            mirror.contains("| TalkBack | 15 | Pixel 8 | 2024-12-01 (stale: older than 12 months) | Pass |  |"))

        for path in ["native/alert-dialog/index.html", "native/alert-dialog.md", "web/link/index.html"] {
            XCTAssertFalse(try read(output, path).contains("Tested with"), "\(path) has no records")
        }
    }

    func testTheCoveragePageHasASupportMatrixAndAParityViewWithFiltersForEachCollection() throws {
        let coverage = try read(try build(), "coverage/index.html")
        XCTAssertTrue(
            coverage.contains("<h3 id=\"native-support\">Native: support by assistive technology</h3>"), coverage)
        XCTAssertTrue(coverage.contains("<table class=\"coverage evidence\" aria-labelledby=\"native-support\">"))
        XCTAssertTrue(
            coverage.contains(
                "<tr><th scope=\"col\">Pattern</th><th scope=\"col\">VoiceOver iOS</th><th scope=\"col\">NVDA</th>"
                    + "<th scope=\"col\">TalkBack</th></tr>"), "the library's technologies, then the others")
        XCTAssertTrue(
            coverage.contains(
                "<td><span class=\"result result-partial\">Partial</span> 17.4, "
                    + "<time datetime=\"2026-02-01\">2026-02-01</time> <strong class=\"record-mark\">(18 is current)"
                    + "</strong></td><td class=\"none\">Not tested</td>"
                    + "<td><span class=\"result result-pass\">Pass</span> 15, <time datetime=\"2024-12-01\">2024-12-01"
                    + "</time> <strong class=\"record-mark\">(stale)</strong></td>"))
        XCTAssertTrue(
            coverage.contains(
                "<fieldset class=\"row-filter\">\n<legend>Native support matrix: patterns to show</legend>"))
        XCTAssertTrue(
            coverage.contains("<fieldset class=\"row-filter\">\n<legend>Web parity table: patterns to show</legend>"),
            "each filter's legend names its collection and table")
        XCTAssertTrue(
            coverage.contains(
                "<div class=\"choice\"><input type=\"radio\" name=\"native-support-filter\" value=\"gaps\" "
                    + "id=\"native-support-filter-gaps\"> <label for=\"native-support-filter-gaps\">"
                    + "Not tested with every technology: 2 patterns</label></div>"))
        XCTAssertTrue(coverage.contains("<h3 id=\"web-support\">Web: support by assistive technology</h3>"))

        XCTAssertTrue(coverage.contains("<h3 id=\"native-parity\">Native: platform parity</h3>"))
        XCTAssertTrue(
            coverage.contains(
                "<tr><th scope=\"col\">Pattern</th><th scope=\"col\">Gaps</th><th scope=\"col\">UIKit</th>"
                    + "<th scope=\"col\">SwiftUI</th><th scope=\"col\">Android Views</th>"
                    + "<th scope=\"col\">Jetpack Compose</th></tr>"), coverage)
        XCTAssertTrue(
            coverage.contains(
                "<input type=\"radio\" name=\"native-parity-filter\" value=\"all\" "
                    + "id=\"native-parity-filter-all\" checked> "
                    + "<label for=\"native-parity-filter-all\">All: 2 patterns</label>"))
        XCTAssertTrue(coverage.contains("<p class=\"gap\">Missing: notes, code, video, passing record</p>"))
        XCTAssertEqual(HTMLInspection.matchesCount("<fieldset class=\"row-filter\">", in: coverage), 4)
    }
}
