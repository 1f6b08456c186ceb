import A11yDocsModel
import A11yDocsSupport

/// What a successful build did.
public struct BuildReport: Sendable {
    public var entryCount: Int
    /// Guides published (part of `pageCount`, two pages each).
    public var guideCount: Int = 0
    public var pageCount: Int
    public var fileCount: Int
    /// Files copied from the static folder (part of `fileCount`).
    public var staticFileCount: Int = 0
    public var duration: Duration
    public var outputDirectory: String
    public var draftsLeftOut: Int = 0
    /// Findings that did not stop the build, sorted by file and line.
    public var warnings: [Diagnostic]

    /// `Built 12 entries (26 pages) in 84 ms → Output/`; `Built 12 entries and 2 guides (30 pages) …`
    public var summary: String {
        let milliseconds = Int(
            (Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15).rounded())
        let entries =
            Counted.count(entryCount, "entry", "entries")
            + (guideCount == 0 ? "" : " and " + Counted.count(guideCount, "guide"))
        let statics = staticFileCount == 0 ? "" : ", " + Counted.count(staticFileCount, "static file")
        let pages = Counted.count(pageCount, "page") + statics
        let folder = outputDirectory.hasSuffix("/") ? outputDirectory : outputDirectory + "/"
        let drafts =
            draftsLeftOut == 0 ? "" : " (\(Counted.count(draftsLeftOut, "draft")) left out; --drafts builds them)"
        return "Built \(entries) (\(pages)) in \(milliseconds) ms → \(folder)\(drafts)"
    }
}
