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

    /// Keys an entry may have, in the order the documentation lists them.
    static let knownKeys = ["title", "categories", "description", "order", "wcag", "keyboard", "mobile", "screenreader", "settings"]
    /// Keys other generators put in front matter that a11ydocs accepts and ignores.
    static let ignoredKeys = ["layout"]
    static let requiredKeys = ["title", "categories"]
}
