import A11yDocsModel

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

    /// Keys an entry may have, in the order the documentation lists them.
    /// `gherkin-<group>` keys come on top of these.
    static let knownKeys = ["title", "categories", "description", "order", "wcag", "keyboard", "mobile", "screenreader", "settings",
                            "draft", "published"]
    /// Keys Jekyll and other generators put in front matter that a11ydocs accepts and ignores.
    static let ignoredKeys = ["layout", "permalink", "date", "tags"]
    package static let gherkinPrefix = "gherkin-"
    static let requiredKeys = ["title", "categories"]
}
