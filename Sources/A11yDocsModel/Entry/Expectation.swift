import A11yDocsSupport

/// One row of a test table: what the tester does (or which setting) and what they must observe.
public struct Expectation: Hashable, Sendable, Encodable {
    public var trigger: String
    public var result: String

    public init(trigger: String, result: String) {
        self.trigger = trigger
        self.result = result
    }
}
