import A11yDocsLoadingTestSupport
import A11yDocsTestSupport
import XCTest

@testable import A11yDocsModel
@testable import A11yDocsSupport

final class FrontMatterDecoderTests: XCTestCase {
    func testKeepsTheAuthorsOrderAndTrimsBlockScalars() throws {
        let (entry, diagnostics) = Fixtures.entry(
            """
            ---
            title: Carousel
            categories: containment controls
            keyboard:
              tab or arrow keys: |
                Focus moves to the next slide
              spacebar: |
                Activates the slide
              enter: Activates the slide on Android
            mobile:
              swipe right: Next slide
              3 finger swipe: Next page (iOS)
            settings:
              text resize: |
                Text grows to 200%
                without clipping
            ---
            """)
        XCTAssertEqual(diagnostics, [])
        let carousel = try XCTUnwrap(entry)
        XCTAssertEqual(carousel.categories, ["containment", "controls"])
        XCTAssertEqual(
            carousel.keyboard,
            [
                Expectation(trigger: "tab or arrow keys", result: "Focus moves to the next slide"),
                Expectation(trigger: "spacebar", result: "Activates the slide"),
                Expectation(trigger: "enter", result: "Activates the slide on Android"),
            ])
        XCTAssertEqual(carousel.mobile.map(\.trigger), ["swipe right", "3 finger swipe"])
        XCTAssertEqual(
            carousel.settings, [Expectation(trigger: "text resize", result: "Text grows to 200%\nwithout clipping")])
    }

    func testScreenReaderKeepsNameRoleGroupStateAndExtraKeysInOrder() throws {
        let (entry, _) = Fixtures.entry(
            """
            ---
            title: Slider
            categories: [controls]
            screenreader:
              value: Reads the current value
              name: Volume
              role: Adjustable
              group: n/a
              state: Dimmed when disabled
              hint: Swipe up or down to adjust
            ---
            """)
        let output = try XCTUnwrap(entry).screenReader
        XCTAssertEqual(output.name, "Volume")
        XCTAssertEqual(output.role, "Adjustable")
        XCTAssertEqual(output.group, "n/a")
        XCTAssertEqual(output.state, "Dimmed when disabled")
        XCTAssertEqual(output.extra.map(\.trigger), ["value", "hint"])
        XCTAssertEqual(output.rows.map(\.trigger), ["Name", "Role", "Group", "State", "value", "hint"])
    }

    func testCategoriesAcceptAListOrASpaceSeparatedString() {
        XCTAssertEqual(
            Fixtures.entry("---\ntitle: A\ncategories: [forms, controls]\n---\n").entry?.categories,
            ["forms", "controls"])
        XCTAssertEqual(
            Fixtures.entry("---\ntitle: A\ncategories: forms  controls\n---\n").entry?.categories,
            ["forms", "controls"])
        XCTAssertEqual(Fixtures.entry("---\ntitle: A\ncategories:\n  - forms\n---\n").entry?.categories, ["forms"])
    }

    func testOptionalFields() throws {
        let entry = try XCTUnwrap(
            Fixtures.entry(
                """
                ---
                title: Stepper
                categories: controls
                description: Plus and minus buttons
                order: 7
                wcag: ["1.4.10", "2.1.1"]
                ---
                """
            ).entry)
        XCTAssertEqual(entry.description, "Plus and minus buttons")
        XCTAssertEqual(entry.order, 7)
        XCTAssertEqual(entry.wcag, ["1.4.10", "2.1.1"])
    }

    func testWCAGAcceptsTheListOfGroupsForm() throws {
        let entry = try XCTUnwrap(
            Fixtures.entry(
                """
                ---
                title: Slider
                categories: controls
                wcag:
                  - name: Perceivable
                    list:
                      - criteria: 1.4.10
                      - criteria: 1.4.4
                  - name: Operable
                    list:
                      - criteria: 2.1.1
                ---
                """
            ).entry)
        XCTAssertEqual(entry.wcag, ["1.4.10", "1.4.4", "2.1.1"])
    }

    func testUnknownWCAGNumbersAreErrorsWhereTheyAreWritten() {
        let (entry, diagnostics) = Fixtures.entry(
            """
            ---
            title: Slider
            categories: controls
            wcag:
              - "1.4.10"
              - "1.4.14"
              - "4.1.1"
              - name: Operable
                list:
                  - criteria: 2.1.9
            ---
            """, slug: "slider")
        XCTAssertNil(entry)
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "Content/native/slider.md:6:5: error: '1.4.14' is not a WCAG 2.2 success criterion — did you mean "
                    + "'1.4.13' (Content on Hover or Focus)?",
                "Content/native/slider.md:7:5: error: '4.1.1' (Parsing) was removed in WCAG 2.2 — remove it",
                "Content/native/slider.md:10:19: error: '2.1.9' is not a WCAG 2.2 success criterion — did you mean "
                    + "'2.1.4' (Character Key Shortcuts)?",
            ])
        // Within the guideline: the closest in spelling, then by number; else the closest of all.
        for (written, meant) in [
            ("2.2.9", "2.2.6"), ("1.4.99", "1.4.9"), ("1.4.01", "1.4.1"), ("2.5.09", "2.5.8"), ("2.6.1", "2.5.1"),
            ("11.4.3", "1.4.3"),
        ] {
            XCTAssertEqual(WCAG.suggestion(for: written)?.number, meant, written)
        }
        XCTAssertEqual(
            Fixtures.entry("---\ntitle: A\ncategories: b\nwcag: 99\n---\n").diagnostics.map(\.message),
            ["'99' is not a WCAG 2.2 success criterion — use numbers such as '1.4.10' or '4.1.2'"])
    }

    /// Numbers in one text part at commas and any white space, Unicode spaces too.
    func testWCAGAsOneTextSplitsAtCommasAndSpaces() {
        for written in ["1.3.1,2.1.1  4.1.2", "'1.3.1 ,\t2.1.1, 4.1.2,'", "\"1.3.1\u{00A0}2.1.1\u{2003}4.1.2\""] {
            let (entry, diagnostics) = Fixtures.entry("---\ntitle: A\ncategories: b\nwcag: \(written)\n---\n")
            XCTAssertEqual(diagnostics, [], written)
            XCTAssertEqual(entry?.wcag, ["1.3.1", "2.1.1", "4.1.2"], written)
        }
    }

    func testAMisspeltKeyIsReadAsTheKeyItMeansWithAWarningAtItsPosition() throws {
        let (entry, diagnostics) = Fixtures.entry(
            """
            ---
            title: Slider
            categories: controls
            layout: entry
            keyboard:
              tab: Focus moves
              screanreader: misplaced but nested, so not a top-level key
            screanreader:
              name: Volume
            ---
            """, slug: "slider")
        XCTAssertEqual(entry?.screenReader.name, "Volume")
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "Content/native/slider.md:8:1: warning: 'screanreader' is read as 'screenreader' — write 'screenreader'"
            ])
        XCTAssertEqual(entry?.generalNotes, [])
    }

    /// With the key it means there too, a near miss stays what it is, and its value is shown.
    func testAMisspeltKeyBesideTheKeyItMeansIsKeptUnderOtherDetails() throws {
        let (entry, diagnostics) = Fixtures.entry(
            "---\ntitle: A\ncategories: b\nkeyboard:\n  tab: Moves\nkeybord:\n  space: Presses\n---\n")
        XCTAssertEqual(entry?.keyboard, [Expectation(trigger: "tab", result: "Moves")])
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "unknown key 'keybord' — did you mean 'keyboard'? its value is shown under 'Other details' on the "
                    + "page; rename the key if it is misspelt, or remove it"
            ])
        XCTAssertEqual(entry?.generalNotes.map(\.title), ["Other details"])
        XCTAssertEqual(entry?.generalNotes.first?.general, ["- **keybord**: space: Presses"])
    }

    func testUnknownKeyWithoutACloseMatchIsShownUnderOtherDetails() {
        let (entry, diagnostics) = Fixtures.entry(
            "---\ntitle: A\ncategories: b\npermalinkstyle: x\ntags: [one, two]\nlayout: entry\nowner: \"R&D *team* "
                + "<ops>\"\nreviewed: |\n  2026. A year\n  # not a heading\n---\n"
        )
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "unknown key 'permalinkstyle' — its value is shown under 'Other details' on the page; rename the key "
                    + "if it is misspelt, or remove it",
                "unknown key 'owner' — did you mean 'order'? its value is shown under 'Other details' on the page; "
                    + "rename the key if it is misspelt, or remove it",
                "unknown key 'reviewed' — its value is shown under 'Other details' on the page; rename the key if it "
                    + "is misspelt, or remove it",
            ])
        XCTAssertEqual(
            entry?.generalNotes.first?.general,
            [
                "- **permalinkstyle**: x\n- **tags**: one, two\n- **owner**: R\\&D \\*team\\* \\<ops\\>\n- "
                    + "**reviewed**: 2026\\. A year\\\n  \\# not a heading"
            ])
    }

    func testMissingRequiredKeysAreErrors() {
        let (entry, diagnostics) = Fixtures.entry("---\ndescription: nothing else\n---\nbody\n")
        XCTAssertNil(entry)
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "Content/native/sample.md:2:1: error: missing required key 'title' — add 'title: …' to the front "
                    + "matter",
                "Content/native/sample.md:2:1: error: missing required key 'categories' — add 'categories: …' to the "
                    + "front matter",
            ])
    }

    func testEmptyRequiredValues() {
        let (_, diagnostics) = Fixtures.entry("---\ntitle:\ncategories: []\n---\n")
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "Content/native/sample.md:2:7: error: 'title' is empty — it is required: give it a value",
                "Content/native/sample.md:3:13: error: 'categories' is empty — it is required: give it a value",
            ])
    }

    func testMalformedYAMLNamesTheLineAndColumnInTheFile() throws {
        let (entry, diagnostics) = Fixtures.entry(
            """
            ---
            title: Slider
            categories: controls
            keyboard:
              tab: Focus moves
             enter: badly indented
            ---
            """)
        XCTAssertNil(entry)
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostic.severity, .error)
        XCTAssertEqual(diagnostic.location.line, 6)
        XCTAssertTrue(diagnostic.message.hasPrefix("front matter is not valid YAML:"), diagnostic.message)
        XCTAssertTrue(diagnostic.message.hasSuffix("check indentation and quoting here"), diagnostic.message)
    }

    func testDuplicateKeys() {
        let (entry, diagnostics) = Fixtures.entry("---\ntitle: A\ncategories: b\ntitle: C\n---\n")
        XCTAssertNil(entry)
        XCTAssertEqual(
            diagnostics.map(\.description),
            ["Content/native/sample.md:4:1: error: the key 'title' appears twice (first on line 2) — keep one"])
    }

    func testDuplicateNestedKeyIsReportedWhereItRepeats() {
        let (_, diagnostics) = Fixtures.entry(
            """
            ---
            title: A
            categories: b
            keyboard:
              tab: Focus moves
              # a comment
              enter: Activates
              tab: Focus moves again
            mobile:
              tab: not the same mapping
            ---
            """)
        XCTAssertEqual(
            diagnostics.map(\.description),
            ["Content/native/sample.md:8:3: error: the key 'tab' appears twice (first on line 5) — keep one"])
    }

    func testAnUnclosedQuoteIsReportedWhereItOpens() throws {
        let (_, diagnostics) = Fixtures.entry(
            "---\ntitle: A\ncategories: b\ndescription: \"never closed\nkeyboard:\n  tab: x\n---\n")
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual([diagnostic.location.line, diagnostic.location.column], [4, 14])
        XCTAssertEqual(diagnostic.problem, .unclosedQuote)
    }

    func testAQuoteClosedOnALaterLineIsReportedWhereItOpens() throws {
        // The quote ends at the next value's opening quote; libyaml stumbles two lines later.
        let (_, diagnostics) = Fixtures.entry(
            "---\ntitle: \"Slider\ncategories: controls\ndescription: \"Moves a value\"\n---\n")
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "Content/native/sample.md:2:8: error: this quote is not closed on its line, so YAML reads the lines "
                    + "after it as part of the text — close the quote, or use a block scalar ('|') for text on several "
                    + "lines"
            ])
    }

    func testATabIsCalledATab() {
        let (_, diagnostics) = Fixtures.entry("---\ntitle: A\ncategories: b\nkeyboard:\n\ttab: moves\n---\n")
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "Content/native/sample.md:5:1: error: a tab character here — YAML indents with spaces only: replace "
                    + "the tab with spaces"
            ])
    }

    func testAnUnclosedBracketIsReportedWhereItOpens() throws {
        let (_, diagnostics) = Fixtures.entry("---\ntitle: A\ncategories: [controls\nkeyboard:\n  tab: x\n---\n")
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual([diagnostic.location.line, diagnostic.location.column], [3, 13])
    }

    func testEmptyFrontMatterNamesBothRequiredKeys() {
        XCTAssertEqual(
            Fixtures.entry("---\n---\nbody\n").diagnostics.map(\.problem),
            [.missingKey("title"), .missingKey("categories")])
    }

    func testExpectationKeysMustBeText() {
        let (entry, diagnostics) = Fixtures.entry(
            "---\ntitle: A\ncategories: b\nkeyboard:\n  ? [tab, enter]\n  : Activates\n  space: Activates\n---\n")
        XCTAssertEqual(entry?.keyboard, nil)
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "Content/native/sample.md:5:5: error: 'keyboard' must be a map whose keys are text, e.g. 'tab: Focus "
                    + "moves'"
            ])
    }

    func testWrongTypes() {
        let (_, diagnostics) = Fixtures.entry(
            """
            ---
            title: [not, text]
            categories: controls
            order: first
            keyboard: [tab]
            ---
            """)
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "Content/native/sample.md:2:8: error: 'title' must be a text on one line or a block scalar ('|')",
                "Content/native/sample.md:4:8: error: 'order' must be a whole number, e.g. 'order: 3'",
                "Content/native/sample.md:5:11: error: 'keyboard' must be a map of 'what the tester does: what they "
                    + "must observe' lines",
            ])
    }

    func testEmptyExpectationIsAWarning() throws {
        let (entry, diagnostics) = Fixtures.entry("---\ntitle: A\ncategories: b\nkeyboard:\n  tab:\n---\n")
        XCTAssertEqual(try XCTUnwrap(entry).keyboard, [Expectation(trigger: "tab", result: "")])
        XCTAssertEqual(
            diagnostics.map(\.description),
            ["Content/native/sample.md:5:3: warning: 'keyboard.tab' is empty — give it a value or remove the key"])
    }

    func testFrontMatterMustBeAMapping() {
        let (_, diagnostics) = Fixtures.entry("---\n- just\n- a list\n---\n")
        XCTAssertEqual(
            diagnostics.map(\.description),
            ["Content/native/sample.md:2:1: error: front matter must be a set of 'key: value' lines"])
    }
}
