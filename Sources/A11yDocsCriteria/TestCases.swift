import A11yDocsModel
import A11yDocsSupport

/// An entry's test cases, in the order a tester works through them: each row of each test group,
/// a group written as text as one case, and each scenario the author wrote where no rows stand
/// for it. The acceptance criteria's Gherkin tags its scenarios with these ids.
public enum TestCases {
    public static func cases(for entry: Entry) -> [TestCase] {
        var cases: [TestCase] = []
        forEachCase(of: entry) { id, _, make in cases.append(make(id)) }
        return cases
    }

    /// The ids to tag each Gherkin scenario with, by the scenario's group key (`keyboard`) or the
    /// name of a scenario the author wrote under another name; the cases themselves are not made.
    static func tags(for entry: Entry) -> [String: [String]] {
        var tags: [String: [String]] = [:]
        forEachCase(of: entry) { id, group, _ in tags[group, default: []].append("@" + id) }
        return tags
    }

    /// Each case's id and group key in order, with how to make the case of that id: the one place
    /// ids are given, for the exports that need whole cases and the Gherkin that needs only ids.
    private static func forEachCase(
        of entry: Entry, _ body: (_ id: String, _ group: String, _ make: (String) -> TestCase) -> Void
    ) {
        // Room for a typical entry's cases at once: growing from empty hashed every id again at each step.
        var used = Set<String>(minimumCapacity: 64)
        // A second trigger that folds to the same text takes the next free number.
        func unique(_ id: String) -> String {
            var unique = id, number = 2
            while !used.insert(unique).inserted {
                unique = "\(id)-\(number)"
                number += 1
            }
            return unique
        }
        let phrase = entry.phrase
        let base = TestCaseID.entry(entry)
        let authored = authoredByGroup(entry)
        // Made once, and only when a case is made: the Gherkin's tags need ids alone.
        lazy var title = CriteriaText.oneLine(entry.title)
        for group in TestStepGroup.Kind.allCases.map({ group(of: entry, kind: $0) }) {
            let key = group.frontMatterKey
            let groupID = "\(base)-\(TestCaseID.group(group.kind))"
            lazy var heading = "\(title) — \(group.title)"
            lazy var context = group.context(phrase: phrase).map(CriteriaText.capitalised)
            for expectation in group.expectations {
                body(unique("\(groupID)-\(TestCaseID.hash(of: expectation.trigger))"), key) {
                    let trigger = CriteriaText.oneLine(expectation.trigger)
                    return TestCase(
                        id: $0, group: key, title: "\(heading): \(CriteriaText.capitalised(trigger))",
                        trigger: expectation.trigger, preconditions: context,
                        steps: [
                            .init(
                                action: action(group.kind, trigger: trigger, phrase: phrase),
                                expected: lines(expectation.result))
                        ])
                }
            }
            guard group.expectations.isEmpty else { continue }
            if let scenario = authored[key] {
                body(unique(groupID), key) {
                    authoredCase(scenario, id: $0, group: key, title: heading, phrase: phrase)
                }
            } else if let statement = group.statement {
                body(unique(groupID), key) {
                    TestCase(
                        id: $0, group: key, title: heading, trigger: nil, preconditions: context,
                        steps: [.init(action: groupAction(group.kind, phrase: phrase), expected: lines(statement))])
                }
            }
        }
        for scenario in otherScenarios(of: entry) {
            let group = scenario.name.lowercased()
            body(unique("\(base)-\(TestCaseID.name(scenario.name))"), group) {
                authoredCase(
                    scenario, id: $0, group: group, title: "\(title) — \(scenarioTitle(scenario.name))", phrase: phrase)
            }
        }
    }

    /// A test group as the criteria see it, empty where the entry has none.
    package static func group(of entry: Entry, kind: TestStepGroup.Kind) -> TestStepGroup {
        entry.testStepGroup(kind)
    }

    /// The author's scenarios for the test groups, by group key; the first of a name wins.
    static func authoredByGroup(_ entry: Entry) -> [String: AuthoredScenario] {
        Dictionary(entry.authoredScenarios.map { ($0.name.lowercased(), $0) }) { first, _ in first }
    }

    /// Scenarios the author wrote under names that are not test groups (`gherkin-zoom`), in order.
    static func otherScenarios(of entry: Entry) -> [AuthoredScenario] {
        let groupKeys = Set(
            TestStepGroup.Kind.allCases.map { TestStepGroup(kind: $0, expectations: []).frontMatterKey })
        return entry.authoredScenarios.filter { !groupKeys.contains($0.name.lowercased()) }
    }

    /// "zoom-in" → "Zoom in": how a scenario the author named is titled.
    static func scenarioTitle(_ name: String) -> String {
        CriteriaText.capitalised(name.split { $0 == "-" || $0.isWhitespace }.joined(separator: " "))
    }

    /// What the tester does for one row, in the Gherkin's words.
    package static func action(_ kind: TestStepGroup.Kind, trigger: String, phrase: String) -> String {
        switch kind {
        case .keyboard: return "Press \(CriteriaText.quoted(trigger))"
        case .gestures: return "Perform \(CriteriaText.quoted(trigger))"
        case .screenReaderOutput:
            return
                "Focus \(CriteriaText.definite(phrase)) with the screen reader and listen to its "
                + "\(trigger.lowercased())"
        case .deviceSettings: return "Change the \(CriteriaText.quoted(trigger)) setting"
        }
    }

    /// What the tester does for a group written as text.
    private static func groupAction(_ kind: TestStepGroup.Kind, phrase: String) -> String {
        switch kind {
        case .keyboard: return "Use \(CriteriaText.definite(phrase)) with the keyboard"
        case .gestures: return "Use \(CriteriaText.definite(phrase)) with screen-reader gestures"
        case .screenReaderOutput: return "Focus \(CriteriaText.definite(phrase)) with the screen reader and listen"
        case .deviceSettings: return "Change the device settings that apply to \(CriteriaText.definite(phrase))"
        }
    }

    /// The author's Given lines become preconditions (after the Gherkin's own context line, unless
    /// the scenario starts with Given), each When a step's action and the Then lines after it the
    /// step's expected result; And and But continue the line before.
    private static func authoredCase(
        _ scenario: AuthoredScenario, id: String, group: String, title: String, phrase: String
    ) -> TestCase {
        var preconditions: [String] = []
        var steps: [TestCase.Step] = []
        var inExpectation = false
        for step in scenario.steps {
            let text = CriteriaText.oneLine(step.text)
            switch step.keyword {
            case .given:
                preconditions.append(CriteriaText.capitalised(text))
            case .when:
                steps.append(.init(action: CriteriaText.capitalised(text), expected: ""))
                inExpectation = false
            case .then:
                if steps.isEmpty { steps.append(.init(action: title, expected: "")) }
                steps[steps.count - 1].expected +=
                    (steps[steps.count - 1].expected.isEmpty ? "" : "\n") + CriteriaText.capitalised(text)
                inExpectation = true
            case .and, .but:
                let line = step.keyword == .but ? "But \(text)" : CriteriaText.capitalised(text)
                if steps.isEmpty {
                    preconditions.append(line)
                } else if inExpectation {
                    steps[steps.count - 1].expected += "\n" + line
                } else {
                    steps[steps.count - 1].action += "\n" + line
                }
            }
        }
        let given =
            scenario.steps.first?.keyword == .given ? preconditions : ["A screen with \(phrase)"] + preconditions
        return TestCase(id: id, group: group, title: title, trigger: nil, preconditions: given, steps: steps)
    }

    /// The author's text, each line trimmed and blank lines left out.
    package static func lines(_ text: String) -> String {
        CriteriaText.lines(text).joined(separator: "\n")
    }
}
