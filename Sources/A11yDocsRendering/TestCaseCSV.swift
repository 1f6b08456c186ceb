import A11yDocsCriteria
import A11yDocsLoading
import A11yDocsModel
import A11yDocsSupport

/// Test cases as CSV, one flavour per `TestCaseFormat`. Entries come in library order, cases in
/// the order a tester works through them.
///
/// - `csv`: one record per case: id, title, collection, entry, group, preconditions, steps and
///   expected results (numbered when a case has several steps), platforms, WCAG and the address.
/// - `xray`: the Xray Test Case Importer's layout for manual tests: records sharing an `Issue Id`
///   are one test, one step each (`Action`, `Data`, `Result`); the summary, description and
///   labels (the case id among them, so a test is found by it in Jira) on its first record.
/// - `testrail`: TestRail's multi-row layout for the "Test Case (Steps)" template: a case starts
///   at a record with a `Title`; each further record adds a step. The case id is its reference,
///   its type TestRail's own "Accessibility".
enum TestCaseCSV {
    /// One case of one entry, with what every flavour takes from the entry (not the entry itself:
    /// a copy per case would retain every one of its fields).
    struct Row {
        var entryTitle: String
        var entryID: String
        var testCase: TestCase
        var collectionName: String
        var url: String
        var platforms: String
        var wcag: String
        /// The case's preconditions, one a line: two of the flavours have them in one field.
        var preconditions: String
    }

    /// A column: its header, and its field for a case's record; `perStep` columns are filled on
    /// every record of a case (one per step), the others on its first only.
    struct Column: Sendable {
        var header: String
        var perStep = false
        var value: @Sendable (Row, TestCase.Step?) -> String
    }

    /// A flavour's columns, and whether any is filled on every step's record.
    struct Layout: Sendable {
        var columns: [Column]
        var hasPerStep: Bool

        init(_ format: TestCaseFormat) {
            columns = TestCaseCSV.columns(format)
            hasPerStep = columns.contains { $0.perStep }
        }
    }

    static func text(for entries: [Entry], format: TestCaseFormat, options: SiteOptions) -> String {
        // Making the parts throws only what the caller's writer throws; this one does not.
        (try? parts(for: entries, format: format, options: options).joined()) ?? ""
    }

    /// The file made and handed over a slice of entries at a time (each slice made on every
    /// core), as `entries.json` is: a large library's table is never held whole.
    /// `order` gives the entries' positions in the order their cases are written (all of them, in
    /// order, when nil): a sorted copy of a large library's entries would be megabytes.
    static func parts(for entries: [Entry], order: [Int]? = nil, format: TestCaseFormat, options: SiteOptions)
        -> TextParts
    {
        shared(for: entries, order: order, formats: [format], options: options).text(0)
    }

    /// The files of `formats` made together, one text each, and after them `api/entries.json`
    /// when `keptRecords` is given: an entry's cases are made once for all. `keptRecords` are
    /// records already encoded, by file (a preview's unchanged entries), written as they are.
    static func shared(
        for entries: [Entry], order: [Int]? = nil, formats: [TestCaseFormat], keptRecords: [String: [UInt8]]? = nil,
        options: SiteOptions
    ) -> SharedTextParts {
        let layouts = formats.map(Layout.init)
        let order = order ?? Array(entries.indices)
        let makesJSON = keptRecords != nil
        return SharedTextParts(count: formats.count + (makesJSON ? 1 : 0)) { parts in
            let headers = layouts.map { CSVTable(header: $0.columns.map(\.header)).bytes }
            try parts(makesJSON ? headers + [Array(EntriesJSON.documentStart.utf8)] : headers)
            for start in stride(from: 0, to: order.count, by: EntriesJSON.slice) {
                let made = order[start..<min(start + EntriesJSON.slice, order.count)].map { entries[$0] }
                    .concurrentMap { entry in
                        let kept = keptRecords?[entry.file]
                        let url = SitePaths.url(of: entry, baseURL: options.baseURL)
                        // Made when a CSV or the record needs them.
                        let needed = !layouts.isEmpty || kept == nil
                        let cases = needed ? TestCases.cases(for: entry) : []
                        let wcag = needed ? WCAGCriteria.criteria(for: entry) : []
                        let record =
                            makesJSON
                            ? kept
                                ?? EntriesJSON.fragment(
                                    for: entry, url: url, evidence: options.evidence, cases: cases, wcag: wcag)
                            : nil
                        let tables = tables(
                            for: entry, url: url, cases: cases, wcag: wcag, layouts: layouts, options: options)
                        return (tables, record)
                    }
                // Appended table by table: `Array(tables.joined())` copied byte by byte.
                var texts = layouts.indices.map { index in
                    var bytes: [UInt8] = []
                    bytes.reserveCapacity(made.reduce(0) { $0 + $1.0[index].count })
                    for (tables, _) in made { bytes += tables[index] }
                    return bytes
                }
                if makesJSON { texts.append(EntriesJSON.joined(made.compactMap(\.1), first: start == 0)) }
                try parts(texts)
            }
            if makesJSON { try parts(layouts.map { _ in [] } + [Array(EntriesJSON.documentEnd.utf8)]) }
        }
    }

    /// An entry's records in each layout; `url` is the entry's address, `wcag` its criteria.
    private static func tables(
        for entry: Entry, url: String, cases: [TestCase], wcag: [WCAGCriterion], layouts: [Layout],
        options: SiteOptions
    ) -> [[UInt8]] {
        guard !layouts.isEmpty else { return [] }
        // About a typical entry's table, in every flavour: only a slice of entries' tables is held.
        var tables = layouts.map { CSVTable(columns: $0.columns.count, capacity: 16_384) }
        let platforms = entry.platforms.map(\.platform.displayName).joinedInOneCopy(separator: ", ")
        let wcag = wcag.map(\.description).joinedInOneCopy(separator: "; ")
        let collectionName = EntryPageBuilder.collectionName(entry.collection, options: options)
        let entryID = TestCaseID.entry(entry)
        for testCase in cases {
            let row = Row(
                entryTitle: entry.title, entryID: entryID, testCase: testCase,
                collectionName: collectionName, url: url, platforms: platforms, wcag: wcag,
                preconditions: testCase.preconditions.joinedInOneCopy(separator: "\n"))
            for index in layouts.indices { append(row, layout: layouts[index], to: &tables[index]) }
        }
        return tables.map(\.bytes)
    }

    /// A case's records: one, or one per step in flavours with a record per step (a case without
    /// steps still gets its record), the other columns on the first only.
    private static func append(_ row: Row, layout: Layout, to table: inout CSVTable) {
        let steps = row.testCase.steps
        let recordPerStep = layout.hasPerStep && !steps.isEmpty
        let columns = layout.columns
        for index in 0..<(recordPerStep ? steps.count : 1) {
            let step = recordPerStep ? steps[index] : nil
            table.appendRecord(fields: columns.count) { column in
                index == 0 || columns[column].perStep ? columns[column].value(row, step) : ""
            }
        }
    }

    private static func columns(_ format: TestCaseFormat) -> [Column] {
        switch format {
        case .csv:
            return [
                Column(header: "ID") { row, _ in row.testCase.id },
                Column(header: "Title") { row, _ in row.testCase.title },
                Column(header: "Collection") { row, _ in row.collectionName },
                Column(header: "Entry") { row, _ in row.entryTitle },
                Column(header: "Group") { row, _ in row.testCase.group },
                Column(header: "Preconditions") { row, _ in row.preconditions },
                Column(header: "Steps") { row, _ in numbered(row.testCase.steps.map(\.action)) },
                Column(header: "Expected Result") { row, _ in numbered(row.testCase.steps.map(\.expected)) },
                Column(header: "Platforms") { row, _ in row.platforms },
                Column(header: "WCAG") { row, _ in row.wcag },
                Column(header: "URL") { row, _ in row.url },
            ]
        case .xray:
            return [
                Column(header: "Issue Id", perStep: true) { row, _ in row.testCase.id },
                Column(header: "Test type", perStep: true) { _, _ in "Manual" },
                Column(header: "Test Summary") { row, _ in row.testCase.title },
                Column(header: "Description") { row, _ in description(row) },
                Column(header: "Labels") { row, _ in
                    ["accessibility", row.entryID, row.testCase.id].joinedInOneCopy(separator: ";")
                },
                Column(header: "Action", perStep: true) { _, step in step?.action ?? "" },
                Column(header: "Data", perStep: true) { _, _ in "" },
                Column(header: "Result", perStep: true) { _, step in step?.expected ?? "" },
            ]
        case .testrail:
            return [
                Column(header: "Title") { row, _ in row.testCase.title },
                Column(header: "Section") { row, _ in row.entryTitle },
                Column(header: "Section Hierarchy") { row, _ in "\(row.collectionName) > \(row.entryTitle)" },
                Column(header: "Template") { _, _ in "Test Case (Steps)" },
                Column(header: "Type") { _, _ in "Accessibility" },
                Column(header: "References") { row, _ in row.testCase.id },
                Column(header: "Preconditions") { row, _ in row.preconditions },
                Column(header: "Steps (Step)", perStep: true) { _, step in step?.action ?? "" },
                Column(header: "Steps (Expected Result)", perStep: true) { _, step in step?.expected ?? "" },
                Column(header: "Platforms") { row, _ in row.platforms },
                Column(header: "WCAG") { row, _ in row.wcag },
                Column(header: "URL") { row, _ in row.url },
            ]
        }
    }

    /// Steps of one case in one field: as they are when there is one, numbered when there are more.
    private static func numbered(_ texts: [String]) -> String {
        guard texts.count > 1 else { return texts.first ?? "" }
        return texts.enumerated().map { "\($0.offset + 1). \($0.element)" }.joinedInOneCopy(separator: "\n")
    }

    /// What Xray keeps of a case beside its steps: preconditions (Xray's own are separate issues),
    /// platforms, WCAG criteria, the entry's address and the case id.
    /// Written into one string: an array of lines joined cost three times as much, on every case.
    private static func description(_ row: Row) -> String {
        let preconditions = row.testCase.preconditions
        var text = "Preconditions:"
        text.reserveCapacity(
            preconditions.reduce(96) { $0 + $1.utf8.count + 3 } + row.platforms.utf8.count + row.wcag.utf8.count
                + row.url.utf8.count + row.testCase.id.utf8.count)
        for precondition in preconditions {
            text += "\n- "
            text += precondition
        }
        text += "\n"
        if !row.platforms.isEmpty {
            text += "\nPlatforms: "
            text += row.platforms
        }
        if !row.wcag.isEmpty {
            text += "\nWCAG 2.2: "
            text += row.wcag
        }
        text += "\nPattern: "
        text += row.url
        text += "\nTest case: "
        text += row.testCase.id
        return text
    }
}
