import A11yDocs

/// Where the server's library comes from: how to load it (the CLI re-reads the config each
/// time) and the files and folders whose changes call for loading it again.
public struct LibrarySource: Sendable {
    /// Folders (walked) and files (looked at) that the library is made from.
    public var watchedPaths: [String]
    public var load: @Sendable () throws -> PatternLibrary

    public init(watchedPaths: [String], load: @escaping @Sendable () throws -> PatternLibrary) {
        self.watchedPaths = watchedPaths
        self.load = load
    }
}
