/// Builds the front page's view model: collections, then categories, then entries by order and title.
struct IndexPageBuilder {
    var options: SiteOptions

    func view(for entries: [Entry]) -> IndexPageView {
        let byCollection = Dictionary(grouping: entries, by: \.collection).sorted { $0.key < $1.key }
        let collections = byCollection.map { collection, members in
            IndexPageView.Collection(
                id: EntryPageBuilder.anchor(collection),
                name: EntryPageBuilder.displayName(collection),
                categories: categories(of: members, in: collection)
            )
        }
        return IndexPageView(
            page: PageContext(
                siteTitle: options.title, lang: options.language, root: "./", pageTitle: options.title,
                canonicalURL: options.baseURL, mirrorURL: "index.md"
            ),
            heading: options.title,
            entryCount: entries.count,
            collections: collections
        )
    }

    private func categories(of members: [Entry], in collection: String) -> [IndexPageView.Category] {
        var byCategory: [String: [Entry]] = [:]
        for entry in members {
            for category in entry.categories { byCategory[category, default: []].append(entry) }
        }
        let names = byCategory.keys.sorted { $0.lowercased() < $1.lowercased() }
        return names.map { category in
            IndexPageView.Category(
                id: EntryPageBuilder.anchor(collection + "-" + category),
                name: EntryPageBuilder.displayName(category),
                entries: Self.sorted(byCategory[category] ?? []).map(link)
            )
        }
    }

    private func link(_ entry: Entry) -> IndexPageView.EntryLink {
        let frameworks = entry.coveredFrameworks.map(\.displayName).joined(separator: ", ")
        return IndexPageView.EntryLink(
            title: entry.title,
            titleMarkdown: MarkdownText.escaped(entry.title),
            url: SitePaths.pageDirectory(of: entry),
            mirrorURL: SitePaths.mirrorFile(of: entry),
            description: entry.description,
            descriptionMarkdown: entry.description.map(MarkdownText.escaped),
            frameworks: frameworks,
            hasFrameworks: !frameworks.isEmpty
        )
    }

    /// By `order` (entries without one last), then title.
    static func sorted(_ entries: [Entry]) -> [Entry] {
        entries.sorted { ($0.order ?? .max, $0.title.lowercased(), $0.slug) < ($1.order ?? .max, $1.title.lowercased(), $1.slug) }
    }
}
