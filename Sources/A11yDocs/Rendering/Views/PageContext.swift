/// What every page's layout needs: where the site root is from this page, and site-wide names.
struct PageContext {
    var siteTitle: String
    var lang: String
    /// Relative path from this page to the site root (`../../`), or the base URL on pages that
    /// can be served from any path (404).
    var root: String
    /// The page's own title, for `<title>`.
    var pageTitle: String
    /// Absolute or base-URL-relative address of this page, for the canonical link.
    var canonicalURL: String
    /// The page's Markdown mirror, relative to the page, when it has one.
    var mirrorURL: String?
}
