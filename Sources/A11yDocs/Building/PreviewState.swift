import A11yDocsLoading
import A11yDocsModel
import A11yDocsRendering
import Foundation

/// What a previewed site was last built or updated from, and what it planned: where the next
/// update starts.
struct PreviewState {
    var content: [String: FileFingerprint] = [:]
    var templates: [String: FileFingerprint] = [:]
    var statics: [String: FileFingerprint] = [:]
    /// The live examples' references of every entry, judged again against each new plan: a
    /// static file added or removed changes what they reach.
    var references: [ExampleReference] = []
    var entries: [String: Entry] = [:]
    /// The guides shown, by file.
    var guides: [String: Guide] = [:]
    var renderer: SiteRenderer?
    var manifest: SiteManifest?
    /// Each entry's `entries.json` record, by file, so that a save re-encodes one entry, not all.
    var jsonFragments: [String: [UInt8]] = [:]
    /// Each entry's previous and next entry: an edit that moves an entry re-renders the pages
    /// that link to it.
    var neighbours = EntryNeighbours()
    /// The site's warnings; an update replaces those of the files it re-read.
    var warnings: [Diagnostic] = []

    init() {}

    /// After a full build: what it read and planned, and the folders as they are now.
    init(built context: BuildContext, warnings: [Diagnostic]) {
        let options = context.options
        content = FileFingerprints.scan(options.contentDirectory)
        templates = FileFingerprints.scan(options.templatesDirectory)
        statics = StaticFolder.scan(options.staticDirectory)
        references = context.references
        entries = Dictionary(
            (context.content?.entries ?? []).map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        guides = Dictionary(
            (context.content?.guides ?? []).map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        renderer = context.renderer
        manifest = context.manifest
        self.warnings = warnings
        let (baseURL, evidence) = (options.site.baseURL, options.site.evidence)
        jsonFragments = entries.mapValues {
            EntriesJSON.fragment(for: $0, url: SitePaths.url(of: $0, baseURL: baseURL), evidence: evidence)
        }
        neighbours = EntryNeighbours(Array(entries.values), guides: Array(guides.values))
    }
}
