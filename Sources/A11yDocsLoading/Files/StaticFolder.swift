import A11yDocsModel
import A11yDocsSupport
import Foundation

/// The site-wide static folder (`static:`, `Static/` by default): files copied byte for byte to
/// the output's root, at their path under it. Walked as the content folder is, so that hidden
/// files and editors' leftovers stay out and a link leading outside is named, not followed.
public enum StaticFolder {
    /// Its files relative to it, sorted, and what the walk could not take. A missing folder (or
    /// none) has no files: the default one is optional, and a named one is checked where it is named.
    public static func read(_ directory: String?) -> (files: [String], diagnostics: [Diagnostic]) {
        guard let directory, PathText.isFolder(directory) else { return ([], []) }
        let walk = FileFingerprints.walk(directory)
        let diagnostics = walk.skipped.map { skipped in
            Diagnostic(
                .skippedPath(skipped.reason), at: SourceLocation(path: ContentTree.join(directory, skipped.path)))
        }
        return (walk.files.keys.sorted(), diagnostics)
    }

    /// Fingerprints of its files, for the preview to notice changes; empty when it is missing.
    package static func scan(_ directory: String?) -> [String: FileFingerprint] {
        guard let directory, PathText.isFolder(directory) else { return [:] }
        return FileFingerprints.scan(directory)
    }
}
