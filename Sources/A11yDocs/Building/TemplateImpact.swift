/// Which outputs a set of changed template files affects, so that a template edit re-renders
/// only the pages that use it. Exports never use templates.
struct TemplateImpact: Equatable, Sendable {
    var entryPages = false
    var entryMirrors = false
    var indexPage = false
    var indexMirror = false
    var criteriaPage = false
    var coveragePage = false
    var searchPage = false
    var notFoundPage = false

    /// Inlined into the 404 page, which is served at any address and so cannot link to it.
    static let inlinedStylesheet = "assets/site.css"

    static let everything = TemplateImpact(entryPages: true, entryMirrors: true, indexPage: true, indexMirror: true, criteriaPage: true,
                                           coveragePage: true, searchPage: true, notFoundPage: true)

    /// `changed` are paths relative to the templates folder; assets are copied, not rendered,
    /// except the stylesheet the 404 page carries inline.
    init(changed: [String]) {
        if changed.contains(Self.inlinedStylesheet) { notFoundPage = true }
        for path in changed where path.hasSuffix(".mustache") {
            let name = String(path.dropLast(".mustache".count))
            switch name {
            case "base": entryPages = true; indexPage = true; criteriaPage = true; coveragePage = true; searchPage = true; notFoundPage = true
            case "entry": entryPages = true
            case "entry.md": entryMirrors = true
            case "index": indexPage = true
            case "index.md": indexMirror = true
            case "criteria": criteriaPage = true
            case "coverage": coveragePage = true
            case "search": searchPage = true
            case "404": notFoundPage = true
            case _ where name.hasPrefix("partials/") && name.hasSuffix(".md"): entryMirrors = true
            case _ where name.hasPrefix("partials/"): entryPages = true
            default: self = .everything; return
            }
        }
    }

    private init(entryPages: Bool, entryMirrors: Bool, indexPage: Bool, indexMirror: Bool, criteriaPage: Bool,
                 coveragePage: Bool, searchPage: Bool, notFoundPage: Bool) {
        self.entryPages = entryPages
        self.entryMirrors = entryMirrors
        self.indexPage = indexPage
        self.indexMirror = indexMirror
        self.criteriaPage = criteriaPage
        self.coveragePage = coveragePage
        self.searchPage = searchPage
        self.notFoundPage = notFoundPage
    }

    init() {}
}
