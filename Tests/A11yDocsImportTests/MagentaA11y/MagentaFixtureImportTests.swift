import XCTest

@testable import A11yDocsImport
@testable import A11yDocsModel
@testable import A11yDocsSupport

/// The fixture library (`Fixtures/MagentaA11y`, a sloppy MagentaA11y 2.x library whose
/// MANIFEST.md gives exact counts and planted defects) planned whole, and every planned page
/// loaded as `build` loads it: nothing the manifest counts is lost, and every defect is reported
/// at its line.
final class MagentaFixtureImportTests: XCTestCase {
    private func plan() throws -> ImportPlan {
        let scratch = try ImportScratch(self)
        try scratch.copyMagentaFixture()
        return try scratch.planMagenta()
    }

    func testEveryPageIsPlannedUnderItsSlugAndTheAuthoringGuideIsNamed() throws {
        let plan = try plan()
        XCTAssertEqual(
            plan.files.map(\.path).sorted(),
            [
                "how-to-test/keyboard-testing.md", "how-to-test/screen-reader-basics.md", "native/alert-dialog.md",
                "native/radio-button.md", "native/rating.md", "native/toggle-switch.md", "web/checkbox.md",
                "web/expander-accordion.md", "web/forms-inputs.md", "web/skip-link.md", "web/tabs.md",
            ])
        XCTAssertEqual(
            plan.report.renames.map { PathText.lastComponent($0.from) + " → " + PathText.lastComponent($0.to) },
            ["forms-&-inputs.md → forms-inputs.md"])
        XCTAssertEqual(ImportScratch.findings(plan, in: "MARKDOWN_GUIDE.md").count, 1)
        XCTAssertEqual(
            plan.report.entriesByCollection.map { "\($0.collection) \($0.entries)" },
            [
                "native 4", "web 5", "how-to-test 2",
            ])
        XCTAssertFalse(plan.report.hasErrors, plan.report.findings.map(\.description).joined(separator: "\n"))
    }

    /// MANIFEST.md: 93 Condensed bullets, each a row of its group in the loaded entry, split at
    /// the first ": " and kept verbatim; the 3 that are not `Key: text` under their first word.
    func testEveryCondensedBulletIsARowOfTheLoadedEntry() throws {
        let plan = try plan()
        let groups: [String: [Int]] = [
            "native/rating.md": [3, 4, 4, 3], "native/toggle-switch.md": [2, 2, 3, 3],
            "native/radio-button.md": [3, 2, 4, 2], "native/alert-dialog.md": [3, 3, 4, 2],
            "web/checkbox.md": [3, 2, 4, 2], "web/tabs.md": [3, 2, 4, 1], "web/expander-accordion.md": [2, 2, 3, 1],
            "web/forms-inputs.md": [2, 2, 4, 2], "web/skip-link.md": [2, 2, 2, 1],
        ]
        var total = 0, notKeyText = 0
        for (source, imported) in FixtureSource.patterns {
            let bullets = try FixtureSource(source).bullets
            let entry = try ImportScratch.loaded(plan, imported).entry
            let rows = entry.keyboard + entry.mobile + entry.screenReader.rows + entry.settings
            for bullet in bullets {
                let (key, text): (String, String)
                if let split = bullet.text.range(of: ": ") {
                    (key, text) = (String(bullet.text[..<split.lowerBound]), String(bullet.text[split.upperBound...]))
                } else {
                    notKeyText += 1
                    let space = try XCTUnwrap(bullet.text.firstIndex(of: " "))
                    (key, text) = (
                        String(bullet.text[..<space]), String(bullet.text[bullet.text.index(after: space)...])
                    )
                }
                XCTAssertTrue(
                    rows.contains { $0.trigger.lowercased() == key.lowercased() && $0.result.contains(text) },
                    "\(source):\(bullet.line) '\(bullet.text)' is no row of \(imported)")
            }
            // Two rows for one field (rating's two `State:`) are one, a line each.
            let output = entry.screenReader.rows.map { $0.result.components(separatedBy: "\n").count }.reduce(0, +)
            XCTAssertEqual(
                [entry.keyboard.count, entry.mobile.count, output, entry.settings.count], groups[imported], imported)
            total += bullets.count
        }
        XCTAssertEqual(total, 93)
        XCTAssertEqual(notKeyText, 3)
        XCTAssertEqual(plan.report.conversions.first { $0.label.hasPrefix("Condensed bullets made") }?.count, 93)
    }

    /// MANIFEST.md: 122 lines of fenced code, every fence a snippet of the loaded entry, byte for
    /// byte; the three `java` fences under Compose as Kotlin. (The manifest's per-file table lists
    /// 12 fences, seven of them html; its total says 11.)
    func testEveryFencedCodeLineIsKept() throws {
        let plan = try plan()
        var lines = 0, fences = 0
        for (source, imported) in FixtureSource.patterns {
            let snippets = try ImportScratch.loaded(plan, imported).entry.snippets
            for fence in try FixtureSource(source).fences {
                let code = fence.code.joined(separator: "\n")
                let snippet = snippets.first { $0.code == code }
                XCTAssertNotNil(snippet, "\(source):\(fence.line) is no snippet of \(imported)")
                XCTAssertEqual(snippet?.language, fence.language == "java" ? "kotlin" : fence.language)
                lines += fence.code.count
                fences += 1
            }
        }
        XCTAssertEqual(lines, 122)
        XCTAssertEqual(fences, 12)
    }

    /// MANIFEST.md: 30 framework markers in three styles and four names, each a framework's notes
    /// in its aspect; text before any marker general to the platform.
    func testEveryFrameworkMarkerLandsInItsAspect() throws {
        let plan = try plan()
        let expected: [String: [String]] = [
            "native/rating.md": [
                "ios Name: uikit swiftui", "ios Role: uikit swiftui", "ios State: uikit swiftui",
                "android Name: android-views jetpack-compose", "android State: android-views jetpack-compose",
            ],
            "native/toggle-switch.md": [
                "ios Name: uikit swiftui", "ios Groupings: uikit swiftui",
                "android Name: android-views jetpack-compose",
            ],
            "native/radio-button.md": [
                "ios Role and State: uikit swiftui", "ios Groupings: uikit swiftui",
                "android Role and State: android-views jetpack-compose",
                "android Groupings: android-views jetpack-compose",
            ],
            "native/alert-dialog.md": [
                "ios General Notes: uikit swiftui", "ios Focus: uikit swiftui",
                "android General Notes: android-views jetpack-compose",
            ],
        ]
        var markers = 0
        for (path, sections) in expected {
            let entry = try ImportScratch.loaded(plan, path).entry
            let found = entry.platforms.flatMap { platform in
                platform.sections.filter { !$0.frameworks.isEmpty }.map {
                    "\(platform.platform.rawValue) \($0.title): "
                        + $0.frameworks.map(\.framework.rawValue).joined(separator: " ")
                }
            }
            XCTAssertEqual(found, sections, path)
            markers += entry.platforms.flatMap(\.sections).map(\.frameworks.count).reduce(0, +)
            // The paragraph each developer-notes section opens with is general to the platform.
            for platform in entry.platforms {
                XCTAssertEqual(platform.sections.first?.title, "", "\(path) \(platform.platform)")
                XCTAssertEqual(platform.sections.first?.general.count, 1, "\(path) \(platform.platform)")
            }
        }
        XCTAssertEqual(markers, 30)
        let rating = try ImportScratch.loaded(plan, "native/rating.md").entry
        let name = try XCTUnwrap(rating.notes(for: .iOS)?.sections.first { $0.title == "Name" })
        XCTAssertEqual(name.general.count, 1)
        XCTAssertTrue(name.general.joined().contains("The name says what is being rated"), "\(name.general)")
        XCTAssertTrue(name.frameworks[0].blocks.joined().contains("ratingView.accessibilityLabel"))
        XCTAssertEqual(
            rating.snippets.first { $0.language == "kotlin" }.map { "\($0.framework!) \($0.section)" },
            "jetpackCompose State")
        XCTAssertEqual(
            plan.report.conversions.first { $0.label.hasPrefix("framework markers") }.map {
                "\($0.label): \($0.count)"
            },
            "framework markers made '- **Framework**' (12 '#### Name', 8 '#### **Name**', 10 '- **Name**'): 30")
    }

    /// MANIFEST.md: two Gherkin facts Condensed lacks (radio-button 52–53, tabs 47–48), reported
    /// once each, and nothing else of the Gherkin.
    func testTheGherkinDisagreementsAreReportedAtTheirLines() throws {
        let plan = try plan()
        let gherkin = plan.report.findings.filter {
            $0.message.contains("Gherkin") || $0.message.contains("the Condensed bullet '")
        }
        XCTAssertEqual(
            gherkin.map { "\($0.location.path.split(separator: "/").last!):\($0.location.line)" },
            ["radio-button.md:53", "tabs.md:47"])
        XCTAssertTrue(gherkin[0].message.contains("'dimmed', 'disabled'"), gherkin[0].message)
        XCTAssertTrue(gherkin[1].message.contains("names Home, End"), gherkin[1].message)
        for (_, imported) in FixtureSource.patterns {
            let text = String(decoding: try XCTUnwrap(plan.files.first { $0.path == imported }).contents, as: UTF8.self)
            XCTAssertFalse(text.contains("WHEN ") || text.contains("GIVEN THAT"), "\(imported) holds the Gherkin")
        }
    }

    /// MANIFEST.md's planted defects, each reported where it is.
    func testThePlantedDefectsAreReported() throws {
        let plan = try plan()
        let found = plan.report.findings.map {
            "\($0.location.path.split(separator: "/").last!):\($0.location.line)"
        }
        for place in [
            "rating.md:91",  // D1: the video's letter case
            "toggle-switch.md:77",  // D2: an .mp4 declared video/webm
            "toggle-switch.md:86",  // D3: a missing caption
            "checkbox.md:81",  // D4: a caption without the WEBVTT header
            "tabs.md:105",  // D5: an example that differs from its fence
            "forms-&-inputs.md:117",  // D6: 4.1.9
            "rating.md:161", "toggle-switch.md:134", "alert-dialog.md:131",  // D10: java under Compose
            "rating.md:15", "alert-dialog.md:28", "checkbox.md:15",  // D12: not Key: text
        ] {
            XCTAssertTrue(found.contains(place), "\(place) is not reported: \(found)")
        }
        XCTAssertEqual(plan.report.findings.count, 15, plan.report.findings.map(\.description).joined(separator: "\n"))
    }
}
