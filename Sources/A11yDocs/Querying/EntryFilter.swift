import A11yDocsModel
import A11yDocsSupport

/// Which entries to list: every condition given must hold.
public struct EntryFilter: Equatable, Sendable {
    /// A collection's folder (`native`) or its name in the config (`Native`).
    public var collection: String?
    /// One of the entry's categories, in any case, hyphens or spaces.
    public var category: String?
    /// Entries with developer notes for this platform.
    public var platform: Platform?
    /// Entries with notes written for this framework.
    public var framework: Framework?

    public init(
        collection: String? = nil, category: String? = nil, platform: Platform? = nil, framework: Framework? = nil
    ) {
        self.collection = collection
        self.category = category
        self.platform = platform
        self.framework = framework
    }

    func matches(_ entry: Entry, collectionName: String) -> Bool {
        if let collection, !Self.same(collection, entry.collection), !Self.same(collection, collectionName) {
            return false
        }
        if let category, !entry.categories.contains(where: { Self.same($0, category) }) { return false }
        if let platform, !entry.platforms.contains(where: { $0.platform == platform }) { return false }
        if let framework, !entry.coveredFrameworks.contains(framework) { return false }
        return true
    }

    /// `Form controls`, `form-controls` and `form_controls` are one name.
    static func same(_ a: String, _ b: String) -> Bool {
        a.folded(separators: ["-", "_"]) == b.folded(separators: ["-", "_"])
    }
}
