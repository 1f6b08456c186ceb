import A11yDocs
import MCP

/// `search`: the site's search, ranked as its page ranks.
enum SearchTool {
    static func answer(_ arguments: ToolArguments, _ library: PatternLibrary) throws -> ToolAnswer {
        let query = try arguments.requiredString("query")
        let limit = try arguments.integer("limit", in: 1...100) ?? 10
        let filter = try EntryFilterArguments.filter(arguments, category: false)
        if filter.collection != nil { _ = try library.entries(matching: EntryFilter(collection: filter.collection)).get() }
        let results = library.search(query, filter: filter)
        let shown = results.prefix(limit).map { Hit(EntrySummary($0.entry, in: library), score: $0.score, foundIn: $0.foundIn) }
        var lines = ["\(results.count) result(s) for '\(query)'\(results.count > shown.count ? ", the first \(shown.count)" : ""):"]
        for (index, hit) in shown.enumerated() {
            lines.append("\(index + 1). \(hit.id) — \(hit.title) (found in \(hit.foundIn.joined(separator: ", ")); score \(hit.score))")
            if let description = hit.description { lines.append("   \(description)") }
        }
        if results.isEmpty { lines.append("No entry holds every word. Try fewer or shorter words; list_entries shows them all.") }
        return ToolAnswer(text: lines.joined(separator: "\n"), structured: try JSONValue.make(Results(query: query, total: results.count, results: shown)))
    }

    struct Results: Codable {
        var query: String
        var total: Int
        var results: [Hit]
    }

    struct Hit: Codable {
        var id: String
        var title: String
        var description: String?
        var url: String
        var resource: String
        var score: Int
        var foundIn: [String]

        init(_ summary: EntrySummary, score: Int, foundIn: [String]) {
            id = summary.id
            title = summary.title
            description = summary.description
            url = summary.url
            resource = summary.resource
            self.score = score
            self.foundIn = foundIn
        }
    }
}
