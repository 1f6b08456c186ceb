import A11yDocsModel

/// Which entries (or guides) keep their collection and slug, and which lose it.
package enum UniqueSlugs {
    /// One entry per collection and slug. A published entry keeps it over drafts, whatever the
    /// file order (the drafts get a warning, see `ShadowedDrafts`); otherwise the first in file
    /// order keeps it (its index is in `unique`) and the others are errors.
    package static func firstOfEach<Page: LibraryPage>(_ entries: [Page]) -> (unique: [Int], duplicates: [Diagnostic]) {
        let (kept, shadowed) = ShadowedDrafts.find(in: entries)
        var firstPath: [String: String] = [:]
        var unique: [Int] = [], duplicates = shadowed
        for index in kept {
            let entry = entries[index]
            let key = ShadowedDrafts.key(of: entry)
            if let first = firstPath[key] {
                duplicates.append(
                    Diagnostic(
                        .duplicateSlug(slug: entry.slug, firstPath: first), at: SourceLocation(path: entry.source.path))
                )
            } else {
                firstPath[key] = entry.source.path
                unique.append(index)
            }
        }
        return (unique, duplicates)
    }
}
