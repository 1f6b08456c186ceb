import A11yDocs

/// `list_wcag`: the WCAG 2.2 success criteria the entries name, and which entries name each.
enum ListWCAGTool {
    static func answer(_ arguments: ToolArguments, _ library: PatternLibrary) throws -> ToolAnswer {
        let level = try arguments.choice("level", of: ToolCatalog.levels)
        let includeUnused = try arguments.boolean("include_unused") ?? false
        var usage = library.wcagUsage(includingUnused: includeUnused || arguments.has("criterion"))
        if let number = try arguments.string("criterion") {
            guard let criterion = WCAG.criterion(number) else {
                throw QueryProblem(argument: "criterion", .unknownWCAGCriterion(number))
            }
            usage = usage.filter { $0.criterion == criterion }
        }
        if let level { usage = usage.filter { $0.criterion.level.rawValue == level } }
        let criteria = usage.map { Criterion($0) }
        var lines = ["\(criteria.count) WCAG 2.2 success criteria\(includeUnused ? "" : " named by entries"):"]
        for criterion in criteria {
            let named =
                criterion.entries.isEmpty
                ? "no entry"
                : "\(ListEntriesTool.count(criterion.entries.count)): \(criterion.entries.joined(separator: ", "))"
            lines.append("- \(criterion.number) \(criterion.name) (Level \(criterion.level)) — \(named)")
        }
        return ToolAnswer(
            text: lines.joined(separator: "\n"), structured: try JSONValue.make(Listing(criteria: criteria)))
    }

    struct Listing: Encodable {
        var criteria: [Criterion]
    }

    struct Criterion: Encodable {
        var number: String
        var name: String
        var level: String
        var url: String
        var entries: [String]

        init(_ usage: WCAGUsage) {
            number = usage.criterion.number
            name = usage.criterion.name
            level = usage.criterion.level.rawValue
            url = usage.criterion.understandingURL
            entries = usage.entries.map(PatternLibrary.id)
        }
    }
}
