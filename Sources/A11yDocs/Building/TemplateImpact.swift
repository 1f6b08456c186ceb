import A11yDocsRendering

/// Which pages a set of changed template files affects, so that a template edit re-renders only
/// the pages that use it (as `SitePage` lists them). Exports never use templates.
struct TemplateImpact: Equatable, Sendable {
    var pages: Set<SitePage> = []

    static let everything = TemplateImpact(pages: Set(SitePage.allCases))

    /// `changed` are paths relative to the templates folder; assets are copied, not rendered,
    /// except those a page carries inline. A template no page is known to use may be used by any.
    init(changed: [String]) {
        for path in changed {
            guard path.hasSuffix(".mustache") else {
                pages.formUnion(SitePage.allCases.filter { $0.inlinedAssets.contains(path) })
                continue
            }
            let name = String(path.dropLast(".mustache".count))
            let using = SitePage.allCases.filter { $0.uses(template: name) }
            if using.isEmpty {
                self = .everything
                return
            }
            pages.formUnion(using)
        }
    }

    private init(pages: Set<SitePage>) {
        self.pages = pages
    }

    init() {}
}
