import A11yDocsModel
import A11yDocsSupport

/// The typed front matter of one entry, before it is joined with its body.
package struct FrontMatter: Equatable {
    package var title: String = ""
    package var categories: [String] = []
    package var description: String?
    package var order: Int?
    package var wcag: [String] = []
    package var keyboard: [Expectation] = []
    package var mobile: [Expectation] = []
    package var screenReader = ScreenReaderOutput()
    package var settings: [Expectation] = []
    package var statements = TestGroupStatements()
    package var wcagChecklist: [WCAGChecklistGroup] = []
    package var authoredScenarios: [AuthoredScenario] = []
    package var isDraft = false
    /// Keys a11ydocs has no place for (`tags`, unknown ones), with their values as text: shown
    /// on the page, as nothing an author writes is dropped.
    package var otherFields: [Expectation] = []
    package var videos: [Video] = []
    package var aliases: [Alias] = []
    package var tested: [TestRecord] = []

    /// Keys an entry may have, in the order the documentation lists them.
    /// `gherkin-<group>` keys come on top of these.
    static let knownKeys = [
        "title", "categories", "description", "order", "wcag", "keyboard", "mobile", "screenreader", "settings",
        "draft", "published", "videos", "aliases", "tested",
    ]
    /// Keys that tell Jekyll how to publish a page (which layout, at which address): a11ydocs
    /// decides both, so they are accepted and not shown.
    static let ignoredKeys = ["layout", "permalink"]
    /// Keys other generators use that a11ydocs accepts without a warning and shows as written.
    static let keptKeys = ["date", "tags"]
    package static let gherkinPrefix = "gherkin-"
    static let requiredKeys = ["title", "categories"]
}

extension FrontMatter {
    /// `otherFields` as a section of general notes, `- **key**: value`, each value's text
    /// escaped so that it reads exactly as written; nil when there are none.
    var otherFieldsSection: NoteSection? {
        guard !otherFields.isEmpty else { return nil }
        let items = otherFields.map { field in
            let lines = field.result.split(whereSeparator: \.isNewline).map { Self.escaped(String($0)) }.filter {
                !$0.isEmpty
            }
            // A backslash ends a line with a break, and the indent keeps the next in the item.
            return "- **\(Self.escaped(field.trigger))**: " + lines.joined(separator: "\\\n  ")
        }
        return NoteSection(title: Self.otherFieldsTitle, kind: .other, general: [items.joined(separator: "\n")])
    }

    static let otherFieldsTitle = "Other details"

    /// Markdown's own characters escaped, and a line's opening number (`2026.`), so that the
    /// text reads exactly as written and starts no list, heading or quote.
    private static func escaped(_ text: String) -> String {
        var result = ""
        var leadingDigits = true
        for character in text.trimmed() {
            if Self.markdownCharacters.contains(character)
                || (leadingDigits && !result.isEmpty && (character == "." || character == ")"))
            {
                result.append("\\")
            }
            leadingDigits = leadingDigits && character.isASCII && character.isNumber
            result.append(character)
        }
        return result
    }

    private static let markdownCharacters: Set<Character> = [
        "\\", "`", "*", "_", "[", "]", "<", ">", "#", "+", "-", "!", "|", "~", "&", "=",
    ]
}
