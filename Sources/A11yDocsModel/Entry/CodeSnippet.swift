/// A fenced code block and where it sits: platform, section and framework.
public struct CodeSnippet: Hashable, Sendable, Encodable {
    /// The fence's info string's first word, e.g. `swift`, `kotlin`; empty when none was given.
    public var language: String
    public var code: String
    /// Nil for a snippet in notes that belong to no platform.
    public var platform: Platform?
    public var section: String
    public var framework: Framework?
    /// An HTML fence marked `example` or `live`, which the page shows working. Not in
    /// `entries.json`: the fence's words are the author's markup, not the snippet's data.
    public var isLiveExample: Bool

    public init(
        language: String, code: String, platform: Platform?, section: String, framework: Framework?,
        isLiveExample: Bool = false
    ) {
        self.language = language
        self.code = code
        self.platform = platform
        self.section = section
        self.framework = framework
        self.isLiveExample = isLiveExample
    }

    private enum CodingKeys: String, CodingKey {
        case language, code, platform, section, framework
    }
}
