import A11yDocsModel
import Foundation

/// `a11ydocs check`: every problem the build would report, plus the rules of `EntryRules`, for
/// every entry, in one run, sorted by file and line. Writes nothing. Runs with the site's own
/// options (`BuildOptions(config:overrides:)`), so it judges the site `build` would make.
public struct ContentChecker: Sendable {
    public var options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    /// The default settings for these folders. No templates folder is an empty path: the
    /// default theme alone, as for a folder that does not exist.
    public init(contentDirectory: String, templatesDirectory: String? = nil, staticDirectory: String? = nil) {
        var options = BuildOptions(contentDirectory: contentDirectory, templatesDirectory: templatesDirectory ?? "")
        options.staticDirectory = staticDirectory
        self.init(options: options)
    }

    public func check() throws -> [Diagnostic] {
        try SiteBuilder.run(.check, options: options).diagnostics.sortedByLocation()
    }
}
