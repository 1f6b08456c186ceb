/// `sitemap.xml` listing the front page and every entry page under the base URL.
enum Sitemap {
    static func xml(for entries: [Entry], baseURL: String) -> String {
        let paths = ["", SitePaths.criteriaBuilderDirectory] + entries.map(SitePaths.pageDirectory)
        let urls = paths.map { "  <url><loc>\((baseURL + $0).htmlEscaped)</loc></url>" }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        \(urls.joined(separator: "\n"))
        </urlset>

        """
    }
}
