import A11yDocsModel
@_spi(Bytes) import A11yDocsSupport

/// Acceptance criteria as Gherkin: a `Feature` per entry with a `Scenario` per step group, tagged
/// with the entry (`@a11y-native-carousel`) and the test cases each scenario states. Every line
/// it writes is valid for the official Cucumber parser.
public enum GherkinCriteria {
    /// A `.feature` file for one entry.
    public static func feature(for entry: Entry) -> String {
        feature(for: entry, scenarios: scenarios(for: entry))
    }

    /// The entry as a `Rule` inside a combined feature, for the criteria builder.
    public static func rule(for entry: Entry) -> String {
        rule(for: entry, scenarios: scenarios(for: entry))
    }

    /// Both, from one making of the scenarios: a build writes the feature file and the builder
    /// page's rule of every entry.
    package static func featureAndRule(for entry: Entry) -> (feature: String, rule: String) {
        let lines = scenarios(for: entry)
        return (feature(for: entry, scenarios: lines), rule(for: entry, scenarios: lines))
    }

    private static func feature(for entry: Entry, scenarios: CriteriaLines) -> String {
        var header = "@" + TestCaseID.entry(entry) + "\nFeature: " + CriteriaText.oneLine(entry.title) + "\n"
        if let description = entry.description.map(CriteriaText.oneLine) {
            // A description line that starts like a keyword would be read as one: keep it a comment.
            header += (isSafeDescription(description) ? "  " : "  # ") + description + "\n"
        }
        // Scenario lines are made unindented, and indented as they are joined; blank lines stay blank.
        return scenarios.indented(after: header, by: "  ")
    }

    private static func rule(for entry: Entry, scenarios: CriteriaLines) -> String {
        scenarios.indented(
            after: "  @" + TestCaseID.entry(entry) + "\n  Rule: " + CriteriaText.oneLine(entry.title) + "\n",
            by: "    ", ending: false)
    }

    /// First line of the combined feature that `rule(for:)` blocks go under.
    public static let combinedFeatureHeader = "Feature: Accessibility acceptance criteria\n\n"

    /// Every scenario's lines, unindented: its tags, `Scenario:` at the start, steps two spaces
    /// in. Each scenario is tagged with the ids of the test cases it states (`TestCases`).
    private static func scenarios(for entry: Entry) -> CriteriaLines {
        var lines = CriteriaLines()
        // Made once: every scenario names the pattern.
        let phrase = entry.phrase
        let tags = TestCases.tags(for: entry)
        func heading(_ key: String, _ title: String) {
            lines.endLine()
            if let ids = tags[key], !ids.isEmpty { lines.line(ids.joinedInOneCopy(separator: " ")) }
            lines.line("Scenario: ", title)
        }
        let authored = TestCases.authoredByGroup(entry)
        for group in TestStepGroup.Kind.allCases.map({ TestCases.group(of: entry, kind: $0) }) {
            if let scenario = authored[group.frontMatterKey] {
                heading(group.frontMatterKey, group.title)
                steps(of: scenario, phrase: phrase, into: &lines)
                continue
            }
            guard !group.expectations.isEmpty else { continue }
            heading(group.frontMatterKey, group.title)
            for (index, context) in group.context(phrase: phrase).enumerated() {
                lines.line(index == 0 ? "  Given " : "  And ", context)
            }
            switch group.kind {
            case .keyboard:
                whenThen(group.expectations, "  When the user presses ", into: &lines) { CriteriaText.quoted($0) }
            case .gestures:
                whenThen(group.expectations, "  When the user performs ", into: &lines) { CriteriaText.quoted($0) }
            case .screenReaderOutput:
                lines.line("  When the screen reader focuses ", CriteriaText.definite(phrase))
                for (index, expectation) in group.expectations.enumerated() {
                    let what = CriteriaText.oneLine(expectation.trigger).lowercased()
                    outcome(expectation.result, into: &lines) { lines, text in
                        lines.append(index == 0 ? "Then the announced " : "And the announced ")
                        lines.append(what)
                        lines.append(" is:")
                        if let text { lines.append(" " + text) }
                    }
                }
            case .deviceSettings:
                whenThen(group.expectations, "  When the user changes the ", into: &lines) {
                    CriteriaText.quoted($0) + " setting"
                }
            }
        }
        for scenario in TestCases.otherScenarios(of: entry) {
            heading(scenario.name.lowercased(), TestCases.scenarioTitle(scenario.name))
            steps(of: scenario, phrase: phrase, into: &lines)
        }
        return lines
    }

    /// The author's steps, each on one line, in their order and words; a scenario that does not
    /// start with `Given` gets the same context line as generated ones.
    private static func steps(of scenario: AuthoredScenario, phrase: String, into lines: inout CriteriaLines) {
        if scenario.steps.first?.keyword != .given { lines.line("  Given a screen with ", phrase) }
        for step in scenario.steps {
            lines.line("  ", step.keyword.rawValue + " ", CriteriaText.oneLine(step.text))
        }
    }

    /// `When <action>` / `Then <result>` for each expectation; `when` is the When line up to the
    /// action, `action` the rest of it made from the trigger.
    private static func whenThen(
        _ expectations: [Expectation], _ when: String, into lines: inout CriteriaLines, action: (String) -> String
    ) {
        for expectation in expectations {
            lines.line(when, action(CriteriaText.oneLine(expectation.trigger)))
            outcome(expectation.result, into: &lines) { lines, text in
                lines.append(text.map { "Then " + CriteriaText.uncapitalised($0) } ?? "Then the result is:")
            }
        }
    }

    /// A step stating an outcome. Text on one line goes into the step (`step` writes it after the
    /// step's indent); text the author broke into lines (one per platform, say) follows the step
    /// as a doc string, line by line, where no line can start a step or a scenario.
    private static func outcome(
        _ text: String, into lines: inout CriteriaLines, step: (inout CriteriaLines, String?) -> Void
    ) {
        let textLines = CriteriaText.lines(text)
        lines.append("  ")
        guard textLines.count > 1 else {
            step(&lines, textLines.first ?? "")
            lines.endLine()
            return
        }
        step(&lines, nil)
        lines.endLine()
        let quote = "    \"\"\""
        lines.line(quote)
        for line in textLines {
            // Foundation's search only in the lines that hold a quote at all.
            lines.line(
                "    ",
                line.utf8.contains(Byte.quote) ? line.replacingOccurrences(of: "\"\"\"", with: "\\\"\\\"\\\"") : line)
        }
        lines.line(quote)
    }

    private static let keywords = [
        "Feature:", "Rule:", "Background:", "Scenario:", "Scenario Outline:", "Scenario Template:", "Example:",
        "Examples:", "Scenarios:", "Given ", "When ", "Then ", "And ", "But ", "* ", "#", "@", "|", "\"\"\"", "```",
    ]

    static func isSafeDescription(_ line: String) -> Bool {
        !keywords.contains { line.hasPrefix($0) }
    }
}
