import A11yDocsModel

/// A relative `src` or `href` in a live example (```` ```html example ````), resolved from the
/// entry's page folder, where the example's frame loads it. Whether the site has the target is
/// known only once every output is planned, so the rule finds these and the plan judges them.
package struct ExampleReference: Hashable, Sendable {
    package var attribute: String
    package var url: String
    /// The output path it reaches, e.g. `assets/x.png`; nil when it climbs above the site's root.
    package var target: String?
    /// The entry's page folder, e.g. `web/button/`, which the URL is relative to.
    package var page: String
    package var location: SourceLocation

    package var problem: Problem {
        .brokenExampleReference(attribute: attribute, url: url, target: target, page: page)
    }
}
