import A11yDocsLoading
import A11yDocsModel
import A11yDocsSupport

/// Builds a collection's support matrix: its patterns against the technologies the library names
/// and any other its records name, each cell the latest record with that technology.
struct SupportMatrixBuilder {
    var evidence: EvidenceSettings

    /// Nil when the collection has no record and the library names no technology.
    /// - Parameters:
    ///   - entries: the collection's patterns, in the library's order, each with its page.
    ///   - collection: its name, for the filter's legend: each collection has one.
    func view(for entries: [(entry: Entry, url: String)], id: String, collection: String) -> SupportMatrixView? {
        let records = entries.flatMap(\.entry.tested)
        guard !records.isEmpty || !evidence.technologies.isEmpty else { return nil }
        let columns = evidence.columns(for: records)
        let keys = columns.map(TestRecord.key)
        var rowClasses: [Set<String>] = []
        let rows = entries.map { entry, url in
            let latest = Dictionary(
                entry.tested.latestByTechnology.map { (TestRecord.key($0.technology), $0) },
                uniquingKeysWith: { first, _ in first })
            let cells = keys.map { latest[$0].map(cell) ?? Self.notTested }
            var classes = Set<String>()
            if cells.contains(where: \.isNone) { classes.insert("gaps") }
            if cells.contains(where: { $0.mark != nil || ($0.resultKey != nil && $0.resultKey != "pass") }) {
                classes.insert("attention")
            }
            rowClasses.append(classes)
            return SupportMatrixView.Row(
                title: entry.title, url: url, cells: cells, classes: RowFilterView.classAttribute(classes))
        }
        return SupportMatrixView(
            id: id, technologies: columns.map { .init(text: $0, isNone: false) }, rows: rows,
            filter: RowFilterView(
                id: id + "-filter", legend: "\(collection) support matrix: patterns to show", rowClasses: rowClasses,
                choices: [
                    ("gaps", "Not tested with every technology"),
                    ("attention", "Failing, partial, stale or behind the current version"),
                ]))
    }

    private func cell(_ record: TestRecord) -> SupportMatrixView.Cell {
        var marks: [String] = []
        if evidence.isStale(record) { marks.append("stale") }
        if let current = evidence.currentVersion(ahead: record) {
            marks.append("\(current) is current")
        }
        return SupportMatrixView.Cell(
            result: record.result.words, resultKey: record.result.rawValue,
            version: record.version, date: record.date.description,
            mark: marks.isEmpty ? nil : marks.joined(separator: "; "), isNone: false)
    }

    private static let notTested = SupportMatrixView.Cell(
        result: "Not tested", resultKey: nil, version: nil, date: nil, mark: nil, isNone: true)
}
