/// A collection or category folder's name as a reader sees it, and as an address holds it.
package enum FolderName {
    /// `native` → `Native`, `form-controls` → `Form controls`.
    package static func shown(_ name: String) -> String {
        let spaced = String(name.map { $0 == "-" || $0 == "_" ? " " : $0 })
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }

    /// The name as a fragment of an address: `Form controls` → `form-controls`.
    package static func anchor(_ text: String) -> String {
        UniqueIDs.slug(text)
    }
}
