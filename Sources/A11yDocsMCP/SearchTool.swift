import A11yDocs

/// `search`: the site's search, ranked as its page ranks.
enum SearchTool {
    static func answer(_ arguments: ToolArguments, _ library: PatternLibrary) throws -> ToolAnswer {
        let query = try arguments.requiredString("query")
        let limit = try arguments.integer("limit", in: 1...100) ?? 10
        let results = try library.search(query, filter: try EntryFilterArguments.filter(arguments)).get()
        let shown = results.prefix(limit).map {
            Hit(entry: EntrySummary($0.entry, in: library), score: $0.score, foundIn: $0.foundIn)
        }
        var lines = [
            "\(results.count) result(s) for "
                + "'\(query)'\(results.count > shown.count ? ", the first \(shown.count)" : ""):"
        ]
        for (index, hit) in shown.enumerated() {
            lines.append(
                "\(index + 1). \(hit.entry.id) — \(hit.entry.title) (found in \(hit.foundIn.joined(separator: ", ")); "
                    + "score \(hit.score))"
            )
            if let description = hit.entry.description { lines.append("   \(description)") }
        }
        if results.isEmpty {
            lines.append("No entry holds every word. Try fewer or shorter words; list_entries shows them all.")
        }
        return ToolAnswer(
            text: lines.joined(separator: "\n"),
            structured: try JSONValue.make(Results(query: query, total: results.count, results: shown)))
    }

    struct Results: Encodable {
        var query: String
        var total: Int
        var results: [Hit]
    }

    /// An entry as lists name it, with its score and where the words were found, in one object.
    struct Hit: Encodable {
        var entry: EntrySummary
        var score: Int
        var foundIn: [String]

        private enum CodingKeys: String, CodingKey { case score, foundIn }

        func encode(to encoder: Encoder) throws {
            try entry.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(score, forKey: .score)
            try container.encode(foundIn, forKey: .foundIn)
        }
    }
}
