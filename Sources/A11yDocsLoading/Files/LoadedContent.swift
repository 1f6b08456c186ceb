import A11yDocsModel

/// Parsed content: entries, other files to publish as they are, and every finding.
public struct LoadedContent: Sendable {
    public var entries: [Entry]
    /// Files that are not entries (images, …), relative to the content folder.
    public var assets: [String]
    /// The static folder's files, relative to it.
    public var staticFiles: [String]
    public var diagnostics: [Diagnostic]

    public init(entries: [Entry], assets: [String] = [], staticFiles: [String] = [], diagnostics: [Diagnostic] = []) {
        self.entries = entries
        self.assets = assets
        self.staticFiles = staticFiles
        self.diagnostics = diagnostics
    }
}
