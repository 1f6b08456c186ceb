/// What `a11ydocs import <name> --help` says of an importer, as plain text the command line shows.
public struct ImporterHelp: Sendable {
    /// The kind of library, as `a11ydocs import` takes it: `jekyll`.
    public var name: String
    /// One line, shown in `a11ydocs import --help` too.
    public var abstract: String
    public var discussion: String
    /// The source folder argument's name in the usage line (`site-folder`) and its help.
    public var sourceName: String
    public var sourceHelp: String
    /// The help of `--collection <name>`, for an importer that leaves collections out unless they
    /// are named (`ImportRequest.collections`); nil when it takes no such option.
    public var collectionHelp: String?

    public init(
        name: String, abstract: String, discussion: String, sourceName: String, sourceHelp: String,
        collectionHelp: String? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.sourceName = sourceName
        self.sourceHelp = sourceHelp
        self.collectionHelp = collectionHelp
    }
}
