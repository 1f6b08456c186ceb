import A11yDocsModel
import A11yDocsSupport

/// One group of what a tester checks — keyboard, gestures, screen-reader output, device
/// settings — in the order a tester works through them. The page's tables and the acceptance
/// criteria are both made from these.
public struct TestStepGroup: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case keyboard, gestures
        case screenReaderOutput = "screen-reader-output"
        case deviceSettings = "device-settings"
    }

    public var kind: Kind
    public var expectations: [Expectation]
    /// The author's text for the whole group (`keyboard: N/A`), when it was written as text.
    public var statement: String?

    public init(kind: Kind, expectations: [Expectation], statement: String? = nil) {
        self.kind = kind
        self.expectations = expectations
        self.statement = statement
    }

    /// The front-matter key the group is written under, also in `gherkin-<key>`.
    public var frontMatterKey: String {
        switch kind {
        case .keyboard: return "keyboard"
        case .gestures: return "mobile"
        case .screenReaderOutput: return "screenreader"
        case .deviceSettings: return "settings"
        }
    }

    public var title: String {
        switch kind {
        case .keyboard: return "Keyboard"
        case .gestures: return "Mobile screen-reader gestures"
        case .screenReaderOutput: return "Screen-reader output"
        case .deviceSettings: return "Device settings"
        }
    }

    /// What must be true before the group's steps, as the Gherkin's Given and And lines say it:
    /// "a screen with a carousel", "an external keyboard is connected".
    public func context(phrase: String) -> [String] {
        let screen = "a screen with \(phrase)"
        switch kind {
        case .keyboard: return [screen, "an external keyboard is connected"]
        case .gestures, .screenReaderOutput: return [screen, "a screen reader is on"]
        case .deviceSettings: return [screen]
        }
    }

    /// What the first column of the group's table holds.
    public var triggerHeader: String {
        switch kind {
        case .keyboard: return "Keys"
        case .gestures: return "Gesture"
        case .screenReaderOutput: return "Output"
        case .deviceSettings: return "Setting"
        }
    }
}

extension Entry {
    /// The entry's test steps; groups with neither expectations nor a statement are left out.
    public var testSteps: [TestStepGroup] {
        TestStepGroup.Kind.allCases.map(testStepGroup).filter { !$0.expectations.isEmpty || $0.statement != nil }
    }

    /// One of the entry's test groups, empty where the entry has none.
    package func testStepGroup(_ kind: TestStepGroup.Kind) -> TestStepGroup {
        switch kind {
        case .keyboard: return TestStepGroup(kind: .keyboard, expectations: keyboard, statement: statements.keyboard)
        case .gestures: return TestStepGroup(kind: .gestures, expectations: mobile, statement: statements.mobile)
        case .screenReaderOutput:
            return TestStepGroup(
                kind: .screenReaderOutput, expectations: screenReader.rows, statement: statements.screenReader)
        case .deviceSettings:
            return TestStepGroup(kind: .deviceSettings, expectations: settings, statement: statements.settings)
        }
    }

    /// "a carousel", "an alert dialog", "tabs": the entry's title as a noun phrase in a sentence,
    /// on one line (criteria formats are line-based: a line break could start a new step).
    public var phrase: String { Article.withArticle(CriteriaText.oneLine(title)) }
}
