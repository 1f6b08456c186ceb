/// One group of what a tester checks — keyboard, gestures, screen-reader output, device
/// settings — in the order a tester works through them. The page's tables and the acceptance
/// criteria are both made from these.
public struct TestStepGroup: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case keyboard, gestures, screenReaderOutput = "screen-reader-output", deviceSettings = "device-settings"
    }

    public var kind: Kind
    public var expectations: [Expectation]

    public var title: String {
        switch kind {
        case .keyboard: return "Keyboard"
        case .gestures: return "Mobile screen-reader gestures"
        case .screenReaderOutput: return "Screen-reader output"
        case .deviceSettings: return "Device settings"
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
    /// The entry's test steps, groups without expectations left out.
    public var testSteps: [TestStepGroup] {
        [
            TestStepGroup(kind: .keyboard, expectations: keyboard),
            TestStepGroup(kind: .gestures, expectations: mobile),
            TestStepGroup(kind: .screenReaderOutput, expectations: screenReader.rows),
            TestStepGroup(kind: .deviceSettings, expectations: settings),
        ].filter { !$0.expectations.isEmpty }
    }

    /// "a carousel", "an alert dialog", "tabs": the entry's title as a noun phrase in a sentence,
    /// on one line (criteria formats are line-based: a line break could start a new step).
    public var phrase: String { Article.withArticle(CriteriaText.oneLine(title)) }
}
