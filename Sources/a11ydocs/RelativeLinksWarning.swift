import A11yDocs

/// What `build` and `criteria` print, once, when links meant to leave the site — criteria text and
/// test-case CSVs, which are pasted into ticket systems — would be relative and go nowhere there.
/// Advice about publishing rather than a fault in the content, so `--strict` does not fail on it.
enum RelativeLinksWarning {
    /// The warning for `site` when its `carriers` hold such links; nil when its links are full addresses.
    static func text(for site: SiteOptions, carriers: String) -> String? {
        if site.hasAbsoluteBaseURL { return nil }
        let baseURL = site.baseURL
        return
            "warning: base_url is '\(baseURL)', so \(carriers) link to entries as '\(baseURL)<collection>/<slug>/', "
            + "which goes nowhere once pasted into a ticket — set base_url in a11ydocs.yml to the address the site is "
            + "published at (e.g. 'https://design.example.org/a11y/'), or pass --base-url https://…"
    }
}
