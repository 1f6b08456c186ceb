/// Parsed content: entries, other files to publish as they are, and every finding.
public struct LoadedContent: Sendable {
    public var entries: [Entry]
    /// Files that are not entries (images, …), relative to the content folder.
    public var assets: [String]
    public var diagnostics: [Diagnostic]

    public init(entries: [Entry], assets: [String] = [], diagnostics: [Diagnostic] = []) {
        self.entries = entries
        self.assets = assets
        self.diagnostics = diagnostics
    }
}
