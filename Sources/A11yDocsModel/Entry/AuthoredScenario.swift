/// Acceptance criteria an author wrote as steps (`gherkin-keyboard: - when: … / then: …`). They
/// replace the generated scenario of the same test group, in the author's order and words.
public struct AuthoredScenario: Hashable, Sendable, Encodable {
    public struct Step: Hashable, Sendable, Encodable {
        public enum Keyword: String, CaseIterable, Sendable, Encodable {
            case given = "Given"
            case when = "When"
            case then = "Then"
            case and = "And"
            case but = "But"
        }

        public var keyword: Keyword
        public var text: String

        public init(keyword: Keyword, text: String) {
            self.keyword = keyword
            self.text = text
        }
    }

    /// The part after `gherkin-`, e.g. `keyboard`, `mobile`.
    public var name: String
    public var steps: [Step]

    public init(name: String, steps: [Step]) {
        self.name = name
        self.steps = steps
    }
}
