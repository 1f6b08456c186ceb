import A11yDocs

/// `get_criteria`: the criteria of one or more entries, in any format `a11ydocs criteria` prints.
enum GetCriteriaTool {
    static func answer(_ arguments: ToolArguments, _ library: PatternLibrary) throws -> ToolAnswer {
        let format = try arguments.choice("format", of: ToolCatalog.formats).flatMap(CriteriaFormat.init) ?? .condensed
        let names = try arguments.strings("slugs")
        // A conformance report is of the patterns a product uses; with none named, of them all.
        if names == nil, format.isConformanceReport {
            return try answer(format, library.entries.filter { !$0.isDraft }, library)
        }
        guard let names else { throw QueryProblem(argument: "slugs", .missingEntries) }
        var entries: [Entry] = []
        for name in names {
            let entry = try library.entry(named: name, argument: "slugs").get()
            if !entries.contains(entry) { entries.append(entry) }
        }
        return try answer(format, entries, library)
    }

    private static func answer(_ format: CriteriaFormat, _ entries: [Entry], _ library: PatternLibrary) throws
        -> ToolAnswer
    {
        let text = try library.criteria(of: entries, format: format)
        // The text is the answer; the JSON names what it holds rather than carrying it twice.
        return ToolAnswer(
            text: text,
            structured: try JSONValue.make(Criteria(format: format.rawValue, entries: entries.map(PatternLibrary.id))))
    }

    struct Criteria: Encodable {
        var format: String
        var entries: [String]
    }
}
