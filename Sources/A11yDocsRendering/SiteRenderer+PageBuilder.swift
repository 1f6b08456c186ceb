import A11yDocsLoading
import A11yDocsModel

extension SiteRenderer {
    /// What entry pages are built with: the site's options, links resolved among `entriesByFile`
    /// (every entry of the site) and each entry's previous and next entries.
    package func pageBuilder(entriesByFile: [String: Entry], neighbours: EntryNeighbours? = nil) -> EntryPageBuilder {
        var builder = EntryPageBuilder(
            options: options, links: LinkResolver(entriesByFile: entriesByFile, links: options.links))
        builder.neighbours = neighbours ?? EntryNeighbours(Array(entriesByFile.values))
        return builder
    }
}
