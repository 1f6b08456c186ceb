import A11yDocsLoading
import A11yDocsModel
import A11yDocsSupport

/// What a walk of a source folder did not take, as an import reports it: links out of the source
/// refused as errors, the rest (hidden files, editors' leftovers, pipes) named as not imported.
enum WalkFindings {
    /// `isEntry` tells an entry's name (`.md`), whose name may give no slug.
    static func findings(of walk: FileFingerprints.Walk, in folder: String, isEntry: (String) -> Bool)
        -> [ImportFinding]
    {
        walk.skipped.map { finding(for: $0, in: folder) }
            + walk.passedOver.compactMap { finding(passedOver: $0, in: folder, isEntry: isEntry) }
    }

    private static func finding(for skipped: SkippedPath, in folder: String) -> ImportFinding {
        let location = SourceLocation(path: ContentTree.join(folder, skipped.path))
        if case .symlinkOutside(let target) = skipped.reason {
            return ImportFinding(.outsideSite(resolved: target), at: location)
        }
        return ImportFinding(.skipped(.skippedPath(skipped.reason)), at: location)
    }

    /// A file the walk passed over, named unless it is a file manager's metadata (`.DS_Store`,
    /// `._name`), which nobody wrote.
    private static func finding(passedOver path: String, in folder: String, isEntry: (String) -> Bool)
        -> ImportFinding?
    {
        let name = PathText.lastComponent(path)
        if name == ".DS_Store" || name.hasPrefix("._") { return nil }
        let reason: ImportProblem.NotImported
        if !FileFingerprints.isIgnored(name) {
            reason = .notAFile
        } else if isEntry(name), ImportSlug.make(String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])) == nil {
            reason = .noSlug
        } else {
            reason = name.hasPrefix(".") ? .hidden : .editorLeftover
        }
        return ImportFinding(.notImported(reason), at: SourceLocation(path: ContentTree.join(folder, path)))
    }
}
