import Foundation
import XCTest

/// `a11ydocs criteria` as a user runs it.
final class CriteriaCommandTests: XCTestCase {
    private var site: URL!

    override func setUpWithError() throws {
        site = try CommandLineRunner.site(
            self,
            entries: [
                "native/button.md":
                    "---\ntitle: Button\ncategories: controls\nwcag: [\"2.1.1\"]\nkeyboard:\n  enter: Activates\n---\n",
                "native/slider.md": "---\ntitle: Slider\ncategories: controls\nkeyboard:\n  up arrow: Increases\n---\n",
            ])
    }

    func testPrintsCondensedTextWithTheBaseURL() throws {
        let run = try CommandLineRunner.run(
            ["criteria", "button", "--base-url", "https://a11y.example.com/"], in: site)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stdout,
            "How to test a button\n\n1. Keyboard\n   - Enter: Activates\n\nhttps://a11y.example.com/native/button/\n")
    }

    func testRelativeLinksAreAWarningOnceWhenTheFormatCarriesThem() throws {
        let relative = try CommandLineRunner.run(["criteria", "--base-url", "/"], in: site)
        XCTAssertEqual(relative.status, 0, relative.stderr)
        XCTAssertTrue(relative.stdout.contains("\n/native/slider/\n"), relative.stdout)
        XCTAssertEqual(
            relative.stderr,
            "warning: base_url is '/', so these criteria link to entries as '/<collection>/<slug>/', which goes "
                + "nowhere once pasted into a ticket — set base_url in a11ydocs.yml to the address the site is "
                + "published at (e.g. 'https://design.example.org/a11y/'), or pass --base-url https://…\n")
        let csv = try CommandLineRunner.run(["criteria", "--base-url", "/", "--format", "csv"], in: site)
        XCTAssertTrue(csv.stderr.hasPrefix("warning: base_url is '/', so these criteria link"), csv.stderr)
        // Gherkin names no addresses, so there is nothing to warn about.
        let gherkin = try CommandLineRunner.run(["criteria", "--base-url", "/", "--format", "gherkin"], in: site)
        XCTAssertEqual(gherkin.status, 0, gherkin.stderr)
        XCTAssertFalse(gherkin.stdout.contains("/native/"), gherkin.stdout)
        XCTAssertEqual(gherkin.stderr, "")
        let absolute = try CommandLineRunner.run(["criteria", "--base-url", "https://a11y.example.com/"], in: site)
        XCTAssertEqual(absolute.stderr, "")
    }

    func testSeveralEntriesInGherkinAreOneFeature() throws {
        let run = try CommandLineRunner.run(["criteria", "native/slider", "button", "--format", "gherkin"], in: site)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(
            run.stdout.hasPrefix(
                "Feature: Accessibility acceptance criteria\n\n  @a11y-native-button\n  Rule: Button\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("\n  @a11y-native-slider\n  Rule: Slider\n"))
    }

    func testWCAGAndJSONFormats() throws {
        let wcag = try CommandLineRunner.run(["criteria", "button", "--format", "wcag"], in: site)
        XCTAssertTrue(
            wcag.stdout.contains(
                "- 2.1.1 Keyboard (Level A): https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html"), wcag.stdout)
        let json = try CommandLineRunner.run(["criteria", "slider", "--format", "json"], in: site)
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let entries = document?["entries"] as? [[String: Any]]
        XCTAssertEqual(entries?.map { $0["id"] as? String }, ["native/slider"])
    }

    func testAnUnknownSlugListsCloseMatches() throws {
        let run = try CommandLineRunner.run(["criteria", "sliderr"], in: site)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(
            run.stderr,
            "Error: no entry 'sliderr' — did you mean 'slider'?\nSee 'a11ydocs help criteria' for more information.\n")
    }

    func testTestCasesAsCSVForTheWholeLibraryOrChosenEntries() throws {
        let all = try CommandLineRunner.run(["criteria", "--format", "csv"], in: site)
        XCTAssertEqual(all.status, 0, all.stderr)
        // Records end in CRLF; a field's own line breaks stay LF, inside quotes.
        XCTAssertEqual(
            all.stdout,
            [
                "ID,Title,Collection,Entry,Group,Preconditions,Steps,Expected Result,Platforms,WCAG,URL" as String,
                #"a11y-native-button-kb-fde10d,Button — Keyboard: Enter,Native,Button,keyboard,"A screen with a "#
                    + #"button\#nAn external keyboard is connected","Press ""enter""",Activates,,"#
                    + #"2.1.1 Keyboard (Level A),/native/button/"#,
                #"a11y-native-slider-kb-ba34d9,Slider — Keyboard: Up arrow,Native,Slider,keyboard,"A screen with a "#
                    + #"slider\#nAn external keyboard is connected","Press ""up arrow""",Increases,,,/native/slider/"#,
            ].map { $0 + "\r\n" }.joined())
        let xray = try CommandLineRunner.run(["criteria", "Slider", "--format", "xray"], in: site)
        XCTAssertEqual(xray.status, 0, xray.stderr)
        XCTAssertTrue(
            xray.stdout.hasPrefix(
                "Issue Id,Test type,Test "
                    + "Summary,Description,Labels,Action,Data,Result\r\na11y-native-slider-kb-ba34d9,Manual,Slider — "
                    + "Keyboard: Up arrow,"
            ), xray.stdout)
        XCTAssertTrue(
            xray.stdout.contains(",accessibility;a11y-native-slider;a11y-native-slider-kb-ba34d9,"), xray.stdout)
        let testrail = try CommandLineRunner.run(["criteria", "button", "--format", "testrail"], in: site)
        XCTAssertTrue(
            testrail.stdout.hasPrefix("Title,Section,Section Hierarchy,Template,Type,References,"), testrail.stdout)
        XCTAssertTrue(testrail.stdout.contains(",a11y-native-button-kb-fde10d,"), testrail.stdout)
    }

    func testByteOrderMarkOnlyWhenAskedAndOnlyForCSV() throws {
        // Without --bom no format starts with U+FEFF, the CSV formats and the report's CSV included.
        for format in ["csv", "xray", "testrail", "acr-csv"] {
            let plain = try CommandLineRunner.run(["criteria", "button", "--format", format], in: site)
            XCTAssertEqual(plain.status, 0, plain.stderr)
            XCTAssertNotEqual(plain.stdout.unicodeScalars.first, "\u{FEFF}", format)
            let marked = try CommandLineRunner.run(["criteria", "button", "--format", format, "--bom"], in: site)
            XCTAssertEqual(marked.status, 0, marked.stderr)
            XCTAssertEqual(Array(marked.stdout.unicodeScalars.prefix(1)), ["\u{FEFF}"], format)
            // The mark is all that differs.
            XCTAssertEqual(String(marked.stdout.unicodeScalars.dropFirst()), plain.stdout, format)
        }
        let off = try CommandLineRunner.run(["criteria", "button", "--format", "csv", "--bom", "--no-bom"], in: site)
        XCTAssertEqual(off.status, 0, off.stderr)
        XCTAssertEqual(
            off.stdout, try CommandLineRunner.run(["criteria", "button", "--format", "csv"], in: site).stdout,
            "the last of --bom and --no-bom wins")

        let gherkin = try CommandLineRunner.run(["criteria", "button", "--format", "gherkin", "--bom"], in: site)
        XCTAssertEqual(gherkin.status, 2)
        XCTAssertEqual(gherkin.stdout, "")
        XCTAssertTrue(
            gherkin.stderr.contains(
                "--bom marks CSV for spreadsheets, and --format gherkin is not CSV — leave --bom out, or choose "
                    + "--format csv, xray, testrail or acr-csv"), gherkin.stderr)
    }

    func testADraftConformanceReportOfChosenPatternsInThreeForms() throws {
        let site = try CommandLineRunner.site(
            self,
            entries: [
                "native/button.md": "---\ntitle: Button\ncategories: controls\nwcag: [\"2.1.1\"]\n---\n",
                "native/slider.md":
                    "---\ntitle: Slider\ncategories: controls\nwcag: [\"2.1.1\", \"4.1.2\"]\ntested:\n"
                    + "  - with: TalkBack\n    version: \"15\"\n    date: 2026-09-30\n    result: fail\n"
                    + "    notes: No value\n---\n",
            ])
        try Data("title: Acme\nnot_applicable:\n  1.2.1: No media\n".utf8).write(
            to: site.appendingPathComponent("a11ydocs.yml"))
        // The report is dated with the build's day: SOURCE_DATE_EPOCH's when it is set.
        let day = ["SOURCE_DATE_EPOCH": "1791201600"]

        let all = try CommandLineRunner.run(["criteria", "--format", "acr"], in: site, environment: day)
        XCTAssertEqual(all.status, 0, all.stderr)
        XCTAssertTrue(
            all.stdout.hasPrefix(
                "# Acme Accessibility Conformance Report — DRAFT\n\nThis report is a draft, generated by a11ydocs on "
                    + "2026-10-05 from the pattern library's test records."), all.stdout)
        XCTAssertTrue(
            all.stdout.contains(
                "| Does Not Support | Slider: TalkBack 15 (2026-09-30) fail — no value. Not tested yet: Button. |\n"),
            all.stdout)
        XCTAssertTrue(all.stdout.contains(" | Not Applicable | No media. |\n"), all.stdout)
        XCTAssertTrue(all.stdout.contains("- Button (native/button)\n- Slider (native/slider)\n"), all.stdout)

        let chosen = try CommandLineRunner.run(
            ["criteria", "button", "--format", "acr-html"], in: site, environment: day)
        XCTAssertEqual(chosen.status, 0, chosen.stderr)
        XCTAssertTrue(chosen.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), chosen.stdout)
        XCTAssertTrue(chosen.stdout.contains("<li>Button (native/button)</li>\n</ul>"), chosen.stdout)
        XCTAssertFalse(chosen.stdout.contains("Slider"), chosen.stdout)
        XCTAssertTrue(
            chosen.stdout.contains(
                "Keyboard (Level A)</a></th><td>Not Evaluated</td><td class=\"remarks\">Not tested yet: Button.</td>"),
            chosen.stdout)

        let csv = try CommandLineRunner.run(["criteria", "slider", "--format", "acr-csv"], in: site, environment: day)
        XCTAssertEqual(csv.status, 0, csv.stderr)
        XCTAssertTrue(
            csv.stdout.hasPrefix(
                "Criteria,Level,Conformance Level,Remarks and Explanations\r\n1.1.1 Non-text Content,A,Not Evaluated,"),
            csv.stdout)
        XCTAssertTrue(
            csv.stdout.contains(
                "\r\n2.1.1 Keyboard,A,Does Not Support,Slider: TalkBack 15 (2026-09-30) fail — no value.\r\n"),
            csv.stdout)
    }

    func testAnUnknownFormatListsTheFormatsWithTheReports() throws {
        let run = try CommandLineRunner.run(["criteria", "--format", "acr-htm"], in: site)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.contains("acr-html"), run.stderr)
    }
}
