import A11yDocs
import ArgumentParser

/// What decides how the written site looks and links, for `build` and `serve`.
struct PublishingOptions: ParsableArguments {
    @Option(
        name: [.long, .customLong("destination"), .customShort("d")],
        help: ArgumentHelp(
            "Folder the site is written to; replaced as a whole on success. Default: Output.", valueName: "path"))
    var output: String?

    @Option(
        help: ArgumentHelp(
            "Where the site is served from: '/', '/docs/a11y/' or 'https://example.com/a11y/'. A full URL also writes "
                + "sitemap.xml. Default: /.",
            valueName: "url"))
    var baseURL: String?

    @Option(
        help: ArgumentHelp(
            "pretty (native/carousel/) or files (native/carousel/index.html, so the site opens from disk). Default: "
                + "pretty.",
            valueName: "style"))
    var links: LinkStyle?

    @Flag(
        help: ArgumentHelp(
            "Pass all raw HTML in entry bodies through unchanged (by default only allow-listed tags are kept, the rest "
                + "shown as text), and let live examples run their scripts."
        )
    )
    var allowRawHTML = false

    func validate() throws {
        if let baseURL, !SiteOptions.isValidBaseURL(baseURL) {
            throw ValidationError("--base-url must be \(SiteOptions.baseURLForms) (got '\(baseURL)')")
        }
    }
}

extension LinkStyle: ExpressibleByArgument {}
