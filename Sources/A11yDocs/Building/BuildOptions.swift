/// Where a build reads from and writes to, and how the site is shaped.
public struct BuildOptions: Sendable, Equatable {
    public var contentDirectory: String
    public var templatesDirectory: String
    public var outputDirectory: String
    public var site: SiteOptions
    /// Whether draft entries are built too (`build --drafts`, and always in `serve`).
    public var includesDrafts: Bool

    public init(contentDirectory: String = "Content", templatesDirectory: String = "Templates",
                outputDirectory: String = "Output", site: SiteOptions = SiteOptions(), includesDrafts: Bool = false) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.outputDirectory = outputDirectory
        self.site = site
        self.includesDrafts = includesDrafts
    }
}
