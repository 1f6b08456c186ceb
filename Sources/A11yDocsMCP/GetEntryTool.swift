import A11yDocs

/// `get_entry`: one entry as its Markdown, whole or for one platform or framework, then what it
/// was tested with; the JSON is its `entries.json` record (of what is kept), records included.
enum GetEntryTool {
    static func answer(_ arguments: ToolArguments, _ library: PatternLibrary) throws -> ToolAnswer {
        let name = try arguments.requiredString("slug")
        let scope = try EntryScope.parse(
            platform: try arguments.string("platform"), framework: try arguments.string("framework")
        ).get()
        let entry = try library.entry(named: name).get()
        let (scoped, notice) = scope.apply(to: entry)
        let markdown = appending(
            testedWith(scoped, library.options.site.evidence), to: try library.markdown(of: scoped))
        let text = notice.map { "> \($0)\n\n" + markdown } ?? markdown
        return ToolAnswer(text: text, structured: try JSONValue.parse(library.record(of: scoped)))
    }

    /// The entry's test records, one line each, in the order of its `entries.json` record (latest
    /// first); nil for an entry without records.
    static func testedWith(_ entry: Entry, _ settings: EvidenceSettings) -> String? {
        guard !entry.tested.isEmpty else { return nil }
        let lines = entry.tested.latestFirst.map { "- " + RecordWords.line($0, settings) }
        return "## Tested with\n\nLatest first. Judged on \(settings.today), a record older than "
            + "\(settings.staleAfter) or of a version below its technology's current one is out of date.\n\n"
            + lines.joined(separator: "\n") + "\n"
    }

    /// The section after the Markdown, one blank line between; an entry without records is
    /// answered with its Markdown mirror as it is.
    private static func appending(_ section: String?, to markdown: String) -> String {
        guard let section else { return markdown }
        var text = markdown
        while text.hasSuffix("\n") { text.removeLast() }
        return text + "\n\n" + section
    }
}
