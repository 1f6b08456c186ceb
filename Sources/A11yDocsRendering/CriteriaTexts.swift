import A11yDocsCriteria
import A11yDocsModel

/// An entry's acceptance criteria as text, made once for its page and its files.
package struct CriteriaTexts {
    package var gherkin: String
    package var condensed: String
    /// The entry as a rule of the builder's combined feature.
    package var rule: String

    package init(for entry: Entry, baseURL: String) {
        (gherkin, rule) = GherkinCriteria.featureAndRule(for: entry)
        condensed = CondensedCriteria.text(for: entry, url: SitePaths.url(of: entry, baseURL: baseURL))
    }
}
