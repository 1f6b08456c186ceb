import A11yDocs

/// `list_entries`: the library's entries, filtered.
enum ListEntriesTool {
    static func answer(_ arguments: ToolArguments, _ library: PatternLibrary) throws -> ToolAnswer {
        let filter = try EntryFilterArguments.filter(arguments)
        let entries = try library.entries(matching: filter).get()
        let summaries = entries.map { EntrySummary($0, in: library) }
        var lines = ["\(count(summaries.count)) of \(library.entries.count) in the library\(describe(filter)):"]
        lines += summaries.map(\.line)
        if summaries.isEmpty { lines.append("(none — leave out a filter to see more)") }
        lines += LoadProblems.lines(library)
        return ToolAnswer(
            text: lines.joined(separator: "\n"),
            structured: try JSONValue.make(Listing(count: summaries.count, entries: summaries)))
    }

    struct Listing: Encodable {
        var count: Int
        var entries: [EntrySummary]
    }

    static func count(_ number: Int) -> String { number == 1 ? "1 entry" : "\(number) entries" }

    private static func describe(_ filter: EntryFilter) -> String {
        let parts = [
            filter.collection.map { "collection \($0)" }, filter.category.map { "category \($0)" },
            filter.platform.map { "notes for \($0.displayName)" },
            filter.framework.map { "notes for \($0.displayName)" },
        ].compactMap { $0 }
        return parts.isEmpty ? "" : " with " + parts.joined(separator: ", ")
    }
}

/// The filter arguments `list_entries` and `search` share; one a tool does not take is refused
/// by `ToolArguments` before this reads it.
enum EntryFilterArguments {
    static func filter(_ arguments: ToolArguments) throws -> EntryFilter {
        let scope = try EntryScope.parse(
            platform: try arguments.string("platform"), framework: try arguments.string("framework")
        ).get()
        return EntryFilter(
            collection: try arguments.string("collection"), category: try arguments.string("category"),
            platform: scope.framework == nil ? scope.platform : nil, framework: scope.framework)
    }
}

/// Files that did not load are named wherever the library is listed: nothing is left out unsaid.
enum LoadProblems {
    static func lines(_ library: PatternLibrary) -> [String] {
        let errors = library.diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty else { return [] }
        return ["", "Not in the library until fixed (\(errors.count) problem(s)):"]
            + errors.prefix(20).map { "- \($0.description)" }
    }
}
