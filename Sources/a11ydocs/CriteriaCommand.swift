import A11yDocs
import ArgumentParser

struct CriteriaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "criteria",
        abstract: "Print entries' acceptance criteria, for tickets and scripts.",
        discussion: """
        Names are slugs (carousel) or collection/slug (native/carousel). Several entries are \
        printed in library order; in Gherkin they form one feature with a rule per entry. \
        The URL ending each condensed text comes from --base-url, or base_url in a11ydocs.yml.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case condensed, gherkin, wcag, json
    }

    @Argument(help: ArgumentHelp("Entries to print.", valueName: "slug"))
    var names: [String]

    @Option(help: "condensed (plain text), gherkin, wcag or json.")
    var format: Format = .condensed

    @Option(help: ArgumentHelp("Where the site is served from, for the links in the criteria. Default: base_url in a11ydocs.yml, else /.", valueName: "url"))
    var baseURL: String?

    @OptionGroup var config: ConfigOption
    @OptionGroup var contentFolder: ContentOption

    func run() throws {
        let command = Self.configuration.commandName ?? "criteria"
        let setup = try SiteSetup(command: command, config: config)
        let content = try ContentLoader(directory: try setup.contentFolder(contentFolder)).load()
        content.diagnostics.forEach { Terminal.error($0.description) }
        if content.diagnostics.hasErrors { throw ExitCode(1) }

        let lookup = EntryLookup(entries: content.entries)
        var chosen: [Entry] = []
        for name in names {
            switch lookup.entry(named: name) {
            case .success(let entry): chosen.append(entry)
            case .failure(let failure): throw UsageError(command: command, message: failure.description)
            }
        }
        Terminal.output(try text(for: chosen, baseURL: SiteOptions(baseURL: baseURL ?? setup.config.baseURL ?? "/").baseURL), terminator: "")
    }

    private func text(for entries: [Entry], baseURL: String) throws -> String {
        let url = { (entry: Entry) in SitePaths.url(of: entry, baseURL: baseURL) }
        switch format {
        case .condensed where entries.count == 1:
            return CondensedCriteria.text(for: entries[0], url: url(entries[0]))
        case .gherkin where entries.count == 1:
            return GherkinCriteria.feature(for: entries[0])
        case .condensed, .gherkin:
            let builder = CriteriaBuilder(entries: entries, url: url)
            return builder.combined(Set(entries.map(CriteriaBuilder.id)), format: format == .gherkin ? .gherkin : .condensed)
        case .wcag:
            return entries.map { WCAGCriteria.text(for: $0) ?? "\($0.title): no WCAG success criteria named\n" }.joined(separator: "\n")
        case .json:
            return try EntriesJSON.encode(entries, url: url)
        }
    }
}
