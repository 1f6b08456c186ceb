import A11yDocsModel

/// Drafts with the collection and slug of a published entry, a Jekyll leftover such as
/// `_tabs.md` beside `tabs.md`. The author's intent is clear, so this is a warning, not a clash:
/// the published entry keeps the slug whatever the file order, and the draft is left out of
/// every output. Two published entries, or two drafts, with one slug stay an error
/// (`UniqueSlugs.firstOfEach`). Entries and guides alike: a collection holds one or the other.
package enum ShadowedDrafts {
    /// The indices of `entries` to keep, in order, and a warning at each draft left out, naming
    /// the first published entry (in file order) with its slug.
    package static func find<Page: LibraryPage>(in entries: [Page]) -> (kept: [Int], warnings: [Diagnostic]) {
        var publishedPath: [String: String] = [:]
        for entry in entries where !entry.isDraft {
            publishedPath[key(of: entry)] = publishedPath[key(of: entry)] ?? entry.source.path
        }
        var kept: [Int] = [], warnings: [Diagnostic] = []
        for (index, entry) in entries.enumerated() {
            if entry.isDraft, let published = publishedPath[key(of: entry)] {
                warnings.append(
                    Diagnostic(
                        .draftSharesSlug(slug: entry.slug, publishedPath: published),
                        at: SourceLocation(path: entry.source.path)))
            } else {
                kept.append(index)
            }
        }
        return (kept, warnings)
    }

    /// `entries` without the drafts a published entry shadows, and a warning at each.
    package static func removed<Page: LibraryPage>(from entries: [Page]) -> (entries: [Page], warnings: [Diagnostic]) {
        let (kept, warnings) = find(in: entries)
        return (kept.map { entries[$0] }, warnings)
    }

    /// What an entry's outputs are named by: its collection and slug.
    package static func key(of entry: some LibraryPage) -> String { entry.collection + "/" + entry.slug }
    package static func key(of file: EntryFile) -> String { file.collection + "/" + file.slug }
}
