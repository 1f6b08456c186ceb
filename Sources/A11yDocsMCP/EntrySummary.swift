import A11yDocs

/// An entry as lists and search results name it: enough to choose one and ask for it.
struct EntrySummary: Encodable {
    var id: String
    var title: String
    var collection: String
    var collectionName: String
    var categories: [String]
    var description: String?
    var platforms: [String]
    var frameworks: [String]
    var url: String
    /// The entry's Markdown as a resource.
    var resource: String
    /// The latest test record of each assistive technology, latest first; absent without records.
    var tested: [RecordSummary]?

    init(_ entry: Entry, in library: PatternLibrary) {
        id = PatternLibrary.id(of: entry)
        title = entry.title
        collection = entry.collection
        collectionName = library.collectionName(of: entry)
        categories = entry.categories
        description = entry.description
        platforms = entry.platforms.map(\.platform.rawValue)
        frameworks = entry.coveredFrameworks.map(\.rawValue)
        url = library.url(of: entry)
        resource = EntryResource.uri(of: entry)
        tested = RecordSummary.latest(of: entry, library.options.site.evidence)
    }

    /// `- native/button — Button (Native · controls): Performs an action. [ios, android] Tested: NVDA
    /// 2024.1 pass 2026-03-14`
    var line: String {
        let meta = ([collectionName] + categories).joined(separator: " · ")
        let stacks = (platforms + frameworks).isEmpty ? "" : " [\((platforms + frameworks).joined(separator: ", "))]"
        let records = tested.map { " Tested: " + $0.map(\.words).joined(separator: "; ") } ?? ""
        return "- \(id) — \(title) (\(meta))\(description.map { ": " + $0 } ?? "")\(stacks)\(records)"
    }
}
