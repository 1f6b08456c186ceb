import A11yDocs

/// `get_entry`: one entry as its Markdown, whole or for one platform or framework, with what it
/// was tested with; the JSON is its `entries.json` record (of what is kept), records included.
enum GetEntryTool {
    static func answer(_ arguments: ToolArguments, _ library: PatternLibrary) throws -> ToolAnswer {
        let name = try arguments.requiredString("slug")
        let scope = try EntryScope.parse(
            platform: try arguments.string("platform"), framework: try arguments.string("framework")
        ).get()
        let entry = try library.entry(named: name).get()
        let (scoped, notice) = scope.apply(to: entry)
        // The mirror holds the "Tested with" table, as the page does.
        let markdown = try library.markdown(of: scoped)
        let text = notice.map { "> \($0)\n\n" + markdown } ?? markdown
        return ToolAnswer(text: text, structured: try JSONValue.parse(library.record(of: scoped)))
    }
}
