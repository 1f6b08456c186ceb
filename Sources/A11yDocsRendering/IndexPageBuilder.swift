import A11yDocsCriteria
import A11yDocsLoading
import A11yDocsModel
import A11yDocsSupport

/// Builds the front page's view model: collections, then categories, then entries by order and
/// title; a guides collection's guides by order and title.
struct IndexPageBuilder {
    var options: SiteOptions

    func view(for entries: [Entry], guides: [Guide] = []) -> IndexPageView {
        let guidesByCollection = Dictionary(grouping: guides, by: \.collection)
        var entriesByCollection = byCollection(entries)
        // A guides collection takes its place among the others, by the config's order then folder.
        for collection in guidesByCollection.keys where !entriesByCollection.contains(where: { $0.key == collection }) {
            entriesByCollection.append((collection, []))
        }
        let collections = sortedByCollection(entriesByCollection).map { collection, members in
            let guides = Self.sorted(guidesByCollection[collection] ?? []).map(link)
            return IndexPageView.Collection(
                id: FolderName.anchor(collection),
                name: EntryPageBuilder.collectionName(collection, options: options),
                description: options.collection(collection)?.description,
                categories: categories(of: members, in: collection),
                guides: guides,
                hasGuides: !guides.isEmpty
            )
        }
        return IndexPageView(
            page: PageContext(
                options: options, root: "./", pageTitle: options.title, description: options.description,
                canonicalURL: options.baseURL, mirrorURL: SitePaths.indexMirrorFile
            ),
            heading: options.title,
            description: options.description,
            entryCount: entries.count,
            collections: collections,
            hasEntries: !entries.isEmpty
        )
    }

    /// Entries by collection folder: collections in the config's order, then the others by folder name.
    func byCollection(_ entries: [Entry]) -> [(key: String, value: [Entry])] {
        sortedByCollection(Array(Dictionary(grouping: entries, by: \.collection)))
    }

    /// The folders of the collections that have entries or guides, in the front page's order.
    func collections(of entries: [Entry], guides: [Guide]) -> [String] {
        let folders = Set(entries.map(\.collection)).union(guides.map(\.collection))
        return sortedByCollection(folders.map { (key: $0, value: ()) }).map(\.key)
    }

    /// Collections in the config's order, then the others by folder name.
    func sortedByCollection<Members>(_ collections: [(key: String, value: Members)]) -> [(key: String, value: Members)]
    {
        collections.sorted {
            (options.collection($0.key)?.order ?? .max, $0.key) < (options.collection($1.key)?.order ?? .max, $1.key)
        }
    }

    /// Categories by their anchor, so `form controls` and `form-controls` are one category,
    /// named as first written.
    private func categories(of members: [Entry], in collection: String) -> [IndexPageView.Category] {
        let anchors = members.map { $0.categories.map { FolderName.anchor(collection + "-" + $0) } }
        var names: [String: String] = [:]
        for (entry, entryAnchors) in zip(members, anchors) {
            for (category, anchor) in zip(entry.categories, entryAnchors) where names[anchor] == nil {
                names[anchor] = category
            }
        }
        // Entries taken in index order, each into its categories: every category's list comes out
        // sorted, and no entry is copied into one.
        var byAnchor: [String: [Int]] = [:]
        for index in Self.order(members) {
            for anchor in anchors[index] { byAnchor[anchor, default: []].append(index) }
        }
        return names.sorted { $0.value.lowercased() < $1.value.lowercased() }.map { anchor, category in
            IndexPageView.Category(
                id: anchor,
                name: FolderName.shown(category),
                entries: (byAnchor[anchor] ?? []).map { link(members[$0]) }
            )
        }
    }

    private func link(_ entry: Entry) -> IndexPageView.EntryLink {
        let covered = entry.coveredFrameworks
        let frameworks = covered.map(\.displayName).joined(separator: ", ")
        let badges = IndexPageView.Badge.list(Self.badgeNames(entry, covered: covered))
        return IndexPageView.EntryLink(
            entryID: CriteriaBuilder.id(entry),
            slug: entry.slug,
            title: entry.title,
            url: options.pageLink(SitePaths.pageDirectory(of: entry)),
            mirrorURL: SitePaths.mirrorFile(of: entry),
            description: entry.description,
            frameworks: frameworks,
            badges: badges,
            hasBadges: !badges.isEmpty,
            hasFrameworks: !frameworks.isEmpty,
            platformKeys: entry.platforms.map(\.platform.rawValue).joined(separator: " "),
            frameworkKeys: covered.map(\.rawValue).joined(separator: " "),
            hasCode: entry.hasSnippets
        )
    }

    /// What a card says the entry covers: each platform's frameworks with notes, or the platform
    /// itself where it has none (the web, or notes without a framework heading).
    private static func badgeNames(_ entry: Entry, covered: [Framework]) -> [String] {
        entry.platforms.flatMap { notes in
            let frameworks = covered.filter { $0.platform == notes.platform }.map(\.displayName)
            return frameworks.isEmpty ? [notes.platform.displayName] : frameworks
        }
    }

    private func link(_ guide: Guide) -> IndexPageView.GuideLink {
        IndexPageView.GuideLink(
            title: guide.title, url: options.pageLink(SitePaths.pageDirectory(of: guide)),
            mirrorURL: SitePaths.mirrorFile(of: guide), description: guide.description)
    }

    /// By `order` (entries without one last), then title; guides alike.
    static func sorted<Page: LibraryPage>(_ entries: [Page]) -> [Page] {
        order(entries).map { entries[$0] }
    }

    /// The entries' positions in that order, then by slug; each entry's key is made once, not at
    /// every comparison.
    private static func order<Page: LibraryPage>(_ entries: [Page]) -> [Int] {
        let keys = entries.map { ($0.order ?? .max, $0.title.lowercased(), $0.slug) }
        return entries.indices.sorted { keys[$0] < keys[$1] }
    }
}
