import A11yDocsLoading
import A11yDocsModel
import A11yDocsSupport

/// Builds the coverage page: which patterns have notes and code for each platform and framework,
/// how many checks their criteria hold, and which WCAG criteria they name.
struct CoveragePageBuilder {
    /// A column: a platform's shared notes (no framework), or one framework's.
    struct Column {
        var platform: Platform
        var framework: Framework?
        var name: String
    }

    static let columns: [Column] = Platform.allCases.flatMap { platform -> [Column] in
        let frameworks = platform.frameworks
        if frameworks.isEmpty { return [Column(platform: platform, framework: nil, name: "Notes")] }
        return [Column(platform: platform, framework: nil, name: "Shared")]
            + frameworks.map { Column(platform: platform, framework: $0, name: $0.displayName) }
    }

    var options: SiteOptions

    func view(for entries: [Entry]) -> CoveragePageView {
        let root = SitePaths.root(from: SitePaths.coverageDirectory)
        let tables = IndexPageBuilder(options: options).byCollection(entries).map { collection, members in
            let sorted = IndexPageBuilder.sorted(members)
            let rows = sorted.map { row(for: $0, root: root) }
            let pages = zip(sorted, rows).map { (entry: $0, url: $1.url) }
            let id = FolderName.anchor(collection)
            let total = { (cells: [CoveragePageView.Cell]) -> CoveragePageView.Cell in
                let count = cells.filter { !$0.isNone }.count
                return .init(text: "\(count) of \(rows.count)", isNone: count == 0)
            }
            let name = EntryPageBuilder.collectionName(collection, options: options)
            return CoveragePageView.Table(
                id: id,
                name: name,
                rows: rows,
                totals: Self.columns.indices.map { column in total(rows.map { $0.cells[column] }) } + [
                    total(rows.map(\.criteria)), total(rows.map(\.wcag)),
                ],
                entryCount: rows.count,
                videos: videoTable(sorted, id: id + "-videos", root: root),
                support: SupportMatrixBuilder(evidence: options.evidence).view(
                    for: pages, id: id + "-support", collection: name),
                parity: ParityBuilder().view(for: pages, id: id + "-parity", collection: name)
            )
        }
        return CoveragePageView(
            page: PageContext(
                options: options, root: root, pageTitle: "Coverage — \(options.title)",
                description:
                    "Which patterns have notes and code for each platform and framework, acceptance criteria and WCAG "
                    + "references.",
                canonicalURL: options.baseURL + SitePaths.coverageDirectory, mirrorURL: nil
            ),
            staleAfter: options.evidence.staleAfter.description,
            platformGroups: Platform.allCases.map { platform in
                let columns = Self.columns.filter { $0.platform == platform }
                return .init(
                    name: platform.displayName, span: columns.count,
                    columns: columns.map { .init(text: $0.name, isNone: false) })
            },
            tables: tables,
            hasTables: !tables.isEmpty
        )
    }

    private func row(for entry: Entry, root: String) -> CoveragePageView.Row {
        let cells = Self.columns.map { column -> CoveragePageView.Cell in
            let sections = entry.notes(for: column.platform)?.sections ?? []
            let hasNotes: Bool, hasCode: Bool
            if let framework = column.framework {
                hasNotes = sections.contains {
                    $0.frameworks.contains { $0.framework == framework && !$0.blocks.isEmpty }
                }
                hasCode = sections.contains { $0.snippets.contains { $0.framework == framework } }
            } else {
                hasNotes = sections.contains { !$0.general.isEmpty }
                hasCode = sections.contains { $0.snippets.contains { $0.framework == nil } }
            }
            switch (hasNotes, hasCode) {
            case (true, true): return .init(text: "Notes and code", isNone: false)
            case (true, false): return .init(text: "Notes", isNone: false)
            case (false, true): return .init(text: "Code", isNone: false)
            case (false, false): return .init(text: "None", isNone: true)
            }
        }
        let checks =
            entry.keyboard.count + entry.mobile.count + entry.screenReader.rows.count + entry.settings.count
            + entry.authoredScenarios.count
        return CoveragePageView.Row(
            title: entry.title,
            url: options.pageLink(root + SitePaths.pageDirectory(of: entry)),
            cells: cells,
            criteria: checks == 0
                ? .init(text: "None", isNone: true)
                : .init(text: checks == 1 ? "1 check" : "\(checks) checks", isNone: false),
            wcag: wcag(of: entry)
        )
    }

    /// The criteria numbers, else the author's checklist in words, else none.
    private func wcag(of entry: Entry) -> CoveragePageView.Cell {
        if !entry.wcag.isEmpty { return .init(text: entry.wcag.joined(separator: ", "), isNone: false) }
        let items = entry.wcagChecklist.reduce(0) { $0 + $1.items.count }
        if items > 0 {
            return .init(text: items == 1 ? "Checklist of 1 item" : "Checklist of \(items) items", isNone: false)
        }
        return .init(text: "None", isNone: true)
    }

    /// Each recording (technology, platform, browser) the collection's videos have, as a column;
    /// a pattern without one shows "None" there. Nil when the collection has no videos.
    private func videoTable(_ entries: [Entry], id: String, root: String) -> CoveragePageView.VideoTable? {
        let names = Set(entries.flatMap { $0.videos.map(\.name) }).sorted()
        guard !names.isEmpty else { return nil }
        let rows = entries.map { entry in
            let recorded = Set(entry.videos.map(\.name))
            return CoveragePageView.VideoTable.Row(
                title: entry.title, url: options.pageLink(root + SitePaths.pageDirectory(of: entry)),
                cells: names.map {
                    recorded.contains($0) ? .init(text: "Video", isNone: false) : .init(text: "None", isNone: true)
                })
        }
        let totals = names.indices.map { column in
            let count = rows.filter { !$0.cells[column].isNone }.count
            return CoveragePageView.Cell(text: "\(count) of \(rows.count)", isNone: count == 0)
        }
        return CoveragePageView.VideoTable(
            id: id, technologies: names.map { .init(text: $0, isNone: false) }, rows: rows, totals: totals)
    }
}
