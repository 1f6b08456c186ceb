import XCTest

@testable import A11yDocsImport
@testable import A11yDocsSupport

/// Keys written at the top level that belong in the test group above them are indented under
/// it; nothing else in the front matter changes.
final class FrontMatterImportTests: XCTestCase {
    func testOutdentedScreenReaderKeysTakeTheIndentationOfTheGroupsKeys() {
        let yaml = """
            title: "Slider"
            screenreader:
                name: |
                    Says what it sets
            group: |
              One element
            state: Reads the value # a comment stays
            settings:
              text resize: Wraps
            """
        let result = FrontMatterIndenter.indent(yaml)
        XCTAssertEqual(
            result.yaml,
            """
            title: "Slider"
            screenreader:
                name: |
                    Says what it sets
                group: |
                  One element
                state: Reads the value # a comment stays
            settings:
              text resize: Wraps
            """)
        XCTAssertEqual(
            result.changes,
            [
                .init(key: "group", group: "screenreader", line: 5, groupLine: 2),
                .init(key: "state", group: "screenreader", line: 7, groupLine: 2),
            ])
        XCTAssertEqual(result.problems, [])
    }

    func testAGroupWithoutKeysGetsTwoSpaces() {
        let yaml = "keyboard:\nspacebar: |\n  Flips it\n\n  on every press\nenter: Flips it\nmobile:\n  swipe: Moves"
        let result = FrontMatterIndenter.indent(yaml)
        XCTAssertEqual(
            result.yaml,
            "keyboard:\n  spacebar: |\n    Flips it\n\n    on every press\n  enter: Flips it\nmobile:\n  swipe: Moves")
        XCTAssertEqual(result.changes.map(\.key), ["spacebar", "enter"])
    }

    func testEveryLineOfAValueMoves() {
        // `|-` and `>` values end earlier than their text suggests; continuation lines are read too.
        let yaml =
            "keyboard:\n  tab: Moves\nspacebar: |-\n  Flips\n  it\nenter: >\n  Flips\n  it\nescape: Closes\n  the "
            + "menu\ntitle: x"
        XCTAssertEqual(
            FrontMatterIndenter.indent(yaml).yaml,
            "keyboard:\n  tab: Moves\n  spacebar: |-\n    Flips\n    it\n  enter: >\n    Flips\n    it\n  escape: "
                + "Closes\n    the menu\ntitle: x"
        )
    }

    func testNothingChangesWithoutOutdentedKeys() {
        for yaml in [
            "title: A\nkeyboard:\n  N/A\nmobile:\n  swipe: Moves",
            "title: A\nkeyboard: N/A\nspacebar: x",
            "title: A\nkeyboard:\n  tab: x\ntitel: typo, not a key of keyboard",
            "title: A\nscreenreader:\n  name: x\ngherkin-keyboard:\n  - when: x",
            "",
        ] {
            let result = FrontMatterIndenter.indent(yaml)
            XCTAssertEqual(result, FrontMatterIndenter.Indented(yaml: yaml), yaml)
        }
    }

    func testFrontMatterThatDoesNotParseIsLeftAndReported() {
        let yaml = "title: A\nkeyboard:\nN/A\nmobile:\n  swipe: Moves"
        let result = FrontMatterIndenter.indent(yaml)
        XCTAssertEqual(result.yaml, yaml)
        XCTAssertEqual(result.changes, [])
        XCTAssertEqual(result.problems.count, 1)
        XCTAssertEqual(result.problems.first?.line, 3)
        guard case .frontMatterNotParsed(let reason)? = result.problems.first?.problem else {
            return XCTFail("\(result.problems)")
        }
        XCTAssertEqual(reason, "could not find expected ':'")
    }

    func testAGroupWrittenAsAListIsReported() {
        let yaml = "keyboard:\n  - tab: Moves\nenter: Activates"
        let result = FrontMatterIndenter.indent(yaml)
        XCTAssertEqual(result.yaml, yaml)
        XCTAssertEqual(
            result.problems, [.init(.jekyll(.keyNotIndented(key: "enter", group: "keyboard")), line: 3, column: 1)])
    }
}
