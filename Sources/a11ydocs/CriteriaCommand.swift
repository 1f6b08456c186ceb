import A11yDocs
import ArgumentParser

struct CriteriaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "criteria",
        abstract: "Print entries' acceptance criteria, for tickets and scripts.",
        discussion: """
            Names are slugs (carousel), collection/slug (native/carousel) or titles ("Alert dialog"); \
            with none, every published entry. Several entries are printed in library order; in \
            Gherkin they form one feature with a rule per entry. \
            The test-case formats print CSV (RFC 4180) with a stable id per case, the same ids the \
            Gherkin tags its scenarios with. The URL ending each condensed text comes from \
            --base-url, or base_url in a11ydocs.yml. \
            The acr formats print a draft Accessibility Conformance Report (VPAT 2.5, WCAG edition) \
            for a product that uses the named patterns (none: every published one): each WCAG 2.2 \
            Level A and AA criterion with the level the patterns' latest test records earn, to \
            review before publishing.
            """
    )

    @Argument(help: ArgumentHelp("Entries to print. Default: every published entry.", valueName: "slug"))
    var names: [String] = []

    @Option(
        help: ArgumentHelp(
            "condensed (plain text), gherkin, wcag, json, or test cases as CSV: csv, xray (Xray's Test Case Importer) "
                + "or testrail (TestRail's CSV import); or a draft conformance report: acr (Markdown), acr-html (a "
                + "printable page) or acr-csv."
        )
    )
    var format: CriteriaFormat = .condensed

    @Option(
        help: ArgumentHelp(
            "Where the site is served from, for the links in the criteria. Default: base_url in a11ydocs.yml, else /.",
            valueName: "url"))
    var baseURL: String?

    @Flag(
        inversion: .prefixedNo,
        help: ArgumentHelp(
            "Start CSV with a UTF-8 byte order mark, so that Excel on Windows reads '—' and accented letters right "
                + "(\(Wording.list(CriteriaFormat.csvFormats.map(\.rawValue)))). Default: none, since neither "
                + "TestRail's nor Xray's documentation says its importer accepts one; try --bom there with one case "
                + "first."))
    var bom = false

    @OptionGroup var config: ConfigOption
    @OptionGroup var contentFolder: ContentOption

    func run() throws {
        let command = Self.configuration.commandName ?? "criteria"
        if bom && !format.isCSV { throw UsageError(command: command, .byteOrderMarkNotCSV(format: format.rawValue)) }
        let publishing = try PublishingOptions.parse(baseURL.map { ["--base-url", $0] } ?? [])
        // Drafts are read too, so that one can be named; with no names, only published entries print.
        var options = try SiteSetup(command: command, config: config, content: contentFolder).options(
            content: contentFolder, publishing: publishing, drafts: true)
        options.showsLastUpdated = false
        let library = try PatternLibrary.load(options)
        library.diagnostics.forEach { Terminal.error($0.description) }
        if library.diagnostics.hasErrors { throw ExitCode(1) }

        let lookup = EntryLookup(entries: library.entries)
        var chosen: [Entry] = names.isEmpty ? library.entries.filter { !$0.isDraft } : []
        for name in names {
            switch lookup.entry(named: name) {
            case .success(let entry): chosen.append(entry)
            case .failure(let failure): throw UsageError(command: command, .entry(failure))
            }
        }
        let text = try library.criteria(of: chosen, format: format)
        // U+FEFF, written first, is the byte order mark Excel reads UTF-8 by.
        Terminal.output((bom ? "\u{FEFF}" : "") + text, terminator: "")
        // Once, and only when this format links to the entries (their addresses are in it).
        if let first = chosen.first, text.contains(SitePaths.url(of: first, baseURL: options.site.baseURL)),
            let warning = RelativeLinksWarning.text(for: options.site, carriers: "these criteria")
        {
            Terminal.error(warning)
        }
    }
}

extension CriteriaFormat: ExpressibleByArgument {}
