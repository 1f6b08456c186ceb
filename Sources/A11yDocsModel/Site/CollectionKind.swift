/// What a collection's files are, as `kind:` in `a11ydocs.yml` declares it: a collection's kind
/// decides which loader reads its files and which pages and exports they make.
public enum CollectionKind: String, Sendable, CaseIterable {
    /// Entries: test groups, acceptance criteria and developer notes (the default).
    case patterns
    /// Free Markdown pages (`Guide`): published with the site's navigation, contents and search,
    /// and in no export.
    case guides
}
