import A11yDocsLoading
import A11yDocsMarkdown
import A11yDocsModel
import A11yDocsSupport
import A11yDocsTemplating
import Foundation

/// What every page's layout needs: where the site root is from this page, and site-wide names.
///
/// Its fields are held once, shared between copies, and replaced rather than changed: every
/// template on a page reads `page`, and as a value of its own the context was copied out of its
/// view (every string retained) and boxed at each read.
struct PageContext {
    struct FooterLinkView {
        var text: String
        var url: String
    }

    /// The fields as stored.
    private struct Fields {
        var siteTitle: String
        var lang: String
        /// Relative path from this page to the site root (`../../`), or the base URL on pages that
        /// can be served from any path (404). Assets are found under it.
        var root: String
        /// The front page and the criteria builder, linked as the site links pages (`links:`).
        var homeURL: String
        var criteriaURL: String
        var coverageURL: String
        /// The search page, where the header's search form sends its query.
        var searchURL: String
        /// False on the search page itself, which has its own form: one search landmark a page.
        var showsHeaderSearch = true
        /// The page's own title, for `<title>`.
        var pageTitle: String
        /// For `<meta name="description">`.
        var description: String?
        /// Absolute or base-URL-relative address of this page, for the canonical link.
        var canonicalURL: String
        /// The page's Markdown mirror, relative to the page, when it has one.
        var mirrorURL: String?
        /// The stylesheet itself, on a page that cannot know where the assets are (404).
        var inlineStyles: String?
        /// The library's logo beside the title, and the icon browsers show (the theme's own by default).
        var logoURL: String?
        var faviconURL: String
        var faviconType: String?
        /// `:root { --accent-light: …; }` (and `--accent-dark`) when the library names its accent colour.
        var accentStyle: String?
        var footerLinks: [FooterLinkView]
        var hasFooterLinks: Bool

        init(
            options: SiteOptions, root: String, pageTitle: String, description: String?, canonicalURL: String,
            mirrorURL: String?
        ) {
            siteTitle = options.title
            lang = options.language
            self.root = root
            (homeURL, criteriaURL, coverageURL, searchURL) = PageContext.links(root: root, options: options)
            self.pageTitle = pageTitle
            self.description = description
            self.canonicalURL = canonicalURL
            self.mirrorURL = mirrorURL
            (logoURL, faviconURL, faviconType) = PageContext.brandFiles(root: root, brand: options.brand)
            accentStyle = options.brand.accent.map {
                ":root { --accent-light: \($0.light);\($0.dark.map { " --accent-dark: \($0);" } ?? "") }"
            }
            footerLinks = options.footer.map {
                FooterLinkView(text: $0.text, url: SafeURL.isDangerous($0.url) ? "" : $0.url)
            }
            hasFooterLinks = !footerLinks.isEmpty
        }

        /// The same page seen from another root (the 404 page, served at any address).
        mutating func move(to root: String, options: SiteOptions) {
            self.root = root
            (logoURL, faviconURL, faviconType) = PageContext.brandFiles(root: root, brand: options.brand)
            (homeURL, criteriaURL, coverageURL, searchURL) = PageContext.links(root: root, options: options)
        }
    }

    private var storage: SharedFields<Fields>

    init(
        options: SiteOptions, root: String, pageTitle: String, description: String?, canonicalURL: String,
        mirrorURL: String?
    ) {
        storage = SharedFields(
            Fields(
                options: options, root: root, pageTitle: pageTitle, description: description,
                canonicalURL: canonicalURL, mirrorURL: mirrorURL))
    }

    var siteTitle: String { storage.fields.siteTitle }
    var lang: String { storage.fields.lang }
    var root: String { storage.fields.root }
    var homeURL: String { storage.fields.homeURL }
    var criteriaURL: String { storage.fields.criteriaURL }
    var coverageURL: String { storage.fields.coverageURL }
    var searchURL: String { storage.fields.searchURL }
    var showsHeaderSearch: Bool {
        get { storage.fields.showsHeaderSearch }
        set { storage.change { $0.showsHeaderSearch = newValue } }
    }
    var pageTitle: String {
        get { storage.fields.pageTitle }
        set { storage.change { $0.pageTitle = newValue } }
    }
    var description: String? { storage.fields.description }
    var canonicalURL: String { storage.fields.canonicalURL }
    var mirrorURL: String? {
        get { storage.fields.mirrorURL }
        set { storage.change { $0.mirrorURL = newValue } }
    }
    var inlineStyles: String? {
        get { storage.fields.inlineStyles }
        set { storage.change { $0.inlineStyles = newValue } }
    }
    var logoURL: String? { storage.fields.logoURL }
    var faviconURL: String { storage.fields.faviconURL }
    var faviconType: String? { storage.fields.faviconType }
    var accentStyle: String? { storage.fields.accentStyle }
    var footerLinks: [FooterLinkView] { storage.fields.footerLinks }
    var hasFooterLinks: Bool { storage.fields.hasFooterLinks }

    /// The same page seen from another root (the 404 page, served at any address).
    mutating func move(to root: String, options: SiteOptions) {
        storage.change { $0.move(to: root, options: options) }
    }

    /// The logo's and icon's addresses from this page; the icon's media type from its name.
    static func brandFiles(root: String, brand: Brand) -> (logo: String?, icon: String, iconType: String?) {
        let icon = brand.favicon ?? "assets/favicon.svg"
        // No type for a kind not listed: the browser then looks at the file itself.
        let type = ContentTypes.known(forPath: icon).flatMap { $0.hasPrefix("image/") ? $0 : nil }
        return (brand.logo.map { root + addressPath($0) }, root + addressPath(icon), type)
    }

    /// A file's path in the static folder as it goes in an address: a space, `#`, `?` or `%` in
    /// a name would otherwise end or change the address.
    private static func addressPath(_ path: String) -> String {
        // Most paths need nothing encoded; finding that in the bytes spares Foundation's encoder
        // on every page.
        if path.utf8.allSatisfy(isAllowedInPath) { return path }
        return path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// The ASCII bytes `CharacterSet.urlPathAllowed` holds: letters, digits and `!$&'()*+,-./:=@_~`.
    static func isAllowedInPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!$&'()*+,-./:=@_~".utf8.contains(byte)
        }
    }

    private static func links(root: String, options: SiteOptions) -> (
        home: String, criteria: String, coverage: String, search: String
    ) {
        (
            options.pageLink(root), options.pageLink(root + SitePaths.criteriaBuilderDirectory),
            options.pageLink(root + SitePaths.coverageDirectory), options.pageLink(root + SitePaths.searchDirectory)
        )
    }
}

extension PageContext: CustomReflectable {
    /// The fields, as if stored in the context itself.
    var customMirror: Mirror { Mirror(reflecting: storage.fields) }
}

extension PageContext: PageFields {
    package static let fields = TemplateFieldTable<Self>([
        .text("siteTitle", \.siteTitle), .text("lang", \.lang), .text("root", \.root), .text("homeURL", \.homeURL),
        .text("criteriaURL", \.criteriaURL), .text("coverageURL", \.coverageURL),
        .text("searchURL", \.searchURL), .flag("showsHeaderSearch", \.showsHeaderSearch),
        .text("pageTitle", \.pageTitle), .text("description", \.description),
        .text("canonicalURL", \.canonicalURL), .text("mirrorURL", \.mirrorURL), .text("inlineStyles", \.inlineStyles),
        .text("logoURL", \.logoURL), .text("faviconURL", \.faviconURL), .text("faviconType", \.faviconType),
        .text("accentStyle", \.accentStyle),
        .list("footerLinks", \.footerLinks), .flag("hasFooterLinks", \.hasFooterLinks),
    ])
}

extension PageContext.FooterLinkView: PageFields {
    package static let fields = TemplateFieldTable<Self>([.text("text", \.text), .text("url", \.url)])
}
