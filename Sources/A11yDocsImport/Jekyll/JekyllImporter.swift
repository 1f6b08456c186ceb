import A11yDocsModel

/// `a11ydocs import jekyll`: a Jekyll-era pattern library's collections become a11ydocs
/// collections. What the seam sees of the Jekyll import; `JekyllPlanner` reads the site.
public struct JekyllImporter: LibraryImporter {
    /// Usage errors: the command refuses the site as a whole.
    public enum Failure: ImportRefusal, Equatable {
        case siteNotFound(String)
        case noCollections(String)
        /// `--collection` named a collection the site does not have.
        case unknownCollection(String, suggestion: String?)

        public var description: String {
            switch self {
            case .siteNotFound(let path):
                return "folder '\(path)' not found — name the Jekyll site's folder (the one holding _config.yml)"
            case .noCollections(let path):
                return
                    "'\(path)' holds no collection folders with entries (such as '_native/' with .md files) — is it a "
                    + "Jekyll site's folder?"
            case let .unknownCollection(name, suggestion?):
                return "the site has no collection '\(name)'\(Wording.didYouMean(suggestion))"
            case let .unknownCollection(name, nil):
                return
                    "the site has no collection '\(name)' — name one of its collection folders without the '_' (such "
                    + "as 'web' for '_web/')"
            }
        }
    }

    var limits = LiquidConverter.Limits()
    /// Imports collections without test keys too: the conversion's own tests use tiny sites.
    var importsEveryCollection = false

    public init() {}

    public func plan(_ request: ImportRequest) throws(Failure) -> ImportPlan {
        try JekyllPlanner(request: request, limits: limits, importsEveryCollection: importsEveryCollection).plan()
    }
}
