import Foundation
import A11yDocsModel

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
        try SiteBuilder.run(.check, options: options).diagnostics.sortedByLocation()
    }

    /// The build's options for these folders. No templates folder is an empty path: the default
    /// theme alone, as for a folder that does not exist.
    private var options: BuildOptions {
        var options = BuildOptions(contentDirectory: contentDirectory, templatesDirectory: templatesDirectory ?? "")
        options.staticDirectory = staticDirectory
        return options
    }
}
