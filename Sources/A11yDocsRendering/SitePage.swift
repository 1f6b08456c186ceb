import A11yDocsTemplating

/// Every page the site renders from a template, listed once: the template it renders, the view
/// that template is checked against, and which theme files shape it (what a preview re-renders
/// when one of them changes).
package enum SitePage: CaseIterable, Sendable {
    case entry, entryMirror, index, indexMirror, notFound, criteria, coverage, search
    /// A guide's page and its Markdown mirror.
    case guide, guideMirror

    /// Inlined into the 404 page, which is served at any address and so cannot link to it.
    static let inlinedStylesheet = "assets/site.css"

    /// The template's name: its file in the theme without `.mustache`.
    package var template: String {
        switch self {
        case .entry: return "entry"
        case .entryMirror: return "entry.md"
        case .index: return "index"
        case .indexMirror: return "index.md"
        case .notFound: return "404"
        case .criteria: return "criteria"
        case .coverage: return "coverage"
        case .search: return "search"
        case .guide: return "guide"
        case .guideMirror: return "guide.md"
        }
    }

    /// The fields the template can name.
    package var shape: TemplateShape {
        switch self {
        case .entry, .entryMirror: return EntryPageView.shape
        case .index, .indexMirror, .notFound: return IndexPageView.shape
        case .criteria: return CriteriaPageView.shape
        case .coverage: return CoveragePageView.shape
        case .search: return SearchPageView.shape
        case .guide, .guideMirror: return GuidePageView.shape
        }
    }

    /// Whether the template `name` is part of the page: its own, the HTML pages' layout, or a
    /// partial (HTML ones for entry pages, Markdown ones for their mirrors).
    package func uses(template name: String) -> Bool {
        if name == template { return true }
        let partial = name.hasPrefix("partials/")
        switch self {
        case .entry, .guide: return name == "base" || (partial && !name.hasSuffix(".md"))
        case .entryMirror, .guideMirror: return partial && name.hasSuffix(".md")
        case .indexMirror: return false
        case .index, .notFound, .criteria, .coverage, .search: return name == "base"
        }
    }

    /// Theme assets the page carries inside it rather than linking to.
    package var inlinedAssets: [String] {
        self == .notFound ? [Self.inlinedStylesheet] : []
    }
}
