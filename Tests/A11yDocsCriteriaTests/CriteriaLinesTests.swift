import XCTest

@testable import A11yDocsCriteria

final class CriteriaLinesTests: XCTestCase {
    private func lines(_ texts: [String]) -> CriteriaLines {
        var lines = CriteriaLines()
        for text in texts { lines.line(text) }
        return lines
    }

    /// After the header, every line that holds something is indented, blank lines stay blank, and
    /// every line is ended unless the last is asked to stay open: as mapping each line and joining.
    func testIndentsEveryLineButBlankOnesAfterTheHeader() {
        let texts = ["", "@a11y-native-switch", "Scenario: on", "  When Space is pressed", "", "é 👩🏽‍🦯"]
        for indent in ["", "  ", "    ", "→ "] {
            let expected = texts.map { $0.isEmpty ? $0 : indent + $0 }.joined(separator: "\n")
            XCTAssertEqual(
                lines(texts).indented(after: "Feature: Switch\n", by: indent), "Feature: Switch\n" + expected + "\n")
            XCTAssertEqual(
                lines(texts).indented(after: "  Rule: Switch\n", by: indent, ending: false),
                "  Rule: Switch\n" + expected)
        }
        XCTAssertEqual(CriteriaLines().indented(after: "Feature: Switch\n", by: "  "), "Feature: Switch\n")
        XCTAssertEqual(CriteriaLines().indented(after: "  Rule: Switch\n", by: "  ", ending: false), "  Rule: Switch")
        // A last line left unended is indented and ended like the others, not read past.
        var open = lines(["Scenario: on"])
        open.append("  Then it is on")
        XCTAssertEqual(
            open.indented(after: "Feature: Switch\n", by: "  "), "Feature: Switch\n  Scenario: on\n    Then it is on\n")
    }

    /// An author's text keeps its lines, each after the indent; with no line at all, the lead stands
    /// alone without its trailing spaces.
    func testContinuedTextKeepsItsLinesUnderTheLead() {
        var lines = CriteriaLines()
        lines.continued("   - Tab: ", "Moves focus\n\n  to the next control  ", indent: "     ")
        lines.continued("   - Space: ", "  \n", indent: "     ")
        XCTAssertEqual(lines.text, "   - Tab: Moves focus\n     to the next control\n   - Space:\n")
    }
}
