/// Builds the front page's view model: collections, then categories, then entries by order and title.
struct IndexPageBuilder {
    var options: SiteOptions

    func view(for entries: [Entry]) -> IndexPageView {
        // Collections in the config's order, then the others by folder name.
        let byCollection = Dictionary(grouping: entries, by: \.collection)
            .sorted { (options.collection($0.key)?.order ?? .max, $0.key) < (options.collection($1.key)?.order ?? .max, $1.key) }
        let collections = byCollection.map { collection, members in
            IndexPageView.Collection(
                id: EntryPageBuilder.anchor(collection),
                name: EntryPageBuilder.collectionName(collection, options: options),
                description: options.collection(collection)?.description,
                categories: categories(of: members, in: collection)
            )
        }
        return IndexPageView(
            page: PageContext(
                options: options, root: "./", pageTitle: options.title, description: options.description,
                canonicalURL: options.baseURL, mirrorURL: "index.md"
            ),
            heading: options.title,
            description: options.description,
            entryCount: entries.count,
            collections: collections
        )
    }

    /// Categories by their anchor, so `form controls` and `form-controls` are one category,
    /// named as first written.
    private func categories(of members: [Entry], in collection: String) -> [IndexPageView.Category] {
        var names: [String: String] = [:]
        // Positions in `members`: a large library's entries are not copied into every category.
        var byAnchor: [String: [Int]] = [:]
        for (index, entry) in members.enumerated() {
            for category in entry.categories {
                let anchor = EntryPageBuilder.anchor(collection + "-" + category)
                if names[anchor] == nil { names[anchor] = category }
                byAnchor[anchor, default: []].append(index)
            }
        }
        let keys = members.map(Self.sortKey)
        return names.sorted { $0.value.lowercased() < $1.value.lowercased() }.map { anchor, category in
            IndexPageView.Category(
                id: anchor,
                name: EntryPageBuilder.displayName(category),
                entries: (byAnchor[anchor] ?? []).sorted { keys[$0] < keys[$1] }.map { link(members[$0]) }
            )
        }
    }

    private func link(_ entry: Entry) -> IndexPageView.EntryLink {
        let frameworks = entry.coveredFrameworks.map(\.displayName).joined(separator: ", ")
        return IndexPageView.EntryLink(
            entryID: CriteriaBuilder.id(entry),
            slug: entry.slug,
            title: entry.title,
            url: options.pageLink(SitePaths.pageDirectory(of: entry)),
            mirrorURL: SitePaths.mirrorFile(of: entry),
            description: entry.description,
            frameworks: frameworks,
            hasFrameworks: !frameworks.isEmpty
        )
    }

    /// By `order` (entries without one last), then title.
    static func sorted(_ entries: [Entry]) -> [Entry] {
        let keys = entries.map(sortKey)
        return entries.indices.sorted { keys[$0] < keys[$1] }.map { entries[$0] }
    }

    /// By order, then title, then slug: made once per entry, not at every comparison.
    private static func sortKey(_ entry: Entry) -> (Int, String, String) {
        (entry.order ?? .max, entry.title.lowercased(), entry.slug)
    }
}
