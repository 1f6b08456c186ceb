import A11yDocsTestSupport
import Foundation

@testable import A11yDocsLoading
@testable import A11yDocsModel

/// Guides made from text, as the loader reads a guides collection's files: for the tests of
/// Loading and of every layer that needs a guide to work on.
extension Fixtures {
    /// Loads one guide from text, as if it were `Content/<collection>/<slug>.md` in a collection
    /// declared `kind: guides`; with `contentFiles`, `check`'s rules run too.
    package static func guide(
        _ text: String, slug: String = "sample", collection: String = "how-to-test",
        checkingAgainst contentFiles: Set<String>? = nil
    ) -> (guide: Guide?, diagnostics: [Diagnostic]) {
        let file = EntryFile(
            path: "Content/\(collection)/\(slug).md", file: "\(collection)/\(slug).md", collection: collection,
            slug: slug, isDraftByName: false, kind: .guides)
        let loaded = GuideLoader.load(file, data: Data(text.utf8), checkingAgainst: contentFiles)
        return (loaded.guide, loaded.diagnostics + loaded.findings)
    }
}
