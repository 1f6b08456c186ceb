import A11yDocsModel

/// `sitemap.xml` listing the front page, the criteria builder, every entry page and every guide
/// page under the base URL, each entry and guide with the day it last changed.
enum Sitemap {
    static func xml(for entries: [Entry], guides: [Guide] = [], baseURL: String) -> String {
        let pages =
            [("", nil), (SitePaths.criteriaBuilderDirectory, nil)]
            + entries.map { (SitePaths.pageDirectory(of: $0), $0.lastUpdated) }
            + guides.map { (SitePaths.pageDirectory(of: $0), $0.lastUpdated) }
        let urls = pages.map { path, date in
            let lastmod = date.map { "<lastmod>\(DateView($0).iso)</lastmod>" } ?? ""
            return "  <url><loc>\((baseURL + path).htmlEscaped)</loc>\(lastmod)</url>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            \(urls.joined(separator: "\n"))
            </urlset>

            """
    }
}
