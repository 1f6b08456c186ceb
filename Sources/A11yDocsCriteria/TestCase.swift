/// One test a tester runs and a test-management tool tracks: a row of a test group (a key, a
/// gesture, an output, a setting), a group the author wrote as text, or a scenario the author
/// wrote. Its id stays the same while unrelated text of the entry changes, so that a result in a
/// tool, or a failing scenario tagged with it, traces back to the entry.
public struct TestCase: Hashable, Sendable, Encodable {
    public struct Step: Hashable, Sendable, Encodable {
        public var action: String
        /// What the tester must observe; the author's lines kept.
        public var expected: String

        public init(action: String, expected: String) {
            self.action = action
            self.expected = expected
        }
    }

    /// `a11y-native-carousel-kb-5d1c9a`: the collection, slug, group and a short hash of the
    /// trigger (see `TestCaseID`).
    public var id: String
    /// The front-matter key of the test group (`keyboard`, `mobile`, `screenreader`, `settings`),
    /// or the name of a scenario the author wrote under another name (`gherkin-zoom` → `zoom`).
    public var group: String
    /// "Carousel — Keyboard: Tab".
    public var title: String
    /// The key, gesture, output or setting as the author wrote it; nil for a group written as
    /// text or a scenario the author wrote.
    public var trigger: String?
    public var preconditions: [String]
    public var steps: [Step]

    public init(id: String, group: String, title: String, trigger: String?, preconditions: [String], steps: [Step]) {
        self.id = id
        self.group = group
        self.title = title
        self.trigger = trigger
        self.preconditions = preconditions
        self.steps = steps
    }
}
