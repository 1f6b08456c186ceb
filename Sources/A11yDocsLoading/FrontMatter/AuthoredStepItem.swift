import A11yDocsMarkdown
import A11yDocsModel
import A11yDocsSupport

/// One list item of a `gherkin-<group>` scenario, read as steps. Two shapes are read:
///
/// - ours: `- when: the Space key is pressed` / `then: the button toggles` — `then` is an outcome;
/// - MagentaA11y's: `- when: the tab key to move focus…` / `result: focus is visible`, then
///   `- then: the spacebar to activate…` / `result: …` — each item is one action and its outcome,
///   so in an item that holds an outcome (`result`, `expect`, `expected`), `then` is the next
///   action ("then, when I use the spacebar"), a `When`.
struct AuthoredStepItem {
    /// One `word: text` pair, in the author's order.
    struct Line {
        /// Lowercased and trimmed.
        var word: String
        /// As the author wrote it, for a step kept in their words.
        package var written: String
        package var text: String
    }

    /// The words an item's keys may be; `expect` and `expected` are read as `result` too.
    static let stepWords = ["given", "when", "then", "and", "but", "result", "or", "if"]
    static let outcomeWords: Set<String> = ["result", "expect", "expected"]

    var lines: [Line]

    /// A key the item reads; any other is kept as an `And` step in the author's words.
    static func isStepWord(_ word: String) -> Bool {
        stepWords.contains(word) || outcomeWords.contains(word)
    }

    var steps: [AuthoredScenario.Step] {
        let holdsOutcome = lines.contains { Self.outcomeWords.contains($0.word) }
        var steps: [AuthoredScenario.Step] = []
        for line in lines {
            switch line.word {
            case "given", "if": steps.append(.init(keyword: .given, text: line.text))
            case "when": steps.append(.init(keyword: .when, text: line.text))
            case "then": steps.append(.init(keyword: holdsOutcome ? .when : .then, text: line.text))
            case "and": steps.append(.init(keyword: .and, text: line.text))
            case "but": steps.append(.init(keyword: .but, text: line.text))
            case _ where Self.outcomeWords.contains(line.word): steps.append(.init(keyword: .then, text: line.text))
            case "or":
                // An alternative to the step before it in the item, in one line; alone, an action.
                if let last = steps.indices.last {
                    steps[last].text = Self.joined(steps[last].text, or: line.text)
                } else {
                    steps.append(.init(keyword: .when, text: line.text))
                }
            default: steps.append(.init(keyword: .and, text: "\(line.written): \(line.text)"))
            }
        }
        return steps
    }

    /// `previous or text`, every word kept; a text that already starts with "or" is not given another.
    static func joined(_ previous: String, or text: String) -> String {
        text.lowercased().hasPrefix("or ") ? "\(previous) \(text)" : "\(previous) or \(text)"
    }
}
