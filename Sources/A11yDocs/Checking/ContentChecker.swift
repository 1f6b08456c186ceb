import Foundation

/// `a11ydocs check`: every problem the build would report, plus the rules of `EntryRules`, for
/// every entry, in one run, sorted by file and line. Writes nothing.
public struct ContentChecker: Sendable {
    public var contentDirectory: String
    /// The site's templates folder, laid over the default theme: its templates must compile, and
    /// no content file may collide with the theme's `assets/`.
    public var templatesDirectory: String?
    /// The static folder: its files are published too, so links may point at them, and none may
    /// stand over another output.
    public var staticDirectory: String?

    public init(contentDirectory: String, templatesDirectory: String? = nil, staticDirectory: String? = nil) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.staticDirectory = staticDirectory
    }

    public func check() throws -> [Diagnostic] {
        var files = try ContentLoader(directory: contentDirectory).read()
        let statics = StaticFolder.read(staticDirectory)
        files.staticFiles = statics.files
        let parsed = ContentLoader.parse(files.entryFiles, checkingAgainst: files.allFiles)
        let rules = parsed.findings.values.flatMap { $0 }
        let theme = Theme.load(overrides: templatesDirectory)
        let manifest = SiteManifest(entries: parsed.entries, assets: files.assets, staticFiles: files.staticFiles, theme: theme, withSitemap: true)
        return (files.diagnostics + statics.diagnostics + parsed.diagnostics + rules + Self.templateProblems(theme)
            + manifest.problems(contentDirectory: contentDirectory, staticDirectory: staticDirectory, theme: theme)
            + manifest.brokenReferences(ContentLoader.references(parsed, of: parsed.entries))).sortedByLocation()
    }

    /// Template syntax errors, as the build's render step reports them.
    private static func templateProblems(_ theme: Theme) -> [Diagnostic] {
        do {
            _ = try TemplateSet.load(from: theme)
            return []
        } catch {
            return (error as? BuildError)?.diagnostics ?? []
        }
    }
}
