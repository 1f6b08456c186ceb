/// Each entry's previous and next entry in its first category, in the index's order: the links
/// at the foot of an entry page.
struct EntryNeighbours: Sendable, Equatable {
    struct Link: Sendable, Equatable {
        var title: String
        /// The entry's page folder, e.g. `native/slider/`.
        var directory: String
    }

    struct Pair: Sendable, Equatable {
        var category: String
        var previous: Link?
        var next: Link?
    }

    /// By entry file.
    private(set) var pairs: [String: Pair] = [:]

    init(_ entries: [Entry]) {
        var byCategory: [String: [Entry]] = [:]
        for entry in entries {
            guard let category = entry.categories.first else { continue }
            byCategory[entry.collection + "\u{0}" + FolderName.anchor(category), default: []].append(entry)
        }
        for members in byCategory.values {
            let sorted = IndexPageBuilder.sorted(members)
            let category = FolderName.shown(sorted[0].categories[0])
            for (position, entry) in sorted.enumerated() {
                let link = { (index: Int) -> Link? in
                    sorted.indices.contains(index) ? Link(title: sorted[index].title, directory: SitePaths.pageDirectory(of: sorted[index])) : nil
                }
                pairs[entry.file] = Pair(category: category, previous: link(position - 1), next: link(position + 1))
            }
        }
    }

    init() {}

    subscript(file: String) -> Pair? { pairs[file] }

    /// Entry files whose links differ between two states: their pages show other neighbours.
    func changed(from old: EntryNeighbours) -> Set<String> {
        Set(pairs.keys).union(old.pairs.keys).filter { pairs[$0] != old.pairs[$0] }
    }
}
