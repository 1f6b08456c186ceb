import A11yDocsModel

/// Parsed content: entries, guides, other files to publish as they are, and every finding.
public struct LoadedContent: Sendable {
    public var entries: [Entry]
    /// The pages of guides collections, in file order.
    public var guides: [Guide]
    /// Files that are not entries (images, …), relative to the content folder.
    public var assets: [String]
    /// The static folder's files, relative to it.
    public var staticFiles: [String]
    public var diagnostics: [Diagnostic]

    public init(
        entries: [Entry], guides: [Guide] = [], assets: [String] = [], staticFiles: [String] = [],
        diagnostics: [Diagnostic] = []
    ) {
        self.entries = entries
        self.guides = guides
        self.assets = assets
        self.staticFiles = staticFiles
        self.diagnostics = diagnostics
    }
}
