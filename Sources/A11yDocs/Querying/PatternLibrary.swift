import A11yDocsCriteria
import A11yDocsLoading
import A11yDocsMarkdown
import A11yDocsModel
import A11yDocsRendering
import A11yDocsSearch
import A11yDocsSupport

/// The library as a build reads it, for answering questions about it (the MCP server): entries
/// in library order, each as its Markdown mirror or `entries.json` record, found by name, by
/// filter or by the site's search.
public struct PatternLibrary: Sendable {
    public let options: BuildOptions
    /// Published entries (drafts too when the options say so), in library order.
    public let entries: [Entry]
    /// What loading found: files that did not parse are left out and named here.
    public let diagnostics: [Diagnostic]
    let renderer: SiteRenderer
    package let index: SearchIndex
    let pageBuilder: EntryPageBuilder

    /// Reads the content folder, config-driven options and templates as `build` does.
    public static func load(_ options: BuildOptions) throws -> PatternLibrary {
        let context = try SiteBuilder.run(.library, options: options)
        // The plan step makes a renderer or throws; this is not reached without one.
        guard let renderer = context.renderer else {
            throw BuildError(step: BuildStepName.plan.rawValue, diagnostics: context.diagnostics)
        }
        return PatternLibrary(
            options: options, entries: context.content?.entries ?? [],
            diagnostics: context.diagnostics.sortedByLocation(), renderer: renderer)
    }

    package init(options: BuildOptions, entries: [Entry], diagnostics: [Diagnostic], renderer: SiteRenderer) {
        self.options = options
        self.entries = CriteriaBuilder.sorted(entries)
        self.diagnostics = diagnostics
        self.renderer = renderer
        index = renderer.search(entries)
        pageBuilder = renderer.pageBuilder(
            entriesByFile: Dictionary(entries.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first }),
            neighbours: EntryNeighbours(entries))
    }

    /// `native/carousel`: how tools and resources name an entry.
    public static func id(of entry: Entry) -> String { CriteriaBuilder.id(entry) }

    /// The collection's name as the site shows it.
    public func collectionName(of entry: Entry) -> String {
        EntryPageBuilder.collectionName(entry.collection, options: options.site)
    }

    /// By id, slug or title; an unknown name gets the nearest names, or the best search results.
    public func entry(named name: String, argument: String = "slug") -> Result<Entry, QueryProblem> {
        switch EntryLookup(entries: entries).entry(named: name) {
        case .success(let entry):
            return .success(entry)
        case .failure(.ambiguous(let name, let matches)):
            return .failure(QueryProblem(argument: argument, .ambiguousEntry(name, ids: matches)))
        case .failure(.unknown(let name, _)) where name.count > Suggestion.maxLength:
            // Too long to be a mistyped name: not searched for.
            return .failure(QueryProblem(argument: argument, .unknownEntry(name, nearest: [])))
        case .failure(.unknown(let name, let close)):
            let nearest = close.isEmpty ? index.search(name).prefix(3).map { Self.id(of: $0.entry) } : close
            return .failure(QueryProblem(argument: argument, .unknownEntry(name, nearest: nearest)))
        }
    }

    /// Entries matching every condition, in library order; a collection or category no entry has
    /// is a problem, with the nearest name.
    public func entries(matching filter: EntryFilter) -> Result<[Entry], QueryProblem> {
        if let problem = problem(with: filter) { return .failure(problem) }
        return .success(entries.filter { filter.matches($0, collectionName: collectionName(of: $0)) })
    }

    /// A collection or category in the filter that no entry has.
    private func problem(with filter: EntryFilter) -> QueryProblem? {
        if let collection = filter.collection {
            let names = Array(Set(entries.map(\.collection))).sorted()
            let known =
                names.contains { EntryFilter.same($0, collection) }
                || entries.contains { EntryFilter.same(collectionName(of: $0), collection) }
            if !known {
                return QueryProblem(
                    argument: "collection", .unknownName(collection, kind: "a collection", choices: names))
            }
        }
        if let category = filter.category {
            let names = Array(Set(entries.flatMap(\.categories))).sorted()
            if !names.contains(where: { EntryFilter.same($0, category) }) {
                return QueryProblem(
                    argument: "category", .unknownName(category, kind: "a category of any entry", choices: names))
            }
        }
        return nil
    }

    /// The entry's Markdown mirror, as the build writes it to `<collection>/<slug>.md`.
    public func markdown(of entry: Entry) throws -> String {
        let texts = CriteriaTexts(for: entry, baseURL: options.site.baseURL)
        let files = try renderer.entryFiles(
            entry, paths: EntryOutputPaths(mirror: SitePaths.mirrorFile(of: entry)), texts: texts, builder: pageBuilder)
        guard case .bytes(let bytes)? = files.first?.contents else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The entry's record as in `api/entries.json`, as JSON bytes.
    public func record(of entry: Entry) -> [UInt8] {
        EntriesJSON.fragment(
            for: entry, url: SitePaths.url(of: entry, baseURL: options.site.baseURL), evidence: options.site.evidence)
    }

    /// The site's search: entries holding every word, best first, as the search page ranks them;
    /// a filter's collection or category no entry has is a problem, as in `entries(matching:)`.
    public func search(_ query: String, filter: EntryFilter = EntryFilter()) -> Result<[SearchResult], QueryProblem> {
        if let problem = problem(with: filter) { return .failure(problem) }
        return .success(index.search(query) { filter.matches($0, collectionName: collectionName(of: $0)) })
    }

    /// The entry's full address, from the base URL.
    public func url(of entry: Entry) -> String {
        SitePaths.url(of: entry, baseURL: options.site.baseURL)
    }

    /// The acceptance criteria of the entries, in library order.
    public func criteria(of entries: [Entry], format: CriteriaFormat) throws -> String {
        try format.text(for: entries, options: options.site)
    }
}
