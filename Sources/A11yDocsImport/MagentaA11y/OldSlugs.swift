/// Pages MagentaA11y 1.x published under other slugs, by the slug 2.x gives them: an imported
/// entry lists its old ones as `aliases:`, and a11ydocs sends readers from each old address to
/// it. The same in every collection, as 1.x had both native and web pages of each.
enum OldSlugs {
    static let table: [String: [String]] = [
        "radio-button": ["radio"],
        "tabs": ["tab-panel"],
        "expander-accordion": ["expander"],
        "toggle-switch": ["toggle"],
        "alert-dialog": ["alert"],
    ]

    /// The old slugs of an entry, leaving out any another entry of its collection has now.
    static func aliases(of slug: String, taken: Set<String>) -> (aliases: [String], refused: [String]) {
        let old = table[slug] ?? []
        return (old.filter { !taken.contains($0) }, old.filter { taken.contains($0) })
    }
}
