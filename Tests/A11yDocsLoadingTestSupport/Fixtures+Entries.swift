import A11yDocsTestSupport
import Foundation

@testable import A11yDocsLoading
@testable import A11yDocsModel

/// Entries made from text and folders listed as the loader lists them: for the tests of Loading
/// and of every layer that needs an entry to work on.
extension Fixtures {
    /// Loads one entry from text, as if it were `Content/native/<slug>.md`.
    package static func entry(_ text: String, slug: String = "sample") -> (entry: Entry?, diagnostics: [Diagnostic]) {
        EntryLoader.load(
            Data(text.utf8), path: "Content/native/\(slug).md", file: "native/\(slug).md", collection: "native",
            slug: slug)
    }

    /// Every file below a folder, relative to it, sorted.
    package static func files(in directory: URL) throws -> [String] {
        try ContentTree.files(in: directory.path)
    }
}
