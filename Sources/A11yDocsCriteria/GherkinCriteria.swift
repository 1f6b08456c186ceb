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

    private static func feature(for entry: Entry, scenarios: [String]) -> String {
        var lines = ["@" + TestCaseID.entry(entry), "Feature: \(CriteriaText.oneLine(entry.title))"]
        if let description = entry.description.map(CriteriaText.oneLine) {
            // A description line that starts like a keyword would be read as one: keep it a comment.
            lines.append(isSafeDescription(description) ? "  \(description)" : "  # \(description)")
        }
        // Scenario lines are made unindented, and indented as they are joined; blank lines stay blank.
        let header = lines.count
        lines += scenarios
        return lines.joinedInOneCopy(separator: "\n", ending: "\n", indenting: "  ", from: header)
    }

    private static func rule(for entry: Entry, scenarios: [String]) -> String {
        (["  @" + TestCaseID.entry(entry), "  Rule: \(CriteriaText.oneLine(entry.title))"] + scenarios)
            .joinedInOneCopy(separator: "\n", indenting: "    ", from: 2)
    }

    /// First line of the combined feature that `rule(for:)` blocks go under.
    public static let combinedFeatureHeader = "Feature: Accessibility acceptance criteria\n\n"

    /// Every scenario's lines, unindented: its tags, `Scenario:` at the start, steps two spaces
    /// in. Each scenario is tagged with the ids of the test cases it states (`TestCases`).
    private static func scenarios(for entry: Entry) -> [String] {
        var lines: [String] = []
        let step = "  "
        // Made once: every scenario names the pattern.
        let phrase = entry.phrase
        let tags = TestCases.tags(for: entry)
        func heading(_ key: String, _ title: String) -> [String] {
            let tagLine = (tags[key] ?? []).joinedInOneCopy(separator: " ")
            return tagLine.isEmpty ? ["", "Scenario: \(title)"] : ["", tagLine, "Scenario: \(title)"]
        }
        let authored = TestCases.authoredByGroup(entry)
        for group in TestStepGroup.Kind.allCases.map({ TestCases.group(of: entry, kind: $0) }) {
            if let scenario = authored[group.frontMatterKey] {
                lines += heading(group.frontMatterKey, group.title) + steps(of: scenario, phrase: phrase, step: step)
                continue
            }
            guard !group.expectations.isEmpty else { continue }
            let context = group.context(phrase: phrase)
            lines += heading(group.frontMatterKey, group.title)
            lines += context.indices.map { "\(step)\($0 == 0 ? "Given" : "And") \(context[$0])" }
            switch group.kind {
            case .keyboard:
                lines += whenThen(group.expectations, step: step) { "the user presses \(CriteriaText.quoted($0))" }
            case .gestures:
                lines += whenThen(group.expectations, step: step) { "the user performs \(CriteriaText.quoted($0))" }
            case .screenReaderOutput:
                lines.append("\(step)When the screen reader focuses \(CriteriaText.definite(phrase))")
                for (index, expectation) in group.expectations.enumerated() {
                    let keyword = index == 0 ? "Then" : "And"
                    let what = CriteriaText.oneLine(expectation.trigger).lowercased()
                    lines += outcome(expectation.result, step: step) {
                        "\(keyword) the announced \(what) is:" + ($0.map { " " + $0 } ?? "")
                    }
                }
            case .deviceSettings:
                lines += whenThen(group.expectations, step: step) {
                    "the user changes the \(CriteriaText.quoted($0)) setting"
                }
            }
        }
        for scenario in TestCases.otherScenarios(of: entry) {
            lines +=
                heading(scenario.name.lowercased(), TestCases.scenarioTitle(scenario.name))
                + steps(of: scenario, phrase: phrase, step: step)
        }
        return lines
    }

    /// The author's steps, each on one line, in their order and words; a scenario that does not
    /// start with `Given` gets the same context line as generated ones.
    private static func steps(of scenario: AuthoredScenario, phrase: String, step: String) -> [String] {
        let context = scenario.steps.first?.keyword == .given ? [] : ["\(step)Given a screen with \(phrase)"]
        return context + scenario.steps.map { "\(step)\($0.keyword.rawValue) \(CriteriaText.oneLine($0.text))" }
    }

    /// `When <action>` / `Then <result>` for each expectation.
    private static func whenThen(_ expectations: [Expectation], step: String, action: (String) -> String) -> [String] {
        expectations.flatMap { expectation in
            ["\(step)When \(action(CriteriaText.oneLine(expectation.trigger)))"]
                + outcome(expectation.result, step: step) {
                    $0.map { "Then \(CriteriaText.uncapitalised($0))" } ?? "Then the result is:"
                }
        }
    }

    /// A step stating an outcome. Text on one line goes into the step (`line` gets it); text the
    /// author broke into lines (one per platform, say) follows the step as a doc string, line by
    /// line, where no line can start a step or a scenario.
    private static func outcome(_ text: String, step: String, line: (String?) -> String) -> [String] {
        let lines = CriteriaText.lines(text)
        guard lines.count > 1 else { return ["\(step)\(line(lines.first ?? ""))"] }
        let quote = "\(step)  \"\"\""
        // Foundation's search only in the lines that hold a quote at all.
        let escaped = lines.map {
            $0.utf8.contains(Byte.quote) ? $0.replacingOccurrences(of: "\"\"\"", with: "\\\"\\\"\\\"") : $0
        }
        return ["\(step)\(line(nil))", quote] + escaped.map { "\(step)  \($0)" } + [quote]
    }

    private static let keywords = [
        "Feature:", "Rule:", "Background:", "Scenario:", "Scenario Outline:", "Scenario Template:", "Example:",
        "Examples:", "Scenarios:", "Given ", "When ", "Then ", "And ", "But ", "* ", "#", "@", "|", "\"\"\"", "```",
    ]

    static func isSafeDescription(_ line: String) -> Bool {
        !keywords.contains { line.hasPrefix($0) }
    }
}
