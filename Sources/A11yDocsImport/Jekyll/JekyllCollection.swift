/// A Jekyll collection folder at the site's root (`_native/`, `_checklist-web/`) and the
/// a11ydocs collection it becomes (`native`, `web`).
struct JekyllCollection: Equatable {
    /// The folder's name, e.g. `_checklist-web`.
    var folder: String
    var name: String

    /// Folders Jekyll itself uses: never collections.
    static let jekyllFolders: Set<String> = [
        "_includes", "_layouts", "_data", "_sass", "_site", "_plugins", "_posts", "_drafts",
    ]
    static let checklistPrefix = "checklist-"

    /// The collection a root folder holds, when it can hold one.
    init?(folder: String) {
        guard folder.hasPrefix("_"), !Self.jekyllFolders.contains(folder.lowercased()) else { return nil }
        var name = String(folder.dropFirst())
        if name.lowercased().hasPrefix(Self.checklistPrefix), name.count > Self.checklistPrefix.count {
            name = String(name.dropFirst(Self.checklistPrefix.count))
        }
        // `_` is a draft marker for entries, not for collections.
        guard let slug = ImportSlug.make(name), !slug.hasPrefix("_") else { return nil }
        self.folder = folder
        self.name = slug
    }

    /// A checklist folder joins its plain twin, which keeps its names when two files clash.
    var isChecklist: Bool { folder.dropFirst().lowercased().hasPrefix(Self.checklistPrefix) }
}
