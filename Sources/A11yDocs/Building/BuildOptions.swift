import A11yDocsLoading
import A11yDocsModel

/// Where a build reads from and writes to, and how the site is shaped.
public struct BuildOptions: Sendable, Equatable {
    public var contentDirectory: String
    public var templatesDirectory: String
    public var outputDirectory: String
    /// Site-wide files copied byte for byte to the output's root; nil, or a missing folder, for none.
    public var staticDirectory: String?
    public var site: SiteOptions
    /// Whether draft entries are built too (`build --drafts`, and always in `serve`).
    public var includesDrafts: Bool
    /// Where the base URL was set (its line in `a11ydocs.yml`), for warnings about it; nil when
    /// it was not, and warnings point at where it would go.
    public var baseURLSource: SourceLocation?
    /// Whether entries show when they last changed (from git, else file dates).
    public var showsLastUpdated: Bool = true
    /// Whether a missing sitemap is worth a warning: it is for a site to publish, not for the preview.
    public var warnsWithoutSitemap = true
    /// `--strict`: a build with warnings fails and writes nothing.
    public var warningsAreErrors = false

    public init(
        contentDirectory: String = "Content", templatesDirectory: String = "Templates",
        outputDirectory: String = "Output", site: SiteOptions = SiteOptions(), includesDrafts: Bool = false
    ) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.outputDirectory = outputDirectory
        self.site = site
        self.includesDrafts = includesDrafts
    }
}
