import A11yDocsCriteria
import A11yDocsLoading
import A11yDocsMarkdown
import A11yDocsModel

/// The forms an entry's criteria are given in, for `a11ydocs criteria` and the MCP server's
/// `get_criteria`: one place words them all.
public enum CriteriaFormat: String, CaseIterable, Sendable {
    /// Plain text for a ticket.
    case condensed
    /// One feature; several entries are rules of one combined feature.
    case gherkin
    /// The WCAG success criteria named, or the author's checklist.
    case wcag
    /// The entries' records as in `api/entries.json`.
    case json
    /// Test cases as CSV (see `TestCaseFormat`).
    case csv, xray, testrail
    /// A draft Accessibility Conformance Report (see `ConformanceReport`): Markdown, a printable
    /// HTML page, or its tables as CSV.
    case acr
    case acrHTML = "acr-html"
    case acrCSV = "acr-csv"

    /// Whether it is a form of the draft conformance report, which is of a product's patterns
    /// rather than of each entry's criteria.
    public var isConformanceReport: Bool {
        switch self {
        case .acr, .acrHTML, .acrCSV: true
        default: false
        }
    }

    /// Whether it prints CSV, which spreadsheets open.
    public var isCSV: Bool {
        switch self {
        case .csv, .xray, .testrail, .acrCSV: true
        default: false
        }
    }

    /// The formats that print CSV, in order.
    public static var csvFormats: [CriteriaFormat] { allCases.filter(\.isCSV) }

    /// The criteria of `entries`, in library order when there are several.
    public func text(for entries: [Entry], options: SiteOptions) throws -> String {
        let baseURL = options.baseURL
        let url = { @Sendable (entry: Entry) in SitePaths.url(of: entry, baseURL: baseURL) }
        switch self {
        case .condensed where entries.count == 1:
            return CondensedCriteria.text(for: entries[0], url: url(entries[0]))
        case .gherkin where entries.count == 1:
            return GherkinCriteria.feature(for: entries[0])
        case .condensed, .gherkin:
            let builder = CriteriaBuilder(entries: entries, url: url)
            return builder.combined(
                Set(entries.map(CriteriaBuilder.id)), format: self == .gherkin ? .gherkin : .condensed)
        case .wcag:
            return CriteriaBuilder.sorted(entries).map {
                WCAGCriteria.text(for: $0) ?? "\($0.title): no WCAG success criteria named\n"
            }.joined(separator: "\n")
        case .json:
            return try EntriesJSON.encode(CriteriaBuilder.sorted(entries), options: options)
        case .csv, .xray, .testrail:
            // The three share their names with `TestCaseFormat`'s.
            let flavour = TestCaseFormat(rawValue: rawValue) ?? .csv
            return TestCaseCSV.text(for: CriteriaBuilder.sorted(entries), format: flavour, options: options)
        case .acr:
            return ConformanceMarkdown.text(for: Self.report(of: entries, options: options))
        case .acrHTML:
            return ConformanceHTML.page(for: Self.report(of: entries, options: options), language: options.language)
        case .acrCSV:
            return ConformanceCSV.text(for: Self.report(of: entries, options: options))
        }
    }

    /// The product is the library: its title names the report, its evidence settings give the
    /// criteria marked not applicable and the day.
    private static func report(of entries: [Entry], options: SiteOptions) -> ConformanceReport {
        ConformanceReport(entries: entries, evidence: options.evidence, product: options.title)
    }
}
