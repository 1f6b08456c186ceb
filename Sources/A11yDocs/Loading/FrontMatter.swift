/// The typed front matter of one entry, before it is joined with its body.
struct FrontMatter: Equatable {
    var title: String = ""
    var categories: [String] = []
    var description: String?
    var order: Int?
    var wcag: [String] = []
    var keyboard: [Expectation] = []
    var mobile: [Expectation] = []
    var screenReader = ScreenReaderOutput()
    var settings: [Expectation] = []
    var statements = TestGroupStatements()
    var wcagChecklist: [WCAGChecklistGroup] = []
    var authoredScenarios: [AuthoredScenario] = []
    var isDraft = false

    /// Keys an entry may have, in the order the documentation lists them.
    /// `gherkin-<group>` keys come on top of these.
    static let knownKeys = ["title", "categories", "description", "order", "wcag", "keyboard", "mobile", "screenreader", "settings",
                            "draft", "published"]
    /// Keys Jekyll and other generators put in front matter that a11ydocs accepts and ignores.
    static let ignoredKeys = ["layout", "permalink", "date", "tags"]
    static let gherkinPrefix = "gherkin-"
    static let requiredKeys = ["title", "categories"]
}
