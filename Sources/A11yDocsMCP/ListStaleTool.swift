import A11yDocs

/// `list_stale`: the evidence to renew. For each entry and assistive technology, a latest record
/// older than `stale_after` or of a version below the current one (what `check` warns about);
/// then the published entries with no record, listed when `require_tested` is on or the caller
/// asks, else counted, so that a library without records is not answered with every entry.
enum ListStaleTool {
    static func answer(_ arguments: ToolArguments, _ library: PatternLibrary) throws -> ToolAnswer {
        let settings = library.options.site.evidence
        let entries = try library.entries(matching: EntryFilter(collection: try arguments.string("collection"))).get()
        let technology = try self.technology(try arguments.string("technology"), library)
        let listsUntested = try arguments.boolean("include_untested") ?? settings.requireTested
        var findings: [Finding] = []
        var untested: [Untested] = []
        for entry in entries {
            let records = entry.tested.filter { technology == nil || TestRecord.key($0.technology) == technology?.key }
            if records.isEmpty {
                if !entry.isDraft { untested.append(Untested(id: PatternLibrary.id(of: entry), title: entry.title)) }
                continue
            }
            findings += records.latestByTechnology.compactMap { Finding(entry, $0, settings) }
        }
        let answer = Answer(
            judgedOn: settings.today.description, staleAfter: settings.staleAfter.description,
            currentSince: settings.currentSince.description, requireTested: settings.requireTested,
            count: findings.count, records: findings, untestedCount: untested.count,
            untested: listsUntested ? untested : nil)
        return ToolAnswer(
            text: (lines(answer, technology: technology?.name, of: entries.count)
                + LoadProblems.lines(library)).joined(separator: "\n"),
            structured: try JSONValue.make(answer))
    }

    /// The technology asked for, by its matching key and as the library names it; a name no record
    /// and no `assistive_technologies` entry has is refused with the nearest, as a misspelt one
    /// would otherwise find nothing.
    private static func technology(_ name: String?, _ library: PatternLibrary) throws -> (key: String, name: String)? {
        guard let name else { return nil }
        let known = library.options.site.evidence.columns(for: library.entries.flatMap(\.tested))
        guard let match = known.first(where: { TestRecord.key($0) == TestRecord.key(name) }) else {
            let kind =
                known.isEmpty
                ? "an assistive technology of the library — no record and no 'assistive_technologies' in "
                    + "a11ydocs.yml names one"
                : "an assistive technology of the library's records or a11ydocs.yml"
            throw QueryProblem(argument: "technology", .unknownName(name, kind: kind, choices: known))
        }
        return (TestRecord.key(match), RecordWords.oneLine(match))
    }

    private static func lines(_ answer: Answer, technology: String?, of total: Int) -> [String] {
        let scope = technology.map { " for \($0)" } ?? ""
        var lines = [
            "\(answer.count) latest record(s)\(scope) to renew among \(ListEntriesTool.count(total)), judged on "
                + "\(answer.judgedOn): older than \(answer.staleAfter) (before \(answer.currentSince)) or of a "
                + "version below the current one:"
        ]
        lines += answer.records.map(\.line)
        if answer.records.isEmpty { lines.append("(none)") }
        let untested = "\(ListEntriesTool.count(answer.untestedCount)) published without a record\(scope)"
        if let listed = answer.untested {
            lines += ["", untested + (listed.isEmpty ? "." : ":")]
            lines += listed.map { "- \($0.id) — \(RecordWords.oneLine($0.title))" }
        } else if answer.untestedCount > 0 {
            lines += ["", untested + " (give include_untested: true to list them)."]
        }
        return lines
    }

    struct Answer: Encodable {
        var judgedOn: String
        var staleAfter: String
        var currentSince: String
        var requireTested: Bool
        var count: Int
        var records: [Finding]
        var untestedCount: Int
        /// Absent unless listed.
        var untested: [Untested]?
    }

    /// An entry's latest record for one technology, and why it needs testing again.
    struct Finding: Encodable {
        var id: String
        var title: String
        var with: String
        var version: String?
        var date: String
        var result: String
        var stale: Bool
        var behind: Bool
        /// The technology's current major version, when `a11ydocs.yml` gives one.
        var current: Int?
        var why: [String]

        /// Nil for a record that is current.
        init?(_ entry: Entry, _ record: TestRecord, _ settings: EvidenceSettings) {
            why = RecordWords.reasons(record, settings)
            guard !why.isEmpty else { return nil }
            id = PatternLibrary.id(of: entry)
            title = entry.title
            with = record.technology
            version = record.version
            date = record.date.description
            result = record.result.rawValue
            stale = settings.isStale(record)
            behind = settings.isBehind(record)
            current = settings.currentVersion(of: record.technology)
        }

        /// `- native/switch — Switch: TalkBack 14, 2024-02-01, fail — older than 12 months; version 14 is below …`
        var line: String {
            let technology = TestRecord.technologyAndVersion(with, version)
            return RecordWords.oneLine(
                "- \(id) — \(title): \(technology), \(date), \(result) — \(why.joined(separator: "; "))")
        }
    }

    struct Untested: Encodable {
        var id: String
        var title: String
    }
}
