import Foundation
import XCTest

/// `a11ydocs criteria` as a user runs it.
final class CriteriaCommandTests: XCTestCase {
    private var site: URL!

    override func setUpWithError() throws {
        site = try CommandLineRunner.site(self, entries: [
            "native/button.md": "---\ntitle: Button\ncategories: controls\nwcag: [\"2.1.1\"]\nkeyboard:\n  enter: Activates\n---\n",
            "native/slider.md": "---\ntitle: Slider\ncategories: controls\nkeyboard:\n  up arrow: Increases\n---\n",
        ])
    }

    func testPrintsCondensedTextWithTheBaseURL() throws {
        let run = try CommandLineRunner.run(["criteria", "button", "--base-url", "https://a11y.example.com/"], in: site)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "How to test a button\n\n1. Keyboard\n   - Enter: Activates\n\nhttps://a11y.example.com/native/button/\n")
    }

    func testSeveralEntriesInGherkinAreOneFeature() throws {
        let run = try CommandLineRunner.run(["criteria", "native/slider", "button", "--format", "gherkin"], in: site)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("Feature: Accessibility acceptance criteria\n\n  Rule: Button\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("\n  Rule: Slider\n"))
    }

    func testWCAGAndJSONFormats() throws {
        let wcag = try CommandLineRunner.run(["criteria", "button", "--format", "wcag"], in: site)
        XCTAssertTrue(wcag.stdout.contains("- 2.1.1 Keyboard (Level A): https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html"), wcag.stdout)
        let json = try CommandLineRunner.run(["criteria", "slider", "--format", "json"], in: site)
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let entries = document?["entries"] as? [[String: Any]]
        XCTAssertEqual(entries?.map { $0["id"] as? String }, ["native/slider"])
    }

    func testAnUnknownSlugListsCloseMatches() throws {
        let run = try CommandLineRunner.run(["criteria", "sliderr"], in: site)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "Error: no entry 'sliderr' — did you mean 'slider'?\nSee 'a11ydocs help criteria' for more information.\n")
        let none = try CommandLineRunner.run(["criteria"], in: site)
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.contains("Missing expected argument '<slug> ...'"), none.stderr)
    }
}
