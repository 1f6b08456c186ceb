import A11yDocsLoading
import A11yDocsModel
import A11yDocsSupport

/// The page at an entry's old address: browsers follow its refresh at once, search engines its
/// canonical link, and a reader whose browser does neither follows the link it shows.
struct RedirectPage {
    var alias: String
    var entry: Entry
    var options: SiteOptions

    var html: String {
        let directory = alias + "/"
        let target = options.pageLink(SitePaths.relative(from: directory, to: SitePaths.pageDirectory(of: entry)))
            .htmlEscaped
        let canonical = SitePaths.url(of: entry, baseURL: options.baseURL).htmlEscaped
        let title = entry.title.htmlEscaped
        // The library's icon, so that a browser does not ask the server for /favicon.ico here.
        let brand = PageContext.brandFiles(root: SitePaths.root(from: directory), brand: options.brand)
        let icon =
            "<link rel=\"icon\" href=\"\(brand.icon.htmlEscaped)\"\(brand.iconType.map { " type=\"\($0)\"" } ?? "")>"
        return """
            <!DOCTYPE html>
            <html lang="\(options.language.htmlEscaped)">
            <head>
            <meta charset="utf-8">
            <title>\(title) has moved — \(options.title.htmlEscaped)</title>
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="robots" content="noindex">
            \(icon)
            <link rel="canonical" href="\(canonical)">
            <meta http-equiv="refresh" content="0; url=\(target)">
            </head>
            <body>
            <main>
            <h1>This page has moved</h1>
            <p>It is now <a href="\(target)">\(title)</a>.</p>
            </main>
            </body>
            </html>

            """
    }
}
