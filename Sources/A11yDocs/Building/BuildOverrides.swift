import A11yDocsLoading

/// What the command line says over `a11ydocs.yml`: nil (or false) keeps the config's value, or
/// the default. Folders given here are taken from the current folder, as the user typed them.
public struct BuildOverrides: Sendable, Equatable {
    public var content: String?
    public var templates: String?
    public var output: String?
    public var baseURL: String?
    public var links: LinkStyle?
    public var allowRawHTML = false
    public var drafts = false

    public init(
        content: String? = nil, templates: String? = nil, output: String? = nil, baseURL: String? = nil,
        links: LinkStyle? = nil, allowRawHTML: Bool = false, drafts: Bool = false
    ) {
        self.content = content
        self.templates = templates
        self.output = output
        self.baseURL = baseURL
        self.links = links
        self.allowRawHTML = allowRawHTML
        self.drafts = drafts
    }
}
