/// Acceptance criteria as Gherkin: a `Feature` per entry with a `Scenario` per step group.
/// Every line it writes is valid for the official Cucumber parser.
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
    static func featureAndRule(for entry: Entry) -> (feature: String, rule: String) {
        let lines = scenarios(for: entry)
        return (feature(for: entry, scenarios: lines), rule(for: entry, scenarios: lines))
    }

    private static func feature(for entry: Entry, scenarios: [String]) -> String {
        var lines = ["Feature: \(CriteriaText.oneLine(entry.title))"]
        if let description = entry.description.map(CriteriaText.oneLine) {
            // A description line that starts like a keyword would be read as one: keep it a comment.
            lines.append(isSafeDescription(description) ? "  \(description)" : "  # \(description)")
        }
        lines += indented(scenarios, by: "  ")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func rule(for entry: Entry, scenarios: [String]) -> String {
        (["  Rule: \(CriteriaText.oneLine(entry.title))"] + indented(scenarios, by: "    ")).joined(separator: "\n")
    }

    /// Scenario lines are made unindented; blank lines stay blank.
    private static func indented(_ lines: [String], by indent: String) -> [String] {
        lines.map { $0.isEmpty ? $0 : indent + $0 }
    }

    /// First line of the combined feature that `rule(for:)` blocks go under.
    public static let combinedFeatureHeader = "Feature: Accessibility acceptance criteria\n\n"

    /// Every scenario's lines, unindented: `Scenario:` at the start, steps two spaces in.
    private static func scenarios(for entry: Entry) -> [String] {
        var lines: [String] = []
        let step = "  "
        // Made once: every scenario names the pattern.
        let phrase = entry.phrase
        let authored = Dictionary(entry.authoredScenarios.map { ($0.name.lowercased(), $0) }) { first, _ in first }
        let groups = TestStepGroup.Kind.allCases.compactMap { kind -> TestStepGroup? in
            let group = entry.testSteps.first { $0.kind == kind } ?? TestStepGroup(kind: kind, expectations: [])
            return authored[group.frontMatterKey] != nil || !group.expectations.isEmpty ? group : nil
        }
        for group in groups {
            if let scenario = authored[group.frontMatterKey] {
                lines += ["", "Scenario: \(group.title)"] + steps(of: scenario, phrase: phrase, step: step)
                continue
            }
            lines += ["", "Scenario: \(group.title)", "\(step)Given a screen with \(phrase)"]
            switch group.kind {
            case .keyboard:
                lines.append("\(step)And an external keyboard is connected")
                lines += whenThen(group.expectations, step: step) { "the user presses \(quoted($0))" }
            case .gestures:
                lines.append("\(step)And a screen reader is on")
                lines += whenThen(group.expectations, step: step) { "the user performs \(quoted($0))" }
            case .screenReaderOutput:
                lines.append("\(step)And a screen reader is on")
                lines.append("\(step)When the screen reader focuses \(definite(phrase))")
                for (index, expectation) in group.expectations.enumerated() {
                    let keyword = index == 0 ? "Then" : "And"
                    let what = CriteriaText.oneLine(expectation.trigger).lowercased()
                    lines += outcome(expectation.result, step: step) { "\(keyword) the announced \(what) is:" + ($0.map { " " + $0 } ?? "") }
                }
            case .deviceSettings:
                lines += whenThen(group.expectations, step: step) { "the user changes the \(quoted($0)) setting" }
            }
        }
        let groupKeys = Set(TestStepGroup.Kind.allCases.map { TestStepGroup(kind: $0, expectations: []).frontMatterKey })
        for scenario in entry.authoredScenarios where !groupKeys.contains(scenario.name.lowercased()) {
            let words = scenario.name.split { $0 == "-" || $0.isWhitespace }.joined(separator: " ")
            let title = CriteriaText.capitalised(words)
            lines += ["", "Scenario: \(title)"] + steps(of: scenario, phrase: phrase, step: step)
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
                + outcome(expectation.result, step: step) { $0.map { "Then \(CriteriaText.uncapitalised($0))" } ?? "Then the result is:" }
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
        let escaped = lines.map { $0.utf8.contains(UInt8(ascii: "\"")) ? $0.replacingOccurrences(of: "\"\"\"", with: "\\\"\\\"\\\"") : $0 }
        return ["\(step)\(line(nil))", quote] + escaped.map { "\(step)  \($0)" } + [quote]
    }

    private static func quoted(_ text: String) -> String {
        "\"\(text.replacingQuotes())\""
    }

    /// "the carousel", "the tabs".
    private static func definite(_ phrase: String) -> String {
        for article in ["a ", "an "] where phrase.hasPrefix(article) { return "the " + phrase.dropFirst(article.count) }
        return "the " + phrase
    }

    private static let keywords = [
        "Feature:", "Rule:", "Background:", "Scenario:", "Scenario Outline:", "Scenario Template:", "Example:",
        "Examples:", "Scenarios:", "Given ", "When ", "Then ", "And ", "But ", "* ", "#", "@", "|", "\"\"\"", "```",
    ]

    static func isSafeDescription(_ line: String) -> Bool {
        !keywords.contains { line.hasPrefix($0) }
    }
}

private extension String {
    /// Straight double quotes inside a quoted step argument become typographic ones.
    func replacingQuotes() -> String {
        guard utf8.contains(UInt8(ascii: "\"")) else { return self }
        var result = ""
        var opening = true
        for character in self {
            if character == "\"" {
                result.append(opening ? "“" : "”")
                opening.toggle()
            } else {
                result.append(character)
            }
        }
        return result
    }
}
