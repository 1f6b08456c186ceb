import A11yDocsSupport
import Foundation
import XCTest

@testable import A11yDocsRendering

final class KeyMarkupTests: XCTestCase {
    func testKeysTheAuthorNamesAreMarkedAndOtherWordsKept() {
        XCTAssertEqual(KeyMarkup.html("shift+tab"), "<kbd>shift</kbd>+<kbd>tab</kbd>")
        XCTAssertEqual(KeyMarkup.html("Enter or Space"), "<kbd>Enter</kbd> or <kbd>Space</kbd>")
        XCTAssertEqual(
            KeyMarkup.html("left or right arrow"), "<kbd>left</kbd> or <kbd>right arrow</kbd>",
            "a direction is a key beside an arrow")
        XCTAssertEqual(KeyMarkup.html("page down"), "<kbd>page down</kbd>")
        XCTAssertEqual(
            KeyMarkup.html("first tab after the page loads"), "first <kbd>tab</kbd> after the page loads",
            "'page' without up or down is a word")
        XCTAssertEqual(KeyMarkup.html("the right panel"), "the right panel", "'right' without an arrow is a word")
        XCTAssertEqual(KeyMarkup.html("tabs <b>"), "tabs &lt;b&gt;", "a word that starts like a key is not one")
        XCTAssertEqual(KeyMarkup.html("Ctrl+F6"), "<kbd>Ctrl</kbd>+<kbd>F6</kbd>")
    }

    func testKeysAreWholeWordsInAnyCaseAndTheFirstNameThatFitsIsTaken() {
        XCTAssertEqual(KeyMarkup.html("ESC then Escape"), "<kbd>ESC</kbd> then <kbd>Escape</kbd>")
        XCTAssertEqual(KeyMarkup.html("Spacebar, space"), "<kbd>Spacebar</kbd>, <kbd>space</kbd>")
        XCTAssertEqual(KeyMarkup.html("up arrows and Down Arrow"), "<kbd>up arrows</kbd> and <kbd>Down Arrow</kbd>")
        XCTAssertEqual(KeyMarkup.html("arrow keys or arrows"), "<kbd>arrow keys</kbd> or <kbd>arrows</kbd>")
        XCTAssertEqual(KeyMarkup.html("page up, Page Down"), "<kbd>page up</kbd>, <kbd>Page Down</kbd>")
        XCTAssertEqual(KeyMarkup.html("Caps Lock"), "<kbd>Caps Lock</kbd>")
        XCTAssertEqual(
            KeyMarkup.html("F1, F10, F12, F13, F0"), "<kbd>F1</kbd>, <kbd>F10</kbd>, <kbd>F12</kbd>, F13, F0")
        XCTAssertEqual(
            KeyMarkup.html("commands, endless tabular entering"), "commands, endless tabular entering",
            "a key name inside a longer word is no key")
        XCTAssertEqual(
            KeyMarkup.html("my_tab tab_ 2tab"), "my_tab tab_ 2tab", "digits and underscores are word characters")
        XCTAssertEqual(KeyMarkup.html("ètab tabé tab·"), "ètab tabé <kbd>tab</kbd>·", "letters beyond ASCII too")
        XCTAssertEqual(
            KeyMarkup.html("up or down arrows"), "<kbd>up</kbd> or <kbd>down arrows</kbd>",
            "a direction before \"or … arrow\" is a key")
        XCTAssertEqual(KeyMarkup.html("up or down"), "up or down")
        XCTAssertEqual(KeyMarkup.html("Alt & Tab"), "<kbd>Alt</kbd> &amp; <kbd>Tab</kbd>")
        XCTAssertEqual(KeyMarkup.html(""), "")
    }

    /// The key names as a regular expression (what the markup was made with before it was matched by
    /// hand): both agree on phrases made of key names, near misses, case and punctuation.
    func testTheMarkupAgreesWithTheRegularExpressionItReplaced() throws {
        let expression = try NSRegularExpression(
            pattern: #"\b(?:(?:up|down|left|right) arrows?|(?:up|down|left|right)(?= or (?:up|down|left|right) arrow)"#
                + #"|page (?:up|down)|caps lock|arrow keys|arrows?|tab|shift|enter|return|space(?:bar)?|escape|esc"#
                + #"|home|end|delete|backspace|ctrl|control|alt|option|cmd|command|fn|f[1-9][0-2]?)\b"#,
            options: [.caseInsensitive])
        let words = [
            "up", "Down", "left", "RIGHT", "arrow", "arrows", "keys", "or", "page", "caps", "lock", "tab", "Tabs",
            "shift", "enter", "return", "space", "spacebar", "esc", "escape", "home", "end", "ending", "delete",
            "backspace", "ctrl", "control", "alt", "option", "cmd", "command", "fn", "F1", "f9", "F10", "F12", "F13",
            "f0", "panel", "é", "_", "2", "then", "&", "<b>",
        ]
        let separators = [" ", "+", ", ", "-", "/", "", " or ", "·"]
        // Every pair of words with every separator, and the phrases a direction can start.
        var triggers = words.flatMap { first in separators.flatMap { separator in words.map { first + separator + $0 } }
        }
        for first in ["up", "Left", "page", "caps", "arrow"] {
            for second in ["down", "RIGHT", "up", "arrows", "lock", "keys", "é"] {
                for third in ["arrow", "Arrows", "arrowé", "keys", ""] {
                    triggers.append([first, "or", second, third].joined(separator: " "))
                    triggers.append([first, second, third].joined(separator: " "))
                }
            }
        }
        for trigger in triggers {
            let escaped = trigger.htmlEscaped
            let expected = expression.stringByReplacingMatches(
                in: escaped, range: NSRange(escaped.startIndex..., in: escaped), withTemplate: "<kbd>$0</kbd>")
            XCTAssertEqual(KeyMarkup.html(trigger), expected, trigger)
        }
    }
}
