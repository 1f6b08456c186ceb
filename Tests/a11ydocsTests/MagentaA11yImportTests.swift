import Foundation
import XCTest

/// `a11ydocs import magentaa11y` on the fixture library (`Fixtures/MagentaA11y`, a sloppy
/// MagentaA11y 2.x repository whose MANIFEST.md gives exact counts and planted defects), as a
/// team would run it beside its new library: what it prints, what it writes, what the imported
/// entries hold (read back with `a11ydocs criteria --format json`), and what `check` says of them.
final class MagentaA11yImportTests: XCTestCase {
    private func imported() throws -> (root: URL, run: CommandLineRunner.Run) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ydocs-magenta-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: OldSiteScratch.fixtures.appendingPathComponent("MagentaA11y"),
            to: root.appendingPathComponent("magenta"))
        return (root, try CommandLineRunner.run(["import", "magentaa11y", "magenta"], in: root))
    }

    private static let source = "magenta/public/content/documentation/"

    func testTheImportSaysWhatItDidAndWhereItFoundEachProblem() throws {
        let (_, run) = try imported()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stdout,
            """
            \(Self.source)web/component/forms-&-inputs.md → Content/web/forms-inputs.md
            Imported 9 entries and 2 guides from 3 collections into Content/ — \
            1 file renamed, 0 keys indented, 15 problems
              entries: native 4, web 5, how-to-test 2
              guides (how-to-test/), written as free pages: 2
              raw-HTML demos in guides made live examples: 6
              Condensed bullets made test rows: 93
              Condensed bullets not 'Key: text', kept under their first word: 3
              boilerplate lines dropped (the Acceptance Criteria banner, 'How to test a …', 'Full information:'): 27
              Gherkin sections compared with Condensed and left out: 9
              differences between Gherkin and Condensed, reported: 2
              framework markers made '- **Framework**' (12 '#### Name', 8 '#### **Name**', 10 '- **Name**'): 30
              'java' fences under Jetpack Compose marked 'kotlin': 3
              html fences and <example>s of the same markup made one live example: 5
              <example>s that differ from their fence, kept beside it as live examples: 1
              WCAG success criteria written to 'wcag:': 23
              videos written to 'videos:': 6
              caption tracks referenced: 6
              video fallback lines dropped ('Your browser does not support …'): 6
              old slugs written to 'aliases:': 5
              extra sections kept in order: 2
              files the entries reference, copied into Static/: 11
              a11ydocs.yml: written (3 collections)
              problems: 0 errors, 15 warnings
            Next: run 'a11ydocs check' to review the imported entries, then 'a11ydocs serve' to preview them.

            """)
        let places = run.stderr.split(separator: "\n").map { line in
            String(line.dropFirst(Self.source.count).prefix { $0 != " " })
        }
        XCTAssertEqual(
            places,
            [
                "MARKDOWN_GUIDE.md:", "native/controls/radio-button.md:53:8:", "native/controls/rating.md:15:6:",
                "native/controls/rating.md:91:16:", "native/controls/rating.md:161:1:",
                "native/controls/toggle-switch.md:77:16:", "native/controls/toggle-switch.md:86:31:",
                "native/controls/toggle-switch.md:134:1:", "native/notifications/alert-dialog.md:28:6:",
                "native/notifications/alert-dialog.md:131:1:", "web/component/checkbox.md:15:6:",
                "web/component/checkbox.md:81:31:", "web/component/forms-&-inputs.md:117:3:",
                "web/component/tabs.md:47:3:", "web/component/tabs.md:105:1:",
            ], run.stderr)
        XCTAssertFalse(run.stderr.contains("error:"), run.stderr)
    }

    func testTheLibraryIsWrittenWithItsMediaAndSettings() throws {
        let (root, run) = try imported()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("Content").path).sorted(),
            [
                "how-to-test", "how-to-test/keyboard-testing.md", "how-to-test/screen-reader-basics.md", "native",
                "native/alert-dialog.md", "native/radio-button.md", "native/rating.md", "native/toggle-switch.md",
                "web",
                "web/checkbox.md", "web/expander-accordion.md", "web/forms-inputs.md", "web/skip-link.md",
                "web/tabs.md",
            ])
        // Every video and caption referenced is copied, under its name on disk, or reported (D1, D3).
        let assets = root.appendingPathComponent("magenta/public/content/assets")
        let copied = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("Static").path)
            .filter { $0.contains(".") }
        XCTAssertEqual(copied.count, 11)
        for path in copied {
            XCTAssertEqual(
                try Data(contentsOf: root.appendingPathComponent("Static/" + path)),
                try Data(contentsOf: assets.appendingPathComponent(path)), path)
        }
        var videos = 0, captions = 0
        for page in ["native/rating.md", "native/toggle-switch.md", "web/checkbox.md"] {
            let text = try String(contentsOf: root.appendingPathComponent("Content/" + page), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("src: ") {
                let src = String(line.split(separator: " ").last ?? "")
                if line.hasPrefix("  - src:") { captions += 1 } else { videos += 1 }
                XCTAssertTrue(
                    copied.contains(src) || run.stderr.contains("'\(src)' is"), "\(src) is neither copied nor reported")
            }
        }
        XCTAssertEqual(videos, 6)
        XCTAssertEqual(captions, 6)
        let settings = try String(contentsOf: root.appendingPathComponent("a11ydocs.yml"), encoding: .utf8)
        XCTAssertTrue(settings.contains("  how-to-test:\n    name: How to test\n    order: 3\n    kind: guides\n"))
    }

    /// MANIFEST.md's counts, in the entries as a11ydocs reads them: 93 Condensed bullets as rows,
    /// 30 framework markers as framework notes (UIKit 9, SwiftUI 9, Android Views 6, Jetpack
    /// Compose 6), 122 lines of fenced code as snippets (and tabs' differing example, 16 lines,
    /// beside its fence).
    func testTheEntriesHoldEveryRowMarkerAndLineOfCode() throws {
        let (root, run) = try imported()
        XCTAssertEqual(run.status, 0, run.stderr)
        let criteria = try CommandLineRunner.run(["criteria", "--format", "json"], in: root)
        XCTAssertEqual(criteria.status, 0, criteria.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(criteria.stdout.utf8)) as? [String: Any]
        let entries = try XCTUnwrap(json?["entries"] as? [[String: Any]])
        XCTAssertEqual(entries.count, 9, "the two guides hold no criteria")
        var rows = 0, codeLines = 0, kotlin = 0
        var frameworks: [String: Int] = [:]
        let lines = { (text: Any?) in ((text as? String) ?? "").split(separator: "\n").count }
        for entry in entries {
            for group in ["keyboard", "mobile", "settings"] {
                rows += ((entry[group] as? [[String: Any]]) ?? []).map { lines($0["result"]) }.reduce(0, +)
            }
            let output = try XCTUnwrap(entry["screenReader"] as? [String: Any])
            rows += ["name", "role", "group", "state"].map { lines(output[$0]) }.reduce(0, +)
            rows += ((output["extra"] as? [[String: Any]]) ?? []).map { lines($0["result"]) }.reduce(0, +)
            let platforms = (entry["platforms"] as? [[String: Any]]) ?? []
            let sections =
                platforms.flatMap { ($0["sections"] as? [[String: Any]]) ?? [] }
                + ((entry["generalNotes"] as? [[String: Any]]) ?? [])
            for section in sections {
                for notes in (section["frameworks"] as? [[String: Any]]) ?? [] {
                    frameworks[(notes["framework"] as? String) ?? "", default: 0] += 1
                }
                for snippet in (section["snippets"] as? [[String: Any]]) ?? [] {
                    codeLines += lines(snippet["code"])
                    if snippet["language"] as? String == "kotlin" { kotlin += 1 }
                }
            }
        }
        XCTAssertEqual(rows, 93)
        XCTAssertEqual(frameworks, ["uikit": 9, "swiftui": 9, "android-views": 6, "jetpack-compose": 6])
        XCTAssertEqual(codeLines, 122 + 16)
        XCTAssertEqual(kotlin, 3)
    }

    /// `check` on the imported library finds the planted broken media and nothing else as
    /// errors: the letter case, the MP4 declared WebM, the missing caption file and the caption
    /// file without its WEBVTT line. No key is unknown.
    func testCheckFindsExactlyThePlantedMediaDefects() throws {
        let (root, run) = try imported()
        XCTAssertEqual(run.status, 0, run.stderr)
        let checked = try CommandLineRunner.run(["check"], in: root)
        let said = checked.stdout + checked.stderr
        XCTAssertEqual(checked.status, 1, said)
        let errors = said.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 4, said)
        XCTAssertTrue(errors.contains { $0.contains("differ") || $0.contains("case of letters") }, said)
        XCTAssertTrue(errors.contains { $0.contains("is declared 'video/webm' but holds MP4 video") }, said)
        XCTAssertTrue(errors.contains { $0.contains("not valid WebVTT") }, said)
        XCTAssertFalse(said.contains("unknown key"), said)
        XCTAssertFalse(said.contains("is shown as text"), "the guides' demos are live examples: \(said)")
    }
}
