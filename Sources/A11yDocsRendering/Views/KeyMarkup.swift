import A11yDocsSupport
import Foundation

/// A keyboard table's first column as HTML, each key the author names set as `<kbd>`:
/// "shift+tab" becomes `<kbd>shift</kbd>+<kbd>tab</kbd>`, "left or right arrow" becomes
/// `<kbd>left</kbd> or <kbd>right arrow</kbd>`. Other words stay plain text, as written.
enum KeyMarkup {
    /// Key names as whole words, any letter case; a direction counts only with "arrow" after it
    /// (directly or after "or …"), so "the right panel" stays a phrase.
    private static let keyName = try! NSRegularExpression(
        pattern: #"\b(?:(?:up|down|left|right) arrows?|(?:up|down|left|right)(?= or (?:up|down|left|right) arrow)"#
            + #"|page (?:up|down)|caps lock|arrow keys|arrows?|tab|shift|enter|return|space(?:bar)?|escape|esc"#
            + #"|home|end|delete|backspace|ctrl|control|alt|option|cmd|command|fn|f[1-9][0-2]?)\b"#,
        options: [.caseInsensitive])

    static func html(_ trigger: String) -> String {
        let escaped = trigger.htmlEscaped
        let range = NSRange(escaped.startIndex..., in: escaped)
        return keyName.stringByReplacingMatches(in: escaped, range: range, withTemplate: "<kbd>$0</kbd>")
    }
}
