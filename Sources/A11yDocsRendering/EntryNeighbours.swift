import A11yDocsModel
import A11yDocsSupport

/// Each entry's previous and next entry in its first category, in the index's order: the links
/// at the foot of an entry page. A guide's are the guides before and after it in its collection.
package struct EntryNeighbours: Sendable, Equatable {
    package struct Link: Sendable, Equatable {
        package var title: String
        /// The entry's page folder, e.g. `native/slider/`.
        package var directory: String
    }

    package struct Pair: Sendable, Equatable {
        package var category: String
        package var previous: Link?
        package var next: Link?
    }

    /// By entry file.
    package private(set) var pairs: [String: Pair] = [:]

    package init(_ entries: [Entry], guides: [Guide] = []) {
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
                    sorted.indices.contains(index)
                        ? Link(title: sorted[index].title, directory: SitePaths.pageDirectory(of: sorted[index])) : nil
                }
                pairs[entry.file] = Pair(category: category, previous: link(position - 1), next: link(position + 1))
            }
        }
        for members in Dictionary(grouping: guides, by: \.collection).values {
            let sorted = IndexPageBuilder.sorted(members)
            let link = { (index: Int) -> Link? in
                sorted.indices.contains(index)
                    ? Link(title: sorted[index].title, directory: SitePaths.pageDirectory(of: sorted[index])) : nil
            }
            for (position, guide) in sorted.enumerated() {
                pairs[guide.file] = Pair(
                    category: FolderName.shown(guide.collection), previous: link(position - 1), next: link(position + 1)
                )
            }
        }
    }

    package init() {}

    package subscript(file: String) -> Pair? { pairs[file] }

    /// Entry files whose links differ between two states: their pages show other neighbours.
    package func changed(from old: EntryNeighbours) -> Set<String> {
        Set(pairs.keys).union(old.pairs.keys).filter { pairs[$0] != old.pairs[$0] }
    }
}
