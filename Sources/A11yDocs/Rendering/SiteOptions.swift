/// Choices that shape the rendered site.
public struct SiteOptions: Sendable, Equatable {
    /// Where the site is served from: `/`, `/docs/a11y/`, or `https://example.com/a11y/`.
    public var baseURL: String
    public var title: String
    public var language: String
    /// Pass raw HTML in entry bodies through; by default it is shown as text.
    public var allowRawHTML: Bool

    public init(baseURL: String = "/", title: String = "Accessibility pattern library", language: String = "en", allowRawHTML: Bool = false) {
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        self.title = title
        self.language = language
        self.allowRawHTML = allowRawHTML
    }
}
