import A11yDocsMarkdown
import A11yDocsModel
import A11yDocsSupport

/// A line that says which framework the notes after it are for, in the three styles MagentaA11y
/// libraries mix: a heading (`#### UIKit`), a bold heading (`#### **UIKit**`) and a bold bullet
/// (`- **UIKit**`) whose nested bullets hold the notes. Names are read as a11ydocs reads them
/// ("Android View", "Android Compose" too).
struct FrameworkMarker: Equatable {
    enum Style: CaseIterable, Equatable {
        case heading
        case boldHeading
        case bullet
    }

    var framework: Framework
    var style: Style

    /// The marker a line is, outside code; nil for any other line. Headings of level 3 to 6 count:
    /// an aspect (`### Name`) is never a framework's name.
    init?(_ line: SourceLine) {
        if let heading = line.heading, heading.level >= 3 {
            let bold = Self.unbolded(heading.text)
            guard let framework = NoteVocabulary.framework(bold ?? heading.text) else { return nil }
            self.framework = framework
            style = bold == nil ? .heading : .boldHeading
            return
        }
        guard line.indent == 0, line.isBullet, let text = line.listItemText,
            let name = Self.unbolded(text.trimmed(where: { $0 == ":" || $0.isWhitespace })),
            let framework = NoteVocabulary.framework(name)
        else { return nil }
        self.framework = framework
        style = .bullet
    }

    /// `**UIKit**` or `__UIKit__` → `UIKit` (a colon inside or after the bold is allowed); nil
    /// when the text is not all bold.
    private static func unbolded(_ text: String) -> String? {
        for mark in ["**", "__"] where text.hasPrefix(mark) {
            var inner = text.dropFirst(2)
            while inner.hasSuffix(":") || inner.hasSuffix(" ") { inner = inner.dropLast() }
            guard inner.hasSuffix(mark), inner.count > mark.count else { return nil }
            return String(inner.dropLast(2))
        }
        return nil
    }

    /// The canonical marker a11ydocs writes: `- **Jetpack Compose**`.
    var canonicalLine: String { "- **\(framework.displayName)**" }
}
